// A company's credentials for its agency software (the push API, server/api/rtdf/):
// GET /api/user/push-credentials lists them with the base address to give the software,
// POST makes one for a branch (its token answered this once only), DELETE revokes one at
// once. Agency, developer and hotel accounts, as for imports.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '#contract/answers.ts';
import {
  createdPushCredentialSchema,
  newPushCredentialSchema,
  pushBaseUrl,
  pushCredentialListSchema,
  pushCredentialParamsSchema,
} from '#contract/rtdf.ts';
import { createPushCredential, listPushCredentials, revokePushCredential } from '#core/imports/push/credentials.ts';
import { requireCompany } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

const CREATE_LIMIT = { rateLimit: { max: 30, timeWindow: 60 * 60_000 } };

export async function pushCredentialRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/user/push-credentials',
    {
      schema: {
        tags: ['push'],
        summary: 'The company’s push credentials for its agency software',
        description: 'Revoked ones too, with when. `base_url` is the address to give the agency software.',
        response: { 200: pushCredentialListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      reply.header('cache-control', 'private, no-store');
      return { data: await listPushCredentials(db(), user), base_url: pushBaseUrl(app.config.publicUrl) };
    },
  );

  app.post(
    '/user/push-credentials',
    {
      config: CREATE_LIMIT,
      schema: {
        tags: ['push'],
        summary: 'Make a push credential for one branch',
        description:
          'Body `{ branch_id, label? }`: `branch_id` as the agency software sends it in `branch.branch_id`. The answer carries `token`, the secret, this once only: we keep only its hash.',
        body: newPushCredentialSchema,
        response: { 201: createdPushCredentialSchema, ...errorResponses(401, 403, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      reply.header('cache-control', 'private, no-store');
      return reply.code(201).send(await createPushCredential(db(), user, request.body));
    },
  );

  app.delete(
    '/user/push-credentials/:id',
    {
      schema: {
        tags: ['push'],
        summary: 'Revoke a push credential',
        description: 'It stops working at once. Revoking it again changes nothing; another company’s is 404.',
        params: pushCredentialParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      await revokePushCredential(db(), user, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
