// How much one account or address may write: enough for a busy buyer, too little for
// a spammer. Counted in the database so every app process enforces the same limit.
import type { Limit } from '#core/platform/attempts.ts';

export const MESSAGE_LIMITS = {
  /** Every message an account sends. */
  messagesPerSender: { max: 60, windowMs: 60 * 60_000 },
  /** New conversations an account starts (writing to strangers). */
  conversationsPerSender: { max: 15, windowMs: 60 * 60_000 },
  /** Guest enquiries from one e-mail address awaiting or after confirmation. */
  enquiriesPerAddress: { max: 5, windowMs: 60 * 60_000 },
  /** Guest enquiries from one client address (network), whichever way they are posted. */
  enquiriesPerClient: { max: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

/** How long a guest's confirmation link works. */
export const ENQUIRY_TTL_MS = 24 * 60 * 60_000;
