import { Form, Link } from 'react-router';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import { FilterSelect, PagerLinks, SearchField } from '#app/components/backoffice/list-controls.tsx';
import { type CardColumn, CardTable, Cell } from '#app/components/card-table.tsx';
import { errorClass, inputClass, primaryButton, secondaryButton } from '#app/components/forms/form-styles.ts';
import { getAppContext } from '#app/context.ts';
import { listQuery, pageLink } from '#app/lib/back-office-query.ts';
import { type FormFailure, failureOf } from '#app/lib/form-failure.ts';
import { operatorOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { operatorImportForms } from '#app/lib/operator-import-forms.server.ts';
import { handleIntent } from '#app/lib/page-action.server.ts';
import { formatDate } from '#contract/dates.ts';
import { FEED_RUN_OUTCOME_LABELS } from '#contract/feed-urls.ts';
import { IMPORT_STATES } from '#contract/imports.ts';
import {
  FEED_STATES,
  type OperatorFeedRow,
  type OperatorImportRow,
  operatorFeedsQuerySchema,
  operatorImportsQuerySchema,
} from '#contract/operator-imports.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { listFeeds, listImports } from '#core/backoffice/imports-oversight.ts';
import type { Route } from './+types/imports.ts';

/**
 * /admin/imports: every company's feeds (stopped first, then the newest) and imports
 * (newest first), found by company and state; support stops a feed that harms the site,
 * with a reason the company reads, and releases it. Works without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = operatorOrRedirect(args, 'imports.oversee');
  const { db } = getAppContext(args.context);
  const importsQuery = listQuery(args.request, operatorImportsQuerySchema);
  const feedsPage = Number(new URL(args.request.url).searchParams.get('feeds_page')) || 1;
  const feedsQuery = listQuery(args.request, operatorFeedsQuerySchema);
  const [imports, feeds] = await Promise.all([
    listImports(db, importsQuery),
    listFeeds(db, { ...feedsQuery, page: Math.min(Math.max(1, feedsPage), 10_000) }),
  ]);
  return { viewer, query: { ...importsQuery, state: feedsQuery.state }, imports, feeds };
}

export async function action(args: Route.ActionArgs) {
  operatorOrRedirect(args, 'imports.oversee');
  return handleIntent(args.request, operatorImportForms(getAppContext(args.context)));
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Imports and feeds'), { name: 'robots', content: 'noindex' }];
}

type Query = Route.ComponentProps['loaderData']['query'];
type Outcome = { outcome: 'stopped' | 'released'; feed: string };

const outcomeOf = (actionData: unknown): Outcome | undefined =>
  typeof actionData === 'object' && actionData !== null && 'outcome' in actionData
    ? (actionData as Outcome)
    : undefined;

function Filters({ query }: { query: Query }) {
  return (
    <Form method="get" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" role="search">
      <SearchField label="Company name or e-mail" value={query.q} />
      <FilterSelect name="state" label="Feeds" options={FEED_STATES} value={query.state} />
      <FilterSelect name="status" label="Imports" options={IMPORT_STATES} value={query.status} />
      <div className="self-end">
        <button type="submit" className={primaryButton}>
          Find feeds and imports
        </button>
      </div>
    </Form>
  );
}

function lastRunOf(feed: OperatorFeedRow): string {
  if (!feed.last_run) return 'Not run yet';
  const { outcome, at, http_status: status, reason } = feed.last_run;
  const detail = [status ? `HTTP ${status}` : null, reason].filter(Boolean).join(': ');
  return `${FEED_RUN_OUTCOME_LABELS[outcome]}, ${formatDate(at, 'moment')}${detail ? ` (${detail})` : ''}`;
}

function FeedControl({ feed, failure }: { feed: OperatorFeedRow; failure: FormFailure | undefined }) {
  if (feed.stopped) {
    return (
      <Form method="post">
        <input type="hidden" name="intent" value="release-feed" />
        <input type="hidden" name="feed" value={feed.id} />
        <p className="mb-1 text-sm text-gray-800">Stopped: {feed.stopped.reason}</p>
        <button type="submit" className={secondaryButton} aria-label={`Release the feed of ${feed.company_name}`}>
          Release
        </button>
      </Form>
    );
  }
  const error = failure?.values.feed === feed.id ? (failure.errors.reason ?? failure.message) : undefined;
  return (
    <Form method="post" className="flex flex-col gap-1">
      <input type="hidden" name="intent" value="stop-feed" />
      <input type="hidden" name="feed" value={feed.id} />
      <label htmlFor={`stop-${feed.id}`} className="text-sm text-gray-800">
        Why stop it (the company reads it)
      </label>
      <input id={`stop-${feed.id}`} name="reason" required minLength={3} maxLength={500} className={inputClass} />
      {error && <p className={errorClass}>{error}</p>}
      <div>
        <button type="submit" className={secondaryButton} aria-label={`Stop the feed of ${feed.company_name}`}>
          Stop the feed
        </button>
      </div>
    </Form>
  );
}

const FEED_COLUMNS: CardColumn[] = [
  { name: 'Company' },
  { name: 'Feed' },
  { name: 'Last run' },
  { name: 'Failures (7 days)', right: true },
  { name: 'Action' },
];

function CompanyLink({ row }: { row: { company_id: string; company_name: string } }) {
  return (
    <Link to={SITE_PATHS.operatorUser(row.company_id)} className="font-semibold text-accent-700 underline">
      {row.company_name}
    </Link>
  );
}

function Feeds({ feeds, failure }: { feeds: OperatorFeedRow[]; failure: FormFailure | undefined }) {
  if (feeds.length === 0) return <p className="text-gray-800">No feed matches.</p>;
  return (
    <CardTable caption="Feeds" columns={FEED_COLUMNS} small="table">
      {feeds.map((feed) => (
        <tr key={feed.id} className="border-t border-gray-200 align-top">
          <Cell label="Company">
            <CompanyLink row={feed} />
          </Cell>
          <Cell label="Feed" className="break-all">
            {feed.url}
            <br />
            {feed.paused ? 'Paused by the company' : `Every ${feed.interval_minutes} min`}
          </Cell>
          <Cell label="Last run">{lastRunOf(feed)}</Cell>
          <Cell label="Failures (7 days)" className="text-right">
            {feed.failures_last_7_days}
          </Cell>
          <Cell label="Action" last>
            <FeedControl feed={feed} failure={failure} />
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}

const IMPORT_COLUMNS: CardColumn[] = [
  { name: 'Company' },
  { name: 'File' },
  { name: 'Status' },
  { name: 'Listings', right: true },
  { name: 'Started' },
];

function Imports({ imports }: { imports: OperatorImportRow[] }) {
  if (imports.length === 0) return <p className="text-gray-800">No import matches.</p>;
  return (
    <CardTable caption="Imports" columns={IMPORT_COLUMNS} small="table">
      {imports.map((row) => (
        <tr key={row.id} className="border-t border-gray-200 align-top">
          <Cell label="Company">
            <CompanyLink row={row} />
          </Cell>
          <Cell label="File" className="break-all">
            {row.file_name ?? '—'} ({row.format})
          </Cell>
          <Cell label="Status">
            {row.status}
            {row.error ? `: ${row.error}` : ''}
          </Cell>
          <Cell label="Listings" className="text-right">
            {row.applied_rows ?? 0} of {row.total_rows ?? '—'}
          </Cell>
          <Cell label="Started" last>
            {formatDate(row.created_at, 'moment')}
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}

export default function OperatorImports({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, query, imports, feeds } = loaderData;
  const outcome = outcomeOf(actionData);
  const failure = failureOf(actionData);
  const path = SITE_PATHS.operatorImports();
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8">
      <BackOfficeNav user={viewer} />
      <h1 className="mb-4 text-3xl font-bold text-gray-900">Imports and feeds</h1>
      <Filters query={query} />
      {outcome && (
        <p role="status" className="mb-4 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900">
          {outcome.outcome === 'stopped'
            ? 'The feed is stopped: it will not run until it is released, and the company sees why.'
            : 'The feed is released: it runs again on its schedule.'}
        </p>
      )}
      {failure && !failure.values.feed && <p className={errorClass}>{failure.message}</p>}
      <section aria-labelledby="feeds-heading" className="mb-8">
        <h2 id="feeds-heading" className="mb-3 text-xl font-bold text-gray-900">
          Feeds ({feeds.meta.total})
        </h2>
        <Feeds feeds={feeds.data} failure={failure} />
        <PagerLinks
          meta={feeds.meta}
          label="Pages of feeds"
          linkTo={(page) => pageLink(path, query, page, 'feeds_page')}
        />
      </section>
      <section aria-labelledby="imports-heading">
        <h2 id="imports-heading" className="mb-3 text-xl font-bold text-gray-900">
          Imports ({imports.meta.total})
        </h2>
        <Imports imports={imports.data} />
        <PagerLinks meta={imports.meta} label="Pages of imports" linkTo={(page) => pageLink(path, query, page)} />
      </section>
    </div>
  );
}
