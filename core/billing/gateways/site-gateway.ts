// Which payment gateway this site takes, if any: one answer, used by the API (what it
// sells and through what), the pages (what they offer), the health report and the jobs.
// Stripe when its keys are set; otherwise the built-in sandbox when it is on (demos and
// development); otherwise none, and then nothing is sold: posting is free.
import type Stripe from 'stripe';
import { HttpError } from '#core/errors.ts';
import type { GatewayName } from '#db/schema/billing.ts';
import type { PaymentGateway } from './gateway.ts';
import { sandboxGateway } from './sandbox.ts';
import { type StripeOptions, stripeClient, stripeGateway } from './stripe.ts';

export type SiteGateway = GatewayName | 'none';

export type GatewayConfig = { paymentsSandbox: boolean; stripe: StripeOptions | undefined };

export type PaymentsState = {
  gateway: SiteGateway;
  /** No real money moves: the sandbox, or Stripe with test keys. */
  test_mode: boolean;
};

export const PAYMENTS_UNAVAILABLE_CODE = 'payments_unavailable';

/** The gateway this site takes payments through, or 'none'. */
export function siteGateway(config: GatewayConfig): SiteGateway {
  if (config.stripe) return 'stripe';
  return config.paymentsSandbox ? 'sandbox' : 'none';
}

export function paymentsState(config: GatewayConfig): PaymentsState {
  const gateway = siteGateway(config);
  const stripeTestKey = config.stripe ? /^(sk|rk)_test_/.test(config.stripe.secretKey) : false;
  return { gateway, test_mode: gateway === 'sandbox' || (gateway === 'stripe' && stripeTestKey) };
}

/** An order paid through the sandbox moved no money: pages and invoices say so. */
export const isTestModeGateway = (gateway: string): boolean => gateway === 'sandbox';

const clients = new WeakMap<StripeOptions, Stripe>();

/** One Stripe client per configuration (it keeps its connections). */
export function stripeOf(config: GatewayConfig): Stripe | undefined {
  if (!config.stripe) return undefined;
  let client = clients.get(config.stripe);
  if (!client) {
    client = stripeClient(config.stripe);
    clients.set(config.stripe, client);
  }
  return client;
}

/**
 * A gateway by name, to settle an order made through it (a refund): the sandbox always
 * (it moves no money), Stripe while its keys are set.
 */
export function gatewayByName(config: GatewayConfig, name: GatewayName): PaymentGateway {
  if (name === 'sandbox') return sandboxGateway();
  const stripe = stripeOf(config);
  if (!stripe) {
    throw new HttpError(409, 'Stripe is not configured on this server: refund this order in Stripe’s dashboard', {
      code: 'gateway_not_configured',
    });
  }
  return stripeGateway(stripe);
}

/** 409: this site takes no payments, so nothing can be bought. */
export function paymentsUnavailable(message: string): HttpError {
  return new HttpError(409, message, { code: PAYMENTS_UNAVAILABLE_CODE });
}
