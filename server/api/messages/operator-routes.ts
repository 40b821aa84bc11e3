// The operators' side of messages: the open reports of messages, and the words and
// link hosts that messages may not contain. Operators only.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '#contract/answers.ts';
import {
  blockedTermInputSchema,
  blockedTermListSchema,
  blockedTermSchema,
  messageReportListSchema,
} from '#contract/conversations.ts';
import { rowIdParamsSchema } from '#contract/ids.ts';
import { notFound } from '#core/errors.ts';
import { addBlockedTerm, listBlockedTerms, removeBlockedTerm } from '#core/messages/blocklist.ts';
import { listOpenMessageReports } from '#core/messages/safety.ts';
import { auditActor } from '../auth/operator-guard.ts';
import { errorResponses } from '../error-schema.ts';

export async function messageOperatorRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(messageReportRoute);
  await fastify.register(blockedTermRoutes);
}

/** The open reports of messages. */
async function messageReportRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/admin/message-reports',
    {
      config: { operator: 'messages.safety' },
      schema: {
        tags: ['admin'],
        summary: 'Open reports of messages (operators only)',
        response: {
          200: messageReportListSchema,
          ...errorResponses(401, 403),
        },
      },
    },
    async (_request) => {
      return { data: await listOpenMessageReports(db()) };
    },
  );
}

/** The words and link hosts messages may not contain: listed, added, removed. */
async function blockedTermRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/admin/blocked-terms',
    {
      config: { operator: 'messages.safety' },
      schema: {
        tags: ['admin'],
        summary: 'Words and link hosts not allowed in messages (operators only)',
        response: { 200: blockedTermListSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request) => {
      return { data: await listBlockedTerms(db()) };
    },
  );

  app.post(
    '/admin/blocked-terms',
    {
      config: { operator: 'messages.safety' },
      schema: {
        tags: ['admin'],
        summary: 'Block a word or a link host in messages (operators only)',
        description:
          'A word matches whole words in any case; a host (example.com) matches links to it and its subdomains.',
        body: blockedTermInputSchema,
        response: { 201: blockedTermSchema, ...errorResponses(401, 403, 419, 422) },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await addBlockedTerm(db(), await auditActor(request), request.body.term));
    },
  );

  app.delete(
    '/admin/blocked-terms/:id',
    {
      config: { operator: 'messages.safety' },
      schema: {
        tags: ['admin'],
        summary: 'Allow a blocked term again (operators only)',
        params: rowIdParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request, reply) => {
      if (!(await removeBlockedTerm(db(), await auditActor(request), request.params.id)))
        throw notFound('No such term');
      return reply.code(204).send(null);
    },
  );
}
