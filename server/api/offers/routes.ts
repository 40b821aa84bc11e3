import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerCardSchema, offerDetailSchema } from '#contract/offers.ts';
import { listOf } from '#contract/pagination.ts';
import { notFound } from '#core/errors.ts';
import { getPublicOffer } from '#core/offers/public-offer.ts';
import { searchOffers } from '#core/search/search-offers.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { errorResponses } from '../error-schema.ts';
import { searchQuerystringSchema } from '../search/query-schema.ts';
import { criteriaFrom } from '../search/search-request.ts';

export async function offersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const assetBase = STORAGE_URL_PATH;

  app.get(
    '/offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'List offers',
        description: 'The same search as GET /api/search (the spec client reads the list at data.data).',
        querystring: searchQuerystringSchema,
        response: { 200: listOf(offerCardSchema), ...errorResponses(422) },
      },
    },
    async (request) => searchOffers(app.database.db, criteriaFrom(request), { assetBase }),
  );

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
      const offer = await getPublicOffer(app.database.db, request.params.id, { assetBase });
      if (!offer) throw notFound('Offer not found');
      return offer;
    },
  );
}
