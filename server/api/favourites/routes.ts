// Favourite offers: GET /api/favorites, POST and DELETE /api/favorites/{offer} (an id or
// a slug), as the earlier product had them. Logged-in users only, each their own list.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  favouriteListSchema,
  favouriteStateSchema,
  favouritesPageQuerySchema,
  keptIdsSchema,
  offerRefParamsSchema,
} from '#contract/favourites.ts';
import { addFavourite, listFavouriteIds, listFavourites, removeFavourite } from '#core/favourites/favourites.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

export async function favouriteRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(favouriteListRoutes);
  await fastify.register(favouriteChoiceRoutes);
}

/** The caller's favourite offers, and their ids alone. */
async function favouriteListRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/favorites',
    {
      schema: {
        tags: ['favourites'],
        summary: 'The caller’s favourite offers, newest saved first (24 a page)',
        description: 'Each with its card while it is on the site (state `live`), or only its title once it is gone.',
        querystring: favouritesPageQuerySchema,
        response: { 200: favouriteListSchema, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return listFavourites(db(), user.id, { page: request.query.page, assetBase: STORAGE_URL_PATH });
    },
  );

  app.get(
    '/favorites/ids',
    {
      schema: {
        tags: ['favourites'],
        summary: 'The ids of the caller’s favourite offers (the hearts on cards), newest first',
        response: { 200: keptIdsSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return listFavouriteIds(db(), user.id);
    },
  );
}

/** Keeping an offer among the favourites, and taking it off. */
async function favouriteChoiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/favorites/:offer',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Save an offer as a favourite',
        description:
          'Only offers on the site (404 otherwise). Saving one again changes nothing. At most 120 saves an hour per account, from the API and the site together (429 `too_many_attempts`).',
        params: offerRefParamsSchema,
        response: { 200: favouriteStateSchema, ...errorResponses(401, 404, 419, 422, 429) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return { offer_id: await addFavourite(db(), user.id, request.params.offer), favourite: true };
    },
  );

  app.delete(
    '/favorites/:offer',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Remove an offer from the favourites',
        params: offerRefParamsSchema,
        response: { 200: favouriteStateSchema, ...errorResponses(401, 404, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return { offer_id: await removeFavourite(db(), user.id, request.params.offer), favourite: false };
    },
  );
}
