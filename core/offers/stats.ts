// Counting what happens to an offer, for its owner's statistics: detail views (one per
// visitor a day, never by whoever manages the offer), appearances in search results, and
// later favourites, phone reveals and messages. Robots are not counted. Recording never
// holds up the page or the search that triggers it: callers run it as background work
// (core/platform/background.ts), which logs a failure.
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OFFER_LIFECYCLE_MESSAGES } from '#contract/offer-lifecycle.ts';
import { type OfferStats, STAT_KEYS, STATS_DAYS_MAX } from '#contract/offer-stats.ts';
import { notFound } from '#core/errors.ts';
import { cachedPlatformSecret } from '#core/platform/platform-secret.ts';
import { isRobot } from '#core/platform/robots.ts';
import type { Database } from '#db/client.ts';
import { type Actor, managedBy } from './lifecycle.ts';

/**
 * One address counts at most this many visitors of an offer a day: enough for an office
 * or a household behind one address, too few to inflate a count by opening sessions.
 */
export const VISITORS_PER_ADDRESS = 10;

const VIEW_MARK_SECRET = 'offer-view-marks';

const UK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The UK calendar day of a moment, 'YYYY-MM-DD'. */
export function ukDay(now: Date): string {
  return UK_DAY.format(now);
}

export type Visitor = {
  address: string;
  userAgent: string;
  /** The hash of the visitor's session id, when they have a session. */
  sessionId?: string | null;
  /** The signed-in user: whoever manages the offer is never counted. */
  viewer?: Actor | null;
};

/**
 * One view of the offer's page. A visitor is their user, else their session, else their
 * address (never their browser's User-Agent, which a script changes at will), and
 * counts once a day; one address counts a few visitors at most.
 */
export async function recordView(db: Database, offerId: string, visitor: Visitor, now = new Date()): Promise<boolean> {
  if (isRobot(visitor.userAgent)) return false;
  const day = ukDay(now);
  // Keyed with a server secret and the day: nobody can recompute them from an address,
  // and the same visitor gets an unrelated mark tomorrow.
  const secret = await cachedPlatformSecret(db, VIEW_MARK_SECRET);
  const mark = (who: string) => createHmac('sha256', secret).update(`${day}\n${who}`).digest('hex');
  const who = visitor.viewer
    ? `user:${visitor.viewer.id}`
    : visitor.sessionId
      ? `session:${visitor.sessionId}`
      : `address:${visitor.address}`;
  const address = mark(`address:${visitor.address}`);
  return db.transaction(async (tx) => {
    // One address's views of one offer are counted one at a time, so that its limit holds
    // when they arrive together (each statement after the lock sees the others' marks).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${offerId}/${day}/${address}`}, 0))`);
    const result = await tx.execute(sql`
      with mark as (
        insert into offer_view_marks (offer_id, day, visitor, address)
        select o.id, ${day}::date, ${mark(who)}, ${address} from offers o
        where o.id = ${offerId}
          and not ${visitor.viewer ? managedBy(visitor.viewer) : sql`false`}
          and (select count(*) from offer_view_marks m
               where m.offer_id = o.id and m.day = ${day}::date and m.address = ${address}) < ${VISITORS_PER_ADDRESS}
        on conflict do nothing
        returning offer_id
      )
      insert into offer_daily_stats (offer_id, day, views)
      select offer_id, ${day}::date, 1 from mark
      on conflict (offer_id, day) do update set views = offer_daily_stats.views + 1
      returning 1`);
    return result.rows.length > 0;
  });
}

/** Offers shown in one page of search results. */
export async function recordImpressions(
  db: Database,
  offerIds: readonly string[],
  userAgent: string,
  now = new Date(),
): Promise<void> {
  if (offerIds.length === 0 || isRobot(userAgent)) return;
  // Sorted, so concurrent searches lock the same rows in the same order.
  const ids = [...new Set(offerIds)].sort();
  await db.execute(sql`
    insert into offer_daily_stats (offer_id, day, impressions)
    select id, ${ukDay(now)}::date, 1 from unnest(${sql.param(ids)}::uuid[]) as id
    on conflict (offer_id, day) do update set impressions = offer_daily_stats.impressions + 1`);
}

/** Daily counts since the offer was created (the last year at most), every day present. */
export async function getOfferStats(db: Database, actor: Actor, id: string, now = new Date()): Promise<OfferStats> {
  const today = ukDay(now);
  const found = await db.execute<{ created: string }>(sql`
    select to_char(o.created_at at time zone 'Europe/London', 'YYYY-MM-DD') as created
    from offers o where o.id = ${id} and ${managedBy(actor)}`);
  const offer = found.rows[0];
  if (!offer) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
  const earliest = ukDay(new Date(now.getTime() - (STATS_DAYS_MAX - 1) * 86_400_000));
  const from = offer.created > earliest ? offer.created : earliest;
  const rows = await db.execute<Record<(typeof STAT_KEYS)[number], number> & { date: string }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date,
      coalesce(s.views, 0) as views, coalesce(s.impressions, 0) as impressions,
      coalesce(s.favourites, 0) as favourites, coalesce(s.phone_reveals, 0) as phone_reveals,
      coalesce(s.messages, 0) as messages
    from generate_series(${from}::date, ${today}::date, interval '1 day') as d(day)
    left join offer_daily_stats s on s.offer_id = ${id} and s.day = d.day::date
    order by d.day`);
  const days = rows.rows.map((row) => ({
    date: row.date,
    ...Object.fromEntries(STAT_KEYS.map((key) => [key, Number(row[key])])),
  })) as OfferStats['days'];
  const totals = Object.fromEntries(
    STAT_KEYS.map((key) => [key, days.reduce((sum, day) => sum + day[key], 0)]),
  ) as OfferStats['totals'];
  return { from, to: today, days, totals };
}
