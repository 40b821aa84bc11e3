// Alert e-mails of saved searches: which searches are due, which offers are new for
// one of them, and the watermark that says what was already alerted.
//
// An alert is claimed before it is e-mailed: one transaction moves the watermark to
// the newest offer included, rotates the unsubscribe token, counts the alert and adds
// the bell notification. A retry after a successful send therefore finds nothing new
// and sends nothing. A send that fails is released (the claim undone, the notification
// removed) before the job is retried. The token hash is the run's marker: a claim or a
// release only applies to the row in the state this run saw or left.

import { and, eq, sql } from 'drizzle-orm';
import type { OfferCard } from '#contract/offers.ts';
import { type AlertFrequency, alertHeadline, SAVED_SEARCH_LIMITS } from '#contract/saved-searches.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { announce } from '#core/notifications/announce.ts';
import { publiclyVisible } from '#core/offers/visibility.ts';
import { searchOffers } from '#core/search/search-offers.ts';
import type { Database } from '#db/client.ts';
import { notifications, users } from '#db/schema/accounts.ts';
import { savedSearches } from '#db/schema/searches.ts';
import { normaliseSearchQuery } from './saved.ts';

export type ScheduledFrequency = Exclude<AlertFrequency, 'off'>;

/**
 * How long since the last alert before a daily or weekly search is due again. Less
 * than a full day or week: the dispatch runs at 07:00 UK time, so a search alerted at
 * 07:00:40 yesterday is due at 07:00:10 today, and after the clocks go forward only 23
 * hours have passed.
 */
const DUE_AFTER: Record<ScheduledFrequency, string | null> = {
  instant: null,
  daily: '20 hours',
  weekly: '6 days 20 hours',
};

/**
 * Ids of the saved searches of this frequency whose alert is due. Only searches that
 * can have something new are returned: their watermark is older than the newest
 * public offer (one cheap check instead of one search per saved search).
 */
export async function dueSavedSearches(db: Database, frequency: ScheduledFrequency): Promise<number[]> {
  const dueAfter = DUE_AFTER[frequency];
  const result = await db.execute<{ id: number }>(sql`
    select s.id from saved_searches s
    where s.frequency = ${frequency}
      ${dueAfter ? sql`and (s.last_alert_at is null or s.last_alert_at <= now() - ${dueAfter}::interval)` : sql``}
      and s.alerted_up_to < (select max(o.published_at) from offers o where ${publiclyVisible('o')})
    order by s.id`);
  return result.rows.map((row) => Number(row.id));
}

export type AlertTarget = {
  id: number;
  name: string;
  query: string;
  frequency: AlertFrequency;
  alertedUpTo: Date;
  lastAlertAt: Date | null;
  tokenHash: string;
  user: { id: string; email: string; name: string };
};

/** The saved search and its owner, when an alert may go out (alerts on, address confirmed). */
export async function findAlertTarget(db: Database, id: number): Promise<AlertTarget | null> {
  const [row] = await db
    .select({ search: savedSearches, user: { id: users.id, email: users.email, name: users.name } })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(eq(savedSearches.id, id), sql`${users.emailVerifiedAt} is not null`));
  if (!row || row.search.frequency === 'off') return null;
  const { search, user } = row;
  return {
    id: search.id,
    name: search.name,
    query: search.query,
    frequency: search.frequency,
    alertedUpTo: search.alertedUpTo,
    lastAlertAt: search.lastAlertAt,
    tokenHash: search.unsubscribeTokenHash,
    user,
  };
}

export type NewOffers = {
  /** Newest first, at most SAVED_SEARCH_LIMITS.offersPerAlert. */
  offers: OfferCard[];
  /** All the new offers (capped like any search count). */
  total: number;
  totalExact: boolean;
};

/** Offers of the search published after its watermark. */
export async function findNewOffers(db: Database, target: AlertTarget, assetBase: string): Promise<NewOffers> {
  const normalised = normaliseSearchQuery(target.query);
  const criteria = { ...normalised.criteria, sort: 'newest' as const, perPage: SAVED_SEARCH_LIMITS.offersPerAlert };
  // The comparison stays in SQL: published_at has microseconds, JavaScript dates do not.
  const page = await searchOffers(db, criteria, { assetBase, publishedAfter: target.alertedUpTo });
  const offers = page.data.toSorted((a, b) => Date.parse(b.published_at ?? '') - Date.parse(a.published_at ?? ''));
  return { offers, total: page.meta.total, totalExact: page.meta.total_exact !== false };
}

export type AlertClaim = {
  target: AlertTarget;
  newTokenHash: string;
  notificationId: number;
};

/**
 * Marks the offers as alerted (see the file comment). Null when the row changed since
 * it was read: another run claimed it, alerts were turned off, or it was deleted.
 */
export async function claimAlert(
  db: Database,
  target: AlertTarget,
  found: NewOffers,
  newTokenHash: string,
): Promise<AlertClaim | null> {
  const ids = found.offers.map((offer) => offer.id);
  return db.transaction(async (tx) => {
    // The newest publication included, rounded up to the millisecond (NOW_TO_THE_MILLISECOND).
    const claimed = await tx.execute<{ id: number }>(sql`
      with included as (select max(o.published_at) as newest from offers o where o.id = any(${sql.param(ids)}::uuid[]))
      update saved_searches s set
        alerted_up_to = greatest(s.alerted_up_to, date_trunc('milliseconds', included.newest)
          + case when included.newest > date_trunc('milliseconds', included.newest) then interval '1 millisecond' else interval '0 seconds' end),
        last_alert_at = now(),
        alerts_sent = s.alerts_sent + 1,
        unsubscribe_token_hash = ${newTokenHash},
        updated_at = now()
      from included
      where s.id = ${target.id} and s.unsubscribe_token_hash = ${target.tokenHash} and s.frequency <> 'off'
      returning s.id`);
    if (claimed.rows.length === 0) return null;
    const [notification] = await tx
      .insert(notifications)
      .values({
        userId: target.user.id,
        message: alertHeadline(target.name, found.total, found.totalExact),
        link: SITE_PATHS.search(target.query),
      })
      .returning({ id: notifications.id });
    if (!notification) throw new Error('notification not created');
    await announce(tx, [{ userId: target.user.id, id: notification.id }]);
    return { target, newTokenHash, notificationId: notification.id };
  });
}

/** Undoes a claim whose e-mail could not be sent, so the retry finds the same offers new. */
export async function releaseAlert(db: Database, claim: AlertClaim): Promise<void> {
  const { target } = claim;
  await db.transaction(async (tx) => {
    const released = await tx
      .update(savedSearches)
      .set({
        alertedUpTo: target.alertedUpTo,
        lastAlertAt: target.lastAlertAt,
        alertsSent: sql`greatest(${savedSearches.alertsSent} - 1, 0)`,
        unsubscribeTokenHash: target.tokenHash,
        updatedAt: sql`now()`,
      })
      .where(and(eq(savedSearches.id, target.id), eq(savedSearches.unsubscribeTokenHash, claim.newTokenHash)))
      .returning({ id: savedSearches.id });
    if (released.length > 0) await tx.delete(notifications).where(eq(notifications.id, claim.notificationId));
  });
}
