// Paying for an ad: an order and its checkout (POST /api/offers/charge/{id}), its status
// (GET /api/orders/{id}), and the gateways' notifications. The sandbox pay page's buttons
// make a signed notification and hand it to the very path a gateway's webhook takes.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderIdParamsSchema } from '#contract/invoices.ts';
import { OFFER_LIFECYCLE_MESSAGES, offerIdParams } from '#contract/offer-lifecycle.ts';
import {
  chargeSchema,
  checkoutQuerySchema,
  checkoutSchema,
  orderViewSchema,
  PAYMENT_MESSAGES,
  sandboxOutcomeSchema,
  webhookAnswerSchema,
} from '#contract/prices.ts';
import { confirmHold } from '#core/auctions/registrations.ts';
import { confirmPayment } from '#core/billing/confirm.ts';
import type { HoldEvent, PaymentEvent } from '#core/billing/gateways/gateway.ts';
import { readSandboxEvent, readSandboxNotification, sandboxNotification } from '#core/billing/gateways/sandbox.ts';
import { siteGateway, stripeOf } from '#core/billing/gateways/site-gateway.ts';
import { readStripeNotification } from '#core/billing/gateways/stripe.ts';
import { createOfferOrder, getOrder, payableOrder } from '#core/billing/orders.ts';
import { HttpError } from '#core/errors.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';
import { chargeGateway, checkoutOptions, confirmOptions } from './gateways.ts';

export async function paymentRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(orderRoutes);
  await fastify.register(sandboxPaymentRoute);
  await fastify.register(paymentWebhookRoutes);
}

/** Ordering what an ad needs and going to pay; the caller's order afterwards. */
async function orderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/offers/charge/:id',
    {
      schema: {
        tags: ['billing'],
        summary: 'Order a package and extras for an ad the caller manages, and get where to pay',
        description:
          'Body `{ package, extras, gateway?, buyer? }` (`platform=desktop` in the query is accepted; `gateway` left out is the site’s). Makes an order from the bill at the current prices and answers 201 `{ order_id, url }`; the payer goes to `url`. Nothing is applied until the gateway’s verified notification says it is paid. For an ad not yet published, the owner’s e-mail address must be confirmed (403 `email_not_verified`); the ad then waits in `pending_payment` (not public) until the order is paid, and is a draft again when it lapses or is declined; a newer order replaces an open one. Nothing to pay: 404 `nothing_to_pay`. A rejected or expired ad: 409 `illegal_transition`. A site without a payment gateway sells nothing: 409 `payments_unavailable`; a gateway the site does not take: 422.',
        params: offerIdParams,
        querystring: checkoutQuerySchema,
        body: chargeSchema,
        response: { 201: checkoutSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const { package: tier, extras, gateway, buyer } = request.body;
      const checkout = await createOfferOrder(
        db(),
        user,
        request.params.id,
        { package: tier, extras },
        chargeGateway(app, gateway),
        { ...checkoutOptions(app), buyer },
      );
      return reply.status(201).send(checkout);
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['billing'],
        summary: 'One of the caller’s orders: pending, paid, failed, expired or refunded',
        description:
          '`test_mode`: made through the test-mode sandbox gateway (no real money moved). `refund_reason`: paid, but the ad could no longer take what it bought (rejected, deleted, expired meanwhile): the money goes back (`status` becomes `refunded`).',
        params: orderIdParamsSchema,
        response: { 200: orderViewSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return getOrder(db(), user, request.params.id);
    },
  );
}

/** The sandbox pay page's buttons: a signed notification, confirmed as a gateway's would be. */
async function sandboxPaymentRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/payments/sandbox/:id',
    {
      schema: {
        tags: ['billing'],
        summary: 'Test mode: pay or decline one of the caller’s pending orders on the sandbox pay page',
        description:
          'Only when the sandbox gateway is on. Makes the signed notification a real gateway would send and confirms it through the same verification as `POST /api/payments/webhook/sandbox`. Paying an order that would publish an ad needs a confirmed e-mail address (403 `email_not_verified`).',
        params: orderIdParamsSchema,
        body: sandboxOutcomeSchema,
        response: { 200: orderViewSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      if (siteGateway(app.config) !== 'sandbox') throw new HttpError(404, PAYMENT_MESSAGES.gatewayOff);
      const order = await payableOrder(db(), user, request.params.id);
      if (order.publishes && request.body.outcome === 'paid' && user.emailVerifiedAt === null) {
        throw new HttpError(403, OFFER_LIFECYCLE_MESSAGES.emailNotVerified, { code: 'email_not_verified' });
      }
      const notification = await sandboxNotification(db(), order, request.body.outcome);
      const event = await readSandboxNotification(db(), notification.body, notification.signature);
      await confirmPayment(db(), event, confirmOptions(app));
      return getOrder(db(), user, order.id);
    },
  );
}

/**
 * The gateways' notifications. They arrive as signed raw bodies: parsed here as text,
 * verified, then read. No CSRF token: the signature is the credential.
 */
async function paymentWebhookRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/payments/webhook/stripe',
    webhookOptions(
      'Stripe’s webhook (checkout.session.completed, async_payment_succeeded, async_payment_failed)',
      'Verified by the Stripe SDK against the raw body with STRIPE_WEBHOOK_SECRET (header `stripe-signature`, 5-minute tolerance); anything else is 400 and changes nothing. Events about other things are acknowledged and ignored; a repeated event is recognised by its id. `result`: paid, refund_due (paid for something the ad can no longer take: acknowledged, and refunded by a background job with a credit note), declined, duplicate, unchanged or ignored.',
    ),
    async (request) => {
      const stripe = stripeOf(app.config);
      const secret = app.config.stripe?.webhookSecret;
      if (!stripe || !secret) throw new HttpError(404, PAYMENT_MESSAGES.gatewayOff);
      const signature = request.headers['stripe-signature'];
      const event = readStripeNotification(
        stripe,
        secret,
        String(request.body ?? ''),
        typeof signature === 'string' ? signature : undefined,
      );
      if (!event) return { received: true as const, result: 'ignored' };
      return { received: true as const, result: await confirmGatewayEvent(app, event) };
    },
  );

  app.post(
    '/payments/webhook/sandbox',
    webhookOptions(
      'The sandbox gateway’s payment notifications (signed)',
      'Header `x-sandbox-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` over the raw body with the sandbox key; older than 5 minutes, unsigned, forged or for another amount: 4xx and nothing changes. A repeated event is acknowledged and ignored. `result` as for Stripe’s webhook (refund_due: acknowledged, refunded by a background job).',
    ),
    async (request) => {
      const signature = request.headers['x-sandbox-signature'];
      const event = await readSandboxEvent(
        db(),
        String(request.body ?? ''),
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const, result: await confirmGatewayEvent(app, event) };
    },
  );
}

/** A verified notification applied: an order's payment, or a card hold for bidding. */
async function confirmGatewayEvent(app: FastifyInstance, event: { payment: PaymentEvent } | { hold: HoldEvent }) {
  if ('hold' in event) return confirmHold(app.database.db, event.hold);
  return confirmPayment(app.database.db, event.payment, confirmOptions(app));
}

/** A gateway's notification route: answered with what became of the payment. */
function webhookOptions(summary: string, description: string) {
  return {
    config: { csrf: false },
    schema: {
      tags: ['billing'],
      summary,
      description,
      response: { 200: webhookAnswerSchema, ...errorResponses(400, 404, 422) },
    },
  };
}
