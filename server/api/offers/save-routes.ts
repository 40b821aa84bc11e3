// Saving an offer's content: a new draft, or new content for an offer the caller
// manages. The preview paths are the same saves under the names the preview pages call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '#contract/ids.ts';
import { offerInputSchema } from '#contract/offer-input.ts';
import { offerIdParams, offerStateSchema } from '#contract/offer-lifecycle.ts';
import { offerSaveResultSchema } from '#contract/offer-moderation.ts';
import type { UserRow } from '#core/accounts/sessions.ts';
import { createOffer, saveOfferChanges } from '#core/offers/post-offer.ts';
import { assertEditable } from '#core/offers/write-offer.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';
import { bodyReadByRoute } from '../multipart-body.ts';
import { readOfferSubmission } from './offer-form.ts';

const createdSchema = z.object({ id: uuidSchema, slug: z.string(), state: offerStateSchema });

const SAVE_DESCRIPTION =
  'Send the editing shape (GET /api/offers/{id}/edit) as JSON, or as multipart/form-data with that JSON in the field `offer` and new files as parts named `photos`, `project_plan_photos` (images) and `ecertificate` (an image or a PDF). In the JSON, `photos` and `project_plan_photos` list the files in display order (the first photo is the main one) and `ecertificate` is one entry or null: `{"id": n}` keeps a file the offer has, `{"upload": i}` places the i-th file part of that name. A list left out keeps what the offer has, with new files of that name added at the end. Files are checked by their content: images are re-encoded (metadata and GPS removed); a PDF must have no scripts, attachments or form fields and at most 40 pages. 413 when a file is too large (20 MB per image, 10 MB per PDF) or there are too many (30 photos, 10 floor plans, 1 certificate); 415 for a file that is not a supported image; 422 names each field that breaks a rule, including attributes that do not apply to the category and listing type (`attributes.<id>`).';

const MODERATED_SAVE_DESCRIPTION =
  'With moderation on, material changes of an approved ad (text, kind of listing, place, videos, new files) wait for an operator as `revision` while the approved version stays on the site; the rest applies at once (docs/offers.md, Moderation).';

/** Uploads are the heaviest requests: a tighter limit per client on top of the global one. */
export const SAVE_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: 10 * 60_000 } };

/** Saves the content sent with the request; someone else's offer is refused before its files are read. */
export async function saveSentContent(app: FastifyInstance, request: FastifyRequest, user: UserRow, id: string) {
  await assertEditable(app.database.db, user, id);
  return saveOfferChanges(app.deps, user, id, await readOfferSubmission(request, app.storage));
}

/** What every save route shares: the upload rate limit, JSON or multipart bodies, the editing shape. */
function saveRouteOptions<Extra extends object>(summary: string, description: string, schema: Extra) {
  return {
    config: SAVE_RATE_LIMIT,
    validatorCompiler: bodyReadByRoute,
    schema: {
      tags: ['offers'],
      summary,
      description,
      consumes: ['application/json', 'multipart/form-data'],
      body: offerInputSchema,
      ...schema,
    },
  };
}

export async function offerSaveRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // POST /api/offers-preview and /api/offers-preview/{id} are the same saves:
  // every new offer is a draft that only its owner sees, clearly marked, until published.
  for (const [path, summary] of [
    ['/offers', 'Create an offer as a draft (not public until submitted)'],
    ['/offers-preview', 'Create a preview: the same draft as POST /api/offers'],
  ] as const) {
    app.post(
      path,
      saveRouteOptions(summary, SAVE_DESCRIPTION, {
        response: { 201: createdSchema, ...errorResponses(401, 413, 415, 419, 422) },
      }),
      async (request, reply) => {
        const { user } = await requireUser(request);
        const { input, uploads } = await readOfferSubmission(request, app.storage);
        return reply.status(201).send(await createOffer(app.deps, user, { input, uploads }));
      },
    );
  }

  for (const [path, summary] of [
    ['/offers/update/:id', 'Save new content for an offer the caller manages (not while it waits for its payment)'],
    ['/offers-preview/:id', 'Save new content for a preview (the same save as POST /api/offers/update/{id})'],
  ] as const) {
    app.post(
      path,
      saveRouteOptions(
        summary,
        `${SAVE_DESCRIPTION} A lower price is kept as the previous price (the “Reduced” badge). ${MODERATED_SAVE_DESCRIPTION}`,
        {
          params: offerIdParams,
          response: { 200: offerSaveResultSchema, ...errorResponses(401, 404, 409, 413, 415, 419, 422) },
        },
      ),
      async (request) => saveSentContent(app, request, (await requireUser(request)).user, request.params.id),
    );
  }
}
