// The invited person's side of an agent invitation: the e-mailed link's page reads what
// it offers, then joins (a new account), accepts (the account logged in), or refuses.
// The token in the body (or query) is the proof of the address; docs/security.md.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invitationJoinSchema, tokenSchema, userResourceSchema } from '#contract/accounts.ts';
import { AGENT_MESSAGES, invitationViewSchema } from '#contract/agents.ts';
import { messageAnswerSchema } from '#contract/answers.ts';
import { toUserResource } from '#core/accounts/user-resource.ts';
import {
  acceptInvitation,
  declineInvitation,
  joinByInvitation,
  viewInvitation,
} from '#core/agents/invitation-answers.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

const ANSWER_LIMIT = { rateLimit: { max: 30, timeWindow: 60 * 60_000 } };
const INVALID = 'A link that was answered, withdrawn or is more than 7 days old: 404.';

export async function invitationRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(invitationJoinRoutes);
  await fastify.register(invitationAnswerRoutes);
}

/** What a link offers, and joining through it as a new person. */
async function invitationJoinRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/agent-invitations',
    {
      config: ANSWER_LIMIT,
      schema: {
        tags: ['agents'],
        summary: 'What an invitation link offers the caller (changes nothing)',
        description: `step join: no account has the address (POST /api/agent-invitations/join); log_in: it has one, and the caller is not logged in to it; accept: the caller is that account (offers_count: its ads, which the company would manage); cannot_join: that account is a company, an operator or another company’s agent. ${INVALID}`,
        querystring: tokenSchema,
        response: { 200: invitationViewSchema, ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      reply.header('cache-control', 'private, no-store');
      return viewInvitation(db(), request.query.token, session?.user ?? null);
    },
  );

  app.post(
    '/agent-invitations/join',
    {
      config: ANSWER_LIMIT,
      schema: {
        tags: ['agents'],
        summary: 'Accept an invitation as a new person: make an account and join the company',
        description: `The account has the invitation’s address (confirmed by the link), the name and password given, and is the company’s agent; then log in. 409 \`account_exists\` when the address has an account by now: log in and accept instead. ${INVALID}`,
        body: invitationJoinSchema,
        response: { 201: messageAnswerSchema, ...errorResponses(404, 409, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const { company } = await joinByInvitation(db(), request.body);
      return reply.code(201).send({ message: AGENT_MESSAGES.joined(company) });
    },
  );
}

/** Answering with an account: accepting, or refusing by anyone with the link. */
async function invitationAnswerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/agent-invitations/accept',
    {
      config: ANSWER_LIMIT,
      schema: {
        tags: ['agents'],
        summary: 'Accept an invitation with the account logged in: it joins the company',
        description: `The caller must be logged in to the invited address (403 \`wrong_account\` otherwise); a company, operator or another company’s agent cannot join (409 \`cannot_join\`). The account becomes the company’s agent and the company manages its ads from then on. Answers the updated user. ${INVALID}`,
        body: tokenSchema,
        response: { 200: userResourceSchema, ...errorResponses(401, 403, 404, 409, 419, 422, 429) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return toUserResource(await acceptInvitation(db(), request.body.token, user), STORAGE_URL_PATH);
    },
  );

  app.post(
    '/agent-invitations/decline',
    {
      config: ANSWER_LIMIT,
      schema: {
        tags: ['agents'],
        summary: 'Refuse an invitation',
        description: `No login needed: the link is the proof. The invitation ends and the company is told; nothing else changes. ${INVALID}`,
        body: tokenSchema,
        response: { 200: messageAnswerSchema, ...errorResponses(404, 419, 422, 429) },
      },
    },
    async (request) => {
      const { company } = await declineInvitation(db(), request.body.token);
      return { message: AGENT_MESSAGES.declined(company) };
    },
  );
}
