// Signed payment events, in the scheme Stripe uses for its webhooks: the header
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. Verified against the raw body,
// with a 5-minute tolerance so that a captured event cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '#core/errors.ts';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signEvent(secret: string, body: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

const refused = (message: string) => new HttpError(400, message, { code: 'invalid_signature' });

/** Throws 400 unless the header signs this exact body with this secret, recently. */
export function verifyEvent(secret: string, body: string, header: string | undefined, now = new Date()): void {
  if (!header) throw refused('The event is not signed');
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...value] = part.split('=');
      return [key?.trim() ?? '', value.join('=').trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) throw refused('The signature is malformed');
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw refused('The event is too old (or from the future)');
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw refused('The signature does not match');
}
