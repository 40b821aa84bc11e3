// The owner's actions on offers (activate, deactivate, refresh, raise, feature) and
// the market state of a live sale or rental; the ones that may cost money are in
// promotion-routes.ts. Each checks on the server that the offers are the caller's
// (or their agents', for a company); others get 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  marketStatusSchema,
  myOffersQuerySchema,
  myOffersResponseSchema,
  offerIdParams,
  offerIdsSchema,
  offerStateSchema,
} from '#contract/offer-lifecycle.ts';
import { activateOffers, deactivateOffers, setMarketStatus } from '#core/offers/lifecycle.ts';
import { listMyOffers } from '#core/offers/my-offers.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';
import { offerFeatureRoutes, offerRefreshRoutes } from './promotion-routes.ts';

const statesSchema = z.object({ data: z.array(offerStateSchema) });

export async function offerLifecycleRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(myOffersRoutes);
  await fastify.register(offerRefreshRoutes);
  await fastify.register(offerFeatureRoutes);
  await fastify.register(marketStatusRoutes);
}

/** The caller's list of offers, and taking offers off the site or putting them back. */
async function myOffersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/user/offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'The caller’s offers in every status (a company: also its agents’), with tab counts',
        description:
          'status: a tab (all, active, scheduled, pending, inactive, expired, rejected, draft); q: words in the title or place; sort: newest, oldest, price-asc, price-desc, expiring; agent: one agent of the calling company.',
        querystring: myOffersQuerySchema,
        response: { 200: myOffersResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return listMyOffers(db(), user, request.query, { assetBase: STORAGE_URL_PATH });
    },
  );

  for (const [path, change, summary] of [
    ['/offers/activate', activateOffers, 'Put deactivated offers back on the site (within their period)'],
    ['/offers/deactivate', deactivateOffers, 'Take live offers off the site'],
  ] as const) {
    app.patch(
      path,
      {
        schema: {
          tags: ['offers'],
          summary,
          description:
            'All or nothing: any offer that is not the caller’s (or, for a company, its agents’) makes it 404; any offer whose status does not allow it makes it 409, and nothing changes.',
          body: offerIdsSchema,
          response: { 200: statesSchema, ...errorResponses(401, 404, 409, 419, 422) },
        },
      },
      async (request) => {
        const { user } = await requireUser(request);
        return { data: await change(db(), user, request.body.offers) };
      },
    );
  }
}

/** Whether a live sale or rental is still available, under offer, sold or let. */
async function marketStatusRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/offers/:id/market-status',
    {
      schema: {
        tags: ['offers'],
        summary: 'Mark a sale or rental under offer, sold STC, sold, let agreed or let (or available again)',
        params: offerIdParams,
        body: marketStatusSchema,
        response: { 200: offerStateSchema, ...errorResponses(401, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return setMarketStatus(app.database.db, user, request.params.id, request.body.market_status);
    },
  );
}
