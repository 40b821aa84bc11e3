// A guest's enquiry: a visitor without an account writes to an advertiser, and the
// message is held until the link e-mailed to the visitor is followed, so nobody can
// write in someone else's name.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageAnswerSchema } from '#contract/answers.ts';
import {
  CONVERSATION_MESSAGES,
  enquiryConfirmationSchema,
  enquiryOfferParamsSchema,
  guestEnquirySchema,
} from '#contract/conversations.ts';
import { notFound } from '#core/errors.ts';
import { confirmEnquiry, holdEnquiry } from '#core/messages/enquiries.ts';
import { errorResponses } from '../error-schema.ts';

export async function guestEnquiryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
}
