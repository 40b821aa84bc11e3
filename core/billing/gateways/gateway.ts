// Payment gateways behind one interface: each makes a checkout for an order (where the
// payer goes to pay) and turns its own signed notifications into one PaymentEvent,
// which core/billing/confirm.ts applies the same way whatever the gateway.
import type { GatewayName } from '#db/schema/billing.ts';

export type CheckoutOrder = { id: string; gross: number; currency: string; description: string };
export type Checkout = { url: string; ref: string };

/** What a gateway says happened to a payment, after its signature was verified. */
export type PaymentEvent = {
  gateway: GatewayName;
  /** The gateway's own id of the event: a second delivery is recognised by it. */
  eventId: string;
  orderId: string;
  /** Pence and currency actually paid, checked against the order. */
  amount: number;
  currency: string;
  outcome: 'paid' | 'declined';
  /** The gateway's id of the payment (for refunds), when it gives one. */
  paymentRef?: string | undefined;
};

export type PaymentGateway = {
  readonly name: GatewayName;
  createCheckout(order: CheckoutOrder, returnUrl: string): Promise<Checkout>;
  /** Gives a paid order's money back (all of it). Idempotent by order id. */
  refund(order: { id: string; gross: number; paymentRef: string | null }): Promise<void>;
};
