// Changes of approved ads waiting for an operator (OFFER_MODERATION on): listed with what
// they change, approved (they go on the site) or rejected with the reason the owner
// reads (the ad stays as it was). Moderators and the owner only (offers.moderate); everyone else gets 403 (401
// without a login). core/offers/revisions.ts holds the rules.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rejectOfferSchema } from '#contract/offer-lifecycle.ts';
import {
  adminRevisionListSchema,
  adminRevisionsQuerySchema,
  revisionDecisionSchema,
  revisionIdParams,
} from '#contract/offer-moderation.ts';
import { listRevisions } from '#core/offers/moderation-queue.ts';
import { approveRevision, rejectRevision } from '#core/offers/revisions.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { auditActor } from '../auth/operator-guard.ts';
import { errorResponses } from '../error-schema.ts';

const DECIDED =
  'A revision that is no longer pending (approved, rejected, or replaced by a newer save of the advertiser) answers 409 `revision_decided`; one another moderator has claimed (POST /api/admin/moderation/claims) answers 409 `claimed` until the claim ends.';

export async function offerRevisionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/admin/offer-revisions',
    {
      config: { operator: 'offers.moderate' },
      schema: {
        tags: ['admin'],
        summary: 'Changes of approved ads, by status (default: waiting for an operator, oldest first)',
        description:
          'With moderation on, a material change of an approved ad (its title, description, category, listing type, price period, location, videos, or new photos, floor plans or energy certificate) waits here while the approved version stays on the site. Each pending revision lists `changes`: every material field it changes, `before` as the site shows it now and `after` as proposed (files as their URLs). Decided revisions are listed newest decision first, without `changes`. 20 a page.',
        querystring: adminRevisionsQuerySchema,
        response: { 200: adminRevisionListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listRevisions(db(), request.query, STORAGE_URL_PATH);
    },
  );

  app.patch(
    '/admin/offer-revisions/:id/approve',
    {
      config: { operator: 'offers.moderate' },
      schema: {
        tags: ['admin'],
        summary: 'Approve changes: they go on the site, and the advertiser is told',
        description: DECIDED,
        params: revisionIdParams,
        response: { 200: revisionDecisionSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      return approveRevision(db(), await auditActor(request), request.params.id);
    },
  );

  app.patch(
    '/admin/offer-revisions/:id/reject',
    {
      config: { operator: 'offers.moderate' },
      schema: {
        tags: ['admin'],
        summary: 'Reject changes with the reason the advertiser will read: the ad stays on the site as it was',
        description: DECIDED,
        params: revisionIdParams,
        body: rejectOfferSchema,
        response: { 200: revisionDecisionSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      return rejectRevision(db(), await auditActor(request), request.params.id, request.body.reason, {
        work: app.deps.work,
      });
    },
  );
}
