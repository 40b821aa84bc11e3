// The owner's actions on offers (activate, deactivate, refresh, raise) and
// the market state of a live sale or rental. Each checks on the server that the
// offers are the caller's (or their agents', for a company); others get 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FEATURE_PERIODS,
  marketStatusSchema,
  myOffersQuerySchema,
  myOffersResponseSchema,
  offerIdParams,
  offerIdsSchema,
  offerStateSchema,
  refreshResultSchema,
} from '#contract/offer-lifecycle.ts';
import { checkoutSchema, PAYMENT_MESSAGES } from '#contract/prices.ts';
import { paymentsUnavailable, siteGateway } from '#core/billing/gateways/site-gateway.ts';
import { createActionOrder } from '#core/billing/orders.ts';
import { HttpError } from '#core/errors.ts';
import {
  activateOffers,
  deactivateOffers,
  featureOffer,
  raiseOffer,
  refreshOffer,
  setMarketStatus,
} from '#core/offers/lifecycle.ts';
import { listMyOffers } from '#core/offers/my-offers.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';
import { chargeGateway, checkoutOptions } from '../payments/gateways.ts';

/** Clients send ?gateway=..&platform=desktop; they matter once billing charges for the action. */
const chargeQuery = z
  .object({
    gateway: z.enum(['sandbox', 'stripe'], { error: 'Choose the payment gateway: sandbox or stripe' }).optional(),
    platform: z.enum(['desktop']).optional(),
  })
  .strict();

/** 402 "pay for it": with a gateway named, an order for it instead, and where to pay. */
const isPaymentRequired = (error: unknown) => error instanceof HttpError && error.status === 402;

/** What costs money is not offered by a site that takes no payments: 409 `payments_unavailable` instead of 402. */
function unlessSold(app: FastifyInstance, error: unknown, message: string): unknown {
  return isPaymentRequired(error) && siteGateway(app.config) === 'none' ? paymentsUnavailable(message) : error;
}
const statesSchema = z.object({ data: z.array(offerStateSchema) });

export async function offerLifecycleRoutes(fastify: FastifyInstance): Promise<void> {
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

  for (const [action, run, summary, answer] of [
    [
      'refresh',
      refreshOffer,
      'Start a new live period at the top of the results (also for deactivated and expired offers); a repeat within the hour spends nothing',
      refreshResultSchema,
    ],
    ['raise', raiseOffer, 'Move a live offer back to the top of the newest-first results', offerStateSchema],
  ] as const) {
    app.patch(
      `/offers/${action}/:id`,
      {
        schema: {
          tags: ['offers'],
          summary,
          description:
            'Free while the offer’s allowance (the free one, plus what its package and raise packs bought) lasts. Then, with `gateway`, 201 `{ order_id, url }`: an order for it and where to pay (applied once paid); without, 402 with the price (`code: payment_required`). A site without a payment gateway sells nothing: 409 `payments_unavailable` once the allowance is used.',
          params: offerIdParams,
          querystring: chargeQuery,
          response: { 200: answer, 201: checkoutSchema, ...errorResponses(401, 402, 404, 409, 419, 422) },
        },
      },
      async (request, reply) => {
        const { user } = await requireUser(request);
        try {
          return await run(db(), user, request.params.id);
        } catch (error) {
          const gateway = request.query.gateway;
          if (!gateway || !isPaymentRequired(error))
            throw unlessSold(app, error, PAYMENT_MESSAGES.unavailableAction(action));
          const checkout = await createActionOrder(
            db(),
            user,
            request.params.id,
            { kind: action },
            chargeGateway(app, gateway),
            checkoutOptions(app),
          );
          return reply.status(201).send(checkout);
        }
      },
    );
  }

  app.patch(
    '/offers/featureAd/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'Feature a live offer (highlighted and first in results) for 7, 14 or 30 days',
        description:
          '`featureAd` is the period in days (7 by default). Featuring is always paid: with `gateway`, 201 `{ order_id, url }` (an order, applied once paid); without, 402 with the price (`code: payment_required`). The usual checks come first (404 for someone else’s offer, 409 when it is not live). A site without a payment gateway sells nothing: 409 `payments_unavailable`.',
        params: offerIdParams,
        querystring: chargeQuery.extend({
          featureAd: z.enum(FEATURE_PERIODS, { error: 'Choose 7, 14 or 30 days' }).default('7'),
        }),
        response: { 200: offerStateSchema, 201: checkoutSchema, ...errorResponses(401, 402, 404, 409, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const { gateway, featureAd } = request.query;
      if (!gateway || siteGateway(app.config) === 'none') {
        // The checks of the action first (404, 409), then the price, or that nothing is sold.
        return featureOffer(db(), user, request.params.id, featureAd).catch((error: unknown) => {
          throw unlessSold(app, error, PAYMENT_MESSAGES.unavailable);
        });
      }
      const checkout = await createActionOrder(
        db(),
        user,
        request.params.id,
        { kind: 'feature', days: featureAd },
        chargeGateway(app, gateway),
        checkoutOptions(app),
      );
      return reply.status(201).send(checkout);
    },
  );

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
      return setMarketStatus(db(), user, request.params.id, request.body.market_status);
    },
  );
}
