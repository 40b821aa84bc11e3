// POST /api/users/{id}/report: anyone (a visitor too, with the CSRF token of their
// session) may report a member's profile to the operators, a few times an hour, as ads.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidSchema } from '#contract/ids.ts';
import { offerReportReceiptSchema } from '#contract/offer-reports.ts';
import { PROFILE_REPORT_MESSAGES, PROFILE_REPORT_REASONS, profileReportSchema } from '#contract/profile-reports.ts';
import { reportProfile } from '#core/reports/profile-reports.ts';
import { errorResponses } from '../error-schema.ts';

export async function profileReportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/users/:id/report',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Report a member’s profile to the operators',
        description: `Body \`{ reason, message }\`: reason is one of ${PROFILE_REPORT_REASONS.join(', ')}; message 10 to 2,000 characters. A second report of the same profile by the same person (or visitor session) while the first is open is accepted but not stored again. Your own profile: 403. REPORTS_PER_ADDRESS (5) reports an hour per client, ads and profiles together. The operators see it on their Reports page.`,
        params: z.object({ id: uuidSchema }),
        body: profileReportSchema,
        response: { 202: offerReportReceiptSchema, ...errorResponses(403, 404, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      const user = session?.user ?? null;
      const reporter = { userId: user?.id ?? null, key: user ? `user:${user.id}` : `session:${session?.idHash}` };
      await reportProfile(app.deps, request.params.id, reporter, request.body, request.ip);
      return reply.status(202).send({ message: PROFILE_REPORT_MESSAGES.thanks });
    },
  );
}
