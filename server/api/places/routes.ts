// Geocoding in the shape of the open geocoding service existing clients call
// (Nominatim: lat, lon, display_name, addresstype): the offline UK gazetteer, or a
// Nominatim-compatible service when GEOCODER_URL is set (core/places/geocoder.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  geocodeSearchQuerySchema,
  locationSuggestionListSchema,
  placeParamsSchema,
  placeSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeSchema,
} from '#contract/places.ts';
import { notFound } from '#core/errors.ts';
import { findPlaceBySlug } from '#core/places/find.ts';
import { createGeocoder } from '#core/places/geocoder.ts';
import { errorResponses } from '../error-schema.ts';

/** The gazetteer changes only with a release: browsers and caches may keep reverse lookups for an hour. */
const CACHE_CONTROL = 'public, max-age=3600';
/**
 * Suggestions and places by slug include the places live ads name, which come and go
 * with the ads (the server reads them again every minute): cached for five minutes.
 */
const NAMES_CACHE_CONTROL = 'public, max-age=300';

export async function placesRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(geocodeRoutes);
  await fastify.register(placeRoute);
}

/** Geocoding: places for typed text, and the place a point is in. */
async function geocodeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const geocoder = createGeocoder(app.database.db, { ...app.config.geocoder, log: app.log });

  app.get(
    '/geocode/search',
    {
      schema: {
        tags: ['places'],
        summary: 'Suggest places for a typed location',
        description:
          'Location autocomplete over the UK gazetteer, its curated neighbourhoods, the postcode districts and the ' +
          'places that live ads name on their cards ("Fernbrook, Leeds": addresstype neighbourhood, at the mean ' +
          'position of those ads, within a minute of an ad going live or away): exact names first, then names ' +
          'starting with the text, then near misses of gazetteer names. A gazetteer place comes before a place ' +
          'of the same name that only ads name. "Richmond, North Yorkshire" prefers places in that county. ' +
          'With GEOCODER_URL set, a Nominatim-compatible service answers instead (the gazetteer stands in when it fails).',
        querystring: geocodeSearchQuerySchema,
        response: { 200: locationSuggestionListSchema, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NAMES_CACHE_CONTROL);
      return geocoder.search(request.query.q, request.query.limit);
    },
  );

  app.get(
    '/geocode/reverse',
    {
      schema: {
        tags: ['places'],
        summary: 'The place a point is in',
        description:
          'Reverse geocoding: the city, town, village or London district of a point (only the city, town or village, or the country, with `level=settlement`); 404 away from the UK.',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeSchema, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const place = await geocoder.reverse(request.query.lat, request.query.lon, request.query.level);
      if (!place) throw notFound('No place in the UK near this point');
      reply.header('cache-control', CACHE_CONTROL);
      return place;
    },
  );
}

/** One place of the gazetteer by its slug. */
async function placeRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/places/:slug',
    {
      schema: {
        tags: ['places'],
        summary: 'One place of the gazetteer',
        description:
          'A place by its slug (a gazetteer place, a postcode district, or a place that live ads name, as its ' +
          'suggestion gives it), with its position, kind and the default search radius around it.',
        params: placeParamsSchema,
        response: { 200: placeSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const place = await findPlaceBySlug(app.database.db, request.params.slug);
      if (!place) throw notFound('No such place');
      reply.header('cache-control', NAMES_CACHE_CONTROL);
      return place;
    },
  );
}
