// A company's agents: POST/GET /api/user/agents, DELETE /api/user/agents/{id},
// GET /api/user/agents/resend-email/{id} (and its POST twin). Agency, developer and
// hotel accounts only; an agent or invitation of another company is answered as not
// found. Inviting creates no account: see invitation-routes.ts for the invited side.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agentInvitationSchema,
  agentListSchema,
  agentParamsSchema,
  agentRemovalSchema,
  agentSchema,
} from '#contract/agents.ts';
import { noContentSchema } from '#contract/answers.ts';
import { pageQuerySchema } from '#contract/pagination.ts';
import { listAgents, removeAgentOrInvitation } from '#core/agents/agents.ts';
import { inviteAgent, resendInvitation } from '#core/agents/invitations.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { requireCompany } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

const COMPANY_ERRORS = [401, 403, 419] as const;
const RESEND_LIMIT = { rateLimit: { max: 10, timeWindow: 60 * 60_000 } };
const RESEND_DESCRIPTION =
  'Only for an invitation waiting for an answer: 409 `agent_active` for an agent, 409 `invitation_declined` for a refused invitation. The earlier link stops working. 10 an hour; an address gets at most 3 invitation e-mails an hour.';

export async function agentRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(companyAgentRoutes);
  await fastify.register(invitationResendRoutes);
  await fastify.register(agentRemovalRoute);
}

/** The company's agents and invitations, and inviting one more. */
async function companyAgentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/user/agents',
    {
      schema: {
        tags: ['agents'],
        summary: 'The company’s agents and its invitations not accepted, newest first (25 a page)',
        description:
          '`kind` agent (status active) or invitation: status invited (waiting), expired (the link is older than 7 days: send it again) or declined (refused). Accepted invitations are listed as the agent.',
        querystring: pageQuerySchema,
        response: { 200: agentListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'agents.manage');
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
          'Stores an invitation (no account is made) and e-mails the address a link to answer it, valid 7 days: a new person makes their account there and joins; a person with an account logs in and accepts or refuses. The answer never tells the company whether the address has an account. 400 `own_address` for the company’s own address, 409 `already_agent`, 409 `invitation_pending` (use resend). 30 an hour.',
        body: agentInvitationSchema,
        response: { 201: agentSchema, ...errorResponses(400, ...COMPANY_ERRORS, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'agents.manage');
      const invited = await inviteAgent(app.deps, user, request.body, STORAGE_URL_PATH);
      return reply.code(201).send(invited);
    },
  );
}

/** Sending an invitation again, by POST or by the GET existing clients use. */
async function invitationResendRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const resend = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const { user } = await requireCompany(request, 'agents.manage');
    await resendInvitation(app.deps, user, request.params.id);
    return reply.code(204).send(null);
  };

  // Existing clients re-send with a GET: kept for them, but only from the site's own
  // pages (the CSRF token, or a same-origin fetch), so a link elsewhere sends nothing.
  app.get(
    '/user/agents/resend-email/:id',
    {
      config: { ...RESEND_LIMIT, stateChangingGet: true },
      schema: {
        tags: ['agents'],
        summary:
          'Send an invitation again (a GET kept for existing clients; the site uses POST /api/user/agents/{id}/resend-email)',
        description: `${RESEND_DESCRIPTION} Changes state, so it needs the session’s CSRF token in X-XSRF-TOKEN or a same-origin fetch (\`Sec-Fetch-Site: same-origin\`): 419 otherwise.`,
        params: agentParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 409, 419, 422, 429) },
      },
    },
    resend,
  );

  app.post(
    '/user/agents/:id/resend-email',
    {
      config: RESEND_LIMIT,
      schema: {
        tags: ['agents'],
        summary: 'Send an invitation again',
        description: RESEND_DESCRIPTION,
        params: agentParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 409, 419, 422, 429) },
      },
    },
    resend,
  );
}

/** Removing an agent, or withdrawing an invitation. */
async function agentRemovalRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.delete(
    '/user/agents/:id',
    {
      schema: {
        tags: ['agents'],
        summary: 'Remove an agent, or withdraw an invitation',
        description:
          'An invitation (waiting or refused) is withdrawn: its link stops working. An agent leaves the company: their ads, orders and invoices pass to the company, so nothing it advertised or paid for disappears; the person keeps their account as a private one and is logged out.',
        params: agentParamsSchema,
        response: { 200: agentRemovalSchema, ...errorResponses(...COMPANY_ERRORS, 404, 422) },
      },
    },
    async (request) => {
      const { user } = await requireCompany(request, 'agents.manage');
      return removeAgentOrInvitation(db(), user, request.params.id);
    },
  );
}
