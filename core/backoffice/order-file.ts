// One order's file for the finance back office: the order and its buyer, its lines with
// VAT, what the gateway told us about it, its refunds, and its invoice and credit notes.
import { type SQL, sql } from 'drizzle-orm';
import type { OrderFile } from '#contract/operator-orders.ts';
import { notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import type { InvoiceParty } from '#db/schema/billing.ts';
import { ORDER_ROW_COLUMNS, toOrderRow } from './orders.ts';

type Dated<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date | string };
type OrderDb = Parameters<typeof toOrderRow>[0] &
  Pick<OrderFile, 'net' | 'vat' | 'vat_rate_bp' | 'currency' | 'failure_reason' | 'refund_reason'> & {
    applied_at: Date | string | null;
    buyer: InvoiceParty | null;
    offer: OrderFile['offer'];
  };

const iso = (value: Date | string) => new Date(value).toISOString();
const rowsOf = async <T extends Record<string, unknown>>(db: Database, query: SQL) => (await db.execute<T>(query)).rows;

/** GET /api/admin/orders/{id}; 404 for an order that does not exist. */
export async function orderFile(db: Database, id: string): Promise<OrderFile> {
  const [orders, lines, invoices, creditNotes, refunds, events] = await Promise.all([
    rowsOf<OrderDb>(
      db,
      sql`
      select ${ORDER_ROW_COLUMNS}, o.net, o.vat, o.vat_rate_bp, o.currency, o.failure_reason, o.refund_reason,
        o.applied_at, o.buyer,
        (select json_build_object('id', f.id, 'title', f.title, 'slug', f.slug) from offers f where f.id = o.offer_id) as offer
      from orders o join users u on u.id = o.user_id where o.id = ${id}`,
    ),
    rowsOf<OrderFile['lines'][number]>(
      db,
      sql`
      select code, name, quantity, unit_gross, gross, net, vat from order_lines where order_id = ${id} order by position`,
    ),
    rowsOf<Dated<NonNullable<OrderFile['invoice']>, 'issued_at'>>(
      db,
      sql`
      select id, number, issued_at, gross, net, vat from invoices where order_id = ${id}`,
    ),
    rowsOf<Dated<OrderFile['credit_notes'][number], 'issued_at'>>(
      db,
      sql`
      select c.id, c.number, c.issued_at, c.reason, c.gross, c.net, c.vat
      from credit_notes c join invoices i on i.id = c.invoice_id where i.order_id = ${id} order by c.issued_at, c.sequence`,
    ),
    rowsOf<Dated<OrderFile['refunds'][number], 'created_at'>>(
      db,
      sql`
      select r.id, r.amount, r.state, r.reason, u.email as requested_by, r.created_at
      from order_refunds r left join users u on u.id = r.requested_by where r.order_id = ${id} order by r.created_at`,
    ),
    rowsOf<Dated<OrderFile['events'][number], 'received_at'>>(
      db,
      sql`
      select event_id, outcome, received_at from payment_events where order_id = ${id} order by received_at`,
    ),
  ]);
  const order = orders[0];
  if (!order) throw notFound('Order not found');
  const invoice = invoices[0];
  const { buyer, applied_at, ...rest } = order;
  return {
    ...toOrderRow(rest),
    ...pick(rest),
    applied_at: applied_at === null ? null : iso(applied_at),
    refundable: rest.status === 'paid' && invoice ? rest.gross - rest.refunded_gross : 0,
    invoice_buyer: buyer ? { name: buyer.name, company: buyer.company, address: buyer.address } : null,
    lines,
    invoice: invoice ? { ...invoice, issued_at: iso(invoice.issued_at) } : null,
    credit_notes: creditNotes.map((note) => ({ ...note, issued_at: iso(note.issued_at) })),
    refunds: refunds.map((refund) => ({ ...refund, created_at: iso(refund.created_at) })),
    events: events.map((event) => ({ ...event, received_at: iso(event.received_at) })),
  };
}

const pick = (order: Omit<OrderDb, 'buyer' | 'applied_at'>) => ({
  net: order.net,
  vat: order.vat,
  vat_rate_bp: order.vat_rate_bp,
  currency: order.currency,
  failure_reason: order.failure_reason,
  refund_reason: order.refund_reason,
  offer: order.offer,
});
