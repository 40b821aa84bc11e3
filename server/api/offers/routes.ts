import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerViewSchema } from '#contract/offer-lifecycle.ts';
import { offerIdOrSlugParamsSchema } from '#contract/offers.ts';
import { notFound } from '#core/errors.ts';
import { showOffer } from '#core/offers/show-offer.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { errorResponses } from '../error-schema.ts';
import { registerSearchList } from '../search/search-list-route.ts';

export async function offersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerSearchList(app, '/offers', {
    tag: 'offers',
    summary: 'List offers',
    description: 'The same search as GET /api/search (existing clients read the list at data.data).',
  });
  app.get(
    '/offers/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'One public offer, by id or slug',
        description:
          'For the person who manages the offer (its owner, or the owner’s company) also when it is not public, with its lifecycle state in `owner_view` (null for everyone else).',
        params: offerIdOrSlugParamsSchema,
        response: { 200: offerViewSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      const viewer = session?.user ?? null;
      const visitor = {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        sessionId: session?.idHash ?? null,
        viewer,
      };
      const offer = await showOffer(app.deps, request.params.id, visitor, STORAGE_URL_PATH);
      if (!offer) throw notFound('Offer not found');
      // The owner's answer carries their ad's state: never for a shared cache.
      reply.header('vary', 'Cookie');
      if (offer.owner_view) reply.header('cache-control', 'private, no-store');
      return offer;
    },
  );
}
