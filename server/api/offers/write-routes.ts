// Posting and editing offers (JSON, the editing shape of spec 3). Photos, documents
// and the multipart form of spec 7 come with the upload pipeline; the guest flow with
// temporary credentials comes with /post-ad. Every route checks the caller manages
// the offer; anyone else gets 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerInputSchema } from '#contract/offer-input.ts';
import { offerIdParams, offerStateSchema } from '#contract/offer-lifecycle.ts';
import { createDraftOffer, submitOffer, updateOffer } from '#core/offers/write-offer.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

const createdSchema = z.object({ id: z.uuid(), slug: z.string(), state: offerStateSchema });

export async function offerWriteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'Create an offer as a draft (not public until submitted)',
        description:
          'JSON for now (multipart with photos comes with the upload pipeline). Body: the editing shape of spec 3; the listing type is attribute 1. 422 names each field that breaks a rule, including attributes that do not apply to the category and listing type (`attributes.<id>`).',
        body: offerInputSchema,
        response: { 201: createdSchema, ...errorResponses(401, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const created = await createDraftOffer(db(), user, request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/offers/update/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'Save new content for an offer the caller manages',
        description: 'The whole editing shape; a lower price is kept as the previous price (the “Reduced” badge).',
        params: offerIdParams,
        body: offerInputSchema,
        response: { 200: offerStateSchema, ...errorResponses(401, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return updateOffer(db(), user, request.params.id, request.body);
    },
  );

  app.patch(
    '/offers/submit/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'Publish a draft: live now or at its scheduled date, or waiting for approval when moderation is on',
        params: offerIdParams,
        response: { 200: offerStateSchema, ...errorResponses(401, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return submitOffer(db(), user, request.params.id, { moderation: app.config.offerModeration });
    },
  );
}
