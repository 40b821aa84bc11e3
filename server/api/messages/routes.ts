// Messages between users: conversations of the logged-in user, guest
// enquiries confirmed by e-mail, blocking and reporting. A conversation the caller is
// not part of is 404 for every operation.

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema, noContentSchema } from '#contract/answers.ts';
import {
  blockedTermInputSchema,
  blockedTermListSchema,
  blockedTermSchema,
  CONVERSATION_MESSAGES,
  conversationIdParamsSchema,
  conversationPageQuerySchema,
  conversationSummarySchema,
  conversationThreadSchema,
  enquiryConfirmationSchema,
  enquiryOfferParamsSchema,
  guestEnquirySchema,
  MESSAGE_REPORT_REASONS,
  messageIdParamsSchema,
  messageReportListSchema,
  messageReportSchema,
  replySchema,
  rowIdParamsSchema,
  sentMessageSchema,
  startConversationSchema,
  unreadCountSchema,
} from '#contract/conversations.ts';
import { listOf } from '#contract/pagination.ts';
import { notFound } from '#core/errors.ts';
import { readAttachment } from '#core/messages/attachments.ts';
import { addBlockedTerm, listBlockedTerms, removeBlockedTerm } from '#core/messages/blocklist.ts';
import { reply, type SentMessage, startConversation } from '#core/messages/conversations.ts';
import { confirmEnquiry, holdEnquiry } from '#core/messages/enquiries.ts';
import { listConversations, readConversation, unreadMessages } from '#core/messages/inbox.ts';
import { blockUser, listOpenMessageReports, reportMessage, unblockUser } from '#core/messages/safety.ts';
import { requireAdmin, requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';
import { bodyReadByRoute } from '../multipart-body.ts';
import { MESSAGE_MULTIPART_LIMITS, readMessageSubmission } from './message-form.ts';

const WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: 60 * 60_000 } };

export async function messageRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(multipart, { limits: MESSAGE_MULTIPART_LIMITS });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const sent = (message: SentMessage) => ({ conversation_id: message.conversationId, message_id: message.messageId });

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

  app.get(
    '/messages/attachments/:id',
    {
      schema: {
        tags: ['messages'],
        summary: 'A file attached to a message (members of its conversation only)',
        description: 'Images inline, PDFs as downloads; never cached by shared caches. Anyone else: 404.',
        params: rowIdParamsSchema,
        response: { 200: z.any().describe('The file'), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const file = await readAttachment(db(), app.storage, user.id, request.params.id);
      const disposition = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  app.post(
    '/contact/offer/:offer',
    {
      schema: {
        tags: ['messages'],
        summary: 'A guest writes to the advertiser of an ad',
        description:
          'No login. The message is held and a link is e-mailed to the given address; it is delivered once the link is followed (within 24 hours), so nobody can write in someone else’s name. 202 with the text to show.',
        params: enquiryOfferParamsSchema,
        body: guestEnquirySchema,
        response: { 202: messageAnswerSchema, ...errorResponses(404, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      await holdEnquiry(app.deps, request.params.offer, request.body, request.ip);
      return reply.code(202).send({ message: CONVERSATION_MESSAGES.confirmByEmail(email) });
    },
  );

  app.post(
    '/contact/confirm',
    {
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['messages'],
        summary: 'Confirm a guest’s enquiry: the link of its e-mail sends the message',
        body: enquiryConfirmationSchema,
        response: { 200: messageAnswerSchema, ...errorResponses(404, 419, 422, 429) },
      },
    },
    async (request) => {
      const delivered = await confirmEnquiry(app.deps, request.body.token);
      if (!delivered) throw notFound(CONVERSATION_MESSAGES.enquiryLinkInvalid);
      return { message: CONVERSATION_MESSAGES.enquirySent };
    },
  );

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

  app.get(
    '/admin/message-reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'Open reports of messages (operators only)',
        response: {
          200: messageReportListSchema,
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await listOpenMessageReports(db()) };
    },
  );

  app.get(
    '/admin/blocked-terms',
    {
      schema: {
        tags: ['admin'],
        summary: 'Words and link hosts not allowed in messages (operators only)',
        response: { 200: blockedTermListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await listBlockedTerms(db()) };
    },
  );

  app.post(
    '/admin/blocked-terms',
    {
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
      await requireAdmin(request);
      return reply.code(201).send(await addBlockedTerm(db(), request.body.term));
    },
  );

  app.delete(
    '/admin/blocked-terms/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Allow a blocked term again (operators only)',
        params: rowIdParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      if (!(await removeBlockedTerm(db(), request.params.id))) throw notFound('No such term');
      return reply.code(204).send(null);
    },
  );
}
