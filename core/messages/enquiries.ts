// A guest's enquiry about an ad: held until the guest confirms their address by the
// e-mailed link (so nobody can write in someone else's name), then delivered as a
// conversation the advertiser sees in their messages. The advertiser's address is
// never shown to the guest: replies reach the guest by e-mail from the site.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { GuestEnquiryInput } from '#contract/conversations.ts';
import { randomToken, sha256 } from '#core/accounts/secrets.ts';
import { countAttempt } from '#core/platform/attempts.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database } from '#db/client.ts';
import { assertAllowed } from './blocklist.ts';
import { addMessage, openConversation, type SentMessage } from './conversations.ts';
import { ENQUIRY_TTL_MS, MESSAGE_LIMITS } from './limits.ts';
import { recipientOf } from './recipients.ts';

/**
 * Holds the enquiry and queues its confirmation e-mail (whose job makes the link). Returns
 * the enquiry id. Limited per e-mail address and per client address, the same for the
 * API and the page's form.
 */
export async function holdEnquiry(
  deps: Pick<Deps, 'db' | 'work'>,
  offerId: string,
  input: GuestEnquiryInput,
  clientAddress: string,
): Promise<string> {
  const { db, work } = deps;
  await countAttempt(db, `enquiries:ip:${clientAddress}`, MESSAGE_LIMITS.enquiriesPerClient);
  const recipient = await recipientOf(db, { offerId });
  await assertAllowed(db, `${input.name}\n${input.body}`);
  const email = input.email.trim().toLowerCase();
  await countAttempt(db, `enquiries:from:${email}`, MESSAGE_LIMITS.enquiriesPerAddress);
  return db.transaction(async (tx) => {
    const held = await tx.execute<{ id: string }>(sql`
      insert into pending_enquiries (token_hash, name, email, body, offer_id, recipient_id, expires_at)
      values (${sha256(randomBytes(32).toString('base64url'))}, ${input.name}, ${email}, ${input.body},
        ${offerId}, ${recipient.userId}, ${new Date(Date.now() + ENQUIRY_TTL_MS)})
      returning id`);
    const enquiryId = held.rows[0]?.id;
    if (!enquiryId) throw new Error('enquiry not stored');
    await work.queue(tx, { kind: 'messages.enquiry-confirmation', enquiryId, email });
    return enquiryId;
  });
}

/** For the confirmation e-mail: a fresh link token (an earlier one stops working), or null. */
export async function issueEnquiryToken(
  db: Database,
  enquiryId: string,
): Promise<{ token: string; email: string; name: string; offerTitle: string | null } | null> {
  const token = randomToken();
  const updated = await db.execute<{ email: string; name: string; title: string | null }>(sql`
    update pending_enquiries e set token_hash = ${sha256(token)}
    where e.id = ${enquiryId} and e.confirmed_at is null and e.expires_at > now()
    returning e.email, e.name, (select title from offers where id = e.offer_id) as title`);
  const row = updated.rows[0];
  return row ? { token, email: row.email, name: row.name, offerTitle: row.title } : null;
}

/** The link of the confirmation e-mail: delivers the message once. null: unknown, used or expired. */
export async function confirmEnquiry(
  deps: Pick<Deps, 'db' | 'work'>,
  token: string,
  now = new Date(),
): Promise<SentMessage | null> {
  const { db, work } = deps;
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<{
      name: string;
      email: string;
      body: string;
      offer_id: string | null;
      recipient_id: string;
    }>(sql`
      update pending_enquiries set confirmed_at = now()
      where token_hash = ${sha256(token)} and confirmed_at is null and expires_at > now()
      returning name, email, body, offer_id, recipient_id`);
    const enquiry = claimed.rows[0];
    if (!enquiry) return null;
    const { id: conversationId } = await openConversation(
      tx,
      {
        offerId: enquiry.offer_id,
        members: [enquiry.recipient_id],
        guest: { name: enquiry.name, email: enquiry.email },
      },
      now,
    );
    const messageId = await addMessage(tx, work, conversationId, null, enquiry.body, null);
    return { conversationId, messageId };
  });
}
