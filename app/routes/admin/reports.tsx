import { Form } from 'react-router';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import { FilterSelect, ListCount, PagerLinks } from '#app/components/backoffice/list-controls.tsx';
import { ReportGroupCard } from '#app/components/backoffice/report-group.tsx';
import { primaryButton } from '#app/components/forms/form-styles.ts';
import { useFocusOnShow } from '#app/components/forms/page-form-hooks.ts';
import { getAppContext } from '#app/context.ts';
import { listQuery, pageLink } from '#app/lib/back-office-query.ts';
import { failureOf } from '#app/lib/form-failure.ts';
import { operatorOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { handleIntent } from '#app/lib/page-action.server.ts';
import { type ReportOutcome, reportForms } from '#app/lib/report-forms.server.ts';
import { can } from '#contract/permissions.ts';
import {
  REPORT_HANDLING_MESSAGES,
  REPORT_KINDS,
  REPORT_SORTS,
  REPORT_STATUSES,
  reportGroupsQuerySchema,
} from '#contract/report-handling.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { listReportGroups } from '#core/reports/report-groups.ts';
import type { Route } from './+types/reports.ts';

/**
 * /admin/reports: what visitors and members reported, one group per ad, message or
 * profile, open ones with a form per decision. Filters, order and page live in the
 * address; an address the filters cannot read shows the open reports.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = operatorOrRedirect(args, 'reports.handle');
  const query = listQuery(args.request, reportGroupsQuerySchema);
  const { db } = getAppContext(args.context);
  return { user, query, list: await listReportGroups(db, query) };
}

export async function action(args: Route.ActionArgs) {
  operatorOrRedirect(args, 'reports.handle');
  return handleIntent(args.request, reportForms(getAppContext(args.context)));
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Reports'), { name: 'robots', content: 'noindex' }];
}

type Query = Route.ComponentProps['loaderData']['query'];

const LABELS: Record<string, string> = {
  offer: 'Ads',
  message: 'Messages',
  profile: 'Profiles',
  open: 'Open',
  handled: 'Handled',
  latest: 'Latest report first',
  oldest: 'Oldest report first',
  most: 'Most reports first',
};

function Filters({ query }: { query: Query }) {
  return (
    <Form method="get" className="mb-6 grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4" role="search">
      <FilterSelect name="kind" label="What was reported" options={REPORT_KINDS} value={query.kind} labels={LABELS} />
      <FilterSelect
        name="status"
        label="Status"
        options={REPORT_STATUSES}
        value={query.status}
        labels={LABELS}
        required
      />
      <FilterSelect name="sort" label="Order" options={REPORT_SORTS} value={query.sort} labels={LABELS} required />
      <div>
        <button type="submit" className={primaryButton}>
          Show reports
        </button>
      </div>
    </Form>
  );
}

function Outcome({ outcome }: { outcome: ReportOutcome | undefined }) {
  const ref = useFocusOnShow<HTMLParagraphElement>(outcome);
  if (!outcome) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mb-4 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900"
    >
      {REPORT_HANDLING_MESSAGES.done[outcome.action]} (
      {outcome.reports === 1 ? '1 report' : `${outcome.reports} reports`})
    </p>
  );
}

const outcomeOf = (actionData: unknown): ReportOutcome | undefined =>
  typeof actionData === 'object' && actionData !== null && 'outcome' in actionData
    ? (actionData as { outcome: ReportOutcome }).outcome
    : undefined;

export default function Reports({ loaderData: { user, query, list }, actionData }: Route.ComponentProps) {
  const { meta } = list;
  const failure = failureOf(actionData);
  const stray =
    failure && !list.data.some((group) => group.kind === failure.values.kind && group.target_id === failure.values.id);
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8">
      <BackOfficeNav user={user} />
      <h1 className="mb-4 text-3xl font-bold text-gray-900">Reports</h1>
      <Outcome outcome={outcomeOf(actionData)} />
      {stray && (
        <p role="alert" className="mb-4 rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {failure.message}
        </p>
      )}
      <Filters query={query} />
      <ListCount meta={meta} one="group of reports" many="groups of reports" />
      <div className="flex flex-col gap-4">
        {list.data.map((group) => (
          <ReportGroupCard
            key={`${group.kind}-${group.target_id}-${group.handling?.at ?? 'open'}`}
            group={group}
            failure={failure}
            linkAccounts={can(user, 'users.manage')}
          />
        ))}
      </div>
      <PagerLinks meta={meta} linkTo={(page) => pageLink(SITE_PATHS.operatorReports(), query, page)} />
    </div>
  );
}
