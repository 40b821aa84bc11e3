// Live notifications (docs/decisions/0014-live-notifications.md): the limits and timings
// shared by the server's event stream and the bell that reads it.
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
export const LIVE_MESSAGES = {
  tooManyStreams: 'Too many live connections: close another tab and try again.',
} as const;
