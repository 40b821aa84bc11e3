// What an advertiser's public profile brought them: phone numbers shown and conversations
// started from it, per UK day (what came from an ad is counted in the ad's statistics).
import { sql } from 'drizzle-orm';
import type { ProfileStats } from '#contract/profiles.ts';
import { ukDay } from '#core/offers/stats.ts';
import type { Database, Transaction } from '#db/client.ts';

export type { ProfileStats };
export const PROFILE_STATS_DAYS = 30;

export async function countProfileContact(
  db: Database | Transaction,
  userId: string,
  kind: 'phone_reveals' | 'messages',
  now = new Date(),
): Promise<void> {
  const column = sql.identifier(kind);
  await db.execute(sql`
    insert into advertiser_daily_stats (user_id, day, ${column}) values (${userId}, ${ukDay(now)}::date, 1)
    on conflict (user_id, day) do update set ${column} = advertiser_daily_stats.${column} + 1`);
}

/** The last 30 UK days, today included. */
export async function profileStats(db: Database, userId: string, now = new Date()): Promise<ProfileStats> {
  const found = await db.execute<{ phone_reveals: number; messages: number }>(sql`
    select coalesce(sum(phone_reveals), 0)::int as phone_reveals, coalesce(sum(messages), 0)::int as messages
    from advertiser_daily_stats
    where user_id = ${userId} and day > ${ukDay(now)}::date - ${PROFILE_STATS_DAYS}::int`);
  const row = found.rows[0];
  return { days: PROFILE_STATS_DAYS, phone_reveals: row?.phone_reveals ?? 0, messages: row?.messages ?? 0 };
}
