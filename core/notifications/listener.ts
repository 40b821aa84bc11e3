// Hears the announcements of new notifications, and of auction lots whose standing
// changed (core/notifications/announce.ts).
// PostgreSQL: one dedicated connection per process runs LISTEN, so every app process
// behind the database hears every commit; it reconnects with back-off, and then asks
// the hub to catch up on what it may have missed. PGlite (embedded) accepts a single
// connection and one process owns it: the LISTEN runs on that shared session, whose
// notifications reach whichever pool client is connected when a transaction commits.
import type pg from 'pg';
import type { DatabaseHandle } from '#db/client.ts';
import { type Announcement, NOTIFICATION_CHANNEL, parseAnnouncement, parseLotAnnouncement } from './announce.ts';

export type ListenerEvents = {
  announced(announcement: Announcement): void;
  /** An auction lot's standing changed. */
  lotChanged(offerId: string): void;
  reconnected(): void;
  failed(error: unknown): void;
};

export type NotificationListener = { stop(): Promise<void> };

const LISTEN = `listen ${NOTIFICATION_CHANNEL}`;

export async function listenForNotifications(
  database: DatabaseHandle,
  events: ListenerEvents,
): Promise<NotificationListener> {
  const onNotification = (message: pg.Notification): void => {
    if (message.channel !== NOTIFICATION_CHANNEL) return;
    const announcement = parseAnnouncement(message.payload);
    if (announcement) events.announced(announcement);
    const lot = parseLotAnnouncement(message.payload);
    if (lot) events.lotChanged(lot);
  };
  return database.engine === 'pglite'
    ? listenOnSharedSession(database.pool, onNotification)
    : listenOnOwnConnection(database.pool, onNotification, events);
}

async function listenOnSharedSession(
  pool: pg.Pool,
  onNotification: (message: pg.Notification) => void,
): Promise<NotificationListener> {
  const attached = new Set<pg.ClientBase>();
  const attach = (client: pg.ClientBase): void => {
    if (attached.has(client)) return;
    attached.add(client);
    client.on('notification', onNotification);
    client.once('end', () => attached.delete(client));
  };
  // The pool replaces its one client after idling; the session (and its LISTEN) stays.
  pool.on('connect', attach);
  const client = await pool.connect();
  try {
    attach(client);
    await client.query(LISTEN);
  } finally {
    client.release();
  }
  return {
    async stop() {
      pool.off('connect', attach);
      for (const each of attached) each.off('notification', onNotification);
      attached.clear();
    },
  };
}

async function listenOnOwnConnection(
  pool: pg.Pool,
  onNotification: (message: pg.Notification) => void,
  events: ListenerEvents,
): Promise<NotificationListener> {
  const { default: pgModule } = await import('pg');
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = 1_000;

  const connect = async (): Promise<void> => {
    const next = new pgModule.Client(pool.options);
    next.on('notification', onNotification);
    next.on('error', () => {}); // 'end' follows; reconnecting happens there
    try {
      await next.connect();
      await next.query(LISTEN);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    next.once('end', () => {
      if (stopped) return;
      events.failed(new Error('the notification listener lost its connection'));
      schedule();
    });
  };
  const schedule = (): void => {
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          delayMs = 1_000;
          events.reconnected();
        },
        (error: unknown) => {
          events.failed(error);
          delayMs = Math.min(delayMs * 2, 30_000);
          if (!stopped) schedule();
        },
      );
    }, delayMs);
    retryTimer.unref();
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
  };
}
