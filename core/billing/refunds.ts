// Refunds: the money goes back through the order's gateway (idempotent by order id, so a
// retry never refunds twice), then the order is marked refunded and a credit note issued
// with its own gapless number per year, in one transaction. The invoice is never
// changed; the credit note refers to it. Two doors: an operator's refund of any paid
// order, and the orders.refund job for an order due back, which also tells the payer.
// An order is due back (its refund reason set, the job queued in the same transaction)
// when its ad could no longer take what it bought when the payment was confirmed
// (confirm.ts), or when the operator rejects an ad whose paid posting never put it on
// the site (`postingRefundsOnRejection`).

import { sql } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import { PAYMENT_MESSAGES } from '#contract/prices.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
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

/**
 * Queues the orders.refund job of an order inside the caller's transaction (core never
 * imports jobs: the server passes this in).
 */
export type QueueRefund = (tx: Transaction, orderId: string) => Promise<void>;

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

/**
 * The operator rejects an ad, whose row the caller has locked and not yet changed: the
 * paid postings (package orders) of an ad the public has not seen since they were paid
 * are due back, as its posting bought nothing. That is an ad waiting for moderation, or
 * one approved for a date that has not come (its publication not begun), and orders
 * paid after its last publication, or with it never published. A refund already due or
 * made is left alone, so rejecting twice refunds once; a rejected live ad was seen, and
 * refunds nothing. Returns the orders, whose refunds the caller queues in its transaction.
 */
export async function postingRefundsOnRejection(tx: Transaction, offerId: string, now: Date): Promise<string[]> {
  const due = await tx.execute<{ id: string }>(sql`
    update orders o set refund_reason = ${PAYMENT_MESSAGES.refundBecause.notApproved}
    from offers f
    where f.id = ${offerId} and o.offer_id = f.id
      and o.purpose = 'offer' and o.status = 'paid' and o.refunded_at is null and o.refund_reason is null
      and (f.status = 'pending_moderation'
        or (f.status = 'active' and f.visible_from > ${now} and f.published_at > ${now}))
      and (f.published_at is null or f.published_at > ${now} or o.paid_at > f.published_at)
    returning o.id`);
  return due.rows.map((row) => row.id).sort();
}

/**
 * Whether an ad's posting money went back to its payer (refunded, or due back) and no
 * other paid posting stands: such an ad, sent back to the operators, owes its posting again.
 */
export async function postingGivenBack(db: Database | Transaction, offerId: string): Promise<boolean> {
  const found = await db.execute<{ given_back: boolean }>(sql`
    select exists (select 1 from orders where offer_id = ${offerId} and purpose = 'offer' and refund_reason is not null)
      and not exists (
        select 1 from orders
        where offer_id = ${offerId} and purpose = 'offer' and status = 'paid' and refund_reason is null
      ) as given_back`);
  return found.rows[0]?.given_back === true;
}

/** What the payer is told about a refund of a payment that bought nothing. */
export type RefundNotice = {
  to: { id: string; name: string; email: string };
  gross: number;
  offerTitle: string | null;
  reason: string;
  creditNote: string;
};

/**
 * The orders.refund job: gives back the money of an order due back (its refund reason
 * says why). Safe to run any number of times: the gateway's refund is idempotent by
 * order, and an order already refunded is left alone. The payer gets a notice in the
 * bell here, and `tell` (the job's e-mail) in the same transaction as the credit note.
 */
export async function refundDueOrder(
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
      link: SITE_PATHS.invoices(),
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
