import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { filtersResponseSchema } from '#contract/catalogue.ts';
import { facetsSchema } from '#contract/facets.ts';
import { getSearchFilters } from '#core/catalogue/filters.ts';
import { getFacets } from '#core/search/facets.ts';
import { registerSearchMap } from './map-route.ts';
import { searchQuerystringSchema } from './query-schema.ts';
import { registerSearchList } from './search-list-route.ts';
import { searchFrom } from './search-request.ts';

export async function searchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerSearchList(app, '/search', {
    tag: 'search',
    summary: 'Search offers',
    description: 'Public offers matching the criteria, newest first by default, 24 per page.',
  });
  registerSearchMap(app);
  app.get(
    '/search/facets',
    {
      schema: {
        tags: ['search'],
        summary: 'Counts for the filter panel',
        description:
          'For the same query as GET /api/search: offers per listing type, root category, "at least n bedrooms" and tag; each group counted without its own filter.',
        querystring: searchQuerystringSchema,
        response: { 200: facetsSchema },
      },
    },
    async (request) => getFacets(app.database.db, (await searchFrom(request, app.database.db)).criteria),
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
