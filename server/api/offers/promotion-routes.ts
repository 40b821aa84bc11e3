// What moves an offer up the results: refreshing or raising it, free while its
// allowance lasts, and featuring it, always paid. What costs money is paid for with
// an order: with a gateway named, 201 with the order and where to pay; without, 402.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEATURE_PERIODS, offerIdParams, offerStateSchema, refreshResultSchema } from '#contract/offer-lifecycle.ts';
import { checkoutSchema, PAYMENT_MESSAGES } from '#contract/prices.ts';
import type { UserRow } from '#core/accounts/sessions.ts';
import { paymentsUnavailable, siteGateway } from '#core/billing/gateways/site-gateway.ts';
import { createActionOrder } from '#core/billing/orders.ts';
import { HttpError } from '#core/errors.ts';
import { featureOffer, raiseOffer, refreshOffer } from '#core/offers/lifecycle.ts';
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

type Gateway = NonNullable<z.infer<typeof chargeQuery>['gateway']>;
type PaidAction = Parameters<typeof createActionOrder>[3];

/** 402 "pay for it": with a gateway named, an order for it instead, and where to pay. */
const isPaymentRequired = (error: unknown) => error instanceof HttpError && error.status === 402;

/** What costs money is not offered by a site that takes no payments: 409 `payments_unavailable` instead of 402. */
function unlessSold(app: FastifyInstance, error: unknown, message: string): unknown {
  return isPaymentRequired(error) && siteGateway(app.config) === 'none' ? paymentsUnavailable(message) : error;
}

/** An order for the action on the offer, through the gateway the client named: its id and where to pay. */
function orderFor(app: FastifyInstance, user: UserRow, offerId: string, action: PaidAction, gateway: Gateway) {
  return createActionOrder(app.database.db, user, offerId, action, chargeGateway(app, gateway), checkoutOptions(app));
}

/** Refresh and raise: free within the allowance, then paid with an order. */
export async function offerRefreshRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
          return await run(app.database.db, user, request.params.id);
        } catch (error) {
          const gateway = request.query.gateway;
          if (!gateway || !isPaymentRequired(error))
            throw unlessSold(app, error, PAYMENT_MESSAGES.unavailableAction(action));
          return reply.status(201).send(await orderFor(app, user, request.params.id, { kind: action }, gateway));
        }
      },
    );
  }
}

/** Featuring: always paid, so with a gateway named it is an order straight away. */
export async function offerFeatureRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
        return featureOffer(app.database.db, user, request.params.id, featureAd).catch((error: unknown) => {
          throw unlessSold(app, error, PAYMENT_MESSAGES.unavailable);
        });
      }
      const feature = { kind: 'feature', days: featureAd } as const;
      return reply.status(201).send(await orderFor(app, user, request.params.id, feature, gateway));
    },
  );
}
