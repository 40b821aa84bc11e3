import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { filtersResponseSchema } from '#contract/catalogue.ts';
import { offerCardSchema } from '#contract/offers.ts';
import { listOf } from '#contract/pagination.ts';
import { getSearchFilters } from '#core/catalogue/filters.ts';
import { searchOffers } from '#core/search/search-offers.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { errorResponses } from '../error-schema.ts';
import { searchQuerystringSchema } from './query-schema.ts';
import { criteriaFrom } from './search-request.ts';

export async function searchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const assetBase = STORAGE_URL_PATH;

  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search offers',
        description: 'Public offers matching the criteria, newest first by default, 24 per page.',
        querystring: searchQuerystringSchema,
        response: { 200: listOf(offerCardSchema), ...errorResponses(422) },
      },
    },
    async (request) => searchOffers(app.database.db, criteriaFrom(request), { assetBase }),
  );

  app.get(
    '/search/filters',
    {
      schema: {
        tags: ['search'],
        summary: 'What the search panel can filter by',
        response: { 200: filtersResponseSchema },
      },
    },
    async () => getSearchFilters(app.database.db),
  );
}
