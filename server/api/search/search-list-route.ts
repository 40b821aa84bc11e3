// GET /api/search and GET /api/offers are the same search (existing clients call
// both): one definition, registered under each path.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchResultsSchema } from '#contract/search-results.ts';
import { findOffers } from '#core/search/find-offers.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { searchQuerystringSchema } from './query-schema.ts';
import { searchFrom } from './search-request.ts';

export function registerSearchList(
  fastify: FastifyInstance,
  url: string,
  docs: { tag: string; summary: string; description: string },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    url,
    {
      schema: {
        tags: [docs.tag],
        summary: docs.summary,
        description: docs.description,
        querystring: searchQuerystringSchema,
        response: { 200: searchResultsSchema },
      },
    },
    async (request) => {
      const { criteria, reading, location, ignored } = await searchFrom(request, app.database.db);
      const { page, featured } = await findOffers(app.deps, criteria, {
        assetBase: STORAGE_URL_PATH,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return {
        ...page,
        featured,
        ...(reading ? { understood: reading } : {}),
        ...(location ? { understood_location: location } : {}),
        ...(ignored.length > 0 ? { ignored: ignored.map(({ key, reason }) => ({ parameter: key, reason })) } : {}),
      };
    },
  );
}
