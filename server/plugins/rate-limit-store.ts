// @fastify/rate-limit store kept in the database, so every app process counts the
// same window for a client (a second server must not double anyone's allowance).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(_options: unknown, prefix = 'global:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      incrementCounter(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // A route with its own limit counts separately (the plugin passes routeInfo at
    // run time, although its types do not declare it).
    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo: { method: string; url: string } };
      return new DatabaseRateLimitStore(routeOptions, `${routeInfo.method}:${routeInfo.url}:`);
    }
  }
  return DatabaseRateLimitStore;
}

export async function incrementCounter(db: Database, key: string, windowMs: number) {
  const result = await db.execute<{ hits: number; ttl: string }>(sql`
    insert into rate_limits (key, hits, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning hits, ceil(extract(epoch from (reset_at - now())) * 1000)::bigint as ttl`);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit counter did not return a row');
  // Old windows are swept now and then by whoever is counting, not by a timer in
  // one process.
  if (Math.random() < 0.01) await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
}
