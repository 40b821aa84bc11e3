// Reading conversations: the list with unread counts, one thread (which marks it
// read), and the unread total for the account menu. Only the caller's own; a message
// an operator removed after a report is no longer shown.

import { type SQL, sql } from 'drizzle-orm';
import type { ConversationMessage, ConversationSummary, ConversationThread } from '#contract/conversations.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { publicName } from '#core/accounts/public-name.ts';
import { notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { attachmentsOf } from './attachments.ts';

export const CONVERSATIONS_PER_PAGE = 20;
/** The newest messages a thread shows. */
const THREAD_LENGTH = 200;

/** The public name of users row `alias` (the company name for businesses), or 'Deleted account'. */
const nameOf = (alias: string): SQL =>
  sql`case when ${sql.raw(alias)}.id is null then 'Deleted account' else ${publicName(alias)} end`;

type HeaderRow = {
  id: string;
  other_id: string | null;
  other_name: string;
  guest_name: string | null;
  offer_id: string | null;
  offer_title: string | null;
  offer_slug: string | null;
};

/** The other side and the ad, for conversations the user is a member of. */
const headerSelect = (userId: string): SQL => sql`
  select c.id, other.id as other_id, ${nameOf('other')} as other_name, c.guest_name,
    o.id as offer_id, o.title as offer_title, o.slug as offer_slug, c.last_message_at
  from conversations c
  join conversation_members me on me.conversation_id = c.id and me.user_id = ${userId}
  left join conversation_members them on them.conversation_id = c.id and them.user_id <> ${userId}
  left join users other on other.id = them.user_id
  left join offers o on o.id = c.offer_id`;

function header(row: HeaderRow): Omit<ConversationSummary, 'last_message' | 'unread'> {
  const isGuest = row.guest_name !== null;
  return {
    id: row.id,
    other: {
      id: row.other_id,
      name: isGuest ? `${row.guest_name} (guest)` : row.other_name,
      profile_url: row.other_id ? SITE_PATHS.profile(row.other_id) : null,
      is_guest: isGuest,
    },
    offer:
      row.offer_id && row.offer_title && row.offer_slug
        ? { id: row.offer_id, title: row.offer_title, slug: row.offer_slug }
        : null,
  };
}

export async function listConversations(
  db: Database,
  userId: string,
  page: number,
): Promise<Page<ConversationSummary>> {
  const offset = (page - 1) * CONVERSATIONS_PER_PAGE;
  const rows = await db.execute<
    HeaderRow & { body: string; sender_id: string | null; created_at: Date; unread: number; total: number }
  >(sql`
    with mine as (${headerSelect(userId)})
    select mine.*, last.body, last.sender_id, last.created_at,
      (select count(*)::int from messages m join conversation_members me
         on me.conversation_id = m.conversation_id and me.user_id = ${userId}
       where m.conversation_id = mine.id and m.sender_id is distinct from ${userId} and m.hidden_at is null
         and m.created_at > coalesce(me.last_read_at, '-infinity')) as unread,
      count(*) over ()::int as total
    from mine
    join lateral (select body, sender_id, created_at from messages m where m.conversation_id = mine.id
      and m.hidden_at is null order by m.created_at desc, m.id desc limit 1) last on true
    order by mine.last_message_at desc, mine.id
    limit ${CONVERSATIONS_PER_PAGE} offset ${offset}`);
  const total = rows.rows[0]?.total ?? (await countConversations(db, userId));
  return {
    data: rows.rows.map((row) => ({
      ...header(row),
      last_message: {
        body: row.body.length > 140 ? `${row.body.slice(0, 139)}…` : row.body,
        from_me: row.sender_id === userId,
        created_at: new Date(row.created_at).toISOString(),
      },
      unread: row.unread,
    })),
    meta: pageMeta(total, page, CONVERSATIONS_PER_PAGE),
  };
}

async function countConversations(db: Database, userId: string): Promise<number> {
  const found = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from conversation_members where user_id = ${userId}`,
  );
  return found.rows[0]?.n ?? 0;
}

/** One conversation, newest 200 messages in order; opening it marks it read. 404 unless a member. */
export async function readConversation(db: Database, userId: string, id: string): Promise<ConversationThread> {
  const found = await db.execute<HeaderRow & { blocked: boolean }>(sql`
    select header.*, exists (select 1 from user_blocks b
      where b.user_id = ${userId} and b.blocked_user_id = header.other_id) as blocked
    from (${headerSelect(userId)} where c.id = ${id}) header`);
  const row = found.rows[0];
  if (!row) throw notFound('No such conversation');
  const messages = await db.execute<{
    id: string | number;
    body: string;
    sender_id: string | null;
    sender_name: string;
    created_at: Date;
    offered_id: string | null;
    offered_title: string | null;
    offered_slug: string | null;
  }>(sql`
    select * from (
      select m.id, m.body, m.sender_id, m.created_at,
        case when m.sender_id is null and c.guest_name is not null then c.guest_name else ${nameOf('s')} end as sender_name,
        o.id as offered_id, o.title as offered_title, o.slug as offered_slug
      from messages m
      join conversations c on c.id = m.conversation_id
      left join users s on s.id = m.sender_id
      left join offers o on o.id = m.offered_offer_id and o.status = 'active'
      where m.conversation_id = ${id} and m.hidden_at is null
      order by m.created_at desc, m.id desc limit ${THREAD_LENGTH}) newest
    order by created_at, id`);
  await db.execute(sql`
    update conversation_members set last_read_at = now() where conversation_id = ${id} and user_id = ${userId}`);
  const attachments = await attachmentsOf(
    db,
    messages.rows.map((message) => Number(message.id)),
  );
  return {
    ...header(row),
    blocked: row.blocked,
    messages: messages.rows.map(
      (message): ConversationMessage => ({
        id: Number(message.id),
        body: message.body,
        from_me: message.sender_id === userId,
        sender_name: message.sender_name,
        created_at: new Date(message.created_at).toISOString(),
        offered_offer:
          message.offered_id && message.offered_title && message.offered_slug
            ? { id: message.offered_id, title: message.offered_title, slug: message.offered_slug }
            : null,
        attachments: attachments.get(Number(message.id)) ?? [],
      }),
    ),
  };
}

/** Messages from others the user has not read yet, over all their conversations. */
export async function unreadMessages(db: Database, userId: string): Promise<number> {
  const found = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from messages m
    join conversation_members me on me.conversation_id = m.conversation_id and me.user_id = ${userId}
    where m.sender_id is distinct from ${userId} and m.created_at > coalesce(me.last_read_at, '-infinity')`);
  return found.rows[0]?.n ?? 0;
}
