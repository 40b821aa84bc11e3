// The back office's reports (reports.handle: moderators and the owner): what visitors and
// members reported, grouped by the ad, message or profile reported, and an operator's
// decision on one group, which resolves all its open reports at once.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listOf } from '#contract/pagination.ts';
import {
  handleReportsSchema,
  REPORT_HANDLING_MESSAGES,
  reportGroupSchema,
  reportGroupsQuerySchema,
  reportHandledSchema,
  reportTargetParamsSchema,
} from '#contract/report-handling.ts';
import { handleReports } from '#core/reports/handle-reports.ts';
import { listReportGroups } from '#core/reports/report-groups.ts';
import { auditActor } from '../auth/operator-guard.ts';
import { errorResponses } from '../error-schema.ts';

export async function operatorReportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/reports',
    {
      config: { operator: 'reports.handle' },
      schema: {
        tags: ['admin'],
        summary: 'Reports grouped by the ad, message or profile reported',
        description:
          '`status` open (default: reports nobody handled yet) or handled (one group per decision, with who made it, how and when); `kind` offer, message or profile; `sort` latest (most recent report first, default), oldest or most (most reports first). Each group lists every report’s reason, words and date; a message’s group shows its text. 20 groups a page.',
        querystring: reportGroupsQuerySchema,
        response: { 200: listOf(reportGroupSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listReportGroups(app.database.db, request.query);
    },
  );

  app.post(
    '/admin/reports/:kind/:id/:action',
    {
      config: { operator: 'reports.handle' },
      schema: {
        tags: ['admin'],
        summary: 'Decide on everything reported about one ad, message or profile',
        description:
          '`kind` offer, message or profile; `id` the ad’s or profile’s uuid, or the message’s number. `action`: dismiss (nothing wrong); remove (an ad is rejected and taken off the site, its advertiser told `note` as the reason; a message is hidden from its conversation; not for profiles: 422); warn (the account holder gets `note` in the bell and by e-mail); suspend (the account is suspended with `note` as the reason). `note` (3 to 1,000 characters) is required except to dismiss. Every open report of it is resolved in the same transaction, with an audit entry `reports.<action>`. Nothing open any more (another operator handled it meanwhile): 409; never reported: 404.',
        params: reportTargetParamsSchema,
        body: handleReportsSchema,
        response: { 200: reportHandledSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      const { reports } = await handleReports(app.deps, await auditActor(request), {
        ...request.params,
        note: request.body.note,
      });
      return { message: REPORT_HANDLING_MESSAGES.done[request.params.action], reports };
    },
  );
}
