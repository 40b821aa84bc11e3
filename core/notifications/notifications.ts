// The bell (spec 2 screen 6): each user reads and clears only their own notifications.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Page } from '#contract/pagination.ts';
import { pageMeta } from '#contract/pagination.ts';
import type { Database, Transaction } from '#db/client.ts';
import { notifications } from '#db/schema/accounts.ts';

export type NotificationView = {
  id: number;
  type: 'info' | 'warning';
  message: string;
  link: string | null;
  created_at: string;
};

export async function notify(
  db: Database | Transaction,
  userId: string,
  notification: { type?: 'info' | 'warning'; message: string; link?: string | null },
): Promise<void> {
  await db.insert(notifications).values({
    userId,
    type: notification.type ?? 'info',
    message: notification.message,
    link: notification.link ?? null,
  });
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
    data: rows.map((row) => ({
      id: row.id,
      type: row.type,
      message: row.message,
      link: row.link,
      created_at: row.createdAt.toISOString(),
    })),
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
