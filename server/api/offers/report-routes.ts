// POST /api/offers/{id}/report: anyone (a visitor too, with the CSRF token of their
// session) may report a public ad to the operators, a few times an hour.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offerIdParams } from '#contract/offer-lifecycle.ts';
import { offerReportReceiptSchema, offerReportSchema, REPORT_MESSAGES } from '#contract/offer-reports.ts';
import { reportOffer } from '#core/offers/reports.ts';
import { errorResponses } from '../error-schema.ts';

export async function offerReportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/offers/:id/report',
    {
      schema: {
        tags: ['offers'],
        summary: 'Report a public ad to the operators',
        description:
          'Body `{ reason, message }`: reason is one of scam, unavailable, wrong_details, duplicate, wrong_category, offensive, other; message 10 to 2,000 characters. A second report of the same ad by the same person (or visitor session) while the first is open is accepted but not stored again. REPORTS_PER_ADDRESS (5) reports an hour per client, ads and profiles together. The operators get an e-mail and a notice.',
        params: offerIdParams,
        body: offerReportSchema,
        response: { 202: offerReportReceiptSchema, ...errorResponses(403, 404, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      const user = session?.user ?? null;
      const reporter = { userId: user?.id ?? null, key: user ? `user:${user.id}` : `session:${session?.idHash}` };
      await reportOffer(app.deps, request.params.id, reporter, request.body, request.ip);
      return reply.status(202).send({ message: REPORT_MESSAGES.thanks });
    },
  );
}
