// GET /api/search and GET /api/offers are the same search (the spec's client calls
// both): one definition, registered under each path.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerCardSchema } from '#contract/offers.ts';
import { listOf } from '#contract/pagination.ts';
import { searchOffers } from '#core/search/search-offers.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { errorResponses } from '../error-schema.ts';
import { searchQuerystringSchema } from './query-schema.ts';
import { criteriaFrom } from './search-request.ts';

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
        response: { 200: listOf(offerCardSchema), ...errorResponses(422) },
      },
    },
    async (request) => searchOffers(app.database.db, criteriaFrom(request), { assetBase: STORAGE_URL_PATH }),
  );
}
