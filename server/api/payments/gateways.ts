// The gateway a charge goes through: the one the site takes (core/billing/gateways/
// site-gateway.ts). None: 409 `payments_unavailable`, nothing is sold. A request naming
// another gateway than the site's: 422.
import type { FastifyInstance } from 'fastify';
import { PAYMENT_MESSAGES } from '#contract/prices.ts';
import type { PaymentGateway } from '#core/billing/gateways/gateway.ts';
import { sandboxGateway } from '#core/billing/gateways/sandbox.ts';
import { paymentsUnavailable, siteGateway, stripeOf } from '#core/billing/gateways/site-gateway.ts';
import { stripeGateway } from '#core/billing/gateways/stripe.ts';
import type { QueueRefund } from '#core/billing/refunds.ts';
import { HttpError } from '#core/errors.ts';

/** Where a gateway sends the payer back. */
export const PAYMENT_RETURN_PATH = '/my-offers/payment';

/** The site's gateway for a new order; `requested` is the gateway a client named, if any. */
export function chargeGateway(app: FastifyInstance, requested?: 'sandbox' | 'stripe'): PaymentGateway {
  const gateway = siteGateway(app.config);
  if (gateway === 'none') throw paymentsUnavailable(PAYMENT_MESSAGES.unavailable);
  if (requested && requested !== gateway) {
    throw new HttpError(422, PAYMENT_MESSAGES.gatewayOff, { errors: { gateway: [PAYMENT_MESSAGES.gatewayOff] } });
  }
  if (gateway === 'sandbox') return sandboxGateway();
  const stripe = stripeOf(app.config);
  if (!stripe) throw paymentsUnavailable(PAYMENT_MESSAGES.unavailable);
  return stripeGateway(stripe);
}

export function checkoutOptions(app: FastifyInstance) {
  return { vatRate: app.config.vatRatePercent, returnUrl: `${app.config.publicUrl}${PAYMENT_RETURN_PATH}` };
}

/** Refunds due are the orders.refund job, queued in the transaction that decides them. */
export function queueRefundOf(app: FastifyInstance): QueueRefund {
  return async (tx, orderId) => {
    await app.deps.work.queue(tx, { kind: 'orders.refund', orderId });
  };
}

/** How a confirmation is applied on this server: its settings, and refunds queued as jobs in its transaction. */
export function confirmOptions(app: FastifyInstance) {
  return {
    moderation: app.config.offerModeration,
    seller: app.config.seller,
    queueRefund: queueRefundOf(app),
  };
}
