// "Fetch your feed from its address" on /import-offers: the company registers the URL of
// its feed and how often to read it. A real form posted to the page, so it works without
// JavaScript; a refused address is told beside its field. The panel then shows the feed.
import { Form } from 'react-router';
import { FEED_SECTION_ID, type FeedFormResult } from '#app/lib/feed-url-forms.ts';
import { FEED_INTERVALS } from '#contract/feed-urls.ts';
import { errorClass, hintClass, inputClass, labelClass } from '../forms/form-styles.ts';
import { useBusy } from '../forms/page-form-hooks.ts';
import { SubmitButton } from '../forms/submit-button.tsx';
import { FeedUrlOutcome } from './feed-url-outcome.tsx';

export const intervalLabel = (minutes: number) =>
  minutes < 60 ? `Every ${minutes} minutes` : minutes === 60 ? 'Every hour' : `Every ${minutes / 60} hours`;

const URL_HINT =
  'The http or https address of your Kyero XML, BLM (or zip) or CSV feed. The first file we read waits for your confirmation; later ones are imported on their own.';

function UrlField({ value, error }: { value: string; error: string | undefined }) {
  return (
    <div>
      <label htmlFor="feed-url" className={labelClass}>
        Feed address (URL)
      </label>
      <input
        id="feed-url"
        name="url"
        type="url"
        autoComplete="off"
        maxLength={2000}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`feed-url-hint${error ? ' feed-url-error' : ''}`}
        className={inputClass}
      />
      <p id="feed-url-hint" className={hintClass}>
        {URL_HINT}
      </p>
      {error && (
        <p id="feed-url-error" className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

function IntervalField({ value, error }: { value: string; error: string | undefined }) {
  return (
    <div>
      <label htmlFor="feed-interval" className={labelClass}>
        How often
      </label>
      <select
        id="feed-interval"
        name="interval_minutes"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'feed-interval-error' : undefined}
        className={inputClass}
      >
        {FEED_INTERVALS.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {intervalLabel(minutes)}
          </option>
        ))}
      </select>
      {error && (
        <p id="feed-interval-error" className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

export function FeedUrlForm({ result }: { result: FeedFormResult | undefined }) {
  const busy = useBusy('create-feed');
  const failure =
    result && 'failure' in result && result.failure.values.intent === 'create-feed' ? result.failure : null;
  const values = failure?.values ?? {};
  // A second feed (409) has no field of its own: it is about the address.
  const urlError = failure?.errors.url ?? (failure?.code === 'feed_exists' ? failure.message : undefined);
  return (
    <Form
      method="post"
      action={`/import-offers#${FEED_SECTION_ID}`}
      noValidate
      aria-labelledby="feed-url-heading"
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 p-5"
    >
      <h2 id="feed-url-heading" className="text-xl font-bold text-gray-900">
        Fetch your feed from its address
      </h2>
      <FeedUrlOutcome result={result} />
      <input type="hidden" name="intent" value="create-feed" />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <UrlField value={values.url ?? ''} error={urlError} />
        <IntervalField value={values.interval_minutes ?? '60'} error={failure?.errors.interval_minutes} />
      </div>
      <div className="flex items-start gap-3">
        <input
          id="feed-full"
          name="full_feed"
          type="checkbox"
          defaultChecked={failure ? values.full_feed !== undefined : true}
          className="mt-0.5 size-5 shrink-0 accent-accent-700"
        />
        <label htmlFor="feed-full" className="text-sm text-gray-900">
          The feed lists all my listings (listings missing from it are withdrawn)
        </label>
      </div>
      <div>
        <SubmitButton busy={busy}>Save feed</SubmitButton>
      </div>
    </Form>
  );
}
