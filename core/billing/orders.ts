// Orders: made from a bill (its lines copied, so a later price change never alters what
// is owed), sent to a gateway's checkout, and confirmed only by a verified payment event
// (core/billing/confirm.ts). The return from the gateway shows the status; it never
// marks anything paid.
import { sql } from 'drizzle-orm';
import type { FeaturePeriod } from '#contract/offer-lifecycle.ts';
import {
  BILL_MESSAGES,
  type BillChoice,
  type BillLine,
  type InvoiceBuyer,
  PAYMENT_MESSAGES,
  type ProductCode,
} from '#contract/prices.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { type Actor, assertAllowed, lockManaged } from '#core/offers/lifecycle.ts';
import type { Database } from '#db/client.ts';
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
import { describePrice, offerPriceContext, priceOf } from './price-list.ts';
import { vatTotals } from './vat.ts';

/** How long a checkout stays open before the order is abandoned. */
export const ORDER_LIFETIME_MS = 60 * 60_000;

export type OrderView = {
  id: string;
  status: OrderStatus;
  offer_id: string | null;
  offer_slug: string | null;
  gross: number;
  failure_reason: string | null;
  paid_at: string | null;
};

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

/** Stores an order with its lines, then opens its checkout at the gateway. */
async function placeOrder(
  db: Database,
  actor: Actor,
  order: NewOrder,
  gateway: PaymentGateway,
  returnUrl: string,
  now: Date,
): Promise<{ order_id: string; url: string }> {
  const totals = vatTotals(order.lines);
  const stored = await db.transaction(async (tx) => {
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
  });
  const checkout = await gateway.createCheckout(
    { ...stored, description: order.lines.map((line) => line.name).join(', ') },
    `${returnUrl}?order=${stored.id}`,
  );
  await db.execute(sql`update orders set gateway_ref = ${checkout.ref} where id = ${stored.id}`);
  return { order_id: stored.id, url: checkout.url };
}

/** An order for an ad's package and extras, and where to pay for it. */
export async function createOfferOrder(
  db: Database,
  actor: Actor,
  offerId: string,
  choice: BillChoice,
  gateway: PaymentGateway,
  options: CheckoutOptions,
  now = new Date(),
): Promise<{ order_id: string; url: string }> {
  const bill = await quoteOfferBill(db, actor, offerId, choice, options.vatRate);
  return placeOrder(
    db,
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
    options.returnUrl,
    now,
  );
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
  await db.transaction(async (tx) => {
    const [offer] = await lockManaged(tx, actor, [offerId]);
    if (!offer) throw notFound('Offer not found');
    assertAllowed(action.kind, offer, now);
  });
  const context = await offerPriceContext(db, offerId);
  if (!context) throw notFound('Offer not found');
  const code: ProductCode = action.kind === 'feature' ? `extra.featured_${action.days}` : `action.${action.kind}`;
  const unit = await priceOf(db, code, context);
  if (unit === 0) throw new HttpError(404, BILL_MESSAGES.nothingToPay, { code: 'nothing_to_pay' });
  const line: BillLine = { ...describePrice(code, unit, options.vatRate), quantity: 1, unit_gross: unit };
  return placeOrder(
    db,
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
    options.returnUrl,
    now,
  );
}

/** One of the caller's orders (anyone else's: 404). */
export async function getOrder(db: Database, actor: Actor, orderId: string): Promise<OrderView> {
  const result = await db.execute<OrderView & { paid_at: Date | string | null }>(sql`
    select o.id, o.status, o.offer_id, f.slug as offer_slug, o.gross, o.failure_reason, o.paid_at
    from orders o left join offers f on f.id = o.offer_id
    where o.id = ${orderId} and o.user_id = ${actor.id}`);
  const row = result.rows[0];
  if (!row) throw notFound('Order not found');
  return { ...row, paid_at: row.paid_at === null ? null : new Date(row.paid_at).toISOString() };
}

/** One of the caller's orders that can still be paid (pending and not expired); 404 or 409 otherwise. */
export async function payableOrder(
  db: Database,
  actor: Actor,
  orderId: string,
): Promise<{ id: string; gross: number; currency: string }> {
  const result = await db.execute<{ id: string; gross: number; currency: string; open: boolean }>(sql`
    select id, gross, currency, (status = 'pending' and expires_at > now()) as open
    from orders where id = ${orderId} and user_id = ${actor.id}`);
  const row = result.rows[0];
  if (!row) throw notFound('Order not found');
  if (!row.open) throw new HttpError(409, PAYMENT_MESSAGES.orderClosed, { code: 'order_closed' });
  return { id: row.id, gross: row.gross, currency: row.currency };
}

export type OrderLineView = { code: string; name: string; quantity: number; gross: number; net: number; vat: number };

/** The lines of one of the caller's orders (anyone else's: 404). */
export async function getOrderLines(db: Database, actor: Actor, orderId: string): Promise<OrderLineView[]> {
  await getOrder(db, actor, orderId);
  const result = await db.execute<OrderLineView>(sql`
    select code, name, quantity, gross, net, vat from order_lines where order_id = ${orderId} order by position`);
  return result.rows;
}

/** Orders nobody paid in time are abandoned: expired (a late payment is still honoured). */
export async function expireAbandonedOrders(db: Database, now = new Date()): Promise<number> {
  const result = await db.execute(sql`
    update orders set status = 'expired', failure_reason = 'The payment was not completed in time'
    where status = 'pending' and expires_at <= ${now} returning id`);
  return result.rows.length;
}
