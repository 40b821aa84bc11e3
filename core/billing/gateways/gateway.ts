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

/** A card authorisation to hold (not take) `amount` pence until it is captured or released. */
export type CardHold = { id: string; amount: number; currency: string; description: string };

/** What a gateway says of a card hold, after its signature was verified. */
export type HoldEvent = {
  gateway: GatewayName;
  eventId: string;
  holdId: string;
  amount: number;
  currency: string;
  outcome: 'authorised' | 'declined';
  /** The gateway's id of the held payment, to capture or release it. */
  paymentRef?: string | undefined;
};

/** A hold to settle: the gateway's reference, and its id as the idempotency key. */
export type HeldPayment = { holdId: string; ref: string | null };

export type PaymentGateway = {
  readonly name: GatewayName;
  createCheckout(order: CheckoutOrder, returnUrl: string): Promise<Checkout>;
  /**
   * Gives `amount` pence of a paid order's money back. Idempotent by `key` (one per
   * refund): asked again with the same key, the gateway gives nothing more back.
   */
  refund(refund: GatewayRefund): Promise<void>;
  /** Where the payer authorises a card hold (the money stays on the card). */
  createHold(hold: CardHold, returnUrl: string): Promise<Checkout>;
  /** Takes `amount` pence (at most what is held) of an authorised hold; the rest is released. Idempotent. */
  captureHold(held: HeldPayment, amount: number): Promise<void>;
  /** Releases an authorised hold whole. Idempotent. */
  releaseHold(held: HeldPayment): Promise<void>;
};
