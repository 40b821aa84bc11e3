// Writing in conversations: starting one with an advertiser and replying in one, as
// JSON or as multipart/form-data with attached files (read by message-form.ts).

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationIdParamsSchema,
  replySchema,
  sentMessageSchema,
  startConversationSchema,
} from '#contract/conversations.ts';
import { reply, type SentMessage, startConversation } from '#core/messages/conversations.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';
import { bodyReadByRoute } from '../multipart-body.ts';
import { readMessageSubmission } from './message-form.ts';

const WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: 60 * 60_000 } };

const sent = (message: SentMessage) => ({ conversation_id: message.conversationId, message_id: message.messageId });

export async function conversationWritingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/conversations',
    {
      config: WRITE_LIMIT,
      schema: {
        tags: ['messages'],
        summary: 'Write to the advertiser of an ad, or to an advertiser from their profile',
        description:
          'Either `offer_id` (a live ad: the message goes to its advertiser) or `user_id` (an advertiser with a public profile). `offered_offer_id`: one of the sender’s own live ads, offered (the send-offer modal). The same two people keep one conversation per ad: writing again continues it. The sender’s e-mail address must be confirmed: an account made by posting as a guest gets 403 `email_not_verified` (with a message saying what to do) until it follows its activation link. 400 writing to oneself, 403 `blocked` when the recipient blocked the sender, 422 with a blocked word or link, 429 beyond 60 messages or 15 new conversations an hour. Neither side’s e-mail address is ever shown. Files: multipart/form-data with this JSON in the field `message` and up to 3 parts named `attachments` (images, re-encoded without metadata, up to 20 MB; plain PDFs up to 10 MB): 413 too large or too many, 415 not an image or PDF, 422 a PDF with scripts, attachments or forms.',
        consumes: ['application/json', 'multipart/form-data'],
        body: startConversationSchema,
        response: { 201: sentMessageSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 419, 422, 429) },
      },
      validatorCompiler: bodyReadByRoute,
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const { input, uploads } = await readMessageSubmission(request, app.storage, startConversationSchema);
      return reply.code(201).send(sent(await startConversation(app.deps, user, input, uploads)));
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: WRITE_LIMIT,
      schema: {
        tags: ['messages'],
        summary: 'Reply in a conversation',
        description:
          'A reply in a conversation with a guest is e-mailed to the guest (from the site: the advertiser’s address is not shown). An account whose e-mail address is not confirmed gets 403 `email_not_verified`; a conversation the caller is not part of is 404. Files: as for POST /api/conversations.',
        params: conversationIdParamsSchema,
        consumes: ['application/json', 'multipart/form-data'],
        body: replySchema,
        response: { 201: sentMessageSchema, ...errorResponses(401, 403, 404, 413, 415, 419, 422, 429) },
      },
      validatorCompiler: bodyReadByRoute,
    },
    async (request, response) => {
      const { user } = await requireUser(request);
      const conversationId = (request.params as { id: string }).id;
      const { input, uploads } = await readMessageSubmission(request, app.storage, replySchema);
      return response.code(201).send(sent(await reply(app.deps, user, conversationId, input, uploads)));
    },
  );
}
