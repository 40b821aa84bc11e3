// Support's two ways with an account's data: downloading it for its holder (a zip, the
// same the holder gets in their settings) and deleting the account with a reason. Both
// are sensitive: the operator's password or a code within the last 10 minutes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '#contract/answers.ts';
import { uuidSchema } from '#contract/ids.ts';
import { deleteUserSchema } from '#contract/operator-users.ts';
import { exportAccountData } from '#core/accounts/data-export.ts';
import { deleteAccountFor, recordDataExport } from '#core/backoffice/account-deletion.ts';
import { auditActor } from '../auth/operator-guard.ts';
import { sendDataExport } from '../data-export-reply.ts';
import { errorResponses, fileResponse } from '../error-schema.ts';

const params = z.object({ id: uuidSchema });
const SENSITIVE =
  'Sensitive: the password or a code from the last 10 minutes (POST /api/auth/confirm), else 403 `confirmation_required`.';

export async function operatorUserDataRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/users/:id/data-export',
    {
      config: { operator: 'users.manage', sensitive: true },
      schema: {
        tags: ['admin'],
        summary: 'Download an account’s data for its holder (a zip of JSON and CSV files)',
        description: `The same zip the holder downloads from their settings; the download is in the audit log. ${SENSITIVE}`,
        params,
        produces: ['application/zip'],
        response: { 200: fileResponse('application/zip', 'The account’s data'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const data = await exportAccountData(app.database.db, request.params.id);
      await recordDataExport(app.deps, await auditActor(request), request.params.id);
      return sendDataExport(reply, data);
    },
  );

  app.delete(
    '/admin/users/:id',
    {
      config: { operator: 'users.manage', sensitive: true },
      schema: {
        tags: ['admin'],
        summary: 'Delete an account, with a reason its holder is told by e-mail',
        description: `As the holder’s own deletion: an account that paid for something keeps its invoices on an emptied row. 409 for your own account or one holding operator roles (the owner takes them away first). ${SENSITIVE}`,
        params,
        body: deleteUserSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request, reply) => {
      await deleteAccountFor(app.deps, await auditActor(request), request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );
}
