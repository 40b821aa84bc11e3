// GET /api/search/map: the results map's markers, for every match of a search inside
// the visible box (not just the page of 24 the list shows).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAP_POINTS_ZOOM,
  MAP_ZOOM_MAX,
  MAP_ZOOM_MIN,
  mapQueryParametersSchema,
  searchMapSchema,
} from '#contract/search-map.ts';
import { type FieldErrors, unprocessable } from '#core/errors.ts';
import { searchMap } from '#core/search/map-clusters.ts';
import { errorResponses } from '../error-schema.ts';
import { searchQuerystringSchema } from './query-schema.ts';
import { parsedFrom } from './search-request.ts';

const querystring = searchQuerystringSchema.extend(mapQueryParametersSchema.shape);

export function registerSearchMap(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/search/map',
    {
      schema: {
        tags: ['search'],
        summary: 'Every match inside a map box, clustered',
        description:
          'For the same filters as GET /api/search, every match inside bbox: offers close together at this zoom ' +
          'come as one cluster (its count, centre and bounds), an offer alone as a point (id, slug, title, price). ' +
          `From zoom ${MAP_POINTS_ZOOM} every offer is a point. Page, sort and limit are ignored.`,
        querystring,
        response: { 200: searchMapSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      const errors: FieldErrors = {};
      const { bbox, zoom } = request.query;
      if (bbox === undefined) errors.bbox = ['is required: west,south,east,north in degrees'];
      const level = typeof zoom === 'string' && /^\d{1,2}$/.test(zoom) ? Number(zoom) : Number.NaN;
      if (!(level >= MAP_ZOOM_MIN && level <= MAP_ZOOM_MAX)) {
        errors.zoom = [`must be a whole number from ${MAP_ZOOM_MIN} to ${MAP_ZOOM_MAX}`];
      }
      if (Object.keys(errors).length > 0) {
        const fields = Object.keys(errors);
        throw unprocessable(errors, `Invalid search parameter${fields.length > 1 ? 's' : ''}: ${fields.join(', ')}`);
      }
      // The filters are read leniently, as for the list; the box itself must be readable.
      const { criteria, ignored } = parsedFrom(request, ['zoom']);
      if (!criteria.bbox) {
        const problem = ignored.find((entry) => entry.key === 'bbox')?.reason ?? 'is required';
        throw unprocessable({ bbox: [problem] }, 'Invalid search parameter: bbox');
      }
      return searchMap(app.database.db, criteria, criteria.bbox, level);
    },
  );
}
