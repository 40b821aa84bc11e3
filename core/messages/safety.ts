// Blocking a user (they can no longer write to the blocker) and reporting a message
// to the site's operators. Both only about conversations the caller is part of.
import { sql } from 'drizzle-orm';
import type { MessageReportReason } from '#contract/conversations.ts';
import { badRequest, notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';

export async function blockUser(db: Database, userId: string, blockedId: string): Promise<void> {
  if (userId === blockedId) throw badRequest('You cannot block yourself');
  const exists = await db.execute(sql`select 1 from users where id = ${blockedId}`);
  if (exists.rows.length === 0) throw notFound('No such user');
  await db.execute(sql`
    insert into user_blocks (user_id, blocked_user_id) values (${userId}, ${blockedId}) on conflict do nothing`);
}

export async function unblockUser(db: Database, userId: string, blockedId: string): Promise<void> {
  const removed = await db.execute(
    sql`delete from user_blocks where user_id = ${userId} and blocked_user_id = ${blockedId}`,
  );
  if (!removed.rowCount) throw notFound('This user is not blocked');
}

/** A message someone else wrote in one of the caller's conversations; reporting twice changes nothing. */
export async function reportMessage(
  db: Database,
  userId: string,
  messageId: number,
  reason: MessageReportReason,
): Promise<void> {
  const found = await db.execute(sql`
    select 1 from messages m
    join conversation_members me on me.conversation_id = m.conversation_id and me.user_id = ${userId}
    where m.id = ${messageId} and m.sender_id is distinct from ${userId}`);
  if (found.rows.length === 0) throw notFound('No such message');
  await db.execute(sql`
    insert into message_reports (message_id, reporter_id, reason) values (${messageId}, ${userId}, ${reason})
    on conflict do nothing`);
}

/** Open reports for the operators, with the reported text. */
export async function listOpenMessageReports(db: Database) {
  const rows = await db.execute<{
    id: number;
    message_id: string | number;
    body: string;
    sender_id: string | null;
    reason: MessageReportReason;
    created_at: Date;
  }>(sql`
    select r.id, r.message_id, m.body, m.sender_id, r.reason, r.created_at
    from message_reports r join messages m on m.id = r.message_id
    where r.resolved_at is null order by r.created_at limit 200`);
  return rows.rows.map((row) => ({
    id: row.id,
    message_id: Number(row.message_id),
    body: row.body,
    sender_id: row.sender_id,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
  }));
}
