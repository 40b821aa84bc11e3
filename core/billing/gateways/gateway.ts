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

/** One refund as the gateway sees it: the order, the pence to give back, and the refund's own key. */
export type GatewayRefund = { orderId: string; amount: number; paymentRef: string | null; key: string };

export type PaymentGateway = {
  readonly name: GatewayName;
  createCheckout(order: CheckoutOrder, returnUrl: string): Promise<Checkout>;
  /**
   * Gives `amount` pence of a paid order's money back. Idempotent by `key` (one per
   * refund): asked again with the same key, the gateway gives nothing more back.
   */
  refund(refund: GatewayRefund): Promise<void>;
};
