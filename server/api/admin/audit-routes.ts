// The operators' audit log: browsed a page at a time with filters in the query string
// (shareable), and exported as CSV with the same filters. Read only: the log has no
// route that changes it, and the database refuses to change it anyway.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditQuerySchema } from '#contract/audit.ts';
import { listOf } from '#contract/pagination.ts';
import { auditCsv, listAudit } from '#core/audit/audit-log.ts';
import { sendCsv } from '../csv-reply.ts';
import { errorResponses, fileResponse } from '../error-schema.ts';

export async function auditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/admin/audit',
    {
      config: { operator: 'audit.view' },
      schema: {
        tags: ['admin'],
        summary:
          'The operators’ actions, newest first (50 a page), filtered by operator, role, action, record and days',
        querystring: auditQuerySchema,
        response: { 200: listOf(auditEntrySchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listAudit(db(), request.query);
    },
  );

  app.get(
    '/admin/audit.csv',
    {
      config: { operator: 'audit.view' },
      schema: {
        tags: ['admin'],
        summary: 'The operators’ actions as CSV, with the same filters as the list',
        querystring: auditQuerySchema,
        produces: ['text/csv'],
        response: { 200: fileResponse('text/csv', 'The audit log'), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { page: _page, ...filters } = request.query;
      return sendCsv(reply, `audit-${new Date().toISOString().slice(0, 10)}.csv`, await auditCsv(db(), filters));
    },
  );
}
