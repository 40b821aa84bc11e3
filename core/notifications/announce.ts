// Every new notification is announced on one PostgreSQL channel, in the transaction
// that inserts it: listeners hear of it only if and when it commits. The payload is
// only "user id:notification id"; each app process reads the row itself (the payload
// limit is 8000 bytes, and a message text must not travel outside the table).
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client.ts';

export const NOTIFICATION_CHANNEL = 'dazu_notifications';

export type Announcement = { userId: string; id: number };

export async function announce(db: Database | Transaction, created: readonly Announcement[]): Promise<void> {
  if (created.length === 0) return;
  const payloads = created.map((n) => `${n.userId}:${n.id}`);
  await db.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, payload) from unnest(${sql.param(payloads)}::text[]) as payload`,
  );
}

/**
 * A lot's standing changed (a bid, a close): "lot:<offer id>" on the same channel, so one
 * LISTEN serves both. Every process with viewers of the lot reads it afresh.
 */
export async function announceLot(db: Database | Transaction, offerId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${`lot:${offerId}`})`);
}

/** The lot of a "lot:<offer id>" payload, else null. */
export function parseLotAnnouncement(payload: string | undefined): string | null {
  const match = /^lot:([0-9a-f-]{36})$/i.exec(payload ?? '');
  return match?.[1] ?? null;
}

export function parseAnnouncement(payload: string | undefined): Announcement | null {
  const match = /^([0-9a-f-]{36}):(\d{1,10})$/i.exec(payload ?? '');
  if (!match?.[1] || !match[2]) return null;
  return { userId: match[1], id: Number(match[2]) };
}
