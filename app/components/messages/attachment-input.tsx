// Up to three images or PDFs attached to a message; the server checks each by content.
import { type RefObject, useId } from 'react';
import { useT } from '#app/hooks/use-t.ts';
import { ACCEPTED_ATTACHMENT_TYPES, ATTACHMENT_LIMITS } from '#contract/conversations.ts';
import { hintClass, labelClass } from '../forms/form-styles.ts';

export function AttachmentInput({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  const t = useT().accountPages.messages;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {t.attach}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPTED_ATTACHMENT_TYPES}
        aria-describedby={`${id}-hint`}
        className="text-sm text-gray-900 file:mr-3 file:rounded-full file:border-0 file:bg-accent-50 file:px-4 file:py-2 file:font-semibold file:text-accent-800"
      />
      <p id={`${id}-hint`} className={hintClass}>
        {t.attachHint(ATTACHMENT_LIMITS.files)}
      </p>
    </div>
  );
}

/** The multipart body of a message with files: the JSON in `message`, the files as `attachments`. */
export function messageForm(message: object, files: readonly File[]): FormData {
  const form = new FormData();
  form.set('message', JSON.stringify(message));
  for (const file of files) form.append('attachments', file);
  return form;
}
