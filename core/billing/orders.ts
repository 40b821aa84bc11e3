// Orders: made from a bill (its lines copied, so a later price change never alters what
// is owed), sent to a gateway's checkout, and confirmed only by a verified payment event
// (core/billing/confirm.ts). The return from the gateway shows the status; it never
// marks anything paid. An order for a draft's package puts the ad in pending_payment
// (not public) until it is paid; when it lapses or is declined, the ad is a draft again.
// Every function that touches an ad and its orders locks the ad's row first, then the
// orders': one order of locks, so concurrent requests queue instead of deadlocking.
import { sql } from 'drizzle-orm';
import { type FeaturePeriod, OFFER_LIFECYCLE_MESSAGES } from '#contract/offer-lifecycle.ts';
import {
  BILL_MESSAGES,
  type BillChoice,
  type BillLine,
  type InvoiceBuyer,
  type OrderView,
  PAYMENT_MESSAGES,
  type ProductCode,
} from '#contract/prices.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { type Actor, assertAllowed, lockManaged } from '#core/offers/lifecycle.ts';
import type { Database, Transaction } from '#db/client.ts';
import {
  type InvoiceParty,
  type OrderChoice,
  type OrderPurpose,
  type OrderStatus,
  orderLines,
  orders,
} from '#db/schema/billing.ts';
import { quoteOfferBill } from './bill.ts';
import type { PaymentGateway } from './gateways/gateway.ts';
import { isTestModeGateway } from './gateways/site-gateway.ts';
import { describePrice, offerPriceContext, priceOf } from './price-list.ts';
import { vatTotals } from './vat.ts';

/** How long a checkout stays open before the order is abandoned. */
export const ORDER_LIFETIME_MS = 60 * 60_000;

const REPLACED = 'Replaced by a newer order for this ad';
const NOT_IN_TIME = 'The payment was not completed in time';
const CHECKOUT_FAILED = 'The payment page could not be opened';

type NewOrder = {
  offerId: string;
  purpose: OrderPurpose;
  choice: OrderChoice;
  lines: readonly BillLine[];
  vatRate: number;
  buyer?: InvoiceBuyer | undefined;
};

type CheckoutOptions = { vatRate: number; returnUrl: string; buyer?: InvoiceBuyer | undefined };

/** The invoice's buyer as given when paying. */
export function buyerParty(buyer: InvoiceBuyer): InvoiceParty {
  return {
    name: buyer.name,
    company: buyer.company,
    address: [buyer.street, [buyer.city, buyer.zip_code].filter(Boolean).join(' '), buyer.country].filter(
      (line): line is string => Boolean(line),
    ),
    vatNumber: buyer.vat_number,
  };
}

/** Stores an order with its lines, inside the caller's transaction (which holds the ad's lock). */
async function insertOrder(
  tx: Transaction,
  actor: Actor,
  order: NewOrder,
  gateway: PaymentGateway,
  now: Date,
): Promise<{ id: string; gross: number; currency: string }> {
  const totals = vatTotals(order.lines);
  const [row] = await tx
    .insert(orders)
    .values({
      userId: actor.id,
      offerId: order.offerId,
      purpose: order.purpose,
      choice: order.choice,
      buyer: order.buyer ? buyerParty(order.buyer) : null,
      gateway: gateway.name,
      gross: totals.gross,
      net: totals.net,
      vat: totals.vat,
      vatRateBp: Math.round(order.vatRate * 100),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ORDER_LIFETIME_MS),
    })
    .returning({ id: orders.id, gross: orders.gross, currency: orders.currency });
  if (!row) throw new Error('order not stored');
  await tx.insert(orderLines).values(
    order.lines.map((line, position) => ({
      orderId: row.id,
      position,
      code: line.code,
      name: line.name,
      quantity: line.quantity,
      unitGross: line.unit_gross,
      gross: line.gross,
      net: line.net,
      vat: line.vat,
    })),
  );
  return row;
}

/**
 * Opens the stored order's checkout at the gateway (a network call, after the commit).
 * When the gateway cannot open it, the order fails at once and its ad is released.
 */
async function openCheckout(
  db: Database,
  stored: { id: string; gross: number; currency: string },
  lines: readonly BillLine[],
  gateway: PaymentGateway,
  returnUrl: string,
): Promise<{ order_id: string; url: string }> {
  let checkout: Awaited<ReturnType<PaymentGateway['createCheckout']>>;
  try {
    checkout = await gateway.createCheckout(
      { ...stored, description: lines.map((line) => line.name).join(', ') },
      `${returnUrl}?order=${stored.id}`,
    );
  } catch (error) {
    await closeOrder(db, stored.id, CHECKOUT_FAILED);
    throw error;
  }
  await db.execute(sql`update orders set gateway_ref = ${checkout.ref} where id = ${stored.id}`);
  return { order_id: stored.id, url: checkout.url };
}

