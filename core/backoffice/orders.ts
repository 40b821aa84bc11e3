// The back office's list of orders. The buyer's text is matched against the same
// expression the accounts' trigram index holds (name, e-mail and company together), so
// finding a buyer among a hundred thousand accounts reads that index, and their orders
// by orders_user_idx; the list's orders by date read orders_created_at_idx and
// orders_paid_at_idx. Days are UK days, as operators read them.
import { sql } from 'drizzle-orm';
import {
  OPERATOR_ORDERS_PER_PAGE,
  type OperatorOrderRow,
  type OperatorOrdersQuery,
} from '#contract/operator-orders.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import type { Database } from '#db/client.ts';
import { escapeLike } from '#db/like.ts';

const REFUND_CONDITIONS = {
  none: sql`o.refunded_gross = 0`,
  partly: sql`o.refunded_gross > 0 and o.refunded_gross < o.gross`,
  fully: sql`o.refunded_gross = o.gross`,
} as const;

function conditions(query: OperatorOrdersQuery) {
  const parts = [sql`true`];
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    parts.push(sql`lower(u.name || ' ' || u.email || ' ' || coalesce(u.company_name, '')) like ${like}`);
  }
  if (query.status) parts.push(sql`o.status = ${query.status}`);
  if (query.gateway) parts.push(sql`o.gateway = ${query.gateway}`);
  if (query.refunded) parts.push(REFUND_CONDITIONS[query.refunded]);
  if (query.paid_from) parts.push(sql`o.paid_at >= (${query.paid_from}::date)::timestamp at time zone 'Europe/London'`);
  if (query.paid_to) parts.push(sql`o.paid_at < (${query.paid_to}::date + 1)::timestamp at time zone 'Europe/London'`);
  return sql.join(parts, sql` and `);
}

// The nulls' places are those of the indexes (`desc` there is `desc nulls last`): an order
// that differs only in them, even on a column without nulls, cannot read the index and
// sorts every order instead.
const ORDER = {
  newest: sql`o.created_at desc nulls last, o.id`,
  oldest: sql`o.created_at asc nulls first, o.id desc`,
  paid: sql`o.paid_at desc nulls last, o.id`,
  gross: sql`o.gross desc, o.created_at desc, o.id`,
} as const;

type RowDb = Omit<OperatorOrderRow, 'created_at' | 'paid_at' | 'refund_state'> & {
  created_at: Date | string;
  paid_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export const refundStateOf = (order: { gross: number; refunded_gross: number }): OperatorOrderRow['refund_state'] =>
  order.refunded_gross === 0 ? 'none' : order.refunded_gross >= order.gross ? 'fully' : 'partly';

export const toOrderRow = (row: RowDb): OperatorOrderRow => ({
  ...row,
  created_at: iso(row.created_at),
  paid_at: row.paid_at === null ? null : iso(row.paid_at),
  refund_state: refundStateOf(row),
});

export const ORDER_ROW_COLUMNS = sql`o.id, o.created_at, o.paid_at, o.status, o.gateway, o.purpose, o.user_id,
  u.name as buyer_name, u.email as buyer_email, o.gross, o.refunded_gross,
  (select i.number from invoices i where i.order_id = o.id) as invoice_number`;

/** GET /api/admin/orders: one page of orders matching the filters, in the order asked. */
export async function listOrders(db: Database, query: OperatorOrdersQuery): Promise<Page<OperatorOrderRow>> {
  const where = conditions(query);
  const [rows, total] = await Promise.all([
    db.execute<RowDb>(sql`
      select ${ORDER_ROW_COLUMNS} from orders o join users u on u.id = o.user_id where ${where}
      order by ${ORDER[query.sort]}
      limit ${OPERATOR_ORDERS_PER_PAGE} offset ${(query.page - 1) * OPERATOR_ORDERS_PER_PAGE}`),
    // Counted without the accounts unless the buyer's text needs them: every order has its buyer.
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders o ${query.q ? sql`join users u on u.id = o.user_id` : sql``} where ${where}`,
    ),
  ]);
  return {
    data: rows.rows.map(toOrderRow),
    meta: pageMeta(Number(total.rows[0]?.n ?? 0), query.page, OPERATOR_ORDERS_PER_PAGE),
  };
}
