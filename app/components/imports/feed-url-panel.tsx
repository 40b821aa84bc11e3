// The company's feed by URL on /import-offers: its address and schedule, pause or delete,
// and its latest runs (what the server answered and what each run did).
import { useRevalidator } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { formatDate } from '#contract/dates.ts';
import { FEED_RUN_OUTCOME_LABELS, type Feed, type FeedRun } from '#contract/feed-urls.ts';
import { dangerButton, secondaryButton } from '../forms/form-styles.ts';
import { PrefetchLink } from '../prefetch-link.tsx';
import { intervalLabel } from './feed-url-form.tsx';

function runCounts(counts: FeedRun['counts']): string {
  if (!counts) return '';
  const parts = [
    `${counts.create} new`,
    `${counts.update} updated`,
    `${counts.withdraw} withdrawn`,
    `${counts.reject} rejected`,
  ];
  if (counts.left_out > 0) parts.push(`${counts.left_out} left out`);
  return parts.join(' · ');
}

function RunRow({ run }: { run: FeedRun }) {
  return (
    <tr className="border-t border-gray-200 align-top">
      <td className="py-2 pr-3">{formatDate(run.started_at, 'moment')}</td>
      <td className="py-2 pr-3">{run.http_status ?? '—'}</td>
      <td className="py-2 pr-3">
        {run.import_id ? (
          <PrefetchLink to={`/import-offers?import=${run.import_id}`} className="text-accent-700 underline">
            {FEED_RUN_OUTCOME_LABELS[run.outcome]}
          </PrefetchLink>
        ) : (
          FEED_RUN_OUTCOME_LABELS[run.outcome]
        )}
        {run.reason && <p className="text-sm text-gray-700">{run.reason}</p>}
      </td>
      <td className="py-2 text-sm text-gray-800">{runCounts(run.counts)}</td>
    </tr>
  );
}

function RunsTable({ runs }: { runs: FeedRun[] }) {
  return (
    <>
      <h3 className="font-semibold text-gray-900">Runs</h3>
      {runs.length === 0 ? (
        <p className="text-gray-800">Not fetched yet: the first run starts within a few minutes.</p>
      ) : (
        <table className="w-full text-left">
          <thead>
            <tr className="text-sm text-gray-700">
              <th scope="col" className="pr-3">
                When
              </th>
              <th scope="col" className="pr-3">
                Answer
              </th>
              <th scope="col" className="pr-3">
                Outcome
              </th>
              <th scope="col">Listings</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <RunRow key={run.id} run={run} />
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function FeedUrlPanel({ feed }: { feed: Feed }) {
  const api = useApi();
  const revalidator = useRevalidator();
  const change = async (init: { method: 'PATCH' | 'DELETE' | 'POST'; json?: object }, path = '') => {
    const result = await api(`/api/offers-import/feeds/${feed.id}${path}`, init);
    if (result.ok) await revalidator.revalidate();
  };
  return (
    <section aria-labelledby="feed-heading" className="flex flex-col gap-3 rounded-2xl border border-gray-200 p-5">
      <h2 id="feed-heading" className="text-xl font-bold text-gray-900">
        Your feed
      </h2>
      <p className="break-all font-mono text-sm text-gray-900">{feed.url}</p>
      <p className="text-sm text-gray-800">
        {intervalLabel(feed.interval_minutes)} · {feed.full_feed ? 'Full feed' : 'Partial feed'} ·{' '}
        {feed.paused
          ? 'Paused'
          : feed.auto_apply
            ? 'Changes are imported on their own'
            : 'Its first file waits for your confirmation'}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={() => change({ method: 'POST' }, '/run')}>
          Fetch now
        </button>
        <button type="button" className={secondaryButton} onClick={() => revalidator.revalidate()}>
          Refresh runs
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => change({ method: 'PATCH', json: { paused: !feed.paused } })}
        >
          {feed.paused ? 'Resume' : 'Pause'}
        </button>
        <button type="button" className={dangerButton} onClick={() => change({ method: 'DELETE' })}>
          Delete feed
        </button>
      </div>
      <RunsTable runs={feed.runs} />
    </section>
  );
}
