// Publishing an offer: a draft, a preview together with its last content, and a
// rejected offer sent back to the operators once edited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerInputSchema } from '#contract/offer-input.ts';
import { offerIdParams, offerStateSchema } from '#contract/offer-lifecycle.ts';
import { postingPaymentRequiredSchema } from '#contract/prices.ts';
import { publishOffer, resubmitOfferForChecking } from '#core/offers/post-offer.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';
import { bodyReadByRoute } from '../multipart-body.ts';
import { SAVE_RATE_LIMIT, saveSentContent } from './save-routes.ts';

const PUBLISH_DESCRIPTION =
  'The caller must manage the offer (404 otherwise) and it must be a draft, or waiting for its payment (409 otherwise). An account whose e-mail address is not confirmed yet (a guest’s, see POST /api/auth/guest) gets 403 `email_not_verified`: the draft stays as it is. When the site takes payments and posting the ad costs money (the price list’s Basic package, photos beyond the included ones, a scheduled date, for its listing type and the owner’s audience), nothing is published: 402 `payment_required` with `amount` (pence) and `pay_url`, the pay page; an order (POST /api/offers/charge/{id}) publishes it once paid. A site without a payment gateway sells nothing, so posting is free there.';

const RESUBMIT_DESCRIPTION =
  'Only for the offer’s manager (404 otherwise) and only for a rejected offer (409 otherwise). The operator’s reason is read from GET /api/offers/{id}/edit (`state.rejection_reason`) until then; edits to a rejected offer apply at once, as it is not on the site. When the site takes payments and the posting was refunded on refusal, the posting is owed again: 402 with the amount and `pay_url`, the offer back to a draft (reason cleared) that goes to the operators once paid, whatever the moderation setting.';

/** A publish answers with the offer's new state, or 402 with what posting it costs. */
const publishResponses = (...errors: number[]) => ({
  200: offerStateSchema,
  402: postingPaymentRequiredSchema,
  ...errorResponses(...errors),
});

/** A preview is published with the content sent along, if any: that is saved first, as the saves do. */
async function publishPreview(app: FastifyInstance, request: FastifyRequest, id: string) {
  const { user } = await requireUser(request);
  if (request.isMultipart() || (request.body !== undefined && request.body !== null)) {
    await saveSentContent(app, request, user, id);
  }
  return publishOffer(app.deps, user, id);
}

export async function offerPublishRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/offers/submit/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'Publish a draft: live now or at its scheduled date, or waiting for approval when moderation is on',
        description: PUBLISH_DESCRIPTION,
        params: offerIdParams,
        response: publishResponses(401, 403, 404, 409, 419, 422),
      },
    },
    async (request) => publishOffer(app.deps, (await requireUser(request)).user, request.params.id),
  );

  app.patch(
    '/offers/resubmit/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'Send a rejected offer, once edited, back to the operators: pending moderation again',
        description: RESUBMIT_DESCRIPTION,
        params: offerIdParams,
        response: publishResponses(401, 404, 409, 419, 422),
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
        response: publishResponses(401, 403, 404, 409, 413, 415, 419, 422),
      },
    },
    async (request) => publishPreview(app, request, request.params.id),
  );
}
