// Who a message may go to: the advertiser of a live ad, or an advertiser with a public
// profile; never oneself, never someone who blocked the sender. The ad a sender offers
// (send-offer modal) must be one of their own live ads.
import { sql } from 'drizzle-orm';
import { CONVERSATION_MESSAGES } from '#contract/conversations.ts';
import { HttpError, notFound, unprocessable } from '#core/errors.ts';
import { publiclyVisible } from '#core/offers/visibility.ts';
import { hasPublicProfile } from '#core/profiles/advertiser-sql.ts';
import type { Database, Transaction } from '#db/client.ts';

export type Recipient = { userId: string; offerId: string | null };

export async function recipientOf(
  db: Database,
  target: { offerId?: string | undefined; userId?: string | undefined },
): Promise<Recipient> {
  if (target.offerId) {
    const found = await db.execute<{ user_id: string }>(
      sql`select o.user_id from offers o where o.id = ${target.offerId} and ${publiclyVisible('o')}`,
    );
    const row = found.rows[0];
    if (!row) throw notFound('No such offer on the site');
    return { userId: row.user_id, offerId: target.offerId };
  }
  const found = await db.execute<{ id: string }>(
    sql`select u.id from users u where u.id = ${target.userId ?? null} and ${hasPublicProfile()}`,
  );
  const row = found.rows[0];
  if (!row) throw notFound('No such advertiser');
  return { userId: row.id, offerId: null };
}

/** 400 when writing to oneself, 403 when the recipient blocked the sender. */
export async function assertMayWrite(db: Database | Transaction, senderId: string, recipientId: string) {
  if (senderId === recipientId) throw new HttpError(400, CONVERSATION_MESSAGES.notToYourself);
  const blocked = await db.execute(
    sql`select 1 from user_blocks where user_id = ${recipientId} and blocked_user_id = ${senderId}`,
  );
  if (blocked.rows.length > 0) throw new HttpError(403, CONVERSATION_MESSAGES.blocked, { code: 'blocked' });
}

export async function assertOwnLiveOffer(db: Database, senderId: string, offerId: string | undefined) {
  if (!offerId) return;
  const found = await db.execute(
    sql`select 1 from offers o where o.id = ${offerId} and o.user_id = ${senderId} and ${publiclyVisible('o')}`,
  );
  if (found.rows.length === 0) throw unprocessable({ offered_offer_id: [CONVERSATION_MESSAGES.notYourOffer] });
}
