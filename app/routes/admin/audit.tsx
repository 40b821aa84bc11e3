import { Form } from 'react-router';
import { AuditEntries } from '#app/components/backoffice/audit-entries.tsx';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import { FilterSelect, PagerLinks } from '#app/components/backoffice/list-controls.tsx';
import { inputClass, labelClass, primaryButton } from '#app/components/forms/form-styles.ts';
import { getAppContext } from '#app/context.ts';
import { readListQuery } from '#app/lib/back-office-query.ts';
import { operatorOrRedirect, operatorPageWithoutForms } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { type AuditQuery, auditQuerySchema } from '#contract/audit.ts';
import { OPERATOR_ROLES } from '#contract/permissions.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { listAudit } from '#core/audit/audit-log.ts';
import type { Route } from './+types/audit.ts';

/**
 * /admin/audit: the operators' actions, newest first, filtered by who, role, action,
 * record and days. The filters and the page live in the address (a GET form), and the
 * CSV export carries the same filters; filters the page cannot read show the whole log.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = operatorOrRedirect(args, 'audit.view');
  const { query, readable } = readListQuery(args.request, auditQuerySchema);
  const { db } = getAppContext(args.context);
  return { user, query, unreadable: !readable, log: await listAudit(db, query) };
}

export const action = (args: Route.ActionArgs) => operatorPageWithoutForms(args, 'audit.view');

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Audit log'), { name: 'robots', content: 'noindex' }];
}

/** The query string of the filters (and a page, when given). */
function queryString(query: AuditQuery, page?: number): string {
  const params = new URLSearchParams();
  const { page: _page, ...filters } = query;
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, String(value));
  if (page !== undefined) params.set('page', String(page));
  return params.toString();
}

const TEXT_FILTERS = [
  ['actor', 'Operator’s e-mail', 'search'],
  ['action', 'Action (or its start, e.g. newsletter.)', 'search'],
  ['target_type', 'Record kind (user, newsletter_campaign…)', 'search'],
  ['target_id', 'Record id', 'search'],
  ['from', 'From (UK day)', 'date'],
  ['to', 'To (UK day)', 'date'],
] as const;

function Filters({ query }: { query: AuditQuery }) {
  return (
    <Form method="get" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" role="search">
      {TEXT_FILTERS.map(([name, label, type]) => (
        <div key={name}>
          <label htmlFor={`audit-${name}`} className={labelClass}>
            {label}
          </label>
          <input id={`audit-${name}`} name={name} type={type} defaultValue={query[name] ?? ''} className={inputClass} />
        </div>
      ))}
      <FilterSelect name="role" label="Role" options={OPERATOR_ROLES} value={query.role} idPrefix="audit" />
      <div className="flex items-end">
        <button type="submit" className={primaryButton}>
          Filter the log
        </button>
      </div>
    </Form>
  );
}

export default function Audit({ loaderData: { user, query, unreadable, log } }: Route.ComponentProps) {
  const { meta } = log;
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8">
      <BackOfficeNav user={user} />
      <h1 className="mb-4 text-3xl font-bold text-gray-900">Audit log</h1>
      <Filters query={query} />
      {unreadable && (
        <p role="alert" className="mb-3 text-red-700">
          Some filters could not be read (a day is written 2026-11-27), so the whole log is shown.
        </p>
      )}
      <div className="mb-3 flex flex-wrap items-baseline gap-4">
        <p role="status" className="text-gray-800">
          {meta.total === 1 ? '1 entry' : `${meta.total} entries`}
          {meta.last_page > 1 ? `, page ${meta.page} of ${meta.last_page}` : ''}
        </p>
        <a href={`/api/admin/audit.csv?${queryString(query)}`} className="font-semibold text-accent-700 underline">
          Export CSV
        </a>
      </div>
      {log.data.length > 0 && <AuditEntries entries={log.data} />}
      <PagerLinks meta={meta} linkTo={(page) => `${SITE_PATHS.operatorAudit()}?${queryString(query, page)}`} />
    </div>
  );
}
