// Limits on sensitive actions (login, registration, e-mail prompts), kept in the
// database counters so every app process enforces the same limit.
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { HttpError } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { type Count, incrementCounter, readCounter } from './counters.ts';

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

/** Throws 429 when earlier attempts already used the window up (failures are counted separately). */
export async function refuseWhenExhausted(db: Database, key: string, limit: Limit): Promise<Count> {
  const count = await readCounter(db, key);
  if (count.current >= limit.max) throw tooManyAttempts(count.ttl);
  return count;
}

export async function recordFailure(db: Database, key: string, limit: Limit): Promise<void> {
  await incrementCounter(db, key, limit.windowMs);
}
