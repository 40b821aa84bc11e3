// The operators' dashboard as JSON: every operator sees it; the money only those who
// manage orders.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '#contract/dashboard.ts';
import { readDashboard } from '#core/backoffice/dashboard.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

export async function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/dashboard',
    {
      config: { operator: 'backoffice.access' },
      schema: {
        tags: ['admin'],
        summary: 'The site today and over the last 30 days, with the job queues’ health',
        description:
          'Daily series over the last 30 London days (oldest first, the last is today): new accounts, ads posted and expired, new reports, failed imports, e-mails that failed for good; ads live and waiting and open reports now; per queue, jobs waiting, running and failed, and the oldest waiting. `money` (paid orders, gross, net and VAT in pence per day) is null for operators who do not manage orders.',
        response: { 200: dashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return readDashboard(app.deps, user);
    },
  );
}
