import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
const acceptable = /^[A-Za-z0-9._:-]{8,64}$/;

/** A request id chosen by a trusted proxy is kept, anything else is replaced. */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && acceptable.test(header) ? header : randomUUID();
}

/** Every response, errors included, names its request so a log line can be found. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
