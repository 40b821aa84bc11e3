// The per-client request counters of the API-wide and the page rate limits, in the
// database so that every app process counts the same window, written in batches
// (docs/decisions/0015). One set per process, flushed when the app closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BufferedCounters } from '#core/platform/buffered-counters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requestCounters: BufferedCounters;
  }
}

export const requestCountersPlugin = fp(
  async (app: FastifyInstance) => {
    const counters = new BufferedCounters(app.database.db, (error) =>
      app.log.warn({ err: error }, 'rate-limit counts could not be written; retrying'),
    );
    app.decorate('requestCounters', counters);
    // The last counts reach the database before it closes.
    app.addHook('onClose', () => counters.flush());
  },
  { name: 'request-counters' },
);