/** The ad's owner has confirmed their e-mail address (publishing needs it). */
async function ownerVerified(tx: Transaction, offerId: string): Promise<boolean> {
  const result = await tx.execute<{ verified: boolean }>(sql`
    select u.email_verified_at is not null as verified from offers o join users u on u.id = o.user_id where o.id = ${offerId}`);
  return result.rows[0]?.verified === true;
}

/**
 * An order for an ad's package and extras, and where to pay for it. For an ad not yet
 * published (its posting) the owner's e-mail address must be confirmed, and the ad waits
 * in pending_payment; any earlier open order for the ad's package is replaced, so an ad
 * never has two.
 */
export async function createOfferOrder(
  db: Database,
  actor: Actor,
  offerId: string,
  choice: BillChoice,
  gateway: PaymentGateway,
  options: CheckoutOptions,
  now = new Date(),
): Promise<{ order_id: string; url: string }> {
  const { stored, lines } = await db.transaction(async (tx) => {
    const [offer] = await lockManaged(tx, actor, [offerId]);
    if (!offer) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
    assertAllowed('pay', offer, now);
    const posting = offer.status === 'draft' || offer.status === 'pending_payment';
    if (posting && !(await ownerVerified(tx, offerId))) {
      throw new HttpError(403, OFFER_LIFECYCLE_MESSAGES.emailNotVerified, { code: 'email_not_verified' });
    }
    const bill = await quoteOfferBill(tx, actor, offerId, choice, options.vatRate);
    await tx.execute(sql`
      update orders set status = 'expired', failure_reason = ${REPLACED}
      where offer_id = ${offerId} and purpose = 'offer' and status = 'pending'`);
    const order = await insertOrder(
      tx,
      actor,
      {
        offerId,
        purpose: 'offer',
        choice: { package: choice.package, extras: choice.extras },
        lines: bill.lines,
        vatRate: bill.vat_rate,
        buyer: options.buyer,
      },
      gateway,
      now,
    );
    if (offer.status === 'draft') {
      await tx.execute(sql`
        update offers set status = 'pending_payment', status_changed_at = ${now}, updated_at = ${now} where id = ${offerId}`);
    }
    return { stored: order, lines: bill.lines };
  });
  return openCheckout(db, stored, lines, gateway, options.returnUrl);
}

/**
 * An order for one action on an ad: a refresh or a raise beyond the free allowance, or
 * featuring. The same checks as the action itself come first (the caller manages the ad,
 * its status allows it), so nobody pays for something that cannot be done.
 */
export async function createActionOrder(
  db: Database,
  actor: Actor,
  offerId: string,
  action: { kind: 'refresh' | 'raise' } | { kind: 'feature'; days: FeaturePeriod },
  gateway: PaymentGateway,
  options: CheckoutOptions,
  now = new Date(),
): Promise<{ order_id: string; url: string }> {
  const { stored, line } = await db.transaction(async (tx) => {
    const [offer] = await lockManaged(tx, actor, [offerId]);
    if (!offer) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
    assertAllowed(action.kind, offer, now);
    const context = await offerPriceContext(tx, offerId);
    if (!context) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
    const code: ProductCode = action.kind === 'feature' ? `extra.featured_${action.days}` : `action.${action.kind}`;
    const unit = await priceOf(tx, code, context);
    if (unit === 0) throw new HttpError(404, BILL_MESSAGES.nothingToPay, { code: 'nothing_to_pay' });
    const line: BillLine = { ...describePrice(code, unit, options.vatRate), quantity: 1, unit_gross: unit };
    const order = await insertOrder(
      tx,
      actor,
      {
        offerId,
        purpose: action.kind,
        choice: action.kind === 'feature' ? { featureDays: action.days } : {},
        lines: [line],
        vatRate: options.vatRate,
        buyer: options.buyer,
      },
      gateway,
      now,
    );
    return { stored: order, line };
  });
  return openCheckout(db, stored, [line], gateway, options.returnUrl);
}

type OrderRow = Omit<OrderView, 'paid_at' | 'status' | 'test_mode'> & {
  status: OrderStatus;
  gateway: string;
  paid_at: Date | string | null;
  refunded_at: Date | string | null;
};

/** One of the caller's orders (anyone else's: 404). */
export async function getOrder(db: Database, actor: Actor, orderId: string): Promise<OrderView> {
  const result = await db.execute<OrderRow>(sql`
    select o.id, o.status, o.offer_id, f.slug as offer_slug, o.gross, o.failure_reason, o.paid_at, o.refunded_at,
      o.refund_reason, o.gateway
    from orders o left join offers f on f.id = o.offer_id
    where o.id = ${orderId} and o.user_id = ${actor.id}`);
  const row = result.rows[0];
  if (!row) throw notFound('Order not found');
  return {
    id: row.id,
    status: row.refunded_at === null ? row.status : 'refunded',
    offer_id: row.offer_id,
    offer_slug: row.offer_slug,
    gross: row.gross,
    failure_reason: row.failure_reason,
    paid_at: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
    refund_reason: row.refund_reason,
    test_mode: isTestModeGateway(row.gateway),
  };
}

