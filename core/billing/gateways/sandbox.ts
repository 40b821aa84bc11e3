// The sandbox gateway: a pay page of our own (/payments/sandbox/{order}, marked as test
// mode) with Pay and Decline. Its buttons do not mark anything paid themselves: they
// make a signed event, exactly as a real gateway's server would, and it goes through
// the same verification and confirmation as any payment notification. Off in
// production unless PAYMENTS_SANDBOX is set.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { HttpError } from '#core/errors.ts';
import { platformSecret } from '#core/platform/platform-secret.ts';
import type { Database, Transaction } from '#db/client.ts';
import type { HoldEvent, PaymentEvent, PaymentGateway } from './gateway.ts';
import { signEvent, verifyEvent } from './signature.ts';

const SECRET_NAME = 'sandbox-gateway';

export const SANDBOX_PAY_PATH = '/payments/sandbox';
/** The sandbox's page where a card hold is authorised or declined. */
export const SANDBOX_HOLD_PATH = '/payments/sandbox-holds';

export function sandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    async createCheckout(order) {
      return { url: `${SANDBOX_PAY_PATH}/${order.id}`, ref: `sbx_${order.id}` };
    },
    // Test mode: no money moved, so none moves back.
    async refund() {},
    async createHold(hold) {
      return { url: `${SANDBOX_HOLD_PATH}/${hold.id}`, ref: `sbx_hold_${hold.id}` };
    },
    // Test mode: nothing is held on any card, so nothing is taken or let go.
    async captureHold() {},
    async releaseHold() {},
  };
}

const amounts = { amount: z.number().int().positive(), currency: z.string().length(3) };
const eventSchema = z.object({
  id: z.string().min(1).max(100),
  order_id: z.uuid(),
  ...amounts,
  outcome: z.enum(['paid', 'declined']),
});
const holdEventSchema = z.object({
  id: z.string().min(1).max(100),
  hold_id: z.uuid(),
  ...amounts,
  outcome: z.enum(['authorised', 'declined']),
});

/** A signed body of the sandbox's, read by `schema`; 400 when it is not such an event. */
async function readSigned<Schema extends z.ZodType>(
  db: Database | Transaction,
  schema: Schema,
  body: string,
  signature: string | undefined,
  now: Date,
): Promise<z.infer<Schema>> {
  verifyEvent(await platformSecret(db, SECRET_NAME), body, signature, now);
  try {
    return schema.parse(JSON.parse(body));
  } catch {
    throw new HttpError(400, 'The event is not a payment notification', { code: 'invalid_event' });
  }
}

/** The signed notification the sandbox "gateway" sends about an order: body and signature header. */
export async function sandboxNotification(
  db: Database | Transaction,
  order: { id: string; gross: number; currency: string },
  outcome: 'paid' | 'declined',
  now = new Date(),
): Promise<{ body: string; signature: string }> {
  const body = JSON.stringify({
    id: `sbx_evt_${randomUUID()}`,
    order_id: order.id,
    amount: order.gross,
    currency: order.currency,
    outcome,
  });
  return { body, signature: signEvent(await platformSecret(db, SECRET_NAME), body, now) };
}

/** The signed notification the sandbox sends about a card hold. */
export async function sandboxHoldNotification(
  db: Database | Transaction,
  hold: { id: string; amount: number },
  outcome: HoldEvent['outcome'],
  now = new Date(),
): Promise<{ body: string; signature: string }> {
  const body = JSON.stringify({
    id: `sbx_evt_${randomUUID()}`,
    hold_id: hold.id,
    amount: hold.amount,
    currency: 'GBP',
    outcome,
  });
  return { body, signature: signEvent(await platformSecret(db, SECRET_NAME), body, now) };
}

const toHoldEvent = (event: z.infer<typeof holdEventSchema>): HoldEvent => ({
  gateway: 'sandbox',
  eventId: event.id,
  holdId: event.hold_id,
  amount: event.amount,
  currency: event.currency,
  outcome: event.outcome,
  paymentRef: `sbx_hold_${event.hold_id}`,
});

const toPaymentEvent = (event: z.infer<typeof eventSchema>): PaymentEvent => ({
  gateway: 'sandbox',
  eventId: event.id,
  orderId: event.order_id,
  amount: event.amount,
  currency: event.currency,
  outcome: event.outcome,
});

/** A sandbox notification as received, verified against the raw body: about an order's payment, or a card hold. */
export async function readSandboxEvent(
  db: Database | Transaction,
  body: string,
  signature: string | undefined,
  now = new Date(),
): Promise<{ payment: PaymentEvent } | { hold: HoldEvent }> {
  const event = await readSigned(db, z.union([eventSchema, holdEventSchema]), body, signature, now);
  return 'hold_id' in event ? { hold: toHoldEvent(event) } : { payment: toPaymentEvent(event) };
}

/** A payment notification as received: verified against the raw body, then read. */
export async function readSandboxNotification(
  db: Database | Transaction,
  body: string,
  signature: string | undefined,
  now = new Date(),
): Promise<PaymentEvent> {
  return toPaymentEvent(await readSigned(db, eventSchema, body, signature, now));
}

/** A card hold's notification as received: verified against the raw body, then read. */
export async function readSandboxHoldNotification(
  db: Database | Transaction,
  body: string,
  signature: string | undefined,
  now = new Date(),
): Promise<HoldEvent> {
  return toHoldEvent(await readSigned(db, holdEventSchema, body, signature, now));
}
