// The company's feed by URL on /import-offers: its address and schedule, fetch now,
// pause or delete (after a confirmation), and its latest runs (what the server answered
// and what each run did). Every button is a form posted to the page, so all of it works
// without JavaScript; what it did, or why it was refused, is told above the buttons.

import { Form } from 'react-router';
import { Cell } from '#app/components/card-table.tsx';
import { FEED_SECTION_ID, type FeedFormResult } from '#app/lib/feed-url-forms.ts';
import { formatDate } from '#contract/dates.ts';
import { FEED_RUN_OUTCOME_LABELS, FEED_URL_MESSAGES, type Feed, type FeedRun } from '#contract/feed-urls.ts';
import { type CardColumn, CardTable } from '../card-table.tsx';
import { secondaryButton } from '../forms/form-styles.ts';
import { useBusy } from '../forms/page-form-hooks.ts';
import { SubmitButton } from '../forms/submit-button.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';
import { DeleteFeedConfirmation, DeleteFeedLink } from './feed-url-delete.tsx';
import { intervalLabel } from './feed-url-form.tsx';
import { FeedUrlOutcome } from './feed-url-outcome.tsx';

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
      <Cell label="When">{formatDate(run.started_at, 'moment')}</Cell>
      <Cell label="Answer">{run.http_status ?? '—'}</Cell>
      <Cell label="Outcome">
        {run.import_id ? (
          <PrefetchLink to={`/import-offers?import=${run.import_id}`} className="text-accent-700 underline">
            {FEED_RUN_OUTCOME_LABELS[run.outcome]}
          </PrefetchLink>
        ) : (
          FEED_RUN_OUTCOME_LABELS[run.outcome]
        )}
        {run.reason && <p className="text-sm text-gray-700">{run.reason}</p>}
      </Cell>
      <Cell label="Listings" last className="text-gray-800">
        {runCounts(run.counts)}
      </Cell>
    </tr>
  );
}

const RUN_COLUMNS: CardColumn[] = [{ name: 'When' }, { name: 'Answer' }, { name: 'Outcome' }, { name: 'Listings' }];

function RunsTable({ runs }: { runs: FeedRun[] }) {
  return (
    <>
      <h3 className="font-semibold text-gray-900">Runs</h3>
      {runs.length === 0 ? (
        <p className="text-gray-800">Not fetched yet: the first run starts within a few minutes.</p>
      ) : (
        <CardTable caption="The feed's latest runs" columns={RUN_COLUMNS} small="headings">
          {runs.map((run) => (
            <RunRow key={run.id} run={run} />
          ))}
        </CardTable>
      )}
    </>
  );
}

const ACTION = `/import-offers#${FEED_SECTION_ID}`;

/** One of the feed's buttons: a form of its own, posting its intent and the feed. */
function FeedButton({ feedId, intent, children }: { feedId: string; intent: string; children: string }) {
  const busy = useBusy(intent);
  return (
    <Form method="post" action={ACTION}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={feedId} />
      <SubmitButton busy={busy} className={secondaryButton}>
        {children}
      </SubmitButton>
    </Form>
  );
}

/** Reads the page again (a GET form, so it works without JavaScript): the runs since. */
function RefreshRuns() {
  return (
    <Form method="get" action="/import-offers">
      <button type="submit" className={secondaryButton}>
        Refresh runs
      </button>
    </Form>
  );
}

function scheduleOf(feed: Feed): string {
  const state = feed.paused
    ? 'Paused'
    : feed.auto_apply
      ? 'Changes are imported on their own'
      : 'Its first file waits for your confirmation';
  return `${intervalLabel(feed.interval_minutes)} · ${feed.full_feed ? 'Full feed' : 'Partial feed'} · ${state}`;
}

export type FeedUrlPanelProps = {
  feed: Feed;
  /** The page asks to confirm deleting this feed. */
  confirmingDelete: boolean;
  result: FeedFormResult | undefined;
};

export function FeedUrlPanel({ feed, confirmingDelete, result }: FeedUrlPanelProps) {
  return (
    <section aria-labelledby="feed-heading" className="flex flex-col gap-3 rounded-2xl border border-gray-200 p-5">
      <h2 id="feed-heading" className="text-xl font-bold text-gray-900">
        Your feed
      </h2>
      <p className="break-all font-mono text-sm text-gray-900">{feed.url}</p>
      <p className="text-sm text-gray-800">{scheduleOf(feed)}</p>
      {feed.stopped && (
        <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
          {FEED_URL_MESSAGES.stoppedByTeam(feed.stopped.reason)}
        </p>
      )}
      <FeedUrlOutcome result={result} />
      {confirmingDelete && <DeleteFeedConfirmation feed={feed} />}
      <div className="flex flex-wrap gap-3">
        <FeedButton feedId={feed.id} intent="run-feed">
          Fetch now
        </FeedButton>
        <RefreshRuns />
        <FeedButton feedId={feed.id} intent={feed.paused ? 'resume-feed' : 'pause-feed'}>
          {feed.paused ? 'Resume' : 'Pause'}
        </FeedButton>
        <DeleteFeedLink feed={feed} />
      </div>
      <RunsTable runs={feed.runs} />
    </section>
  );
}
