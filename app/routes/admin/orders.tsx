import { Form, Link } from 'react-router';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import {
  DayFilter,
  FilterSelect,
  ListCount,
  PagerLinks,
  SearchField,
} from '#app/components/backoffice/list-controls.tsx';
import { type CardColumn, CardTable, Cell } from '#app/components/card-table.tsx';
import { primaryButton } from '#app/components/forms/form-styles.ts';
import { getAppContext } from '#app/context.ts';
import { listQuery, pageLink } from '#app/lib/back-office-query.ts';
import { operatorOrRedirect, operatorPageWithoutForms } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { formatDate } from '#contract/dates.ts';
import { formatMoney } from '#contract/format.ts';
import {
  type OperatorOrderRow,
  ORDER_LIST_GATEWAYS,
  ORDER_LIST_STATUSES,
  ORDER_SORTS,
  operatorOrdersQuerySchema,
  REFUND_STATES,
} from '#contract/operator-orders.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { listOrders } from '#core/backoffice/orders.ts';
import type { Route } from './+types/orders.ts';

/**
 * /admin/orders: the orders, found by the buyer's name or e-mail and filtered by status,
 * gateway, days paid and refunds. The filters, order and page live in the address, so a
 * list can be shared; an address the filters cannot read shows the whole list.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = operatorOrRedirect(args, 'orders.manage');
  const query = listQuery(args.request, operatorOrdersQuerySchema);
  const { db } = getAppContext(args.context);
  return { user, query, list: await listOrders(db, query) };
}

export const action = (args: Route.ActionArgs) => operatorPageWithoutForms(args, 'orders.manage');

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Orders'), { name: 'robots', content: 'noindex' }];
}

const COLUMNS: CardColumn[] = [
  { name: 'Ordered' },
  { name: 'Buyer' },
  { name: 'Status' },
  { name: 'Gateway' },
  { name: 'Paid' },
  { name: 'Gross' },
  { name: 'Refunded' },
];

const REFUND_LABELS: Record<OperatorOrderRow['refund_state'], string> = {
  none: 'No',
  partly: 'Partly',
  fully: 'Fully',
};

type Query = Route.ComponentProps['loaderData']['query'];

function Filters({ query }: { query: Query }) {
  return (
    <Form method="get" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" role="search">
      <SearchField label="Buyer’s name or e-mail" value={query.q} className="sm:col-span-2" maxLength={254} />
      <FilterSelect name="status" label="Status" options={ORDER_LIST_STATUSES} value={query.status} />
      <FilterSelect name="gateway" label="Gateway" options={ORDER_LIST_GATEWAYS} value={query.gateway} />
      <DayFilter name="paid_from" label="Paid from" value={query.paid_from} />
      <DayFilter name="paid_to" label="Paid until" value={query.paid_to} />
      <FilterSelect name="refunded" label="Refunded" options={REFUND_STATES} value={query.refunded} />
      <FilterSelect name="sort" label="Order" options={ORDER_SORTS} value={query.sort} required />
      <div>
        <button type="submit" className={primaryButton}>
          Find orders
        </button>
      </div>
    </Form>
  );
}

function OrderRow({ row }: { row: OperatorOrderRow }) {
  return (
    <tr className="border-t border-gray-200">
      <Cell label="Ordered">
        <Link to={SITE_PATHS.operatorOrder(row.id)} className="font-semibold text-accent-700 underline">
          {formatDate(row.created_at, 'moment')}
        </Link>
        {row.invoice_number && <span className="block text-sm text-gray-700">{row.invoice_number}</span>}
      </Cell>
      <Cell label="Buyer" className="break-all">
        {row.buyer_name}
        <span className="block text-sm text-gray-700">{row.buyer_email}</span>
      </Cell>
      <Cell label="Status">{row.status}</Cell>
      <Cell label="Gateway">{row.gateway}</Cell>
      <Cell label="Paid">{row.paid_at ? formatDate(row.paid_at, 'day') : '—'}</Cell>
      <Cell label="Gross">{formatMoney(row.gross)}</Cell>
      <Cell label="Refunded" last>
        {REFUND_LABELS[row.refund_state]}
        {row.refund_state === 'partly' && ` (${formatMoney(row.refunded_gross)})`}
      </Cell>
    </tr>
  );
}

export default function Orders({ loaderData: { user, query, list } }: Route.ComponentProps) {
  const { meta } = list;
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8">
      <BackOfficeNav user={user} />
      <h1 className="mb-4 text-3xl font-bold text-gray-900">Orders</h1>
      <Filters query={query} />
      <ListCount meta={meta} one="order" many="orders" />
      {list.data.length > 0 && (
        <CardTable caption="Orders" columns={COLUMNS} small="table">
          {list.data.map((row) => (
            <OrderRow key={row.id} row={row} />
          ))}
        </CardTable>
      )}
      <PagerLinks meta={meta} linkTo={(page) => pageLink(SITE_PATHS.operatorOrders(), query, page)} />
    </div>
  );
}
