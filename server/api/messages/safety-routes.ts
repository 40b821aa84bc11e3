// Keeping the caller safe from other users: blocking someone (they can no longer
// write to the caller), unblocking them, and reporting a message to the operators.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageAnswerSchema } from '#contract/answers.ts';
import {
  CONVERSATION_MESSAGES,
  conversationIdParamsSchema,
  MESSAGE_REPORT_REASONS,
  messageIdParamsSchema,
  messageReportSchema,
} from '#contract/conversations.ts';
import { blockUser, reportMessage, unblockUser } from '#core/messages/safety.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

export async function messageSafetyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/users/:id/block',
    {
      schema: {
        tags: ['messages'],
        summary: 'Block a user: they can no longer write to the caller',
        params: conversationIdParamsSchema,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 401, 404, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      await blockUser(db(), user.id, request.params.id);
      return { message: CONVERSATION_MESSAGES.userBlocked };
    },
  );

  app.delete(
    '/users/:id/block',
    {
      schema: {
        tags: ['messages'],
        summary: 'Unblock a user',
        params: conversationIdParamsSchema,
        response: { 200: messageAnswerSchema, ...errorResponses(401, 404, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      await unblockUser(db(), user.id, request.params.id);
      return { message: CONVERSATION_MESSAGES.userUnblocked };
    },
  );

  app.post(
    '/messages/:id/report',
    {
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['messages'],
        summary: 'Report a message someone wrote to the caller',
        description: `Reasons: ${MESSAGE_REPORT_REASONS.join(', ')}. Reporting the same message again changes nothing.`,
        params: messageIdParamsSchema,
        body: messageReportSchema,
        response: { 200: messageAnswerSchema, ...errorResponses(401, 404, 419, 422, 429) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      await reportMessage(db(), user.id, request.params.id, request.body.reason);
      return { message: CONVERSATION_MESSAGES.reported };
    },
  );
}
