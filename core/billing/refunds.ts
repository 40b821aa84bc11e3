// Refunds: the money goes back through the order's gateway (idempotent by order id, so a
// retry never refunds twice), then the order is marked refunded and a credit note issued
// with its own gapless number per year, in one transaction. The invoice is never
// changed; the credit note refers to it. Two doors: an operator's refund of any paid
// order, and the orders.refund job for an order whose ad could no longer take what it
// bought (its refund reason set when the payment was confirmed), which also tells the payer.
import { sql } from 'drizzle-orm';
import { NOTIFICATION_LINKS, NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Database, Transaction } from '#db/client.ts';
import type { GatewayName } from '#db/schema/billing.ts';
import { nextDocumentNumber } from './document-numbers.ts';
import type { PaymentGateway } from './gateways/gateway.ts';

type RefundableOrder = {
  id: string;
  status: string;
  gross: number;
  gateway: GatewayName;
  payment_ref: string | null;
  refunded_at: Date | null;
  refund_reason: string | null;
  invoice_id: string | null;
};

export type CreditNoteIssued = { credit_note_id: string; number: string };

const alreadyRefunded = () => new HttpError(409, 'This order has been refunded already', { code: 'already_refunded' });

async function readRefundable(db: Database, orderId: string): Promise<RefundableOrder | undefined> {
  const result = await db.execute<RefundableOrder>(sql`
    select o.id, o.status, o.gross, o.gateway, o.payment_ref, o.refunded_at, o.refund_reason, i.id as invoice_id
    from orders o left join invoices i on i.order_id = o.id where o.id = ${orderId}`);
  return result.rows[0];
}

/** Marks the order refunded and issues its credit note; null when it was refunded meanwhile. */
async function recordRefund(
  tx: Transaction,
  order: { id: string; invoice_id: string },
  reason: string,
  now: Date,
): Promise<CreditNoteIssued | null> {
  const locked = await tx.execute<{ refunded_at: Date | null }>(
    sql`select refunded_at from orders where id = ${order.id} for update`,
  );
  if (locked.rows[0]?.refunded_at) return null;
  await tx.execute(sql`update orders set refunded_at = ${now} where id = ${order.id}`);
  const { number, year, sequence } = await nextDocumentNumber(tx, 'credit_note', now);
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into credit_notes (invoice_id, user_id, number, year, sequence, issued_at, reason, gross, net, vat)
    select i.id, i.user_id, ${number}, ${year}, ${sequence}, ${now}, ${reason}, i.gross, i.net, i.vat
    from invoices i where i.id = ${order.invoice_id}
    returning id`);
  const id = inserted.rows[0]?.id;
  if (!id) throw new Error('credit note not stored');
  return { credit_note_id: id, number };
}

/** An operator refunds a paid order in full; 409 when it is not paid or already refunded. */
export async function refundOrder(
  db: Database,
  gatewayOf: (name: GatewayName) => PaymentGateway,
  orderId: string,
  reason: string,
  now = new Date(),
): Promise<CreditNoteIssued> {
  const order = await readRefundable(db, orderId);
  if (!order) throw notFound('Order not found');
  if (order.status !== 'paid' || !order.invoice_id) {
    throw new HttpError(409, 'Only a paid order can be refunded', { code: 'not_refundable' });
  }
  if (order.refunded_at) throw alreadyRefunded();
  await gatewayOf(order.gateway).refund({ id: order.id, gross: order.gross, paymentRef: order.payment_ref });
  const invoiceId = order.invoice_id;
  const issued = await db.transaction((tx) => recordRefund(tx, { id: order.id, invoice_id: invoiceId }, reason, now));
  if (!issued) throw alreadyRefunded();
  return issued;
}

/** What the payer is told about a refund of something their ad could no longer take. */
export type RefundNotice = {
  to: { id: string; name: string; email: string };
  gross: number;
  offerTitle: string | null;
  reason: string;
  creditNote: string;
};

/**
 * The orders.refund job: gives back the money of an order its ad could no longer take.
 * Safe to run any number of times: the gateway's refund is idempotent by order, and an
 * order already refunded is left alone. The payer gets a notice in the bell here, and
 * `tell` (the job's e-mail) in the same transaction as the credit note.
 */
export async function refundInapplicableOrder(
  db: Database,
  gatewayOf: (name: GatewayName) => PaymentGateway,
  orderId: string,
  tell: (tx: Transaction, notice: RefundNotice) => Promise<void>,
  now = new Date(),
): Promise<'refunded' | 'done_before' | 'not_due'> {
  const order = await readRefundable(db, orderId);
  if (!order?.refund_reason || !order.invoice_id || order.status !== 'paid') return 'not_due';
  if (order.refunded_at) return 'done_before';
  await gatewayOf(order.gateway).refund({ id: order.id, gross: order.gross, paymentRef: order.payment_ref });
  const { invoice_id: invoiceId, refund_reason: reason } = order;
  return db.transaction(async (tx) => {
    const issued = await recordRefund(tx, { id: order.id, invoice_id: invoiceId }, reason, now);
    if (!issued) return 'done_before';
    const found = await tx.execute<{ user_id: string; name: string; email: string; title: string | null }>(sql`
      select u.id as user_id, u.name, u.email, f.title
      from orders o join users u on u.id = o.user_id left join offers f on f.id = o.offer_id
      where o.id = ${order.id}`);
    const payer = found.rows[0];
    if (!payer) throw new Error('payer missing');
    await notify(tx, payer.user_id, {
      type: 'warning',
      message: NOTIFICATION_MESSAGES.paymentRefunded(order.gross, payer.title, reason),
      link: NOTIFICATION_LINKS.invoices,
    });
    await tell(tx, {
      to: { id: payer.user_id, name: payer.name, email: payer.email },
      gross: order.gross,
      offerTitle: payer.title,
      reason,
      creditNote: issued.number,
    });
    return 'refunded';
  });
}
