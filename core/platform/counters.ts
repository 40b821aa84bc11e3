// Fixed-window counters in the database, shared by every app process: the API rate
// limit and the per-account / per-address attempt limits of the accounts code.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';

export type Count = { current: number; ttl: number };

/** Adds `by` (one) to the counter and returns the new count and the window's remaining ms. */
export async function incrementCounter(db: Database, key: string, windowMs: number, by = 1): Promise<Count> {
  const result = await db.execute<{ hits: number; ttl: string }>(sql`
    insert into rate_limits (key, hits, reset_at)
    values (${key}, ${by}::int, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= now() then excluded.hits else rate_limits.hits + excluded.hits end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning hits, ceil(extract(epoch from (reset_at - now())) * 1000)::bigint as ttl`);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit counter did not return a row');
  // Old windows are swept now and then by whoever is counting, not by a timer in one process.
  if (Math.random() < 0.01) await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
}

/** The counter's value in its current window, without counting. */
export async function readCounter(db: Database, key: string): Promise<Count> {
  const result = await db.execute<{ hits: number; ttl: string }>(sql`
    select hits, ceil(extract(epoch from (reset_at - now())) * 1000)::bigint as ttl
    from rate_limits where key = ${key} and reset_at > now()`);
  const row = result.rows[0];
  return row ? { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 };
}

/** Removes the counter: the next increment starts a new window at one. */
export async function deleteCounter(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
