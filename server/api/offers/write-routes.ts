// Posting and editing offers: the offer editing shape as JSON, or multipart with
// the JSON in the field `offer` and new photos, floor plans and an energy certificate
// as file parts (offer-form.ts). The preview calls are the same draft saves, a
// read of the owner's view and a publish. Every route checks the caller manages the
// offer; anyone else gets 404.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '#contract/ids.ts';
import { offerEditingSchema, offerInputSchema } from '#contract/offer-input.ts';
import {
  OFFER_LIFECYCLE_MESSAGES,
  offerIdParams,
  offerStateSchema,
  offerViewSchema,
} from '#contract/offer-lifecycle.ts';
import { offerSaveResultSchema } from '#contract/offer-moderation.ts';
import { postingPaymentRequiredSchema } from '#contract/prices.ts';
import type { UserRow } from '#core/accounts/sessions.ts';
import { notFound } from '#core/errors.ts';
import { requireOfferForEditing } from '#core/offers/offer-editing.ts';
import { getOfferView } from '#core/offers/offer-view.ts';
import { createOffer, publishOffer, resubmitOfferForChecking, saveOfferChanges } from '#core/offers/post-offer.ts';
import { assertEditable } from '#core/offers/write-offer.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';
import { bodyReadByRoute } from '../multipart-body.ts';
import { OFFER_MULTIPART_LIMITS, readOfferSubmission } from './offer-form.ts';

const PUBLISH_DESCRIPTION =
  'The caller must manage the offer (404 otherwise) and it must be a draft, or waiting for its payment (409 otherwise). An account whose e-mail address is not confirmed yet (a guest’s, see POST /api/auth/guest) gets 403 `email_not_verified`: the draft stays as it is. When the site takes payments and posting the ad costs money (the price list’s Basic package, photos beyond the included ones, a scheduled date, for its listing type and the owner’s audience), nothing is published: 402 `payment_required` with `amount` (pence) and `pay_url`, the pay page; an order (POST /api/offers/charge/{id}) publishes it once paid. A site without a payment gateway sells nothing, so posting is free there.';

const createdSchema = z.object({ id: uuidSchema, slug: z.string(), state: offerStateSchema });

const SAVE_DESCRIPTION =
  'Send the editing shape (GET /api/offers/{id}/edit) as JSON, or as multipart/form-data with that JSON in the field `offer` and new files as parts named `photos`, `project_plan_photos` (images) and `ecertificate` (an image or a PDF). In the JSON, `photos` and `project_plan_photos` list the files in display order (the first photo is the main one) and `ecertificate` is one entry or null: `{"id": n}` keeps a file the offer has, `{"upload": i}` places the i-th file part of that name. A list left out keeps what the offer has, with new files of that name added at the end. Files are checked by their content: images are re-encoded (metadata and GPS removed); a PDF must have no scripts, attachments or form fields and at most 40 pages. 413 when a file is too large (20 MB per image, 10 MB per PDF) or there are too many (30 photos, 10 floor plans, 1 certificate); 415 for a file that is not a supported image; 422 names each field that breaks a rule, including attributes that do not apply to the category and listing type (`attributes.<id>`).';

const MODERATED_SAVE_DESCRIPTION =
  'With moderation on, material changes of an approved ad (text, kind of listing, place, videos, new files) wait for an operator as `revision` while the approved version stays on the site; the rest applies at once (docs/offers.md, Moderation).';

/** Uploads are the heaviest requests: a tighter limit per client on top of the global one. */
const SAVE_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: 10 * 60_000 } };

