// Messages between users: conversations of the logged-in user, guest
// enquiries confirmed by e-mail, blocking and reporting, and the operators' side.
// A conversation the caller is not part of is 404 for every operation.

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { messageAttachmentRoutes } from './attachment-routes.ts';
import { conversationReadingRoutes } from './conversation-reading-routes.ts';
import { conversationWritingRoutes } from './conversation-writing-routes.ts';
import { guestEnquiryRoutes } from './guest-enquiry-routes.ts';
import { MESSAGE_MULTIPART_LIMITS } from './message-form.ts';
import { messageOperatorRoutes } from './operator-routes.ts';
import { messageSafetyRoutes } from './safety-routes.ts';

export async function messageRoutes(fastify: FastifyInstance): Promise<void> {
  // Messages may carry files: the multipart parser, with the message limits, is registered
  // here around all the message routes (not only the two that take files), so every one
  // of them reads a multipart body the same way.
  await fastify.register(multipart, { limits: MESSAGE_MULTIPART_LIMITS });
  await fastify.register(conversationReadingRoutes);
  await fastify.register(messageAttachmentRoutes);
  await fastify.register(conversationWritingRoutes);
  await fastify.register(guestEnquiryRoutes);
  await fastify.register(messageSafetyRoutes);
  await fastify.register(messageOperatorRoutes);
}
