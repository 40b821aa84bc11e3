// The operator's moderation of offers: approve one waiting for approval, or reject
// one (waiting or live) with a reason. Administrators only; everyone else gets 403.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerIdParams, offerStateSchema, rejectOfferSchema } from '#contract/offer-lifecycle.ts';
import { approveOffer, rejectOffer } from '#core/offers/lifecycle.ts';
import { requireAdmin } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

export async function offerModerationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.patch(
    '/admin/offers/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve an offer waiting for moderation: it goes live (or at its scheduled date)',
        params: offerIdParams,
        response: { 200: offerStateSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return approveOffer(db(), request.params.id);
    },
  );

  app.patch(
    '/admin/offers/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject an offer (waiting for moderation, or live) with the reason its owner will read',
        params: offerIdParams,
        body: rejectOfferSchema,
        response: { 200: offerStateSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return rejectOffer(db(), request.params.id, request.body.reason);
    },
  );
}