export async function offerWriteRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(multipart, { limits: OFFER_MULTIPART_LIMITS });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  // POST /api/offers-preview and /api/offers-preview/{id} are the same saves:
  // every new offer is a draft that only its owner sees, clearly marked, until published.
  for (const [path, summary] of [
    ['/offers', 'Create an offer as a draft (not public until submitted)'],
    ['/offers-preview', 'Create a preview: the same draft as POST /api/offers'],
  ] as const) {
    app.post(
      path,
      {
        config: SAVE_RATE_LIMIT,
        validatorCompiler: bodyReadByRoute,
        schema: {
          tags: ['offers'],
          summary,
          description: SAVE_DESCRIPTION,
          consumes: ['application/json', 'multipart/form-data'],
          body: offerInputSchema,
          response: { 201: createdSchema, ...errorResponses(401, 413, 415, 419, 422) },
        },
      },
      async (request, reply) => {
        const { user } = await requireUser(request);
        const { input, uploads } = await readOfferSubmission(request, app.storage);
        return reply.status(201).send(await createOffer(app.deps, user, { input, uploads }));
      },
    );
  }

  const save = async (request: FastifyRequest, user: UserRow, id: string) => {
    // Refuse someone else's offer before spending time on its files.
    await assertEditable(db(), user, id);
    return saveOfferChanges(app.deps, user, id, await readOfferSubmission(request, app.storage));
  };

  for (const [path, summary] of [
    ['/offers/update/:id', 'Save new content for an offer the caller manages (not while it waits for its payment)'],
    ['/offers-preview/:id', 'Save new content for a preview (the same save as POST /api/offers/update/{id})'],
  ] as const) {
    app.post(
      path,
      {
        config: SAVE_RATE_LIMIT,
        validatorCompiler: bodyReadByRoute,
        schema: {
          tags: ['offers'],
          summary,
          description: `${SAVE_DESCRIPTION} A lower price is kept as the previous price (the “Reduced” badge). ${MODERATED_SAVE_DESCRIPTION}`,
          consumes: ['application/json', 'multipart/form-data'],
          params: offerIdParams,
          body: offerInputSchema,
          response: { 200: offerSaveResultSchema, ...errorResponses(401, 404, 409, 413, 415, 419, 422) },
        },
      },
      async (request) => save(request, (await requireUser(request)).user, request.params.id),
    );
  }

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

  const publish = (user: UserRow, id: string) => publishOffer(app.deps, user, id);

  app.patch(
    '/offers/submit/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'Publish a draft: live now or at its scheduled date, or waiting for approval when moderation is on',
        description: PUBLISH_DESCRIPTION,
        params: offerIdParams,
        response: {
          200: offerStateSchema,
          402: postingPaymentRequiredSchema,
          ...errorResponses(401, 403, 404, 409, 419, 422),
        },
      },
    },
    async (request) => publish((await requireUser(request)).user, request.params.id),
  );

  app.patch(
    '/offers/resubmit/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'Send a rejected offer, once edited, back to the operators: pending moderation again',
        description:
          'Only for the offer’s manager (404 otherwise) and only for a rejected offer (409 otherwise). The operator’s reason is read from GET /api/offers/{id}/edit (`state.rejection_reason`) until then; edits to a rejected offer apply at once, as it is not on the site. When the site takes payments and the posting was refunded on refusal, the posting is owed again: 402 with the amount and `pay_url`, the offer back to a draft (reason cleared) that goes to the operators once paid, whatever the moderation setting.',
        params: offerIdParams,
        response: {
          200: offerStateSchema,
          402: postingPaymentRequiredSchema,
          ...errorResponses(401, 404, 409, 419, 422),
        },
      },
    },
    async (request) => resubmitOfferForChecking(app.deps, (await requireUser(request)).user, request.params.id),
  );

  app.post(
    '/migrate/offers-preview/:id',
    {
      config: SAVE_RATE_LIMIT,
      validatorCompiler: bodyReadByRoute,
      schema: {
        tags: ['offers'],
        summary: 'Turn a preview into a published offer, saving the content sent with it first',
        description: `With a body (JSON or multipart, as the saves), the content is saved first; then the draft is published as PATCH /api/offers/submit/{id}. ${PUBLISH_DESCRIPTION}`,
        consumes: ['application/json', 'multipart/form-data'],
        params: offerIdParams,
        body: offerInputSchema.optional(),
        response: {
          200: offerStateSchema,
          402: postingPaymentRequiredSchema,
          ...errorResponses(401, 403, 404, 409, 413, 415, 419, 422),
        },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      if (request.isMultipart() || (request.body !== undefined && request.body !== null)) {
        await save(request, user, request.params.id);
      }
      return publish(user, request.params.id);
    },
  );
}
