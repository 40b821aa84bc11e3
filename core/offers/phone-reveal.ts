// "Show phone number": an advertiser's phone is never in a page or an API answer until
// someone asks for it, one request at a time (rate-limited per client, CSRF-protected,
// so scrapers cannot harvest numbers), and only for an advertiser with a public profile
// (from an ad's page: for that live ad's advertiser). A reveal from an ad counts in its statistics.
import { sql } from 'drizzle-orm';
import { notFound } from '#core/errors.ts';
import { hasPublicProfile } from '#core/profiles/advertiser-sql.ts';
import { countProfileContact } from '#core/profiles/profile-stats.ts';
import type { Database } from '#db/client.ts';
import { ukDay } from './stats.ts';
import { publiclyVisible } from './visibility.ts';

export const PHONE_MESSAGES = {
  notFound: 'This advertiser has no phone number to show',
} as const;

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
