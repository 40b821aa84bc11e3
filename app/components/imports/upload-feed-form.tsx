// The feed upload of /import-offers: the file and whether it is a full feed. The server
// reads it and answers with the preview, which the page then shows.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import type { ImportSummary } from '#contract/imports.ts';
import { errorClass, hintClass, labelClass } from '../forms/form-styles.ts';
import { SubmitButton } from '../forms/submit-button.tsx';

/**
 * Sends the file (and whether it is a full feed) to POST /api/offers-import and opens
 * its preview. No file is refused here; a file the server cannot read is told under the field.
 */
function useFeedUpload() {
  const api = useApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setErrors(['Choose the feed file first.']);
      return;
    }
    const body = new FormData();
    body.set('full_feed', form.get('full_feed') ? 'true' : 'false');
    body.set('file', file);
    setBusy(true);
    setErrors([]);
    const result = await api<ImportSummary>('/api/offers-import', { method: 'POST', form: body, handled: [413, 422] });
    setBusy(false);
    if (result.ok) navigate(`/import-offers?import=${result.data.id}`);
    // Every message about the file, each in full (a message is a whole sentence, not a list).
    else setErrors(result.error.fieldMessages.file ?? [result.error.message ?? 'The file could not be read.']);
  };
  return { busy, errors, onSubmit };
}

/** Why the file was refused: one sentence, or a list when there are several. */
function FileErrors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <div id={`${id}-error`} role="alert" className={errorClass}>
      {errors.length === 1 ? (
        <p>{errors[0]}</p>
      ) : (
        <>
          <p>The file was not imported. Put these right in the file, then upload it again:</p>
          <ul className="list-disc pl-5">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The feed file, what kinds and sizes are read, and why the upload was refused. */
function FeedFileField({ id, errors }: { id: string; errors: string[] }) {
  const error = errors.length > 0;
  return (
    <div>
      <label htmlFor={`${id}-file`} className={labelClass}>
        Feed file
      </label>
      <input
        id={`${id}-file`}
        name="file"
        type="file"
        accept=".blm,.xml,.csv,.zip,.txt"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="mt-1 block w-full text-sm text-gray-900 file:mr-4 file:rounded-full file:border-0 file:bg-accent-50 file:px-4 file:py-2 file:font-semibold file:text-accent-800"
      />
      <p id={`${id}-hint`} className={hintClass}>
        A Rightmove BLM file, a Kyero XML file or a CSV of our columns (
        <a href="/api/offers-import/template.csv" download className="font-semibold text-accent-700 underline">
          download the CSV template
        </a>
        ), or a .zip with the feed and its photos. Up to 200 MB, and the photos your listings use may unpack to 500 MB.
        Nothing changes until you confirm the preview, which waits 7 days.
      </p>
      <FileErrors id={id} errors={errors} />
    </div>
  );
}

/** Whether the file lists every listing (then those it leaves out are withdrawn); ticked at first. */
function FullFeedCheckbox({ id }: { id: string }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={`${id}-full`}
        name="full_feed"
        type="checkbox"
        defaultChecked
        aria-describedby={`${id}-full-hint`}
        className="mt-0.5 size-5 shrink-0 accent-accent-700"
      />
      <div>
        <label htmlFor={`${id}-full`} className="text-sm font-semibold text-gray-900">
          This file lists all my listings
        </label>
        <p id={`${id}-full-hint`} className={hintClass}>
          Your imported ads that the file no longer lists are taken off the site. Untick for a file of some listings
          only.
        </p>
      </div>
    </div>
  );
}

export function UploadFeedForm() {
  const id = useId();
  const { busy, errors, onSubmit } = useFeedUpload();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 p-5"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-gray-900">
        Upload a feed
      </h2>
      <FeedFileField id={id} errors={errors} />
      <FullFeedCheckbox id={id} />
      <div>
        <SubmitButton busy={busy}>Upload and preview</SubmitButton>
      </div>
    </form>
  );
}
