// @fastify/rate-limit store kept in the database, so every app process counts the
// same window for a client (a second server must not double anyone's allowance).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { incrementCounter } from '#core/platform/counters.ts';
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
