// The editors' newsletter campaigns (newsletter.send): a draft is written and edited,
// previewed as subscribers will get it, tried on the operator's own address, then sent
// now or scheduled for a UK date and time (and cancelled until it starts). Every change
// is audited; the e-mails go out from the job queue to confirmed subscribers only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaignListSchema,
  campaignParamsSchema,
  campaignScheduleSchema,
  campaignSchema,
  campaignTestSchema,
  newsletterCampaignSchema,
} from '#contract/newsletter.ts';
import { campaignById, createDraft, updateDraft } from '#core/newsletter/campaign-drafts.ts';
import { cancelCampaign, scheduleCampaign, sendCampaignNow, sendTestEmail } from '#core/newsletter/campaign-sending.ts';
import { activeSubscriberId, campaignMessage, listCampaigns } from '#core/newsletter/campaigns.ts';
import { campaignEmailFor } from '#emails/newsletter-campaign-email.ts';
import { auditActor } from '../auth/operator-guard.ts';
import { errorResponses, fileResponse } from '../error-schema.ts';

const operator = { operator: 'newsletter.send' } as const;
const changed = { 200: campaignSchema, ...errorResponses(401, 403, 404, 409, 419, 422) };

/** The e-mail's own styles are inline; nothing else (no script, no frame) may run in the preview. */
const PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export async function newsletterCampaignRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(draftRoutes);
  await fastify.register(draftPreviewRoutes);
  await fastify.register(sendingRoutes);
  await fastify.register(startingRoutes);
}

async function draftRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/admin/newsletter',
    {
      config: operator,
      schema: {
        tags: ['admin'],
        summary: 'Newsletter campaigns, newest first, with their state and delivery counts',
        response: { 200: campaignListSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listCampaigns(db()) };
    },
  );

  app.post(
    '/admin/newsletter',
    {
      config: operator,
      schema: {
        tags: ['admin'],
        summary: 'Write a newsletter campaign: a draft, sent to nobody yet',
        description:
          'The content is HTML, sanitised like an ad description. Send it with POST /admin/newsletter/{id}/send or schedule it with /schedule.',
        body: newsletterCampaignSchema,
        response: { 201: campaignSchema, ...errorResponses(401, 403, 419, 422) },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await createDraft(db(), await auditActor(request), request.body));
    },
  );
}

/** A draft edited, and its preview as the subscribers will see it. */
async function draftPreviewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.put(
    '/admin/newsletter/:id',
    {
      config: operator,
      schema: {
        tags: ['admin'],
        summary: 'Edit a draft campaign’s subject and content',
        description: 'Only a draft changes: a scheduled, started, sent or cancelled campaign answers 409.',
        params: campaignParamsSchema,
        body: newsletterCampaignSchema,
        response: changed,
      },
    },
    async (request) => updateDraft(db(), await auditActor(request), request.params.id, request.body),
  );

  app.get(
    '/admin/newsletter/:id/preview',
    {
      config: operator,
      schema: {
        tags: ['admin'],
        summary: 'The campaign’s e-mail as a subscriber will see it (HTML)',
        description:
          'Rendered by the template the real sending uses, with the unsubscribe link: the operator’s own when they are subscribed, a sample link otherwise.',
        params: campaignParamsSchema,
        produces: ['text/html'],
        response: { 200: fileResponse('text/html', 'The e-mail'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const campaign = await campaignById(db(), request.params.id);
      const viewer = await auditActor(request);
      const email = await campaignEmailFor(
        db(),
        app.config.publicUrl,
        campaignMessage(campaign),
        await activeSubscriberId(db(), viewer.email),
      );
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', PREVIEW_POLICY)
        .type('text/html; charset=utf-8')
        .send(email.html);
    },
  );
}

async function sendingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/admin/newsletter/:id/test',
    {
      config: operator,
      schema: {
        tags: ['admin'],
        summary: 'Send the campaign to yourself as a test',
        description:
          'Only to the signed-in operator’s own address (the answer says which), subject marked [Test]; 10 an hour per operator, then 429. Any state of the campaign.',
        params: campaignParamsSchema,
        response: { 202: campaignTestSchema, ...errorResponses(401, 403, 404, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const sent = await sendTestEmail(app.deps, await auditActor(request), request.params.id);
      return reply.code(202).send(sent);
    },
  );

  app.post(
    '/admin/newsletter/:id/schedule',
    {
      config: operator,
      schema: {
        tags: ['admin'],
        summary: 'Schedule a draft for a UK date and time (or move a scheduled one)',
        description:
          '`send_at` is a date and time in Europe/London (2026-12-01T09:00); in the past: 422. The campaign starts within a minute of that time, once, to confirmed subscribers. Started, sent or cancelled: 409.',
        params: campaignParamsSchema,
        body: campaignScheduleSchema,
        response: changed,
      },
    },
    async (request) => scheduleCampaign(db(), await auditActor(request), request.params.id, request.body),
  );
}

/** Sending a campaign now, and cancelling a scheduled one. */
async function startingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/admin/newsletter/:id/send',
    {
      config: operator,
      schema: {
        tags: ['admin'],
        summary: 'Send a draft or scheduled campaign now, to every confirmed subscriber',
        description:
          'Sent by the job queue in batches of 200, each e-mail with its own unsubscribe link and List-Unsubscribe header. Already started, sent or cancelled: 409 (two clicks send it once).',
        params: campaignParamsSchema,
        response: changed,
      },
    },
    async (request) => sendCampaignNow(app.deps, await auditActor(request), request.params.id),
  );

  app.post(
    '/admin/newsletter/:id/cancel',
    {
      config: operator,
      schema: {
        tags: ['admin'],
        summary: 'Cancel a scheduled campaign before it starts',
        description: 'Only a scheduled campaign that has not started: anything else answers 409.',
        params: campaignParamsSchema,
        response: changed,
      },
    },
    async (request) => cancelCampaign(db(), await auditActor(request), request.params.id),
  );
}
