// The services directory behind /services and /services/{location}: advertisers who
// offer services, optionally one service and near a place. Public, no login.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_PER_PAGE, listOf } from '#contract/pagination.ts';
import { SERVICES_DEFAULT_RADIUS_MILES, serviceProviderSchema, servicesQuerySchema } from '#contract/services.ts';
import { listServiceProviders } from '#core/services/directory.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { errorResponses } from '../error-schema.ts';

export async function servicesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/services',
    {
      schema: {
        tags: ['services'],
        summary: 'Advertisers offering services',
        description:
          'Advertisers with at least one service, those with the most public offers first, then by name; 24 per page. ' +
          'With a location, only those whose profile city is a place within the radius (default ' +
          `${SERVICES_DEFAULT_RADIUS_MILES} miles). Public information only.`,
        querystring: servicesQuerySchema,
        response: { 200: listOf(serviceProviderSchema), ...errorResponses(422) },
      },
    },
    async (request) => {
      const query = request.query;
      const lat = query['location[lat]'];
      const lon = query['location[lon]'];
      return listServiceProviders(
        app.database.db,
        {
          service: query.service,
          near:
            lat === undefined || lon === undefined
              ? undefined
              : { lat, lon, radiusMiles: query.radius ?? SERVICES_DEFAULT_RADIUS_MILES },
          page: query.page ?? 1,
          perPage: query.limit ?? query.per_page ?? DEFAULT_PER_PAGE,
        },
        { assetBase: STORAGE_URL_PATH },
      );
    },
  );
}
