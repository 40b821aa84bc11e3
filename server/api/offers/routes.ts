import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerDetailSchema } from '#contract/offers.ts';
import { notFound } from '#core/errors.ts';
import { getPublicOffer } from '#core/offers/public-offer.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { errorResponses } from '../error-schema.ts';
import { registerSearchList } from '../search/search-list-route.ts';

export async function offersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerSearchList(app, '/offers', {
    tag: 'offers',
    summary: 'List offers',
    description: 'The same search as GET /api/search (the spec client reads the list at data.data).',
  });
  app.get(
    '/offers/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'One public offer, by id or slug',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: offerDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const offer = await getPublicOffer(app.database.db, request.params.id, { assetBase: STORAGE_URL_PATH });
      if (!offer) throw notFound('Offer not found');
      return offer;
    },
  );
}
