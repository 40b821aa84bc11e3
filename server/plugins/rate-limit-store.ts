// @fastify/rate-limit stores kept in the database, so every app process counts the
// same window for a client (a second server must not double anyone's allowance).
// The API-wide limit counts through BufferedCounters (one write per client every
// quarter of a second, not one per request: docs/decisions/0015); a route's own,
// smaller limit writes every request, because it guards a single costly action.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { BufferedCounters } from '#core/platform/buffered-counters.ts';
import { type Count, incrementCounter } from '#core/platform/counters.ts';
import type { Database } from '#db/client.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

export function databaseRateLimitStore(db: Database, apiWide: BufferedCounters): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;
    readonly #count: (key: string, windowMs: number) => Promise<Count>;

    constructor(_options: unknown, prefix = 'global:') {
      this.prefix = prefix;
      this.#count =
        prefix === 'global:'
          ? (key, windowMs) => apiWide.increment(key, windowMs)
          : (key, windowMs) => incrementCounter(db, key, windowMs);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.#count(`${this.prefix}${key}`, timeWindow).then(
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
