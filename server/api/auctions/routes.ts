// An auction ad's lot: GET /api/auctions/{id} (anyone; the reserve and every maximum
// stay secret), PUT /api/auctions/{id}/terms (the ad's seller, until the first bid) and
// POST /api/auctions/{id}/bids (approved bidders; never the seller's side), and the lot
// live (live-route.ts). The ad is named by its id or its slug, as other offer routes take it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auctionTermsSchema, lotViewSchema, placeBidSchema } from '#contract/auctions.ts';
import { offerIdParams } from '#contract/offer-lifecycle.ts';
import { readLot, setAuctionTerms } from '#core/auctions/lots.ts';
import { placeLotBid } from '#core/auctions/place-bid.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';
import { lotStreamRoute } from './live-route.ts';
import { registrationRoutes } from './registration-routes.ts';

export async function auctionRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(lotStreamRoute);
  await fastify.register(registrationRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = () => app.deps;

  app.get(
    '/auctions/:id',
    {
      schema: {
        tags: ['auctions'],
        summary:
          'A lot as bidders see it: terms, price, bids, whether the reserve is met, the next bid and the history',
        description:
          'The reserve is never sent, nor anybody’s maximum but the signed-in leader’s own (`you.max`). Bidders appear by number. 404 when the ad is not auctioned or not public (its seller still sees it).',
        params: offerIdParams,
        response: { 200: lotViewSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      reply.header('cache-control', 'private, no-store');
      return readLot(deps().db, request.params.id, session?.user ?? null, deps().clock.now());
    },
  );

  app.put(
    '/auctions/:id/terms',
    {
      schema: {
        tags: ['auctions'],
        summary: 'Set the terms of an auction ad (its seller or their company)',
        description:
          'Kind, times, guide price, starting bid, reserve (at most 10% above a single-figure guide, or within a guide range), increments, extension and buyer’s fees, in pence. 409 `not_auction` for another listing type, 409 `bidding_started` once a bid is in.',
        params: offerIdParams,
        body: auctionTermsSchema,
        response: { 200: lotViewSchema, ...errorResponses(401, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      await setAuctionTerms(deps().db, user, request.params.id, request.body);
      return readLot(deps().db, request.params.id, user, deps().clock.now());
    },
  );

  app.post(
    '/auctions/:id/bids',
    {
      schema: {
        tags: ['auctions'],
        summary: 'Bid: a maximum the site bids up to for you, one step at a time, only as far as needed',
        description:
          'At least `minimum_bid` (422 on `max` saying the amount); while leading, only a higher maximum of your own. 403 `not_registered` without an approved registration for this lot, 403 `own_lot` for the seller and their company; 409 `auction_not_open` or `auction_closed` by the server’s clock. A bid in the last minutes moves the end (see `ends_at`). Answers the lot as it stands after the bid.',
        params: offerIdParams,
        body: placeBidSchema,
        response: { 201: lotViewSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      await placeLotBid(deps(), user.id, request.params.id, request.body.max);
      reply.code(201);
      return readLot(deps().db, request.params.id, user, deps().clock.now());
    },
  );
}