export type PayableOrder = { id: string; gross: number; currency: string; publishes: boolean };

/**
 * One of the caller's orders that can still be paid (pending and not expired); 404 or
 * 409 otherwise. `publishes`: paying it would publish its ad (a draft's package).
 */
export async function payableOrder(db: Database, actor: Actor, orderId: string): Promise<PayableOrder> {
  const result = await db.execute<{
    id: string;
    gross: number;
    currency: string;
    open: boolean;
    publishes: boolean;
  }>(sql`
    select o.id, o.gross, o.currency, (o.status = 'pending' and o.expires_at > now()) as open,
      (o.purpose = 'offer' and f.status in ('draft', 'pending_payment')) as publishes
    from orders o left join offers f on f.id = o.offer_id
    where o.id = ${orderId} and o.user_id = ${actor.id}`);
  const row = result.rows[0];
  if (!row) throw notFound('Order not found');
  if (!row.open) throw new HttpError(409, PAYMENT_MESSAGES.orderClosed, { code: 'order_closed' });
  return { id: row.id, gross: row.gross, currency: row.currency, publishes: row.publishes === true };
}

export type OrderLineView = { code: string; name: string; quantity: number; gross: number; net: number; vat: number };

/** The lines of one of the caller's orders (anyone else's: 404). */
export async function getOrderLines(db: Database, actor: Actor, orderId: string): Promise<OrderLineView[]> {
  await getOrder(db, actor, orderId);
  const result = await db.execute<OrderLineView>(sql`
    select code, name, quantity, gross, net, vat from order_lines where order_id = ${orderId} order by position`);
  return result.rows;
}

/**
 * An ad that was waiting for the payment of its posting goes back to draft once no open
 * order for its package is left (it lapsed, was declined, or its checkout failed): the
 * owner can pay later from My Ads. The caller holds the ad's lock.
 */
export async function releaseUnpaidPosting(tx: Transaction, offerId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    update offers o set status = 'draft', status_changed_at = ${now}, updated_at = ${now}
    where o.id = ${offerId} and o.status = 'pending_payment'
      and not exists (select 1 from orders r where r.offer_id = o.id and r.purpose = 'offer' and r.status = 'pending')`);
}

/** Locks an order's ad (first) and then the order: the one order of locks (see the top of this file). */
export async function lockOrderAndOffer(
  tx: Transaction,
  orderId: string,
): Promise<{ offerId: string | null } | undefined> {
  const found = await tx.execute<{ offer_id: string | null }>(sql`select offer_id from orders where id = ${orderId}`);
  const row = found.rows[0];
  if (!row) return undefined;
  if (row.offer_id) await tx.execute(sql`select id from offers where id = ${row.offer_id} for update`);
  const locked = await tx.execute<{ offer_id: string | null }>(
    sql`select offer_id from orders where id = ${orderId} for update`,
  );
  return locked.rows[0] ? { offerId: locked.rows[0].offer_id } : undefined;
}

/** A pending order that will not be paid (its checkout failed): failed, and its ad released. */
async function closeOrder(db: Database, orderId: string, reason: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockOrderAndOffer(tx, orderId);
    await tx.execute(sql`
      update orders set status = 'failed', failure_reason = ${reason} where id = ${orderId} and status = 'pending'`);
    if (locked?.offerId) await releaseUnpaidPosting(tx, locked.offerId, now);
  });
}

/**
 * Orders nobody paid in time are abandoned: expired (a late payment is still honoured),
 * and the ads that were waiting for them are drafts again. One ad at a time, its row
 * locked first, so a payment or a new order for it in the meantime is seen.
 */
export async function expireAbandonedOrders(db: Database, now = new Date()): Promise<number> {
  const due = await db.execute<{ id: string }>(sql`
    select id from orders where status = 'pending' and expires_at <= ${now} order by expires_at limit 1000`);
  let expired = 0;
  for (const { id } of due.rows) {
    expired += await db.transaction(async (tx) => {
      const locked = await lockOrderAndOffer(tx, id);
      const changed = await tx.execute(sql`
        update orders set status = 'expired', failure_reason = ${NOT_IN_TIME}
        where id = ${id} and status = 'pending' and expires_at <= ${now} returning id`);
      if (locked?.offerId) await releaseUnpaidPosting(tx, locked.offerId, now);
      return changed.rows.length;
    });
  }
  return expired;
}
