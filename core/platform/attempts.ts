// Limits on sensitive actions (login, registration, e-mail prompts), kept in the
// database counters so every app process enforces the same limit. An attempt is
// counted by one atomic statement before the work it guards, so attempts sent at the
// same instant are each given their own number and never outrun the limit.
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { HttpError } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { deleteCounter, incrementCounter } from './counters.ts';

export type Limit = { max: number; windowMs: number };

export function tooManyAttempts(ttlMs: number): HttpError {
  return new HttpError(429, ACCOUNT_MESSAGES.tooManyAttempts(Math.max(1, Math.ceil(ttlMs / 60_000))), {
    code: 'too_many_attempts',
  });
}

/** Counts an attempt; throws 429 once the window holds more than `max`. */
export async function countAttempt(db: Database, key: string, limit: Limit): Promise<void> {
  const count = await incrementCounter(db, key, limit.windowMs);
  if (count.current > limit.max) throw tooManyAttempts(count.ttl);
}

/** Forgets the attempts counted under a key (a login that proved the password). */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await deleteCounter(db, key);
}
