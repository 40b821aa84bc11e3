// What the e-mail and the bell say about a new message: who wrote, about which ad,
// and who must hear of it (the other members, or the guest when a member replied).
import { sql } from 'drizzle-orm';
import { publicName } from '#core/accounts/public-name.ts';
import type { Database } from '#db/client.ts';

export type MessageNotice = {
  conversationId: string;
  body: string;
  senderName: string;
  offer: { title: string; slug: string } | null;
  /** Accounts to tell (never the sender). */
  members: { id: string; email: string; name: string }[];
  /** The guest to e-mail the reply to, when a member wrote in a guest's conversation. */
  guest: { name: string; email: string } | null;
};

export async function messageNotice(db: Database, messageId: number): Promise<MessageNotice | null> {
  const found = await db.execute<{
    conversation_id: string;
    body: string;
    sender_id: string | null;
    sender_name: string | null;
    guest_name: string | null;
    guest_email: string | null;
    offer_title: string | null;
    offer_slug: string | null;
  }>(sql`
    select m.conversation_id, m.body, m.sender_id, c.guest_name, c.guest_email,
      ${publicName('s')} as sender_name,
      o.title as offer_title, o.slug as offer_slug
    from messages m join conversations c on c.id = m.conversation_id
    left join users s on s.id = m.sender_id
    left join offers o on o.id = c.offer_id
    where m.id = ${messageId}`);
  const row = found.rows[0];
  if (!row) return null;
  const members = await db.execute<{ id: string; email: string; name: string }>(sql`
    select u.id, u.email, u.name from conversation_members cm join users u on u.id = cm.user_id
    where cm.conversation_id = ${row.conversation_id} and u.id is distinct from ${row.sender_id}
      and u.email_verified_at is not null`);
  return {
    conversationId: row.conversation_id,
    body: row.body,
    senderName: row.sender_id ? (row.sender_name ?? 'Deleted account') : (row.guest_name ?? 'A visitor'),
    offer: row.offer_title && row.offer_slug ? { title: row.offer_title, slug: row.offer_slug } : null,
    members: members.rows,
    guest: row.sender_id && row.guest_email && row.guest_name ? { name: row.guest_name, email: row.guest_email } : null,
  };
}
