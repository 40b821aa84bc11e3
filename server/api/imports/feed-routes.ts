// Feeds by URL: GET/POST /api/offers-import/feeds, PATCH/DELETE /api/offers-import/feeds/{id},
// POST /api/offers-import/feeds/{id}/run (fetch now).
// The company account only (agency, developer, hotel; not its agents), as for uploads;
// another company's feed is not found. The runs themselves are the job's
// (jobs/definitions/feed-urls.ts); their history comes with the feed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '#contract/answers.ts';
import {
  feedCreateSchema,
  feedListSchema,
  feedParamsSchema,
  feedSchema,
  feedUpdateSchema,
} from '#contract/feed-urls.ts';
import {
  deleteFeed,
  getFeed,
  listFeeds,
  registerFeed,
  requestFeedRun,
  updateFeed,
} from '#core/imports/feed-urls/feeds.ts';
import { requireCompany } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

const RUNS =
  'Each run says when it ran, what the server answered (`http_status`) and its `outcome`: `not_changed` (304 to our conditional request), `previewed` (a preview waits for confirmation: until the company confirms a first run, none is applied on its own), `applied` (queued to apply; listings with an uncertain location are left out, counted as `left_out`), `held` (it would withdraw more than the safety share of the company’s live imported listings: its preview waits for confirmation and the company is told) or `failed` (with `reason`).';

export async function feedUrlRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(feedReadRoutes);
  await fastify.register(feedChangeRoutes);
  await fastify.register(feedDeleteRoutes);
  await fastify.register(feedRunNowRoutes);
}

/** The company's feed and its runs. */
async function feedReadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/offers-import/feeds',
    {
      schema: {
        tags: ['imports'],
        summary: 'The company’s feed by URL with its latest runs',
        description: RUNS,
        response: { 200: feedListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      reply.header('cache-control', 'private, no-store');
      return { data: await listFeeds(db(), user) };
    },
  );

  app.get(
    '/offers-import/feeds/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'One feed by URL with its latest runs',
        params: feedParamsSchema,
        response: { 200: feedSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      reply.header('cache-control', 'private, no-store');
      return getFeed(db(), user, request.params.id);
    },
  );
}

/** Registering, changing and deleting the feed. */
async function feedChangeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const policy = () => ({ allowPrivateHosts: app.config.importFeedAllowPrivateHosts });

  app.post(
    '/offers-import/feeds',
    {
      schema: {
        tags: ['imports'],
        summary: 'Register the address of the company’s feed, fetched on its interval',
        description:
          'Body `{ url, interval_minutes?, full_feed? }`. http(s) only, no credentials in the address; an address on a private network is refused (422), and every address the name resolves to is checked again at each fetch. One feed per company (409). The first run, within minutes, is a preview to confirm on the import page.',
        body: feedCreateSchema,
        response: { 201: feedSchema, ...errorResponses(401, 403, 409, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      return reply.code(201).send(await registerFeed(db(), user, request.body, policy()));
    },
  );

  app.patch(
    '/offers-import/feeds/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'Change a feed’s address, interval or kind, or pause it',
        description:
          'Any of `url`, `interval_minutes`, `full_feed`, `paused`. A new address is fetched at once and its first run is again a preview to confirm.',
        params: feedParamsSchema,
        body: feedUpdateSchema,
        response: { 200: feedSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireCompany(request, 'offers.import');
      return updateFeed(db(), user, request.params.id, request.body, policy());
    },
  );
}

/** Deleting the feed. */
async function feedDeleteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.delete(
    '/offers-import/feeds/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'Delete a feed by URL and its run history (its imports stay in the history)',
        params: feedParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      await deleteFeed(db(), user, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** Fetching now rather than at the next interval. */
async function feedRunNowRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/offers-import/feeds/:id/run',
    {
      schema: {
        tags: ['imports'],
        summary: 'Fetch the feed now rather than at its next interval',
        description:
          'Queues a run within seconds (a paused feed is resumed); its outcome appears in the feed’s runs. 12 an hour.',
        params: feedParamsSchema,
        response: { 202: feedSchema, ...errorResponses(401, 403, 404, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      return reply.code(202).send(await requestFeedRun(db(), app.deps.work, user, request.params.id));
    },
  );
}
