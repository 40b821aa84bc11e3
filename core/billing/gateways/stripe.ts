// Stripe Checkout through the official SDK. The checkout is a Stripe-hosted page; the
// payment is confirmed only by Stripe's webhook, verified by the SDK against the raw
// body with the endpoint's signing secret and a 5-minute tolerance. `apiBase` points the
// SDK at another host (the tests' local stand-in of Stripe's API).
import Stripe from 'stripe';
import { HttpError } from '#core/errors.ts';
import type { HoldEvent, PaymentEvent, PaymentGateway } from './gateway.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from './signature.ts';

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:4010 for a stand-in; unset for Stripe itself. */
  apiBase: string | undefined;
};

export function stripeClient(options: StripeOptions): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}

export function stripeGateway(client: Stripe): PaymentGateway {
  return {
    name: 'stripe',
    async createCheckout(order, returnUrl) {
      const session = await client.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: order.id,
        metadata: { order_id: order.id },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.gross,
              product_data: { name: order.description.slice(0, 250) || 'Dazu' },
            },
          },
        ],
        success_url: returnUrl,
        cancel_url: returnUrl,
      });
      if (!session.url) throw new HttpError(502, 'The payment page could not be opened. Please try again.');
      return { url: session.url, ref: session.id };
    },
    async refund(refund) {
      if (!refund.paymentRef)
        throw new HttpError(409, 'Stripe did not say which payment this was: refund it in Stripe');
      await client.refunds.create(
        { payment_intent: refund.paymentRef, amount: refund.amount },
        { idempotencyKey: `refund-${refund.key}` },
      );
    },
    // A Checkout session whose PaymentIntent is only authorised: the money stays on the
    // card until it is captured or cancelled (Stripe lets a card hold last 7 days).
    async createHold(hold, returnUrl) {
      const session = await client.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: hold.id,
        metadata: { hold_id: hold.id },
        payment_intent_data: { capture_method: 'manual', metadata: { hold_id: hold.id } },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: hold.currency.toLowerCase(),
              unit_amount: hold.amount,
              product_data: { name: hold.description.slice(0, 250) || 'Dazu' },
            },
          },
        ],
        success_url: returnUrl,
        cancel_url: returnUrl,
      });
      if (!session.url) throw new HttpError(502, 'The payment page could not be opened. Please try again.');
      return { url: session.url, ref: session.id };
    },
    async captureHold(held, amount) {
      if (!held.ref) throw new HttpError(409, 'Stripe did not say which payment holds this card');
      await client.paymentIntents.capture(
        held.ref,
        { amount_to_capture: amount },
        { idempotencyKey: `capture-${held.holdId}` },
      );
    },
    async releaseHold(held) {
      if (!held.ref) return;
      await client.paymentIntents.cancel(held.ref, {}, { idempotencyKey: `release-${held.holdId}` });
    },
  };
}

/** A verified Stripe event about a card hold (a completed manual-capture session), or null. */
function holdEventOf(event: Stripe.Event): HoldEvent | null {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const holdId = session.metadata?.hold_id;
  if (!holdId) return null;
  return {
    gateway: 'stripe',
    eventId: event.id,
    holdId,
    amount: session.amount_total ?? -1,
    currency: session.currency ?? '',
    outcome: event.type === 'checkout.session.completed' ? 'authorised' : 'declined',
    paymentRef: typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id,
  };
}

/**
 * A webhook delivery as a payment event, or null for events that say nothing about a
 * payment (acknowledged and ignored). Throws 400 when the signature does not verify.
 */
export function readStripeNotification(
  client: Stripe,
  webhookSecret: string,
  body: string,
  signature: string | undefined,
): { payment: PaymentEvent } | { hold: HoldEvent } | null {
  let event: Stripe.Event;
  try {
    event = client.webhooks.constructEvent(body, signature ?? '', webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new HttpError(400, 'The event is not signed by Stripe, or too old', { code: 'invalid_signature' });
  }
  const hold = holdEventOf(event);
  if (hold) return { hold };
  const payment = paymentEventOf(event);
  return payment ? { payment } : null;
}

/** A verified Stripe event about an order's payment, or null. */
function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  const outcomes: Partial<Record<string, 'paid' | 'declined'>> = {
    'checkout.session.completed': 'paid',
    'checkout.session.async_payment_succeeded': 'paid',
    'checkout.session.async_payment_failed': 'declined',
  };
  const outcome = outcomes[event.type];
  if (!outcome) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  // A completed session paid later (bank transfers) is confirmed by its own event.
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') return null;
  const orderId = session.metadata?.order_id ?? session.client_reference_id;
  if (!orderId) return null;
  return {
    gateway: 'stripe',
    eventId: event.id,
    orderId,
    amount: session.amount_total ?? -1,
    currency: session.currency ?? '',
    outcome,
    paymentRef: typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id,
  };
}
