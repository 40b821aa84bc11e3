// GET /api/user/notifications/stream: the bell's live feed as Server-Sent Events
// (docs/decisions/0014-live-notifications.md). The reply is hijacked and written by
// hand, so no onSend hook (compression above all) buffers it; the security headers
// were already set on the raw response in onRequest.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_MESSAGES,
  LIVE_RETRY_MS,
  lastNotificationIdSchema,
  NOTIFICATION_EVENT,
  type NotificationStreamQuery,
  notificationStreamBodySchema,
  notificationStreamHeadersSchema,
  notificationStreamQuerySchema,
} from '#contract/live-notifications.ts';
import { sessionIsOpen } from '#core/accounts/sessions.ts';
import { HttpError } from '#core/errors.ts';
import type { LiveStream } from '#core/notifications/live-hub.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

export async function notificationStreamRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/notifications/stream',
    {
      schema: {
        tags: ['user'],
        summary: 'Live notifications (Server-Sent Events)',
        description: [
          'A `text/event-stream` of the caller’s new notifications, for as long as the connection stays open.',
          'Each one is an event `notification` whose `id:` is the notification id and whose `data:` is the notification as JSON (`{ id, type, message, link, created_at }`, as in GET /api/user/notifications).',
          `The stream starts with \`retry: ${LIVE_RETRY_MS}\` and a \`: connected\` comment, and sends a \`: heartbeat\` comment every ${LIVE_HEARTBEAT_MS / 1000} s.`,
          'On reconnect, `Last-Event-ID` (sent by EventSource) or `since` replays the unread notifications created after that id.',
          'Too many open streams for one user: 429.',
        ].join(' '),
        querystring: notificationStreamQuerySchema,
        headers: notificationStreamHeadersSchema,
        response: {
          200: {
            description: 'Server-Sent Events: `notification` events and heartbeat comments',
            content: { 'text/event-stream': { schema: notificationStreamBodySchema } },
          },
          ...errorResponses(401, 422, 429),
        },
      },
    },
    streamNotifications(app),
  );
}

/**
 * Answers with the caller's live notifications: registers the stream with the hub (429
 * past the per-user limit), then writes the events and heartbeats by hand until either
 * side closes it or the session ends.
 */
function streamNotifications(app: FastifyInstance) {
  return async (request: FastifyRequest<{ Querystring: NotificationStreamQuery }>, reply: FastifyReply) => {
    const { user, session } = await requireUser(request);
    const fromHeader = lastNotificationIdSchema.safeParse(request.headers['last-event-id']);
    const after = fromHeader.success ? fromHeader.data : request.query.since;
    const raw = reply.raw;
    let heartbeat: NodeJS.Timeout | undefined;
    const stream: LiveStream = {
      userId: user.id,
      send(notification) {
        raw.write(`id: ${notification.id}\nevent: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(notification)}\n\n`);
      },
      close() {
        clearInterval(heartbeat);
        raw.end();
      },
    };
    const hub = app.liveNotifications;
    if (!hub.add(stream)) throw new HttpError(429, LIVE_MESSAGES.tooManyStreams);

    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no', // nginx: pass each event through at once
      connection: 'keep-alive',
    });
    raw.write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
    // Each heartbeat also checks the session: a logout or a password change elsewhere
    // (which ends the other sessions) ends this stream too.
    heartbeat = setInterval(() => {
      raw.write(': heartbeat\n\n');
      sessionIsOpen(app.database.db, session.idHash).then(
        (open) => {
          if (open) return;
          hub.remove(stream);
          stream.close();
        },
        () => {},
      );
    }, LIVE_HEARTBEAT_MS);
    request.raw.socket.setKeepAlive(true);
    raw.once('close', () => {
      clearInterval(heartbeat);
      hub.remove(stream);
    });
    if (after !== undefined) {
      await hub.replay(stream, after).catch((error: unknown) => request.log.error({ err: error }, 'replay failed'));
    }
  };
}
