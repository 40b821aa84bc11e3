// The newsletter: sign-up by any visitor with a confirmation link,
// confirmation, one-click unsubscribe, and the operator's campaigns.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageAnswerSchema, noContentSchema } from '#contract/answers.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import {
  NEWSLETTER_MESSAGES,
  newsletterConfirmSchema,
  newsletterSignupSchema,
  newsletterTokenQuerySchema,
  subscriptionStateSchema,
} from '#contract/newsletter.ts';
import { notFound, unprocessable } from '#core/errors.ts';
import {
  confirmSubscription,
  requestSubscription,
  unsubscribe,
  unsubscribeTarget,
} from '#core/newsletter/subscribers.ts';
import { errorResponses } from '../error-schema.ts';
import { acceptOneClickBodies, isOneClickBody } from '../one-click-unsubscribe.ts';
import { newsletterCampaignRoutes } from './campaign-routes.ts';

export async function newsletterRoutes(fastify: FastifyInstance): Promise<void> {
  // The one-click unsubscribe posts a form: every newsletter route reads form bodies as text.
  acceptOneClickBodies(fastify);
  await fastify.register(newsletterSignUpRoutes);
  await fastify.register(newsletterUnsubscribeRoutes);
  await fastify.register(newsletterCampaignRoutes);
}

/** Signing up, and confirming the sign-up with the e-mailed link. */
async function newsletterSignUpRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up for the newsletter',
        description:
          'Any visitor. 204: a confirmation link was e-mailed (the address is subscribed once it is followed; at most 3 e-mails an hour reach one address); 200: the address is already active, or is the logged-in user’s own verified address, subscribed at once. 10 sign-ups an hour per client.',
        body: newsletterSignupSchema,
        response: { 200: messageAnswerSchema, 204: noContentSchema, ...errorResponses(419, 422, 429) },
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      const outcome = await requestSubscription(app.deps, request.body.email, session?.user ?? null, request.ip);
      if (outcome === 'active') return { message: SPEC_MESSAGES.newsletterActive };
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/newsletter',
    {
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a newsletter sign-up',
        description:
          'The token from the confirmation e-mail (/confirm-newsletter?token=…, also served at /potwierdz-newsletter). Unknown, used or expired (7 days): 404.',
        body: newsletterConfirmSchema,
        response: { 200: messageAnswerSchema, ...errorResponses(404, 419, 422, 429) },
      },
    },
    async (request) => {
      if (!(await confirmSubscription(db(), request.body.token))) {
        throw notFound(NEWSLETTER_MESSAGES.confirmLinkInvalid);
      }
      return { message: SPEC_MESSAGES.newsletterActive };
    },
  );
}

/** The unsubscribe link of every newsletter: checked first, then followed. */
async function newsletterUnsubscribeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Whether an unsubscribe link is genuine and still subscribed (changes nothing)',
        querystring: newsletterTokenQuerySchema,
        response: { 200: subscriptionStateSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const target = await unsubscribeTarget(db(), request.query.token);
      if (!target) throw notFound(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
      return { subscribed: target === 'subscribed' };
    },
  );

  // RFC 8058: the mail client POSTs from outside any session; the signed token is the credential.
  app.post(
    '/newsletter/unsubscribe',
    {
      config: { csrf: false },
      schema: {
        tags: ['newsletter'],
        summary: 'Stop the newsletter: one-click unsubscribe (RFC 8058)',
        description:
          'Body `List-Unsubscribe=One-Click` (form-encoded or multipart), as mail clients and the unsubscribe page send it. No CSRF header: the token in the URL is the credential.',
        querystring: newsletterTokenQuerySchema,
        response: { 200: messageAnswerSchema, ...errorResponses(404, 415, 422) },
      },
    },
    async (request) => {
      if (!isOneClickBody(request.body)) throw unprocessable({ 'List-Unsubscribe': ["must be 'One-Click'"] });
      if (!(await unsubscribe(db(), request.query.token))) throw notFound(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  );
}
