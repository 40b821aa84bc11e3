// The advertisers' directory and public profiles: GET /api/advertisers (the /agencies
// page's list) and GET /api/profile/{user}, public, read-only, cacheable briefly;
// and the advertiser's own profile statistics.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  advertiserListSchema,
  directoryQuerySchema,
  profileOffersQuerySchema,
  profileParamsSchema,
  profileStatsSchema,
  publicProfileSchema,
} from '#contract/profiles.ts';
import { notFound } from '#core/errors.ts';
import { findPlaceBySlug } from '#core/places/find.ts';
import { listAdvertisers } from '#core/profiles/directory.ts';
import { profileStats } from '#core/profiles/profile-stats.ts';
import { getPublicProfile } from '#core/profiles/public-profile.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

const PUBLIC_CACHE = 'public, max-age=60';

export async function profileRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(publicProfileRoutes);
  await fastify.register(profileStatsRoute);
}

/** What anyone may read: the advertisers' directory and a public profile. */
async function publicProfileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/advertisers',
    {
      schema: {
        tags: ['profiles'],
        summary: 'The advertisers’ directory: agencies, agents, developers, private advertisers or hotels',
        description:
          'Advertisers with a public profile (an activated business or agent, or a private advertiser with a live ad), the most live ads first. An unknown place slug: 404.',
        querystring: directoryQuerySchema,
        response: { 200: advertiserListSchema, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const { type, q, place: slug, page, limit } = request.query;
      const place = slug ? await findPlaceBySlug(app.database.db, slug) : undefined;
      if (place === null) throw notFound('No such place');
      reply.header('cache-control', PUBLIC_CACHE);
      return listAdvertisers(
        app.database.db,
        { type, name: q, near: place ? { lat: place.lat, lon: place.lon } : undefined, page, perPage: limit },
        { assetBase: STORAGE_URL_PATH },
      );
    },
  );

  app.get(
    '/profile/:user',
    {
      schema: {
        tags: ['profiles'],
        summary: 'An advertiser’s public profile and a page of their live ads',
        description:
          'Never the e-mail address, phone number (ask for it with POST /api/user/{id}/phone), tax number, or the street address unless its owner chose to show it. Accounts without a public profile: 404.',
        params: profileParamsSchema,
        querystring: profileOffersQuerySchema,
        response: { 200: publicProfileSchema, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return getPublicProfile(app.database.db, request.params.user, {
        page: request.query.page,
        assetBase: STORAGE_URL_PATH,
      });
    },
  );
}

/** The advertiser's own profile statistics. */
async function profileStatsRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/profile-stats',
    {
      schema: {
        tags: ['profiles'],
        summary: 'What the caller’s public profile brought in the last 30 days',
        description:
          'Phone numbers shown and conversations started from the profile (those from an ad count in the ad’s statistics).',
        response: { 200: profileStatsSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return profileStats(app.database.db, user.id);
    },
  );
}
