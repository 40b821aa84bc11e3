// GET /api/places/nearby: place names for a map drawn without tiles (offline, tiles
// switched off, or the tile server failing), so the map still says where it is.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nearbyPlaceListSchema, nearbyPlacesQuerySchema } from '#contract/places-nearby.ts';
import { placesInBox } from '#core/places/nearby.ts';
import { errorResponses } from '../error-schema.ts';

export async function nearbyPlacesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/places/nearby',
    {
      schema: {
        tags: ['places'],
        summary: 'Place names inside a map box',
        description:
          'The gazetteer’s cities, towns, villages and districts inside bbox, the largest first: the labels of the offline map.',
        querystring: nearbyPlacesQuerySchema,
        response: { 200: nearbyPlaceListSchema, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      // The gazetteer changes only with a release.
      reply.header('cache-control', 'public, max-age=3600');
      return placesInBox(app.database.db, request.query.bbox, request.query.limit);
    },
  );
}
