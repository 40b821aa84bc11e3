// Support's oversight of every company's imports and feeds (imports.oversee): the lists,
// and stopping a feed with a reason the company reads, or releasing it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '#contract/answers.ts';
import { uuidSchema } from '#contract/ids.ts';
import {
  operatorFeedListSchema,
  operatorFeedsQuerySchema,
  operatorImportListSchema,
  operatorImportsQuerySchema,
  stopFeedSchema,
} from '#contract/operator-imports.ts';
import { listFeeds, listImports, setFeedStopped } from '#core/backoffice/imports-oversight.ts';
import { auditActor } from '../auth/operator-guard.ts';
import { errorResponses } from '../error-schema.ts';

const params = z.object({ id: uuidSchema });

export async function operatorImportRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(listRoutes);
  await fastify.register(feedStopRoutes);
}

/** The lists of imports and feeds. */
async function listRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/admin/imports',
    {
      config: { operator: 'imports.oversee' },
      schema: {
        tags: ['admin'],
        summary: 'Every company’s imports, newest first',
        description: 'Filtered by part of the company’s name or e-mail (`q`) and by `status`; 50 a page.',
        querystring: operatorImportsQuerySchema,
        response: { 200: operatorImportListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listImports(db(), request.query);
    },
  );

  app.get(
    '/admin/feeds',
    {
      config: { operator: 'imports.oversee' },
      schema: {
        tags: ['admin'],
        summary: 'Every company’s feed by URL, with its last run and failures in the last 7 days',
        description: 'Stopped feeds first. Filtered by company (`q`) and `state`; 50 a page.',
        querystring: operatorFeedsQuerySchema,
        response: { 200: operatorFeedListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listFeeds(db(), request.query);
    },
  );
}

/** Stopping a feed with the company's reason, and releasing it. */
async function feedStopRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/admin/feeds/:id/stop',
    {
      config: { operator: 'imports.oversee' },
      schema: {
        tags: ['admin'],
        summary: 'Stop a company’s feed, with a reason the company reads on its import page',
        description:
          'It runs no more, and the company cannot resume it or fetch it by hand, until an operator releases it. 409 when already stopped.',
        params,
        body: stopFeedSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request, reply) => {
      await setFeedStopped(db(), await auditActor(request), request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/feeds/:id/release',
    {
      config: { operator: 'imports.oversee' },
      schema: {
        tags: ['admin'],
        summary: 'Release a stopped feed: it runs again on its schedule (at once if due)',
        description: '409 when it is not stopped.',
        params,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 409, 419) },
      },
    },
    async (request, reply) => {
      await setFeedStopped(db(), await auditActor(request), request.params.id, null);
      return reply.status(204).send(null);
    },
  );
}
