// A company's agents (spec 7): POST/GET /api/user/agents, DELETE /api/user/agents/{id},
// GET /api/user/agents/resend-email/{id}. Agency, developer and hotel accounts only;
// an agent of another company is answered as not found.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentInvitationSchema, agentListSchema, agentRemovalSchema, agentSchema } from '#contract/agents.ts';
import { inviteAgent, listAgents, removeAgent, resendAgentInvitation } from '#core/agents/agents.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { requireCompany } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

const agentParams = z.object({ id: z.uuid({ error: 'Give the agent by their id' }) });
const COMPANY_ERRORS = [401, 403, 419] as const;

export async function agentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/user/agents',
    {
      schema: {
        tags: ['agents'],
        summary: 'The company’s agents, newest first (25 a page)',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict(),
        response: { 200: agentListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request);
      reply.header('cache-control', 'private, no-store');
      return listAgents(db(), user, { page: request.query.page, assetBase: STORAGE_URL_PATH });
    },
  );

  app.post(
    '/user/agents',
    {
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['agents'],
        summary: 'Invite an agent',
        description:
          'Makes an agent account of the company without a password and e-mails the agent a link to choose one (valid 7 days). An address that already has an account: 400 `email_already_exist`. 30 an hour.',
        body: agentInvitationSchema,
        response: { 201: agentSchema, ...errorResponses(400, ...COMPANY_ERRORS, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request);
      const agent = await inviteAgent(db(), app.accountMail, user, request.body, STORAGE_URL_PATH);
      return reply.code(201).send(agent);
    },
  );

  app.get(
    '/user/agents/resend-email/:id',
    {
      config: { rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['agents'],
        summary: 'Send an agent a new invitation link',
        description:
          'Only while the agent has not chosen a password (409 afterwards); the earlier link stops working. 10 an hour.',
        params: agentParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request);
      await resendAgentInvitation(db(), app.accountMail, user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/user/agents/:id',
    {
      schema: {
        tags: ['agents'],
        summary: 'Remove an agent',
        description:
          'The agent’s account is deleted and logged out everywhere; the agent’s ads, orders and invoices pass to the company, so nothing it advertised or paid for disappears.',
        params: agentParams,
        response: { 200: agentRemovalSchema, ...errorResponses(...COMPANY_ERRORS, 404, 422) },
      },
    },
    async (request) => {
      const { user } = await requireCompany(request);
      return removeAgent(db(), user, request.params.id);
    },
  );
}
