// Followed advertisers: GET /api/favorite-users (and /ids), POST and DELETE
// /api/favorite-users/{id}, as the earlier product named them. Each user their own list.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  advertiserParamsSchema,
  followedAdvertisersSchema,
  followStateSchema,
  keptIdsSchema,
} from '#contract/favourites.ts';
import { followAdvertiser, listFollowed, listFollowedIds, unfollowAdvertiser } from '#core/favourites/follows.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

export async function followRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(followedListRoutes);
  await fastify.register(followChoiceRoutes);
}

/** The advertisers the caller follows, and their ids alone. */
async function followedListRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/favorite-users',
    {
      schema: {
        tags: ['favourites'],
        summary: 'The advertisers the caller follows (those with a public profile), newest first',
        response: { 200: followedAdvertisersSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { data: await listFollowed(db(), user.id, STORAGE_URL_PATH) };
    },
  );

  app.get(
    '/favorite-users/ids',
    {
      schema: {
        tags: ['favourites'],
        summary: 'The ids of the advertisers the caller follows',
        response: { 200: keptIdsSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return listFollowedIds(db(), user.id);
    },
  );
}

/** Following an advertiser, and no longer following them. */
async function followChoiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/favorite-users/:id',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Follow an advertiser',
        description:
          'Only advertisers with a public profile (404 otherwise); not oneself (422). Again changes nothing. At most 120 follows an hour per account, from the API and the site together (429 `too_many_attempts`).',
        params: advertiserParamsSchema,
        response: { 200: followStateSchema, ...errorResponses(401, 404, 419, 422, 429) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      await followAdvertiser(db(), user.id, request.params.id);
      return { advertiser_id: request.params.id, following: true };
    },
  );

  app.delete(
    '/favorite-users/:id',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Stop following an advertiser',
        params: advertiserParamsSchema,
        response: { 200: followStateSchema, ...errorResponses(401, 404, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      await unfollowAdvertiser(db(), user.id, request.params.id);
      return { advertiser_id: request.params.id, following: false };
    },
  );
}
