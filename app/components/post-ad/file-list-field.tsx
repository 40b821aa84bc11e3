// One list of files in the ad form: photos and floor plans (ordered; the first photo is
// the main one) or the energy certificate (one file). Files are added by the picker or
// by dropping them on the box; order changes by dragging, or by the buttons, which work
// from the keyboard and say what they did through a live region.
import { type DragEvent, useId, useState } from 'react';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { ACCEPTED_CERTIFICATE_TYPES, ACCEPTED_IMAGE_TYPES, type OfferFileField } from '#contract/offer-files.ts';
import { errorClass, hintClass, labelClass } from '../forms/form-styles.ts';
import type { FileItem, FileListState } from './use-file-list.ts';

const smallButton =
  'rounded-full border border-gray-500 bg-white px-3 py-1 text-xs font-semibold text-gray-900 hover:border-accent-700 hover:text-accent-800';

type Props = {
  field: OfferFileField;
  list: FileListState;
  label: string;
  hint: string;
  /** What one file is called in button labels: 'photo', 'floor plan', 'certificate'. */
  noun: string;
  /** A message from the server about this list. */
  serverError?: string | undefined;
};

export function FileListField({ field, list, label, hint, noun, serverError }: Props) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [announcement, setAnnouncement] = useState('');
  const hydrated = useHydrated();
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);
  const ordered = field !== 'ecertificate';
  const error = list.problem ?? serverError;
  const count = list.items.length;

  const move = (item: FileItem, position: number, message: string) => {
    list.moveTo(item.key, position);
    setAnnouncement(message);
  };

  const dropFiles = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDropping(false);
    if (dragged) return;
    if (event.dataTransfer.files.length > 0) list.add(event.dataTransfer.files);
  };

  return (
    <fieldset
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      onDragOver={(event) => {
        event.preventDefault();
        if (!dragged) setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={dropFiles}
      className={`min-w-0 rounded-2xl border-2 border-dashed p-4 ${dropping ? 'border-accent-700 bg-accent-50' : 'border-gray-300'}`}
    >
      <legend className={`${labelClass} px-1`}>{label}</legend>
      <p id={hintId} className={hintClass}>
        {hint}
      </p>
      {count > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm2:grid-cols-3 lg:grid-cols-4">
          {list.items.map((item, index) => (
            <li
              key={item.key}
              draggable={ordered}
              onDragStart={() => setDragged(item.key)}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                if (!dragged || dragged === item.key) return;
                event.preventDefault();
                event.stopPropagation();
                list.moveTo(dragged, index);
                setDragged(null);
                setAnnouncement(`Moved to position ${index + 1}`);
              }}
              className={`flex flex-col gap-2 rounded-xl border bg-white p-2 ${dragged === item.key ? 'opacity-50' : ''} ${ordered ? 'cursor-grab' : ''}`}
            >
              <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-gray-100">
                {item.preview ? (
                  <img src={item.preview} alt="" className="size-full object-cover" />
                ) : (
                  <span className="flex size-full items-center justify-center text-sm font-semibold text-gray-700">
                    PDF
                  </span>
                )}
                {field === 'photos' && index === 0 && (
                  <span className="absolute top-1 left-1 rounded-full bg-accent-700 px-2 py-0.5 text-xs font-bold text-white">
                    Main photo
                  </span>
                )}
              </div>
              <p className="truncate text-xs text-gray-700" title={item.name}>
                {item.name}
              </p>
              <ItemButtons
                item={item}
                index={index}
                count={count}
                field={field}
                noun={noun}
                list={list}
                move={move}
                announce={setAnnouncement}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3">
        <label
          htmlFor={inputId}
          className="inline-flex max-w-full cursor-pointer flex-wrap items-center rounded-full border border-accent-700 bg-white px-4 py-2 text-sm font-semibold text-accent-700 hover:bg-accent-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-700"
        >
          {field === 'ecertificate' ? (count > 0 ? 'Replace the certificate' : 'Add the certificate') : `Add ${noun}s`}
          <input
            id={inputId}
            type="file"
            name={field}
            multiple={ordered}
            accept={field === 'ecertificate' ? ACCEPTED_CERTIFICATE_TYPES : ACCEPTED_IMAGE_TYPES}
            // Before the script runs, the browser's own control shows the chosen files.
            className={hydrated ? 'sr-only' : 'mt-2 block w-full max-w-full text-sm font-normal text-gray-900'}
            onChange={(event) => {
              if (event.target.files) list.add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" className={errorClass}>
          {error}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

type ItemButtonsProps = {
  item: FileItem;
  index: number;
  count: number;
  field: OfferFileField;
  noun: string;
  list: FileListState;
  move: (item: FileItem, position: number, message: string) => void;
  announce: (message: string) => void;
};

/**
 * Reordering and removing one file: they work in the page, so they appear once its
 * script runs (a form sent without it keeps the ad's files as they are and adds the new).
 */
function ItemButtons({ item, index, count, field, noun, list, move, announce }: ItemButtonsProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const ordered = field !== 'ecertificate';
  return (
    <div className="flex flex-wrap gap-1">
      {ordered && index > 0 && (
        <button
          type="button"
          className={smallButton}
          aria-label={`Move ${noun} ${index + 1} earlier`}
          onClick={() => move(item, index - 1, `${capitalise(noun)} moved to position ${index}`)}
        >
          ←
        </button>
      )}
      {ordered && index < count - 1 && (
        <button
          type="button"
          className={smallButton}
          aria-label={`Move ${noun} ${index + 1} later`}
          onClick={() => move(item, index + 1, `${capitalise(noun)} moved to position ${index + 2}`)}
        >
          →
        </button>
      )}
      {field === 'photos' && index > 0 && (
        <button
          type="button"
          className={smallButton}
          aria-label={`Make photo ${index + 1} the main photo`}
          onClick={() => move(item, 0, `Photo ${index + 1} is now the main photo`)}
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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
