// The gateway a request names, if this server offers it (422 otherwise).
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '#contract/prices.ts';
import type { PaymentGateway } from '#core/billing/gateways/gateway.ts';
import { sandboxGateway } from '#core/billing/gateways/sandbox.ts';
import { stripeClient, stripeGateway } from '#core/billing/gateways/stripe.ts';
import { HttpError } from '#core/errors.ts';

/** Where a gateway sends the payer back. */
export const PAYMENT_RETURN_PATH = '/my-offers/payment';

const clients = new WeakMap<FastifyInstance, Stripe>();

/** One Stripe client per app (it keeps its connections). */
export function stripeOf(app: FastifyInstance): Stripe | undefined {
  if (!app.config.stripe) return undefined;
  let client = clients.get(app);
  if (!client) {
    client = stripeClient(app.config.stripe);
    clients.set(app, client);
  }
  return client;
}

export function gatewayFor(app: FastifyInstance, name: 'sandbox' | 'stripe'): PaymentGateway {
  if (name === 'sandbox' && app.config.paymentsSandbox) return sandboxGateway();
  const stripe = name === 'stripe' ? stripeOf(app) : undefined;
  if (stripe) return stripeGateway(stripe);
  throw new HttpError(422, PAYMENT_MESSAGES.gatewayOff, { errors: { gateway: [PAYMENT_MESSAGES.gatewayOff] } });
}

/** The gateway the site offers: Stripe when configured, else the sandbox when it is on. */
export function defaultGateway(config: { stripe: unknown; paymentsSandbox: boolean }): 'stripe' | 'sandbox' | null {
  if (config.stripe) return 'stripe';
  return config.paymentsSandbox ? 'sandbox' : null;
}

export function checkoutOptions(app: FastifyInstance) {
  return { vatRate: app.config.vatRatePercent, returnUrl: `${app.config.publicUrl}${PAYMENT_RETURN_PATH}` };
}
