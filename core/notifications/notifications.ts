// The header's bell: each user reads and clears only their own notifications.

import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { NotificationView } from '#contract/live-notifications.ts';
import type { Page } from '#contract/pagination.ts';
import { pageMeta } from '#contract/pagination.ts';
import type { Database, Transaction } from '#db/client.ts';
import { notifications } from '#db/schema/accounts.ts';
import { announce } from './announce.ts';

export type { NotificationView };

/**
 * Creates a notification and announces it to the live streams (core/notifications/announce.ts).
 * Pass the transaction when there is one: the notice then exists, and is announced,
 * exactly when the change it reports commits. Returns the new id.
 */
export async function notify(
  db: Database | Transaction,
  userId: string,
  notification: { type?: 'info' | 'warning'; message: string; link?: string | null },
): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      type: notification.type ?? 'info',
      message: notification.message,
      link: notification.link ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification not created');
  await announce(db, [{ userId, id: row.id }]);
  return row.id;
}

type Row = typeof notifications.$inferSelect;
const toView = (row: Row): NotificationView => ({
  id: row.id,
  type: row.type,
  message: row.message,
  link: row.link,
  created_at: row.createdAt.toISOString(),
});

/** One unread notification of this user (null when it is someone else's, read or gone). */
export async function readUnread(db: Database, userId: string, id: number): Promise<NotificationView | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row ? toView(row) : null;
}

/** Unread notifications newer than `afterId`, oldest first: what a reconnecting stream missed. */
export async function unreadAfter(
  db: Database,
  userId: string,
  afterId: number,
  limit: number,
): Promise<NotificationView[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(limit);
  return rows.map(toView);
}

export async function listUnread(
  db: Database,
  userId: string,
  page: number,
  perPage: number,
): Promise<Page<NotificationView>> {
  const unread = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(unread)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(notifications).where(unread),
  ]);
  return {
    data: rows.map(toView),
    meta: pageMeta(count?.total ?? 0, page, perPage),
  };
}

export async function markAllRead(db: Database, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Marks one notification read; false when it is not this user's (or does not exist). */
export async function markRead(db: Database, userId: string, id: number): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(read_at, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return updated.length > 0;
}
