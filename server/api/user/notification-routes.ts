import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '#contract/answers.ts';
import {
  notificationIdParamsSchema,
  notificationPageQuerySchema,
  notificationSchema,
} from '#contract/live-notifications.ts';
import { listOf } from '#contract/pagination.ts';
import { notFound } from '#core/errors.ts';
import { listUnread, markAllRead, markRead } from '#core/notifications/notifications.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(notificationListRoutes);
  await fastify.register(notificationReadRoutes);
}

/** The caller's notifications, and marking them all read. */
async function notificationListRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/user/notifications',
    {
      schema: {
        tags: ['user'],
        summary: 'Unread notifications, newest first',
        querystring: notificationPageQuerySchema,
        response: { 200: listOf(notificationSchema), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return listUnread(db(), user.id, request.query.page, request.query.limit);
    },
  );

  app.patch(
    '/user/notifications/deactivate',
    {
      schema: {
        tags: ['user'],
        summary: 'Mark every notification read',
        response: { 204: noContentSchema, ...errorResponses(401, 419) },
      },
    },
    async (request, reply) => {
      await markAllRead(db(), (await requireUser(request)).user.id);
      return reply.status(204).send(null);
    },
  );
}

/** Marking one notification read, by POST or by the GET existing clients use. */
async function notificationReadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const markOneRead = async (request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => {
    const { user } = await requireUser(request);
    if (!(await markRead(db(), user.id, request.params.id))) throw notFound('Notification not found');
    return reply.status(204).send(null);
  };

  // Existing clients mark one read with a GET: kept for them, but only the site's pages may
  // call it (the CSRF token, or a same-origin fetch), so a link elsewhere changes nothing.
  app.get(
    '/user/notifications/deactivate/:id',
    {
      config: { stateChangingGet: true },
      schema: {
        tags: ['user'],
        summary:
          'Mark one notification read (a GET kept for existing clients; the site uses POST /api/user/notifications/{id}/read)',
        description:
          'Changes state, so it needs the session’s CSRF token in X-XSRF-TOKEN or a same-origin fetch (`Sec-Fetch-Site: same-origin`): 419 otherwise.',
        params: notificationIdParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 404, 419, 422) },
      },
    },
    markOneRead,
  );

  app.post(
    '/user/notifications/:id/read',
    {
      schema: {
        tags: ['user'],
        summary: 'Mark one notification read',
        params: notificationIdParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 404, 419, 422) },
      },
    },
    markOneRead,
  );
}
