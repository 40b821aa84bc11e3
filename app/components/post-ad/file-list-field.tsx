// One list of files in the ad form: photos and floor plans (ordered; the first photo is
// the main one) or the energy certificate (one file). Files are added by the picker or
// by dropping them on the box; order changes by dragging, or by the buttons, which work
// from the keyboard and say what they did through a live region.
import { useId, useState } from 'react';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import {
  ACCEPTED_CERTIFICATE_TYPES,
  ACCEPTED_IMAGE_TYPES,
  isOrderedFileField,
  type OfferFileField,
} from '#contract/offer-files.ts';
import { errorClass, hintClass, labelClass } from '../forms/form-styles.ts';
import { FileCard } from './file-list-item.tsx';
import { useDragToReorder, useFileDrop } from './use-file-drag.ts';
import type { FileListState } from './use-file-list.ts';

type Props = {
  field: OfferFileField;
  list: FileListState;
  label: string;
  hint: string;
  /** What one file is called in button labels: 'photo', 'floor plan', 'energy certificate'. */
  noun: string;
  /** A message from the server about this list. */
  serverError?: string | undefined;
};

export function FileListField({ field, list, label, hint, noun, serverError }: Props) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [announcement, setAnnouncement] = useState('');
  const reorder = useDragToReorder(list, setAnnouncement);
  const drop = useFileDrop(list, reorder.dragged);
  const error = list.problem ?? serverError;
  const count = list.items.length;
  return (
    <fieldset
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      {...drop.handlers}
      className={`min-w-0 rounded-2xl border-2 border-dashed p-4 ${drop.dropping ? 'border-accent-700 bg-accent-50' : 'border-gray-300'}`}
    >
      <legend className={`${labelClass} px-1`}>{label}</legend>
      <p id={hintId} className={hintClass}>
        {hint}
      </p>
      {count > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm2:grid-cols-3 lg:grid-cols-4">
          {list.items.map((item, index) => (
            <FileCard
              key={item.key}
              item={item}
              index={index}
              count={count}
              field={field}
              noun={noun}
              list={list}
              announce={setAnnouncement}
              reorder={reorder}
            />
          ))}
        </ul>
      )}
      <FilePicker inputId={inputId} field={field} noun={noun} count={count} list={list} />
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

type PickerProps = { inputId: string; field: OfferFileField; noun: string; count: number; list: FileListState };

/**
 * The button that opens the browser's file picker: the label of a file input hidden
 * once the page's script runs (a certificate's is "Replace" when there is one already).
 */
function FilePicker({ inputId, field, noun, count, list }: PickerProps) {
  const hydrated = useHydrated();
  const ordered = isOrderedFileField(field);
  return (
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
            // Emptied, so picking the same file again is seen as a change.
            if (event.target.files) list.add(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
