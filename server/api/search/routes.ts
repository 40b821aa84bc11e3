import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { filtersResponseSchema } from '#contract/catalogue.ts';
import { getSearchFilters } from '#core/catalogue/filters.ts';
import { registerSearchList } from './search-list-route.ts';

export async function searchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerSearchList(app, '/search', {
    tag: 'search',
    summary: 'Search offers',
    description: 'Public offers matching the criteria, newest first by default, 24 per page.',
  });
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
