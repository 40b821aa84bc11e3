// POST /api/contact: the contact form. Anyone may write (a visitor too, with their
// session's CSRF token), a few times an hour per client (counted by the use case, so the
// /contact page's own form shares the allowance); the message is e-mailed to the
// operators from a job, with Reply-To set to the sender.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, contactReceiptSchema, contactSchema } from '#contract/contact.ts';
import { sendContactMessage } from '#core/content/contact-message.ts';
import { errorResponses } from '../error-schema.ts';

export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/contact',
    {
      schema: {
        tags: ['content'],
        summary: 'Send a message to the site’s operators (the contact form)',
        description:
          'Body `{ name, email, topic, message }`: topic is one of ad_question, site_help, technical, other; message 10 to 5,000 characters. 5 messages an hour per client. The operators get an e-mail whose Reply-To is the sender.',
        body: contactSchema,
        response: { 202: contactReceiptSchema, ...errorResponses(419, 422, 429) },
      },
    },
    async (request, reply) => {
      await sendContactMessage(app.deps, request.body, request.ip);
      return reply.status(202).send({ message: CONTACT_MESSAGES.sent });
    },
  );
}
