// Refunds: the money goes back through the order's gateway (idempotent by the refund's
// own key, so a retry never refunds twice), then a credit note is issued with its own
// gapless number per year (refund-ledger.ts). An order may be refunded in parts until
// its whole gross is back; it is marked refunded then. The invoice is never changed;
// each credit note refers to it. Two doors: an operator's refund, full or partial, of
// any paid order, and the orders.refund job for an order due back, which also tells
// the payer.
// An order is due back (its refund reason set, the job queued in the same transaction)
// when its ad could no longer take what it bought when the payment was confirmed
// (confirm.ts), or when the operator rejects an ad whose paid posting never put it on
// the site (`postingRefundsOnRejection`).

import { sql } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import { NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import { PAYMENT_MESSAGES } from '#contract/prices.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { HttpError } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Database, Transaction } from '#db/client.ts';
import type { GatewayName } from '#db/schema/billing.ts';
import type { PaymentGateway } from './gateways/gateway.ts';
import {
  type CreditNoteIssued,
  completeRefund,
  type RefundAsk,
  type ReservedRefund,
  releaseRefund,
  reserveRefund,
} from './refund-ledger.ts';

export type { CreditNoteIssued } from './refund-ledger.ts';

/**
 * Queues the orders.refund job of an order inside the caller's transaction (core never
 * imports jobs: the server passes this in).
 */
export type QueueRefund = (tx: Transaction, orderId: string) => Promise<void>;

type GatewayOf = (name: GatewayName) => PaymentGateway;

/**
 * Gives the money of a reserved refund back through the gateway (its id the idempotency
 * key), then issues its credit note in `complete`'s transaction. A refund completed
 * before is that refund again: the gateway is not asked twice. A gateway that refuses
 * releases the amount, and the caller learns why.
 */
async function giveBack<T>(
  db: Database,
  gatewayOf: GatewayOf,
  refund: ReservedRefund,
  complete: (tx: Transaction) => Promise<T>,
): Promise<T> {
  if (!refund.issued) {
    const { orderId, amount, paymentRef, id: key } = refund;
    try {
      await gatewayOf(refund.gateway).refund({ orderId, amount, paymentRef, key });
    } catch (error) {
      await db.transaction((tx) => releaseRefund(tx, refund.id));
      throw error;
    }
  }
  return db.transaction(complete);
}

/**
 * An operator refunds a paid order, all that is left of it or part (`amount` pence): one
 * refund through the gateway and one credit note each time, until the whole gross is
 * back. The same `key` again answers the same credit note and refunds nothing more.
 */
export async function refundOrder(
  db: Database,
  gatewayOf: GatewayOf,
  actor: AuditActor,
  ask: Omit<RefundAsk, 'requestedBy'>,
  now = new Date(),
): Promise<RefundDone> {
  const refund = await db.transaction((tx) => reserveRefund(tx, { ...ask, requestedBy: actor.id }));
  const { credit_note_id, number } = await giveBack(db, gatewayOf, refund, (tx) =>
    completeRefund(tx, { refund, reason: ask.reason, now, actor }),
  );
  return { credit_note_id, number, refund_id: refund.id, amount: refund.amount };
}

export type RefundDone = CreditNoteIssued & { refund_id: string; amount: number };

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
  const due = await db.execute<{ refund_reason: string | null }>(
    sql`select refund_reason from orders where id = ${orderId} and status = 'paid'`,
  );
  const reason = due.rows[0]?.refund_reason;
  if (!reason) return 'not_due';
  // The order's id is its automatic refund's key: the job run again finds that refund.
  const refund = await dueRefund(db, orderId, reason);
  if (!refund || refund.issued) return 'done_before';
  return giveBack(db, gatewayOf, refund, async (tx) => {
    const issued = await completeRefund(tx, { refund, reason, now, actor: null });
    if (!issued.fresh) return 'done_before';
    const found = await tx.execute<{ user_id: string; name: string; email: string; title: string | null }>(sql`
      select u.id as user_id, u.name, u.email, f.title
      from orders o join users u on u.id = o.user_id left join offers f on f.id = o.offer_id
      where o.id = ${orderId}`);
    const payer = found.rows[0];
    if (!payer) throw new Error('payer missing');
    await notify(tx, payer.user_id, {
      type: 'warning',
      message: NOTIFICATION_MESSAGES.paymentRefunded(refund.amount, payer.title, reason),
      link: SITE_PATHS.invoices(),
    });
    await tell(tx, {
      to: { id: payer.user_id, name: payer.name, email: payer.email },
      gross: refund.amount,
      offerTitle: payer.title,
      reason,
      creditNote: issued.number,
    });
    return 'refunded';
  });
}

/** The automatic refund of an order due back, reserved for the rest of its gross; null when nothing is left. */
async function dueRefund(db: Database, orderId: string, reason: string): Promise<ReservedRefund | null> {
  try {
    return await db.transaction((tx) => reserveRefund(tx, { orderId, reason, key: orderId, requestedBy: null }));
  } catch (error) {
    if (error instanceof HttpError && error.code === 'already_refunded') return null;
    throw error;
  }
}
