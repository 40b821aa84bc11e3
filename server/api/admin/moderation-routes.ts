// The moderators' desk (offers.moderate): claiming a queue item while reviewing it, the
// reasons a rejection picks from, and deciding several items at once. Single decisions
// are the routes of offer-moderation-routes.ts and offer-revision-routes.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '#contract/answers.ts';
import {
  bulkDecisionSchema,
  bulkOutcomeSchema,
  CLAIM_MINUTES,
  claimSchema,
  queueItemSchema,
  reasonTemplateInputSchema,
  reasonTemplateSchema,
  templateIdParams,
} from '#contract/moderation-desk.ts';
import { releaseClaim } from '#core/moderation/claims.ts';
import { decideMany } from '#core/moderation/decisions.ts';
import { claimWaitingItem } from '#core/moderation/queue-claims.ts';
import {
  createReasonTemplate,
  deleteReasonTemplate,
  listReasonTemplates,
  updateReasonTemplate,
} from '#core/moderation/reason-templates.ts';
import { auditActor } from '../auth/operator-guard.ts';
import { errorResponses } from '../error-schema.ts';

const MODERATE = { operator: 'offers.moderate' } as const;

export async function moderationDeskRoutes(app: FastifyInstance): Promise<void> {
  await app.register(claimRoutes);
  await app.register(templateRoutes);
  await app.register(templateChangeRoutes);
  await app.register(bulkRoutes);
}

async function claimRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/admin/moderation/claims',
    {
      config: MODERATE,
      schema: {
        tags: ['admin'],
        summary: `Claim a queue item while reviewing it (${CLAIM_MINUTES} minutes)`,
        description: `\`kind\` \`offer\` (a new ad waiting, \`id\` its uuid) or \`revision\` (a change of a live ad waiting, \`id\` its number). For ${CLAIM_MINUTES} minutes nobody else may approve or reject the item (their decisions answer 409 \`claimed\`). Claiming again extends your own claim. Another moderator’s lasting claim: 409 \`claimed\`, whose message names them and the time it ends. An item not waiting: 404.`,
        body: queueItemSchema,
        response: { 200: claimSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      const actor = await auditActor(request);
      return claimWaitingItem(app.database.db, actor.id, request.body);
    },
  );
  app.delete(
    '/admin/moderation/claims',
    {
      config: MODERATE,
      schema: {
        tags: ['admin'],
        summary: 'Give back your claim on a queue item',
        description: 'Only your own claim is removed; without one this does nothing.',
        querystring: queueItemSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 419, 422) },
      },
    },
    async (request, reply) => {
      const actor = await auditActor(request);
      await releaseClaim(app.database.db, actor.id, request.query);
      return reply.code(204).send(null);
    },
  );
}

async function templateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const described = (summary: string) => ({ tags: ['admin'], summary });
  app.get(
    '/admin/moderation/templates',
    {
      config: MODERATE,
      schema: {
        ...described('The reasons a rejection picks from'),
        response: { 200: z.object({ data: z.array(reasonTemplateSchema) }), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listReasonTemplates(db()) };
    },
  );
  app.post(
    '/admin/moderation/templates',
    {
      config: MODERATE,
      schema: {
        ...described('Add a reason (in the audit log)'),
        body: reasonTemplateInputSchema,
        response: { 201: reasonTemplateSchema, ...errorResponses(401, 403, 419, 422) },
      },
    },
    async (request, reply) => {
      const created = await createReasonTemplate(db(), await auditActor(request), request.body);
      return reply.code(201).send(created);
    },
  );
}

/** Changing and deleting a rejection reason. */
async function templateChangeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const described = (summary: string) => ({ tags: ['admin'], summary });

  app.put(
    '/admin/moderation/templates/:id',
    {
      config: MODERATE,
      schema: {
        ...described('Change a reason’s title and text (in the audit log)'),
        params: templateIdParams,
        body: reasonTemplateInputSchema,
        response: { 200: reasonTemplateSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request) => updateReasonTemplate(db(), await auditActor(request), request.params.id, request.body),
  );
  app.delete(
    '/admin/moderation/templates/:id',
    {
      config: MODERATE,
      schema: {
        ...described('Delete a reason (in the audit log); rejections already sent keep their words'),
        params: templateIdParams,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request, reply) => {
      await deleteReasonTemplate(db(), await auditActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}

async function bulkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/admin/moderation/decisions',
    {
      config: MODERATE,
      schema: {
        tags: ['admin'],
        summary: 'Approve, or reject with one reason, several queue items',
        description:
          '`offers` are new ads waiting (uuids), `revisions` changes of live ads waiting (numbers); at most 100 of each. Each item is decided in its own transaction exactly as its single decision is (audit entry, notice, e-mail on rejection, refund of a paid posting never shown). `done` lists what was decided; `skipped` what was not and why: `claimed` (another moderator is reviewing it), `decided` (no longer waiting), `not_found`.',
        body: bulkDecisionSchema,
        response: { 200: bulkOutcomeSchema, ...errorResponses(401, 403, 419, 422) },
      },
    },
    async (request) => decideMany(app.deps, await auditActor(request), request.body),
  );
}
