import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, healthStatusSchema } from '#contract/health.ts';
import { paymentsState } from '#core/billing/gateways/site-gateway.ts';

export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    { schema: { tags: ['platform'], summary: 'The process is up', response: { 200: healthStatusSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['platform'],
        summary: 'The database answers',
        response: { 200: healthStatusSchema, 503: healthStatusSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'The database, and the payment gateway this site takes',
        description:
          '`payments.gateway`: `stripe` (Stripe Checkout, both keys set), `sandbox` (the built-in test-mode gateway: on in development and on a demo installation unless PAYMENTS_SANDBOX=false) or `none` (nothing is sold and posting is free). `payments.test_mode`: no real money moves (the sandbox, or Stripe with test keys). 503 when the database does not answer.',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const payments = paymentsState(app.config);
      try {
        await app.database.ping();
        return { status: 'ok' as const, payments };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, payments });
      }
    },
  );
}
