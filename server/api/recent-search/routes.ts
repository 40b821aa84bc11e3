// GET, POST and DELETE /api/recent-search. Logged-in users only
// (guests keep theirs in the browser); each person sees and changes their own list and nothing else.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '#contract/answers.ts';
import { pageMeta } from '#contract/pagination.ts';
import {
  RECENT_SEARCHES_KEPT,
  type RecentSearch,
  recentSearchInputSchema,
  recentSearchListSchema,
  recentSearchParamsSchema,
} from '#contract/recent-searches.ts';
import { notFound } from '#core/errors.ts';
import {
  clearRecentSearches,
  forgetRecentSearch,
  listRecentSearches,
  rememberRecentSearch,
} from '#core/saved-searches/recent.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

const asList = (data: RecentSearch[]) => ({ data, meta: pageMeta(data.length, 1, RECENT_SEARCHES_KEPT) });

export async function recentSearchRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(recentSearchListRoutes);
  await fastify.register(recentSearchForgetRoutes);
}

/** The caller's recent searches, and remembering one more. */
async function recentSearchListRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/recent-search',
    {
      schema: {
        tags: ['search'],
        summary: 'My recent searches',
        description: `The places the logged-in user last searched near, newest first (at most ${RECENT_SEARCHES_KEPT}).`,
        response: { 200: recentSearchListSchema, ...errorResponses(401) },
      },
    },
    async (request) => asList(await listRecentSearches(db(), (await requireUser(request)).user.id)),
  );

  app.post(
    '/recent-search',
    {
      schema: {
        tags: ['search'],
        summary: 'Remember a searched place',
        description:
          'Puts the place at the top of the list (a place of the same name moves up instead of repeating); ' +
          `only the ${RECENT_SEARCHES_KEPT} newest are kept. Answers the list.`,
        body: recentSearchInputSchema,
        response: { 200: recentSearchListSchema, ...errorResponses(401, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return asList(await rememberRecentSearch(db(), user.id, request.body));
    },
  );
}

/** Forgetting recent searches: all of them, or one. */
async function recentSearchForgetRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.delete(
    '/recent-search',
    {
      schema: {
        tags: ['search'],
        summary: 'Clear my recent searches',
        response: { 204: noContentSchema, ...errorResponses(401, 419) },
      },
    },
    async (request, reply) => {
      await clearRecentSearches(db(), (await requireUser(request)).user.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/recent-search/:id',
    {
      schema: {
        tags: ['search'],
        summary: 'Remove one recent search',
        description: '404 unless the entry is one of your own.',
        params: recentSearchParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 404, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      if (!(await forgetRecentSearch(db(), user.id, request.params.id))) throw notFound('No such recent search');
      return reply.status(204).send(null);
    },
  );
}
