// "Show phone number": an advertiser's phone is never in a page or an API answer until
// someone asks for it, one request at a time (rate-limited per client, CSRF-protected,
// so scrapers cannot harvest numbers), and only for an advertiser with a public profile
// (from an ad's page: for that live ad's advertiser). A reveal from an ad counts in its statistics.
import { sql } from 'drizzle-orm';
import { notFound } from '#core/errors.ts';
import { countAttempt, type Limit } from '#core/platform/attempts.ts';
import type { Deps } from '#core/platform/deps.ts';
import { hasPublicProfile } from '#core/profiles/advertiser-sql.ts';
import { countProfileContact } from '#core/profiles/profile-stats.ts';
import type { Database } from '#db/client.ts';
import { ukDay } from './stats.ts';
import { publiclyVisible } from './visibility.ts';

export const PHONE_MESSAGES = {
  notFound: 'This advertiser has no phone number to show',
} as const;

/** Numbers one client may see an hour: enough for a person, too few to harvest them. */
const REVEALS_PER_CLIENT: Limit = { max: 20, windowMs: 60 * 60_000 };

/**
 * A client asks for an advertiser's number (from an ad, or from the profile when
 * `offerId` is null): counted per client address before anything is read, whether the
 * API or a page's form asks, so neither is a way round the other's allowance.
 */
export async function showPhoneNumber(
  deps: Pick<Deps, 'db' | 'clock'>,
  asked: { advertiserId: string; offerId: string | null },
  clientAddress: string,
): Promise<{ phone: string }> {
  await countAttempt(deps.db, `phone:ip:${clientAddress}`, REVEALS_PER_CLIENT);
  return revealPhone(deps.db, asked.advertiserId, asked.offerId, deps.clock.now());
}

export async function revealPhone(
  db: Database,
  userId: string,
  offerId: string | null,
  now = new Date(),
): Promise<{ phone: string }> {
  // From an ad: that ad must be live and theirs. From a profile: the profile must be public.
  const allowed = offerId
    ? sql`exists (select 1 from offers o where o.id = ${offerId}::uuid and o.user_id = u.id and ${publiclyVisible('o')})`
    : hasPublicProfile();
  const found = await db.execute<{ phone: string | null }>(sql`
    select u.phone from users u where u.id = ${userId} and ${allowed}`);
  const row = found.rows[0];
  if (!row?.phone?.trim()) throw notFound(PHONE_MESSAGES.notFound);
  if (offerId) {
    await db.execute(sql`
      insert into offer_daily_stats (offer_id, day, phone_reveals) values (${offerId}, ${ukDay(now)}::date, 1)
      on conflict (offer_id, day) do update set phone_reveals = offer_daily_stats.phone_reveals + 1`);
  } else {
    await countProfileContact(db, userId, 'phone_reveals', now);
  }
  return { phone: row.phone.trim() };
}
