// The finance back office's orders (orders.manage: finance and the owner): the list with
// its filters, one order's file, and refunds, full or partial (a sensitive action: the
// operator's password or a code from the last 10 minutes).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderIdParamsSchema } from '#contract/invoices.ts';
import {
  operatorOrderRowSchema,
  operatorOrdersQuerySchema,
  orderFileSchema,
  refundAnswerSchema,
  refundInputSchema,
} from '#contract/operator-orders.ts';
import { listOf } from '#contract/pagination.ts';
import { orderFile } from '#core/backoffice/order-file.ts';
import { listOrders } from '#core/backoffice/orders.ts';
import { gatewayByName } from '#core/billing/gateways/site-gateway.ts';
import { refundOrder } from '#core/billing/refunds.ts';
import { auditActor } from '../auth/operator-guard.ts';
import { errorResponses } from '../error-schema.ts';

export async function operatorOrderRoutes(app: FastifyInstance): Promise<void> {
  await app.register(readingRoutes);
  await app.register(refundRoute);
}

async function readingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/admin/orders',
    {
      config: { operator: 'orders.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Find orders by status, gateway, days paid, buyer and refunds',
        description:
          '`q` matches part of the buyer’s name or e-mail address; `paid_from` and `paid_to` are UK days, inclusive; `refunded` is none, partly or fully. Newest first unless `sort` says otherwise (oldest, paid: latest paid first, gross: largest first). 50 a page.',
        querystring: operatorOrdersQuerySchema,
        response: { 200: listOf(operatorOrderRowSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listOrders(db(), request.query);
    },
  );

  app.get(
    '/admin/orders/:id',
    {
      config: { operator: 'orders.manage' },
      schema: {
        tags: ['admin'],
        summary: 'An order’s file: buyer, lines with VAT, gateway events, refunds, invoice and credit notes',
        description: '`refundable` is what may still be refunded, in pence.',
        params: orderIdParamsSchema,
        response: { 200: orderFileSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return orderFile(db(), request.params.id);
    },
  );
}

/** Operators refund a paid order, all of what is left or part of it. */
async function refundRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/admin/orders/:id/refund',
    {
      config: { operator: 'orders.manage', sensitive: true },
      schema: {
        tags: ['admin'],
        summary: 'Refund a paid order, in full or in part, through its gateway, with a credit note',
        description:
          'Body `{ reason, amount?, key? }`: `amount` in pence, left out for all that is still refundable; `key` (a uuid) is the refund’s own id, so sending the same request again answers the same credit note and refunds nothing more. The amount is reserved on the order first, so refunds at once never add up to more than the gross; the gateway then refunds (idempotent by the key) and a credit note (CN-<year>-<number>, gapless) is issued for that amount, its VAT in proportion. The order counts as refunded once its whole gross is back. Sensitive: a password or code confirmed in the last 10 minutes (403 `confirmation_required`). 409 `not_refundable` for an order not paid, `already_refunded` when nothing is left, `exceeds_refundable` for more than is left (the message says how much is).',
        params: orderIdParamsSchema,
        body: refundInputSchema,
        response: {
          201: refundAnswerSchema,
          ...errorResponses(401, 403, 404, 409, 419, 422),
        },
      },
    },
    async (request, reply) => {
      const gatewayOf = (name: Parameters<typeof gatewayByName>[1]) => gatewayByName(app.config, name);
      const { reason, amount, key } = request.body;
      const refund = await refundOrder(app.database.db, gatewayOf, await auditActor(request), {
        orderId: request.params.id,
        reason,
        amount,
        key,
      });
      return reply.status(201).send(refund);
    },
  );
}
