// What the manager of an offer reads while editing it: the editing shape, and the
// preview of its public page. Both are private to them and never cached.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerEditingSchema } from '#contract/offer-input.ts';
import { OFFER_LIFECYCLE_MESSAGES, offerIdParams, offerViewSchema } from '#contract/offer-lifecycle.ts';
import { notFound } from '#core/errors.ts';
import { requireOfferForEditing } from '#core/offers/offer-editing.ts';
import { getOfferView } from '#core/offers/offer-view.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

export async function offerOwnerViewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/offers/:id/edit',
    {
      schema: {
        tags: ['offers'],
        summary: 'An offer the caller manages, in the editing shape (with its files’ ids)',
        description:
          'When changes wait for an operator (`revision.status` pending), the fields are those of the pending version, which the next save replaces; a `revision` with status rejected gives the operator’s reason until the next save.',
        params: offerIdParams,
        response: { 200: offerEditingSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return requireOfferForEditing(db(), user, request.params.id, STORAGE_URL_PATH);
    },
  );

  app.get(
    '/offers-preview/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'A preview: the caller’s offer as its public page will show it, with its state (`owner_view`)',
        description: 'Only for the offer’s manager (404 for anyone else, whatever its status); never cached.',
        params: offerIdParams,
        response: { 200: offerViewSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      const view = await getOfferView(db(), request.params.id, { assetBase: STORAGE_URL_PATH, viewer: user });
      if (!view?.owner_view) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
      return view;
    },
  );
}
