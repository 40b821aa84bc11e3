// The price list: public for a listing type and audience (the pay page, the packages
// dialog), and the operator's to change (PUT/DELETE /api/admin/prices); and the bill of
// an ad at those prices (GET /api/offers/bill/{id}).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '#contract/answers.ts';
import { offerIdParams } from '#contract/offer-lifecycle.ts';
import {
  billQuerySchema,
  billSchema,
  PAYMENT_MESSAGES,
  priceEntryKeySchema,
  priceEntryListSchema,
  priceEntrySchema,
  priceListQuerySchema,
  priceListSchema,
} from '#contract/prices.ts';
import { quoteOfferBill } from '#core/billing/bill.ts';
import { paymentsUnavailable, siteGateway } from '#core/billing/gateways/site-gateway.ts';
import { getPriceList } from '#core/billing/price-list.ts';
import { clearPrice, listPriceEntries, setPrice } from '#core/billing/price-settings.ts';
import { notFound } from '#core/errors.ts';
import { requireUser } from '../auth/guards.ts';
import { auditActor } from '../auth/operator-guard.ts';
import { errorResponses } from '../error-schema.ts';

export async function priceRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(priceQuoteRoutes);
  await fastify.register(operatorPriceRoutes);
}

/** What things cost: the price list, and the bill of an ad at those prices. */
async function priceQuoteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/prices',
    {
      schema: {
        tags: ['billing'],
        summary: 'The price list for a listing type and audience',
        description:
          'Every product (packages, extras, refresh and raise beyond the free allowance) at its current price in pence: `gross` (VAT included, what private persons are shown), `net` and `vat` (what businesses are shown). `audience` is private (the default) or business.',
        querystring: priceListQuerySchema,
        response: { 200: priceListSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { listing_type, audience } = request.query;
      const vatRate = app.config.vatRatePercent;
      const prices = await getPriceList(db(), { listingType: listing_type, audience }, vatRate);
      return { listing_type, audience, vat_rate: vatRate, prices };
    },
  );

  app.get(
    '/offers/bill/:id',
    {
      schema: {
        tags: ['billing'],
        summary: 'What an ad costs with a package and extras (a quote: nothing is charged)',
        description:
          'For the ad’s manager only (404 otherwise). `package` is basic (default), standard or premium; `extras` a comma-separated list of urgent, super_deal, featured_7, featured_14, featured_30, raise_1, raise_3, raise_10. Lines at the current prices for the ad’s listing type and the owner’s audience, each with VAT; photos beyond the included ones and a scheduled publication are added when they cost something. Nothing to pay answers 404 with code `nothing_to_pay`. A site without a payment gateway sells nothing: 409 `payments_unavailable`.',
        params: offerIdParams,
        querystring: billQuerySchema,
        response: { 200: billSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      const { package: tier, extras } = request.query;
      if (siteGateway(app.config) === 'none') throw paymentsUnavailable(PAYMENT_MESSAGES.unavailable);
      return quoteOfferBill(db(), user, request.params.id, { package: tier, extras }, app.config.vatRatePercent);
    },
  );
}

/** The prices the operator set: listed, set and removed. */
async function operatorPriceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/admin/prices',
    {
      config: { operator: 'prices.manage' },
      schema: {
        tags: ['admin'],
        summary: 'The prices the operator has set (the defaults apply to the rest)',
        description: 'Each price in force, and those scheduled to start later (`applies_from` in the future).',
        response: { 200: priceEntryListSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request) => {
      return { data: await listPriceEntries(db()) };
    },
  );

  app.put(
    '/admin/prices',
    {
      config: { operator: 'prices.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Set a price (pence, VAT included) for any, one listing type and/or one audience',
        description:
          '`listing_type` and `audience` null (or left out) mean any. `applies_from` left out: at once on every server; a later moment schedules the change, and the price list and new orders take it from then (422 for a moment past).',
        body: priceEntrySchema,
        response: { 200: priceEntrySchema, ...errorResponses(401, 403, 419, 422) },
      },
    },
    async (request) => {
      return setPrice(db(), await auditActor(request), request.body);
    },
  );

  app.delete(
    '/admin/prices',
    {
      config: { operator: 'prices.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Remove a price that was set: the default (or a more general price) applies again',
        description:
          'With `applies_from`, only that scheduled change is removed; without it, every setting of the key.',
        body: priceEntryKeySchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request, reply) => {
      if (!(await clearPrice(db(), await auditActor(request), request.body))) {
        throw notFound('No such price has been set');
      }
      return reply.status(204).send(null);
    },
  );
}
