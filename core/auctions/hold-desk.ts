// The card holds of this site's bidders go through the gateway it takes payments
// through: Stripe (a manual-capture PaymentIntent), or the test-mode sandbox, or none
// (then registration is approved on the terms alone: there is no card to hold).
import { SITE_PATHS } from '#contract/site-paths.ts';
import type { PaymentGateway } from '#core/billing/gateways/gateway.ts';
import { sandboxGateway } from '#core/billing/gateways/sandbox.ts';
import { type GatewayConfig, siteGateway, stripeOf } from '#core/billing/gateways/site-gateway.ts';
import { stripeGateway } from '#core/billing/gateways/stripe.ts';
import type { HoldDesk } from './registrations.ts';

/** The site's gateway for a new card hold, or null when it takes no payments. */
function holdGateway(config: GatewayConfig): PaymentGateway | null {
  const gateway = siteGateway(config);
  if (gateway === 'sandbox') return sandboxGateway();
  const stripe = gateway === 'stripe' ? stripeOf(config) : undefined;
  return stripe ? stripeGateway(stripe) : null;
}

/** How this site holds bidders' cards; the bidder comes back to the lot's page. */
export function holdDeskOf(config: GatewayConfig & { publicUrl: string }): HoldDesk {
  return {
    gateway: holdGateway(config),
    returnUrl: (slug) => `${config.publicUrl}${SITE_PATHS.offer(slug)}`,
  };
}
