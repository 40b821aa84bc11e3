// POST /api/user/{id}/phone: an advertiser's phone number, on request only.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { phoneAnswerSchema, phoneRequestParamsSchema, phoneRequestSchema } from '#contract/profiles.ts';
import { showPhoneNumber } from '#core/offers/phone-reveal.ts';
import { errorResponses } from '../error-schema.ts';

export async function phoneRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/user/:id/phone',
    {
      schema: {
        tags: ['user'],
        summary: 'Show an advertiser’s phone number',
        description:
          'Body `{ offer_id }` (optional): the ad it is asked from, which counts the reveal in that ad’s statistics. Only for an advertiser with an ad the public can see (that ad, when given); 404 otherwise or without a phone number. Needs the CSRF token of a session (visitors have one); 20 an hour per client.',
        params: phoneRequestParamsSchema,
        body: phoneRequestSchema,
        response: { 200: phoneAnswerSchema, ...errorResponses(404, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const asked = { advertiserId: request.params.id, offerId: request.body?.offer_id ?? null };
      return showPhoneNumber(app.deps, asked, request.ip);
    },
  );
}
