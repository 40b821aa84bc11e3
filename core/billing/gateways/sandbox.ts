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
import type { PaymentEvent, PaymentGateway } from './gateway.ts';
import { signEvent, verifyEvent } from './signature.ts';

const SECRET_NAME = 'sandbox-gateway';

export const SANDBOX_PAY_PATH = '/payments/sandbox';

export function sandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    async createCheckout(order) {
      return { url: `${SANDBOX_PAY_PATH}/${order.id}`, ref: `sbx_${order.id}` };
    },
    // Test mode: no money moved, so none moves back.
    async refund() {},
  };
}

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  order_id: z.uuid(),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  outcome: z.enum(['paid', 'declined']),
});

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

/** A notification as received: verified against the raw body, then read. */
export async function readSandboxNotification(
  db: Database | Transaction,
  body: string,
  signature: string | undefined,
  now = new Date(),
): Promise<PaymentEvent> {
  verifyEvent(await platformSecret(db, SECRET_NAME), body, signature, now);
  let event: z.infer<typeof eventSchema>;
  try {
    event = eventSchema.parse(JSON.parse(body));
  } catch {
    throw new HttpError(400, 'The event is not a payment notification', { code: 'invalid_event' });
  }
  return {
    gateway: 'sandbox',
    eventId: event.id,
    orderId: event.order_id,
    amount: event.amount,
    currency: event.currency,
    outcome: event.outcome,
  };
}
