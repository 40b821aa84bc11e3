// The operator's moderation of offers: the offers in a status (the queue of new ads
// waiting for approval, imported ones included), approving one waiting for approval, or
// rejecting one (waiting or live) with a reason; rejecting an ad whose paid posting never
// put it on the site refunds that posting (the orders.refund job, queued in the same
// transaction). Changes of approved ads are moderated
// in offer-revision-routes.ts. Moderators and the owner only (offers.moderate); everyone else gets 403 (401 without
// a login).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerIdParams, offerStateSchema, rejectOfferSchema } from '#contract/offer-lifecycle.ts';
import { adminOfferListSchema, adminOffersQuerySchema } from '#contract/offer-moderation.ts';
import { approveOffer, rejectOffer } from '#core/offers/lifecycle.ts';
import { listOffersByStatus } from '#core/offers/moderation-queue.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { auditActor } from '../auth/operator-guard.ts';
import { errorResponses } from '../error-schema.ts';
import { queueRefundOf } from '../payments/gateways.ts';

export async function offerModerationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/admin/offers',
    {
      config: { operator: 'offers.moderate' },
      schema: {
        tags: ['admin'],
        summary: 'Offers in one status, the longest waiting first (by default those waiting for approval)',
        description:
          '`status` is a stored status (default `pending_moderation`: new ads, and imported ones, waiting for an operator). Changes of approved ads waiting for an operator are listed by GET /api/admin/offer-revisions. 20 a page.',
        querystring: adminOffersQuerySchema,
        response: { 200: adminOfferListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listOffersByStatus(db(), request.query, STORAGE_URL_PATH);
    },
  );

  app.patch(
    '/admin/offers/:id/approve',
    {
      config: { operator: 'offers.moderate' },
      schema: {
        tags: ['admin'],
        summary: 'Approve an offer waiting for moderation: it goes live (or at its scheduled date)',
        description:
          'An offer another moderator has claimed (POST /api/admin/moderation/claims) answers 409 `claimed` until the claim ends; the decision ends any claim on it.',
        params: offerIdParams,
        response: { 200: offerStateSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      return approveOffer(db(), request.params.id, await auditActor(request));
    },
  );

  app.patch(
    '/admin/offers/:id/reject',
    {
      config: { operator: 'offers.moderate' },
      schema: {
        tags: ['admin'],
        summary: 'Reject an offer (waiting for moderation, or live) with the reason its owner will read',
        description:
          'Changes of the offer waiting for approval are rejected with it, for the same reason. When the offer never went on the site since its posting was paid (it waited for moderation, or was approved for a date that has not come), the paid package orders of its posting are refunded in full through their gateway by a background job, with a credit note, and the payer is told in the bell and by e-mail that the ad was not approved and the money returned. Rejecting an offer that was live refunds nothing. Rejecting an offer already rejected is 409, so a posting is refunded once. The owner reads the reason in the bell and by e-mail, and can edit the ad and send it again. An offer another moderator has claimed answers 409 `claimed`.',
        params: offerIdParams,
        body: rejectOfferSchema,
        response: { 200: offerStateSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      return rejectOffer(db(), request.params.id, request.body.reason, {
        queueRefund: queueRefundOf(app),
        actor: await auditActor(request),
        work: app.deps.work,
      });
    },
  );
}
