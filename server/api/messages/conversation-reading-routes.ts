// Reading the caller's conversations: the list, the unread count and one conversation
// (which marks it read). Nothing here is cached by shared caches, and a conversation the
// caller is not part of is 404.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationIdParamsSchema,
  conversationPageQuerySchema,
  conversationSummarySchema,
  conversationThreadSchema,
  unreadCountSchema,
} from '#contract/conversations.ts';
import { listOf } from '#contract/pagination.ts';
import { listConversations, readConversation, unreadMessages } from '#core/messages/inbox.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

export async function conversationReadingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/conversations',
    {
      schema: {
        tags: ['messages'],
        summary: "The caller's conversations, latest activity first, with unread counts",
        querystring: conversationPageQuerySchema,
        response: { 200: listOf(conversationSummarySchema), ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return listConversations(db(), user.id, request.query.page);
    },
  );

  app.get(
    '/conversations/unread',
    {
      schema: {
        tags: ['messages'],
        summary: 'How many messages from others the caller has not read',
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { unread: await unreadMessages(db(), user.id) };
    },
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags: ['messages'],
        summary: 'One conversation with its newest 200 messages; opening it marks it read',
        params: conversationIdParamsSchema,
        response: { 200: conversationThreadSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return readConversation(db(), user.id, request.params.id);
    },
  );
}
