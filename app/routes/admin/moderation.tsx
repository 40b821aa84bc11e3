import { Form, Link } from 'react-router';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import { PagerLinks } from '#app/components/backoffice/list-controls.tsx';
import { RejectReason } from '#app/components/backoffice/reject-reason.tsx';
import { type CardColumn, CardTable, Cell } from '#app/components/card-table.tsx';
import { dangerButton, primaryButton } from '#app/components/forms/form-styles.ts';
import { getAppContext } from '#app/context.ts';
import { focusSibling, useModerationKeys } from '#app/hooks/use-moderation-keys.ts';
import { failureOf } from '#app/lib/form-failure.ts';
import { operatorOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { moderationQueueForms } from '#app/lib/moderation-forms.server.ts';
import { handleIntent } from '#app/lib/page-action.server.ts';
import { formatDate } from '#contract/dates.ts';
import { type BulkOutcome, type Claim, MODERATION_DESK_MESSAGES } from '#contract/moderation-desk.ts';
import type { PageMeta } from '#contract/pagination.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { deskQueues } from '#core/moderation/desk.ts';
import { listReasonTemplates } from '#core/moderation/reason-templates.ts';
import type { Route } from './+types/moderation.ts';

const pageNumber = (value: string | null) => {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/**
 * /admin/moderation: the new ads waiting and the changes of live ads waiting, the
 * longest waiting first, each list paged in the address. Ticked items are approved, or
 * rejected with one reason, in one go.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = operatorOrRedirect(args, 'offers.moderate');
  const { db, config } = getAppContext(args.context);
  const params = new URL(args.request.url).searchParams;
  const pages = { offers: pageNumber(params.get('offers_page')), revisions: pageNumber(params.get('revisions_page')) };
  const [queues, templates] = await Promise.all([deskQueues(db, pages, config.assetBaseUrl), listReasonTemplates(db)]);
  return { viewer, pages, queues, templates };
}

export async function action(args: Route.ActionArgs) {
  operatorOrRedirect(args, 'offers.moderate');
  return handleIntent(args.request, moderationQueueForms(getAppContext(args.context)));
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Moderation'), { name: 'robots', content: 'noindex' }];
}

type Pages = Route.ComponentProps['loaderData']['pages'];

function pageLink(pages: Pages, list: keyof Pages, page: number): string {
  const params = new URLSearchParams({ offers_page: String(pages.offers), revisions_page: String(pages.revisions) });
  params.set(`${list}_page`, String(page));
  return `${SITE_PATHS.moderation()}?${params}`;
}

function ClaimNote({ claim, viewerId }: { claim: Claim | null; viewerId: string }) {
  if (!claim) return <>Free</>;
  if (claim.moderator.id === viewerId) return <>You, until {formatDate(claim.expires_at, 'time')}</>;
  return (
    <>
      Being reviewed by {claim.moderator.name} until {formatDate(claim.expires_at, 'time')}
    </>
  );
}

const COLUMNS: CardColumn[] = [
  { name: 'Pick' },
  { name: 'Ad' },
  { name: 'Advertiser' },
  { name: 'Waiting since' },
  { name: 'Review' },
];

type Queues = Route.ComponentProps['loaderData']['queues'];
type Row = {
  key: string;
  name: 'offers' | 'revisions';
  value: string;
  title: string;
  to: string;
  owner: string;
  since: string;
  claim: Claim | null;
};

const offerRows = (queues: Queues): Row[] =>
  queues.offers.data.map((row) => ({
    key: `offer-${row.offer.id}`,
    name: 'offers',
    value: row.offer.id,
    title: row.offer.title,
    to: SITE_PATHS.moderationItem('offer', row.offer.id),
    owner: row.owner.name,
    since: row.status_changed_at,
    claim: row.claim,
  }));

const revisionRows = (queues: Queues): Row[] =>
  queues.revisions.data.map((row) => ({
    key: `revision-${row.id}`,
    name: 'revisions',
    value: String(row.id),
    title: row.offer.title,
    to: SITE_PATHS.moderationItem('revision', row.id),
    owner: row.owner.name,
    since: row.created_at,
    claim: row.claim,
  }));

function QueueTable({ caption, rows, viewerId }: { caption: string; rows: Row[]; viewerId: string }) {
  if (rows.length === 0) return <p className="text-gray-800">Nothing waiting.</p>;
  return (
    <CardTable caption={caption} columns={COLUMNS} small="table">
      {rows.map((row) => (
        <tr key={row.key} className="border-t border-gray-200">
          <Cell label="Pick">
            <input type="checkbox" name={row.name} value={row.value} aria-label={`Pick “${row.title}”`} />
          </Cell>
          <Cell label="Ad">
            <Link to={row.to} data-queue-item="" className="font-semibold text-accent-700 underline">
              {row.title}
            </Link>
          </Cell>
          <Cell label="Advertiser">{row.owner}</Cell>
          <Cell label="Waiting since">{formatDate(row.since, 'moment')}</Cell>
          <Cell label="Review" last>
            <ClaimNote claim={row.claim} viewerId={viewerId} />
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}

function BulkSummary({ outcome }: { outcome: BulkOutcome | undefined }) {
  if (!outcome) return null;
  return (
    <div role="status" className="mb-4 rounded border border-gray-300 bg-gray-50 p-4 text-gray-900">
      <p className="font-semibold">
        {outcome.done.length === 1 ? '1 item decided' : `${outcome.done.length} items decided`}
        {outcome.skipped.length > 0 ? `, ${outcome.skipped.length} skipped:` : '.'}
      </p>
      {outcome.skipped.length > 0 && (
        <ul className="mt-2 list-disc pl-6">
          {outcome.skipped.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              {item.kind === 'offer' ? 'Ad' : 'Change'} {item.id}: {MODERATION_DESK_MESSAGES.skipped[item.reason]}
              {item.reason === 'claimed' ? ` (${item.message})` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One of the two queues: its count, its items on this page, and its own pager. */
function QueueSection({
  list,
  title,
  rows,
  meta,
  pages,
  viewerId,
}: {
  list: keyof Pages;
  title: string;
  rows: Parameters<typeof QueueTable>[0]['rows'];
  meta: PageMeta;
  pages: Pages;
  viewerId: string;
}) {
  const noun = list === 'offers' ? 'new ads' : 'changes';
  return (
    <section aria-labelledby={`queue-${list}`}>
      <h2 id={`queue-${list}`} className="mb-2 text-xl font-semibold text-gray-900">
        {title} ({meta.total})
      </h2>
      <QueueTable caption={title} rows={rows} viewerId={viewerId} />
      <PagerLinks
        meta={meta}
        label={`Pages of ${noun}`}
        of={noun}
        position
        linkTo={(page) => pageLink(pages, list, page)}
      />
    </section>
  );
}

/** The desk's two queues, in the order the page shows them. */
const QUEUES = [
  { list: 'offers', title: 'New ads waiting', rowsOf: offerRows },
  { list: 'revisions', title: 'Changes of live ads waiting', rowsOf: revisionRows },
] as const;

const bulkOf = (actionData: unknown): BulkOutcome | undefined =>
  typeof actionData === 'object' && actionData !== null && 'bulk' in actionData
    ? (actionData as { bulk: BulkOutcome }).bulk
    : undefined;

export default function Moderation({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, pages, queues, templates } = loaderData;
  const failure = failureOf(actionData);
  useModerationKeys({
    j: () => focusSibling('[data-queue-item]', 1),
    k: () => focusSibling('[data-queue-item]', -1),
    a: () => document.getElementById('bulk-approve')?.click(),
    r: () => document.getElementById('bulk-reason')?.focus(),
  });
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8">
      <BackOfficeNav user={viewer} />
      <h1 className="mb-2 text-3xl font-bold text-gray-900">Moderation</h1>
      <p className="mb-4 text-gray-800">
        Keyboard: j/k next/previous item, a approve the picked items, r the reject reason.{' '}
        <Link to={SITE_PATHS.moderationTemplates()} className="font-semibold text-accent-700 underline">
          Reasons for rejecting
        </Link>
      </p>
      <BulkSummary outcome={bulkOf(actionData)} />
      {failure && (
        <p role="alert" className="mb-4 font-medium text-red-700">
          {failure.errors.offers ?? failure.errors.reason ?? failure.message}
        </p>
      )}
      <Form method="post" className="flex flex-col gap-6">
        <input type="hidden" name="intent" value="bulk" />
        {QUEUES.map(({ list, title, rowsOf }) => (
          <QueueSection
            key={list}
            list={list}
            title={title}
            rows={rowsOf(queues)}
            meta={queues[list].meta}
            pages={pages}
            viewerId={viewer.id}
          />
        ))}
        <fieldset className="flex max-w-xl flex-col gap-3 rounded border border-gray-300 p-4">
          <legend className="px-1 font-semibold text-gray-900">The picked items</legend>
          <button id="bulk-approve" type="submit" name="decision" value="approve" className={primaryButton}>
            Approve the picked items
          </button>
          <RejectReason templates={templates} idPrefix="bulk" />
          <button type="submit" name="decision" value="reject" className={dangerButton}>
            Reject the picked items
          </button>
        </fieldset>
      </Form>
    </div>
  );
}
