import { Form, Link } from 'react-router';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import { FilterSelect, PagerLinks, SearchField } from '#app/components/backoffice/list-controls.tsx';
import { type CardColumn, CardTable, Cell } from '#app/components/card-table.tsx';
import { primaryButton } from '#app/components/forms/form-styles.ts';
import { getAppContext } from '#app/context.ts';
import { listQuery, pageLink } from '#app/lib/back-office-query.ts';
import { operatorOrRedirect, operatorPageWithoutForms } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { ACCOUNT_TYPES } from '#contract/accounts.ts';
import { formatDate } from '#contract/dates.ts';
import { type OperatorUserRow, operatorUsersQuerySchema, USER_SORTS, USER_STATUSES } from '#contract/operator-users.ts';
import { ROLES } from '#contract/permissions.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { listUsers } from '#core/backoffice/users.ts';
import type { Route } from './+types/users.ts';

/**
 * /admin/users: the accounts, found by name, e-mail, company or phone and filtered by
 * role, kind and status. The filters and the page live in the address, so a list can be
 * shared; an address the filters cannot read shows the whole list.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = operatorOrRedirect(args, 'users.manage');
  const query = listQuery(args.request, operatorUsersQuerySchema);
  const { db } = getAppContext(args.context);
  // Arriving from an account's page just after deleting it.
  const deleted = new URL(args.request.url).searchParams.get('deleted') === '1';
  return { user, query, deleted, list: await listUsers(db, query) };
}

export const action = (args: Route.ActionArgs) => operatorPageWithoutForms(args, 'users.manage');

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Accounts'), { name: 'robots', content: 'noindex' }];
}

const COLUMNS: CardColumn[] = [
  { name: 'Name' },
  { name: 'E-mail' },
  { name: 'Company' },
  { name: 'Kind' },
  { name: 'Roles' },
  { name: 'Status' },
  { name: 'Joined' },
];

const statusOf = (row: OperatorUserRow) =>
  row.suspended_at ? 'Suspended' : row.email_verified ? 'Active' : 'Address not confirmed';

type Query = Route.ComponentProps['loaderData']['query'];

function Filters({ query }: { query: Query }) {
  return (
    <Form method="get" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-6" role="search">
      <SearchField label="Name, e-mail, company or phone" value={query.q} className="sm:col-span-2" />
      <FilterSelect name="type" label="Kind" options={ACCOUNT_TYPES} value={query.type} />
      <FilterSelect name="role" label="Role" options={ROLES} value={query.role} />
      <FilterSelect name="status" label="Status" options={USER_STATUSES} value={query.status} />
      <FilterSelect name="sort" label="Order" options={USER_SORTS} value={query.sort} required />
      <div>
        <button type="submit" className={primaryButton}>
          Find accounts
        </button>
      </div>
    </Form>
  );
}

export default function Users({ loaderData: { user, query, deleted, list } }: Route.ComponentProps) {
  const { meta } = list;
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8">
      <BackOfficeNav user={user} />
      <h1 className="mb-4 text-3xl font-bold text-gray-900">Accounts</h1>
      {deleted && (
        <p className="mb-4 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900">
          The account is deleted, and its holder has been told by e-mail.
        </p>
      )}
      <Filters query={query} />
      <p role="status" className="mb-3 text-gray-800">
        {meta.total === 1 ? '1 account' : `${meta.total} accounts`}
        {meta.last_page > 1 ? `, page ${meta.page} of ${meta.last_page}` : ''}
      </p>
      {list.data.length > 0 && (
        <CardTable caption="Accounts" columns={COLUMNS} small="table">
          {list.data.map((row) => (
            <tr key={row.id} className="border-t border-gray-200">
              <Cell label="Name">
                <Link to={SITE_PATHS.operatorUser(row.id)} className="font-semibold text-accent-700 underline">
                  {row.name}
                </Link>
              </Cell>
              <Cell label="E-mail" className="break-all">
                {row.email}
              </Cell>
              <Cell label="Company">{row.company_name ?? ''}</Cell>
              <Cell label="Kind">{row.account_type}</Cell>
              <Cell label="Roles">{row.roles.join(', ')}</Cell>
              <Cell label="Status">{statusOf(row)}</Cell>
              <Cell label="Joined" last>
                {formatDate(row.created_at, 'day')}
              </Cell>
            </tr>
          ))}
        </CardTable>
      )}
      <PagerLinks meta={meta} linkTo={(page) => pageLink(SITE_PATHS.operatorUsers(), query, page)} />
    </div>
  );
}
