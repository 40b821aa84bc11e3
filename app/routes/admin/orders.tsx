import { Form, Link } from 'react-router';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import { type CardColumn, CardTable } from '#app/components/card-table.tsx';
import { inputClass, labelClass, primaryButton } from '#app/components/forms/form-styles.ts';
import { getAppContext } from '#app/context.ts';
import { listQuery } from '#app/lib/back-office-query.ts';
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

function Choice({
  name,
  label,
  options,
  value,
}: {
  name: keyof Query;
  label: string;
  options: readonly string[];
  value?: string;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ''} className={inputClass}>
        {name !== 'sort' && <option value="">Any</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

function Day({ name, label, value }: { name: 'paid_from' | 'paid_to'; label: string; value?: string }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <input id={`filter-${name}`} name={name} type="date" defaultValue={value ?? ''} className={inputClass} />
    </div>
  );
}

function Filters({ query }: { query: Query }) {
  return (
    <Form method="get" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" role="search">
      <div className="sm:col-span-2">
        <label htmlFor="filter-q" className={labelClass}>
          Buyer’s name or e-mail
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          maxLength={254}
          className={inputClass}
        />
      </div>
      <Choice name="status" label="Status" options={ORDER_LIST_STATUSES} value={query.status} />
      <Choice name="gateway" label="Gateway" options={ORDER_LIST_GATEWAYS} value={query.gateway} />
      <Day name="paid_from" label="Paid from" value={query.paid_from} />
      <Day name="paid_to" label="Paid until" value={query.paid_to} />
      <Choice name="refunded" label="Refunded" options={REFUND_STATES} value={query.refunded} />
      <Choice name="sort" label="Order" options={ORDER_SORTS} value={query.sort} />
      <div>
        <button type="submit" className={primaryButton}>
          Find orders
        </button>
      </div>
    </Form>
  );
}

/** The address of another page of the same list. */
function pageLink(query: Query, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, page })) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return `${SITE_PATHS.operatorOrders()}?${params}`;
}

function OrderRow({ row }: { row: OperatorOrderRow }) {
  return (
    <tr className="border-t border-gray-200">
      <td data-label="Ordered" className="py-2 pr-4">
        <Link to={SITE_PATHS.operatorOrder(row.id)} className="font-semibold text-accent-700 underline">
          {formatDate(row.created_at, 'moment')}
        </Link>
        {row.invoice_number && <span className="block text-sm text-gray-700">{row.invoice_number}</span>}
      </td>
      <td data-label="Buyer" className="py-2 pr-4 break-all">
        {row.buyer_name}
        <span className="block text-sm text-gray-700">{row.buyer_email}</span>
      </td>
      <td data-label="Status" className="py-2 pr-4">
        {row.status}
      </td>
      <td data-label="Gateway" className="py-2 pr-4">
        {row.gateway}
      </td>
      <td data-label="Paid" className="py-2 pr-4">
        {row.paid_at ? formatDate(row.paid_at, 'day') : '—'}
      </td>
      <td data-label="Gross" className="py-2 pr-4">
        {formatMoney(row.gross)}
      </td>
      <td data-label="Refunded" className="py-2">
        {REFUND_LABELS[row.refund_state]}
        {row.refund_state === 'partly' && ` (${formatMoney(row.refunded_gross)})`}
      </td>
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
      <p role="status" className="mb-3 text-gray-800">
        {meta.total === 1 ? '1 order' : `${meta.total} orders`}
        {meta.last_page > 1 ? `, page ${meta.page} of ${meta.last_page}` : ''}
      </p>
      {list.data.length > 0 && (
        <CardTable caption="Orders" columns={COLUMNS} small="table">
          {list.data.map((row) => (
            <OrderRow key={row.id} row={row} />
          ))}
        </CardTable>
      )}
      <nav aria-label="Pages" className="mt-4 flex gap-4">
        {meta.page > 1 && (
          <Link to={pageLink(query, meta.page - 1)} className="font-semibold text-accent-700 underline">
            Previous page
          </Link>
        )}
        {meta.page < meta.last_page && (
          <Link to={pageLink(query, meta.page + 1)} className="font-semibold text-accent-700 underline">
            Next page
          </Link>
        )}
      </nav>
    </div>
  );
}
