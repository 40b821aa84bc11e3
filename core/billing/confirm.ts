// A verified payment event applied to its order, exactly once. The event's id is
// recorded first (a redelivery finds it and changes nothing); the ad's row and then the
// order's are locked, so two different events for one order cannot both apply it; the
// amount and currency must be the order's. Paying marks the order paid, applies it to
// the ad and issues its invoice in the same transaction: a crash leaves none of them,
// and the gateway's redelivery does all three.
//
// Money taken for something the ad can no longer take (deleted, rejected, expired...) is
// never kept and never an error the gateway would retry for ever: the order is paid and
// invoiced but not applied, its refund reason is recorded, and the refund itself (a
// gateway call, which cannot happen inside the transaction) is queued in the same
// transaction for a job (core/billing/refunds.ts).

import { sql } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { HttpError } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Database, Transaction } from '#db/client.ts';
import type { InvoiceParty, OrderChoice, OrderPurpose, OrderStatus } from '#db/schema/billing.ts';
import { applyOrder } from './apply-order.ts';
import type { PaymentEvent } from './gateways/gateway.ts';
import { issueInvoice } from './invoices.ts';
import { lockOrderAndOffer, releaseUnpaidPosting } from './orders.ts';
import type { QueueRefund } from './refunds.ts';

export type Confirmation = 'paid' | 'refund_due' | 'declined' | 'duplicate' | 'unchanged';

export type ConfirmOptions = {
  moderation: boolean;
  seller: InvoiceParty;
  /** Queues the refund of an order its ad could not take, inside the confirming transaction. */
  queueRefund: QueueRefund;
};

type LockedOrder = {
  id: string;
  user_id: string;
  buyer: InvoiceParty | null;
  net: number;
  vat: number;
  vat_rate_bp: number;
  status: OrderStatus;
  gross: number;
  currency: string;
  gateway: string;
  offer_id: string | null;
  purpose: OrderPurpose;
  choice: OrderChoice;
};

const unknownOrder = () => new HttpError(404, 'No such order for this gateway', { code: 'unknown_order' });

export async function confirmPayment(
  db: Database,
  event: PaymentEvent,
  options: ConfirmOptions,
  now = new Date(),
): Promise<Confirmation> {
  return db.transaction(async (tx) => {
    const order = await lockedOrderFor(tx, event);
    const recorded = await tx.execute(sql`
      insert into payment_events (gateway, event_id, order_id, outcome)
      values (${event.gateway}, ${event.eventId}, ${order.id}, ${event.outcome})
      on conflict do nothing returning event_id`);
    if (recorded.rows.length === 0) return 'duplicate';
    if (order.status === 'paid') return 'unchanged';
    if (event.outcome === 'declined') return decline(tx, order, now);
    // Money taken is honoured even for an order that had expired or failed before.
    await tx.execute(sql`
      update orders set status = 'paid', paid_at = ${now}, failure_reason = null, payment_ref = ${event.paymentRef ?? null}
      where id = ${order.id}`);
    return applyPaid(tx, order, options, now);
  });
}

/** The event's order, locked with its ad; 404 for another gateway's order, 422 for the wrong amount. */
async function lockedOrderFor(tx: Transaction, event: PaymentEvent): Promise<LockedOrder> {
  if (!(await lockOrderAndOffer(tx, event.orderId))) throw unknownOrder();
  const found = await tx.execute<LockedOrder>(sql`
    select id, user_id, status, gross, net, vat, vat_rate_bp, currency, gateway, offer_id, purpose, choice, buyer
    from orders where id = ${event.orderId}`);
  const order = found.rows[0];
  if (!order || order.gateway !== event.gateway) throw unknownOrder();
  if (event.amount !== order.gross || event.currency.toUpperCase() !== order.currency) {
    throw new HttpError(422, 'The amount paid is not the amount of the order', { code: 'amount_mismatch' });
  }
  return order;
}

/** A declined payment fails a pending order and frees the ad's unpaid posting; other orders stay as they are. */
async function decline(tx: Transaction, order: LockedOrder, now: Date): Promise<Confirmation> {
  if (order.status !== 'pending') return 'unchanged';
  await tx.execute(sql`
    update orders set status = 'failed', failure_reason = 'The payment was declined' where id = ${order.id}`);
  if (order.offer_id) await releaseUnpaidPosting(tx, order.offer_id, now);
  return 'declined';
}

/** Applies a paid order to its ad and invoices it; an ad that can no longer take it gets its refund queued. */
async function applyPaid(
  tx: Transaction,
  order: LockedOrder,
  options: ConfirmOptions,
  now: Date,
): Promise<Confirmation> {
  const application = await applyOrder(
    tx,
    { offerId: order.offer_id, purpose: order.purpose, choice: order.choice },
    options,
    now,
  );
  await issueInvoice(tx, order, options.seller, now);
  if (!application.applied) {
    await tx.execute(sql`update orders set refund_reason = ${application.reason} where id = ${order.id}`);
    await options.queueRefund(tx, order.id);
    return 'refund_due';
  }
  await tx.execute(sql`update orders set applied_at = ${now} where id = ${order.id}`);
  await notify(tx, order.user_id, {
    message: NOTIFICATION_MESSAGES.paymentConfirmed(order.gross),
    link: SITE_PATHS.invoices(),
  });
  return 'paid';
}
