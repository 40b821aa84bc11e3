// One file in a file list of the ad form: its preview (or "PDF"), its name, and the
// buttons that reorder or remove it.
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { capitalise } from '#contract/format.ts';
import type { OfferFileField } from '#contract/offer-files.ts';
import type { DragToReorder } from './use-file-drag.ts';
import type { FileItem, FileListState } from './use-file-list.ts';

const smallButton =
  'rounded-full border border-gray-500 bg-white px-3 py-1 text-xs font-semibold text-gray-900 hover:border-accent-700 hover:text-accent-800';

type ItemProps = {
  item: FileItem;
  index: number;
  count: number;
  field: OfferFileField;
  /** What one file is called in button labels: 'photo', 'floor plan', 'certificate'. */
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
  const ordered = field !== 'ecertificate';
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
      <ItemButtons {...props} />
    </li>
  );
}

/**
 * Reordering and removing one file: they work in the page, so they appear once its
 * script runs (a form sent without it keeps the ad's files as they are and adds the new).
 */
function ItemButtons({ item, index, count, field, noun, list, announce }: ItemProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const ordered = field !== 'ecertificate';
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
