// Conversations between two accounts (or an account and a confirmed guest): starting
// one about an ad or from a profile, replying, and reading. Every read and write checks
// that the caller is a member: someone else's conversation is 404, never a hint.
import { sql } from 'drizzle-orm';
import type { ReplyInput, StartConversationInput } from '#contract/conversations.ts';
import type { UserRow } from '#core/accounts/sessions.ts';
import { assertEmailVerified } from '#core/accounts/verified-email.ts';
import { notFound } from '#core/errors.ts';
import { ukDay } from '#core/offers/stats.ts';
import { countAttempt } from '#core/platform/attempts.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { WorkQueue } from '#core/platform/work.ts';
import { countProfileContact } from '#core/profiles/profile-stats.ts';
import type { Database, Transaction } from '#db/client.ts';
import { type AttachmentUpload, saveAttachments } from './attachments.ts';
import { assertAllowed } from './blocklist.ts';
import { MESSAGE_LIMITS } from './limits.ts';
import { assertMayWrite, assertOwnLiveOffer, recipientOf } from './recipients.ts';

export type SentMessage = { conversationId: string; messageId: number };

/**
 * The key of the one conversation two accounts keep about an ad (or without one): their
 * ids sorted, and the ad's. Stored in conversations.pair_key, which is unique.
 */
export function pairKey(userIds: readonly [string, string], offerId: string | null): string {
  const [low, high] = [...userIds].sort();
  return `${low}:${high}:${offerId ?? ''}`;
}

/**
 * A logged-in user with a confirmed address writes about an ad or to an advertiser
 * (unconfirmed: 403 email_not_verified; a guest's enquiry is confirmed by its own link,
 * core/messages/enquiries.ts). The two keep one
 * conversation per ad (and one without an ad): writing again continues it, and two
 * first messages sent at once open one (the unique pair key decides).
 */
export async function startConversation(
  deps: Pick<Deps, 'db' | 'work'>,
  sender: UserRow,
  input: StartConversationInput,
  uploads: readonly AttachmentUpload[] = [],
  now = new Date(),
): Promise<SentMessage> {
  const { db, work } = deps;
  assertEmailVerified(sender);
  const recipient = await recipientOf(db, { offerId: input.offer_id, userId: input.user_id });
  await assertMayWrite(db, sender.id, recipient.userId);
  await assertOwnLiveOffer(db, sender.id, input.offered_offer_id);
  await assertAllowed(db, input.body);
  await countAttempt(db, `messages:from:${sender.id}`, MESSAGE_LIMITS.messagesPerSender);
  const key = pairKey([sender.id, recipient.userId], recipient.offerId);
  const known = await conversationOfPair(db, key);
  if (!known) {
    await countAttempt(db, `conversations:from:${sender.id}`, MESSAGE_LIMITS.conversationsPerSender);
  }
  return db.transaction(async (tx) => {
    let conversationId = known;
    if (!conversationId) {
      const opened = await openConversation(
        tx,
        { offerId: recipient.offerId, members: [sender.id, recipient.userId], pairKey: key },
        now,
      );
      // A conversation from a profile counts in the profile's statistics (from an ad, in the ad's).
      if (opened.created && !recipient.offerId) await countProfileContact(tx, recipient.userId, 'messages', now);
      conversationId = opened.id;
    }
    const messageId = await addMessage(tx, work, conversationId, sender.id, input.body, input.offered_offer_id ?? null);
    await saveAttachments(tx, messageId, uploads);
    return { conversationId, messageId };
  });
}

async function conversationOfPair(db: Database | Transaction, key: string): Promise<string | undefined> {
  const found = await db.execute<{ id: string }>(sql`select id from conversations where pair_key = ${key}`);
  return found.rows[0]?.id;
}

/**
 * A new conversation with its members; an ad's statistics count it as one contact. With
 * a pair key another may have opened the same one meanwhile: that one is returned
 * (created false) and nothing is added.
 */
export async function openConversation(
  tx: Transaction,
  conversation: {
    offerId: string | null;
    members: string[];
    guest?: { name: string; email: string };
    pairKey?: string;
  },
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const created = await tx.execute<{ id: string }>(sql`
    insert into conversations (offer_id, guest_name, guest_email, pair_key)
    values (${conversation.offerId}, ${conversation.guest?.name ?? null}, ${conversation.guest?.email ?? null},
      ${conversation.pairKey ?? null})
    on conflict (pair_key) do nothing
    returning id`);
  const id = created.rows[0]?.id;
  if (!id) {
    // The insert waited for the other transaction holding the key, which committed.
    const existing = conversation.pairKey ? await conversationOfPair(tx, conversation.pairKey) : undefined;
    if (!existing) throw new Error('conversation not stored');
    return { id: existing, created: false };
  }
  for (const member of conversation.members) {
    await tx.execute(sql`insert into conversation_members (conversation_id, user_id) values (${id}, ${member})`);
  }
  if (conversation.offerId) {
    await tx.execute(sql`
      insert into offer_daily_stats (offer_id, day, messages) values (${conversation.offerId}, ${ukDay(now)}::date, 1)
      on conflict (offer_id, day) do update set messages = offer_daily_stats.messages + 1`);
  }
  return { id, created: true };
}

/**
 * Adds a message (senderId null: the conversation's guest); the sender has read up to it.
 * The other side's e-mail notice is queued with it, so the two stand or fall together.
 */
export async function addMessage(
  tx: Transaction,
  work: WorkQueue,
  conversationId: string,
  senderId: string | null,
  body: string,
  offeredOfferId: string | null,
): Promise<number> {
  const inserted = await tx.execute<{ id: string | number; created_at: Date }>(sql`
    insert into messages (conversation_id, sender_id, body, offered_offer_id)
    values (${conversationId}, ${senderId}, ${body}, ${offeredOfferId})
    returning id, created_at`);
  const message = inserted.rows[0];
  if (!message) throw new Error('message not stored');
  await tx.execute(sql`update conversations set last_message_at = now() where id = ${conversationId}`);
  if (senderId) {
    await tx.execute(sql`
      update conversation_members set last_read_at = now()
      where conversation_id = ${conversationId} and user_id = ${senderId}`);
  }
  const messageId = Number(message.id);
  await work.queue(tx, { kind: 'messages.notice', messageId });
  return messageId;
}

/** A reply in a conversation the sender is a member of (else 404), from a confirmed address (else 403). */
export async function reply(
  deps: Pick<Deps, 'db' | 'work'>,
  sender: UserRow,
  conversationId: string,
  input: ReplyInput,
  uploads: readonly AttachmentUpload[] = [],
): Promise<SentMessage> {
  const { db, work } = deps;
  const members = await db.execute<{ user_id: string }>(
    sql`select user_id from conversation_members where conversation_id = ${conversationId}`,
  );
  const ids = members.rows.map((row) => row.user_id);
  if (!ids.includes(sender.id)) throw notFound('No such conversation');
  assertEmailVerified(sender);
  for (const other of ids) if (other !== sender.id) await assertMayWrite(db, sender.id, other);
  await assertOwnLiveOffer(db, sender.id, input.offered_offer_id);
  await assertAllowed(db, input.body);
  await countAttempt(db, `messages:from:${sender.id}`, MESSAGE_LIMITS.messagesPerSender);
  const messageId = await db.transaction(async (tx) => {
    const id = await addMessage(tx, work, conversationId, sender.id, input.body, input.offered_offer_id ?? null);
    await saveAttachments(tx, id, uploads);
    return id;
  });
  return { conversationId, messageId };
}
