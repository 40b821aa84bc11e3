// Newsletter subscribers: double opt-in for every address (a visitor cannot sign up
// someone else), the account switch of a logged-in user whose address is confirmed,
// and one-click unsubscribe. users.newsletter mirrors the subscription of the
// account with the same address, changed only here and in the same transaction.
import { createHmac } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { randomToken, sameSecret, sha256 } from '#core/accounts/secrets.ts';
import type { UserRow } from '#core/accounts/sessions.ts';
import { assertEmailVerified } from '#core/accounts/verified-email.ts';
import { countAttempt, type Limit } from '#core/platform/attempts.ts';
import type { Deps } from '#core/platform/deps.ts';
import { platformSecret } from '#core/platform/platform-secret.ts';
import type { Database, Transaction } from '#db/client.ts';
import { users } from '#db/schema/accounts.ts';
import { newsletterSubscribers } from '#db/schema/newsletter.ts';

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60_000;
const UNSUBSCRIBE_SECRET = 'newsletter-unsubscribe';

/** active: nothing to confirm (answered 200); confirm: a confirmation e-mail is due (answered 204). */
export type SignupOutcome = 'active' | 'confirm';

const normalise = (email: string) => email.trim().toLowerCase();

/** Each sign-up can send an e-mail to any address: few per client (the job allows 3 an hour per address). */
const SIGNUPS_PER_CLIENT: Limit = { max: 10, windowMs: 60 * 60_000 };

/**
 * A sign-up, through the API or the site's form. An address that is already active stays
 * so; the logged-in owner of the address is subscribed at once; anyone else must confirm
 * by e-mail.
 */
export async function requestSubscription(
  deps: Pick<Deps, 'db' | 'work'>,
  rawEmail: string,
  signedIn: UserRow | null,
  clientAddress: string,
): Promise<SignupOutcome> {
  const { db, work } = deps;
  await countAttempt(db, `newsletter:ip:${clientAddress}`, SIGNUPS_PER_CLIENT);
  const email = normalise(rawEmail);
  if (signedIn && normalise(signedIn.email) === email && signedIn.emailVerifiedAt) {
    await setSubscription(db, signedIn, true);
    return 'active';
  }
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for('update');
    if (existing?.status === 'active') return 'active';
    if (existing) {
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'pending', updatedAt: sql`now()` })
        .where(eq(newsletterSubscribers.id, existing.id));
    } else {
      const [owner] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
      await tx
        .insert(newsletterSubscribers)
        .values({ email, status: 'pending', userId: owner?.id ?? null })
        .onConflictDoNothing();
    }
    await work.queue(tx, { kind: 'newsletter.confirmation', email });
    return 'confirm';
  });
}

/**
 * Run by the confirmation e-mail's job: a fresh link token for a pending address (an
 * earlier link stops working), or null when there is nothing to confirm any more.
 */
export async function issueConfirmationToken(db: Database, rawEmail: string): Promise<string | null> {
  const token = randomToken();
  const updated = await db
    .update(newsletterSubscribers)
    .set({
      tokenHash: sha256(token),
      tokenExpiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
      updatedAt: sql`now()`,
    })
    .where(and(eq(newsletterSubscribers.email, normalise(rawEmail)), eq(newsletterSubscribers.status, 'pending')))
    .returning({ id: newsletterSubscribers.id });
  return updated.length > 0 ? token : null;
}

/** PATCH /api/newsletter/ {token}: the link of the confirmation e-mail. false: unknown or expired. */
export async function confirmSubscription(db: Database, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'active', tokenHash: null, tokenExpiresAt: null, confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(newsletterSubscribers.tokenHash, sha256(token)),
          eq(newsletterSubscribers.status, 'pending'),
          sql`${newsletterSubscribers.tokenExpiresAt} > now()`,
        ),
      )
      .returning();
    if (!subscriber) return false;
    await mirrorOnAccount(tx, subscriber.email, true);
    return true;
  });
}

/**
 * The account switch (PATCH /api/user/profile/newsletter): on or off for the account's
 * own address. Switching on needs a confirmed address (403 email_not_verified), as it
 * skips the confirmation e-mail; switching off is always allowed.
 */
export async function setSubscription(db: Database, user: UserRow, on: boolean): Promise<boolean> {
  if (on) assertEmailVerified(user);
  const email = normalise(user.email);
  await db.transaction(async (tx) => {
    const status = on ? 'active' : 'unsubscribed';
    await tx
      .insert(newsletterSubscribers)
      .values({ email, status, userId: user.id, confirmedAt: on ? new Date() : null })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: {
          status,
          userId: user.id,
          tokenHash: null,
          tokenExpiresAt: null,
          confirmedAt: on
            ? sql`coalesce(${newsletterSubscribers.confirmedAt}, now())`
            : newsletterSubscribers.confirmedAt,
          updatedAt: sql`now()`,
        },
      });
    await mirrorOnAccount(tx, email, on);
  });
  return on;
}

async function mirrorOnAccount(tx: Transaction, email: string, on: boolean): Promise<void> {
  await tx.update(users).set({ newsletter: on, updatedAt: sql`now()` }).where(sql`lower(${users.email}) = ${email}`);
}

/**
 * The unsubscribe link of every newsletter: the subscriber's id signed with the
 * application's secret, so a campaign to thousands needs no stored token per e-mail,
 * and nobody can unsubscribe an address they did not get the newsletter at.
 */
export async function unsubscribeToken(db: Database, subscriberId: number): Promise<string> {
  const signature = createHmac('sha256', await platformSecret(db, UNSUBSCRIBE_SECRET))
    .update(`newsletter:${subscriberId}`)
    .digest('base64url');
  return `${subscriberId}.${signature}`;
}

async function subscriberOfToken(db: Database, token: string): Promise<number | null> {
  const id = Number(token.split('.')[0]);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return sameSecret(await unsubscribeToken(db, id), token) ? id : null;
}

/** Whether a link's token is genuine and still subscribed (the page asks before stopping). */
export async function unsubscribeTarget(db: Database, token: string): Promise<'subscribed' | 'done' | null> {
  const id = await subscriberOfToken(db, token);
  if (id === null) return null;
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  if (!row) return null;
  return row.status === 'active' ? 'subscribed' : 'done';
}

/** One-click unsubscribe (RFC 8058) and the page's button. false: not a genuine link. */
export async function unsubscribe(db: Database, token: string): Promise<boolean> {
  const id = await subscriberOfToken(db, token);
  if (id === null) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', tokenHash: null, tokenExpiresAt: null, updatedAt: sql`now()` })
      .where(eq(newsletterSubscribers.id, id))
      .returning({ email: newsletterSubscribers.email });
    if (!row) return false;
    await mirrorOnAccount(tx, row.email, false);
    return true;
  });
}

/** Pending sign-ups nobody confirmed within a month are forgotten (nightly maintenance). */
export async function forgetUnconfirmed(db: Database): Promise<number> {
  const removed = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, 'pending'),
        lt(newsletterSubscribers.createdAt, sql`now() - interval '30 days'`),
        sql`${newsletterSubscribers.confirmedAt} is null`,
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return removed.length;
}
