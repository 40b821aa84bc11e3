// One file in a file list of the ad form: its preview (or "PDF"), its name, and the
// buttons that reorder or remove it; before the page's script runs, a stored file's
// position box and remove box instead, sent with the form.
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { fileControlNames } from '#app/lib/ad-form-files.ts';
import { capitalise } from '#contract/format.ts';
import { isOrderedFileField, type OfferFileField } from '#contract/offer-files.ts';
import type { DragToReorder } from './use-file-drag.ts';
import type { FileItem, FileListState } from './use-file-list.ts';

const smallButton =
  'rounded-full border border-gray-500 bg-white px-3 py-1 text-xs font-semibold text-gray-900 hover:border-accent-700 hover:text-accent-800';

type ItemProps = {
  item: FileItem;
  index: number;
  count: number;
  field: OfferFileField;
  /** What one file is called in button labels: 'photo', 'floor plan', 'energy certificate'. */
  noun: string;
  list: FileListState;
  /** Tells screen-reader users what a button did. */
  announce: (message: string) => void;
};

/** The file's picture, or "PDF" for a certificate, marked when it is the ad's main photo. */
function FilePreview({ item, main }: { item: FileItem; main: boolean }) {
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-gray-100">
      {item.preview ? (
        <img src={item.preview} alt="" className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-sm font-semibold text-gray-700">PDF</span>
      )}
      {main && (
        <span className="absolute top-1 left-1 rounded-full bg-accent-700 px-2 py-0.5 text-xs font-bold text-white">
          Main photo
        </span>
      )}
    </div>
  );
}

/** The file's card. Photos and floor plans are ordered, so their cards can be dragged. */
export function FileCard({ reorder, ...props }: ItemProps & { reorder: DragToReorder }) {
  const { item, index, field } = props;
  const ordered = isOrderedFileField(field);
  const hydrated = useHydrated();
  return (
    <li
      draggable={ordered}
      {...reorder.itemHandlers(item, index)}
      className={`flex flex-col gap-2 rounded-xl border bg-white p-2 ${reorder.dragged === item.key ? 'opacity-50' : ''} ${ordered ? 'cursor-grab' : ''}`}
    >
      <FilePreview item={item} main={field === 'photos' && index === 0} />
      <p className="truncate text-xs text-gray-700" title={item.name}>
        {item.name}
      </p>
      {hydrated ? <ItemButtons {...props} /> : <StoredFileControls {...props} />}
    </li>
  );
}

/**
 * A stored file arranged by the form itself, for a browser without the page's script:
 * its place in the list and whether to remove it, read when the form is saved
 * (app/lib/ad-form-files.ts). The buttons take over once the script runs.
 */
function StoredFileControls({ item, index, count, field, noun }: ItemProps) {
  if (item.source !== 'stored') return null;
  const names = fileControlNames(field);
  const ordered = isOrderedFileField(field);
  const which = ordered ? ` ${index + 1}` : '';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold text-gray-900">
      <input type="hidden" name={names.shown} value={item.id} />
      {ordered && (
        <label className="flex items-center gap-1">
          Position<span className="sr-only">{` of ${noun}${which}`}</span>
          <input
            type="number"
            name={names.position(item.id)}
            defaultValue={index + 1}
            min={1}
            max={count}
            inputMode="numeric"
            className="w-14 rounded border border-gray-500 px-1 py-0.5 font-normal"
          />
        </label>
      )}
      <label className="flex items-center gap-1">
        <input type="checkbox" name={names.remove} value={item.id} className="size-4" />
        Remove<span className="sr-only">{` ${noun}${which}`}</span>
      </label>
    </div>
  );
}

/** Reordering and removing one file in the page, once its script runs. */
function ItemButtons({ item, index, count, field, noun, list, announce }: ItemProps) {
  const ordered = isOrderedFileField(field);
  const move = (position: number, message: string) => {
    list.moveTo(item.key, position);
    announce(message);
  };
  return (
    <div className="flex flex-wrap gap-1">
      {ordered && index > 0 && (
        <button
          type="button"
          className={smallButton}
          aria-label={`Move ${noun} ${index + 1} earlier`}
          onClick={() => move(index - 1, `${capitalise(noun)} moved to position ${index}`)}
        >
          ←
        </button>
      )}
      {ordered && index < count - 1 && (
        <button
          type="button"
          className={smallButton}
          aria-label={`Move ${noun} ${index + 1} later`}
          onClick={() => move(index + 1, `${capitalise(noun)} moved to position ${index + 2}`)}
        >
          →
        </button>
      )}
      {field === 'photos' && index > 0 && (
        <button
          type="button"
          className={smallButton}
          aria-label={`Make photo ${index + 1} the main photo`}
          onClick={() => move(0, `Photo ${index + 1} is now the main photo`)}
        >
          Main
        </button>
      )}
      <button
        type="button"
        className={smallButton}
        aria-label={`Remove ${noun} ${ordered ? index + 1 : ''}`.trim()}
        onClick={() => {
          list.remove(item.key);
          announce(`${capitalise(noun)} removed`);
        }}
      >
        Remove
      </button>
    </div>
  );
}
