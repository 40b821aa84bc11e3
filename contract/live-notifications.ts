// Live notifications (docs/decisions/0014-live-notifications.md): the limits and timings
// shared by the server's event stream and the bell that reads it, and a notice's shape.
import { z } from 'zod';

export const NOTIFICATION_STREAM_PATH = '/api/user/notifications/stream';
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** The `retry:` hint: how long EventSource waits before reconnecting. */
export const LIVE_RETRY_MS = 5_000;
/** Open streams per user (tabs); browsers allow six HTTP/1.1 connections per host anyway. */
export const MAX_LIVE_STREAMS_PER_USER = 5;
/** Notifications replayed at most on a reconnect with Last-Event-ID. */
export const LIVE_REPLAY_LIMIT = 50;
/** When the stream is unavailable the bell asks for the list this often instead. */
export const NOTIFICATIONS_POLL_MS = 60_000;
/** The SSE event name of one new notification; its `data:` is the notification as JSON. */
export const NOTIFICATION_EVENT = 'notification';
/** One notice of the bell. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(['info', 'warning']),
  message: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationView = z.infer<typeof notificationSchema>;
export const notificationPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const notificationIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The id of the last notification a stream delivered: a reconnect replays what came after it. */
export const lastNotificationIdSchema = z.coerce.number().int().min(0).max(2_147_483_647);
/** Where a stream resumes: `since`, or the Last-Event-ID header EventSource sends (the header wins). */
export const notificationStreamQuerySchema = z.object({ since: lastNotificationIdSchema.optional() });
export type NotificationStreamQuery = z.infer<typeof notificationStreamQuerySchema>;
export const notificationStreamHeadersSchema = z.object({ 'last-event-id': z.string().optional() });
/** The stream's body: `text/event-stream` lines, written as the notifications come. */
export const notificationStreamBodySchema = z.string();

export const LIVE_MESSAGES = {
  tooManyStreams: 'Too many live connections: close another tab and try again.',
} as const;
