// A verified payment event applied to its order, exactly once. The event's id is
// recorded first (a redelivery finds it and changes nothing); the order row is locked,
// so two different events for one order cannot both apply it; the amount and currency
// must be the order's. Paying marks the order paid, applies it to the ad and issues its
// invoice in the same transaction: a crash leaves none of them, and the gateway's
// redelivery does all three.
import { sql } from 'drizzle-orm';
import { NOTIFICATION_LINKS, NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import { HttpError } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Database } from '#db/client.ts';
import type { InvoiceParty, OrderChoice, OrderPurpose, OrderStatus } from '#db/schema/billing.ts';
import { applyOrder } from './apply-order.ts';
import type { PaymentEvent } from './gateways/gateway.ts';
import { issueInvoice } from './invoices.ts';

export type Confirmation = 'paid' | 'declined' | 'duplicate' | 'unchanged';

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

export async function confirmPayment(
  db: Database,
  event: PaymentEvent,
  options: { moderation: boolean; seller: InvoiceParty },
  now = new Date(),
): Promise<Confirmation> {
  return db.transaction(async (tx) => {
    const found = await tx.execute<LockedOrder>(sql`
      select id, user_id, status, gross, net, vat, vat_rate_bp, currency, gateway, offer_id, purpose, choice, buyer from orders
      where id = ${event.orderId} for update`);
    const order = found.rows[0];
    if (!order || order.gateway !== event.gateway) {
      throw new HttpError(404, 'No such order for this gateway', { code: 'unknown_order' });
    }
    if (event.amount !== order.gross || event.currency.toUpperCase() !== order.currency) {
      throw new HttpError(422, 'The amount paid is not the amount of the order', { code: 'amount_mismatch' });
    }
    const recorded = await tx.execute(sql`
      insert into payment_events (gateway, event_id, order_id, outcome)
      values (${event.gateway}, ${event.eventId}, ${order.id}, ${event.outcome})
      on conflict do nothing returning event_id`);
    if (recorded.rows.length === 0) return 'duplicate';
    if (order.status === 'paid') return 'unchanged';
    if (event.outcome === 'declined') {
      if (order.status !== 'pending') return 'unchanged';
      await tx.execute(sql`
        update orders set status = 'failed', failure_reason = 'The payment was declined' where id = ${order.id}`);
      return 'declined';
    }
    // Money taken is honoured even for an order that had expired or failed before.
    await tx.execute(sql`
      update orders set status = 'paid', paid_at = ${now}, applied_at = ${now}, failure_reason = null,
        payment_ref = ${event.paymentRef ?? null}
      where id = ${order.id}`);
    await applyOrder(tx, { offerId: order.offer_id, purpose: order.purpose, choice: order.choice }, options, now);
    await issueInvoice(tx, order, options.seller, now);
    await notify(tx, order.user_id, {
      message: NOTIFICATION_MESSAGES.paymentConfirmed(order.gross),
      link: NOTIFICATION_LINKS.invoices,
    });
    return 'paid';
  });
}
