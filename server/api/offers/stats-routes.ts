// GET /api/offers/{id}/stats: an offer's daily statistics, for whoever manages it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerIdParams } from '#contract/offer-lifecycle.ts';
import { offerStatsSchema } from '#contract/offer-stats.ts';
import { getOfferStats } from '#core/offers/stats.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

export async function offerStatsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/offers/:id/stats',
    {
      schema: {
        tags: ['offers'],
        summary: 'Daily statistics of an offer the caller manages',
        description:
          'One entry per UK calendar day since the offer was created (the last 366 days at most), every day present: `views` of its page (one per visitor a day, not its owner, not bots), `impressions` in search results (not bots), and `favourites`, `phone_reveals` and `messages` (counted once those features exist), with `totals`. 404 for anyone but the offer’s owner or the owner’s company.',
        params: offerIdParams,
        response: { 200: offerStatsSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return getOfferStats(app.database.db, user, request.params.id);
    },
  );
}
