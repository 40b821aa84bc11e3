// Registering to bid: POST /api/auctions/{id}/registration (a bidder's details and the
// card hold to authorise), and the sandbox gateway's hold page's buttons, which make the
// signed notification a real gateway would send and confirm it the same way.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REGISTER_TO_BID_MESSAGES,
  registerToBidSchema,
  registrationViewSchema,
  sandboxHoldOutcomeSchema,
} from '#contract/auction-registration.ts';
import { offerIdParams } from '#contract/offer-lifecycle.ts';
import { PAYMENT_MESSAGES } from '#contract/prices.ts';
import { holdDeskOf } from '#core/auctions/hold-desk.ts';
import { confirmHold, findPendingHold, registerToBid } from '#core/auctions/registrations.ts';
import { readSandboxHoldNotification, sandboxHoldNotification } from '#core/billing/gateways/sandbox.ts';
import { siteGateway } from '#core/billing/gateways/site-gateway.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

const holdParams = z.object({ hold: z.uuid() });
const holdAnswerSchema = z.object({ result: z.enum(['approved', 'refused', 'unchanged']), offer_slug: z.string() });

export async function registrationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = () => app.deps;

  app.post(
    '/auctions/:id/registration',
    {
      schema: {
        tags: ['auctions'],
        summary: 'Register to bid on a lot: your name and address, the terms accepted, and a card hold',
        description:
          'Body `{ full_name, address, accept_terms: true }`. Answers 201 with the registration: `pending` with `url`, the gateway’s page where the card hold (`hold.amount` pence: the fees a winner owes, at least £250) is authorised; the registration is approved, with a bidder number, when the gateway says it is authorised. A declined card leaves it `refused`: register again to try another. Already approved: answered as it is. A site without a payment gateway approves at once. 403 `email_not_verified`, 403 `own_lot` for the seller’s side, 409 `auction_closed` after the end.',
        params: offerIdParams,
        body: registerToBidSchema,
        response: { 201: registrationViewSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const registration = await registerToBid(deps(), holdDeskOf(app.config), user, request.params.id, request.body);
      return reply.status(201).send(registration);
    },
  );

  app.post(
    '/payments/sandbox-holds/:hold',
    {
      schema: {
        tags: ['auctions'],
        summary: 'Test mode: authorise or decline one of the caller’s card holds on the sandbox hold page',
        description:
          'Only when the sandbox gateway is on. Makes the signed notification a real gateway would send and confirms it through the same verification as `POST /api/payments/webhook/sandbox`: authorised approves the registration to bid, declined refuses it.',
        params: holdParams,
        body: sandboxHoldOutcomeSchema,
        response: { 200: holdAnswerSchema, ...errorResponses(401, 404, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      if (siteGateway(app.config) !== 'sandbox') throw new HttpError(404, PAYMENT_MESSAGES.gatewayOff);
      const db = deps().db;
      const hold = await findPendingHold(db, user.id, request.params.hold);
      if (!hold) throw notFound(REGISTER_TO_BID_MESSAGES.noSuchHold);
      const notification = await sandboxHoldNotification(db, hold, request.body.outcome);
      const event = await readSandboxHoldNotification(db, notification.body, notification.signature);
      return { result: await confirmHold(db, event), offer_slug: hold.slug };
    },
  );
}
