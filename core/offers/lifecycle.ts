// Every status change of an offer is one of these service functions, each with its
// rule (docs/offers.md draws the machine). Rows are locked and checked inside one
// transaction, so two requests cannot both pass a check and a refused action leaves
// every offer as it was. Someone else's offer is "not found": its existence is not
// revealed, and a company account manages the offers of its own agents.

import { sql } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import type { ListingType } from '#contract/listing-types.ts';
import {
  displayStatus,
  EXPIRY_REMINDER_HOURS,
  type FeaturePeriod,
  FREE_ALLOWANCE,
  MARKET_STATUSES_BY_TYPE,
  type MarketStatus,
  MY_OFFERS_PATH,
  OFFER_LIFECYCLE_MESSAGES,
  OFFER_LIFETIME_DAYS,
  type OfferAction,
  type OfferState,
  type OfferStatus,
  REFRESH_REPEAT_MINUTES,
  type RefreshResult,
} from '#contract/offer-lifecycle.ts';
import { managesAgents, type Role } from '#contract/permissions.ts';
import type { Audience, PriceContext } from '#contract/prices.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
import { OWNER_AUDIENCE_SQL, priceOf } from '#core/billing/price-list.ts';
import { postingRefundsOnRejection, type QueueRefund } from '#core/billing/refunds.ts';
import { HttpError, notFound, unprocessable } from '#core/errors.ts';
import { notifyMarketStatus, notifyWithdrawn } from '#core/favourites/status-changes.ts';
import { settleClaim } from '#core/moderation/claims.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { WorkQueue } from '#core/platform/work.ts';
import type { Database, Transaction } from '#db/client.ts';
import { closePendingRevision } from './revision-store.ts';

/** The stored statuses each action may start from. */
export const ALLOWED_FROM: Record<OfferAction, readonly OfferStatus[]> = {
  // Submitting again an ad waiting for its payment publishes it if posting has become free.
  submit: ['draft', 'pending_payment'],
  // A rejected ad, edited by its owner, goes back to the operators (never straight live).
  resubmit: ['rejected'],
  // Ordering a package or extras: not for an ad the operator refused or whose period is over.
  pay: ['draft', 'pending_payment', 'pending_moderation', 'active', 'inactive'],
  payment_confirmed: ['pending_payment'],
  approve: ['pending_moderation'],
  reject: ['pending_moderation', 'active'],
  activate: ['inactive'],
  deactivate: ['active'],
  refresh: ['active', 'inactive', 'expired'],
  raise: ['active'],
  feature: ['active'],
  expire: ['active'],
  set_market_status: ['active', 'inactive'],
};

export type Actor = { id: string; roles: readonly Role[] };

type LockedOffer = {
  id: string;
  status: OfferStatus;
  listing_type: ListingType;
  visible_from: Date | null;
  expires_at: Date | null;
  refresh_count: number;
  raise_count: number;
  /** Pence, as text from the driver (bigint); null: price on application. */
  price: string | null;
  /** Which prices the owner pays. */
  owner_audience: Audience;
  /** Refreshes and raises paid for, on top of the free allowance. */
  refresh_credits: number;
  raise_credits: number;
  refreshed_at: Date | null;
};

type StateRow = {
  id: string;
  status: OfferStatus;
  market_status: OfferState['market_status'];
  visible_from: Date | string | null;
  expires_at: Date | string | null;
  refresh_count: number;
  raise_count: number;
  rejection_reason: string | null;
};

const STATE_COLUMNS = sql.raw(
  'o.id, o.status, o.market_status, o.visible_from, o.expires_at, o.refresh_count, o.raise_count, o.rejection_reason',
);
const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export function toOfferState(row: StateRow, now = new Date()): OfferState {
  return {
    id: row.id,
    status: displayStatus(row.status, asDate(row.visible_from), now),
    market_status: row.market_status,
    visible_from: asDate(row.visible_from)?.toISOString() ?? null,
    expires_at: asDate(row.expires_at)?.toISOString() ?? null,
    refresh_count: row.refresh_count,
    raise_count: row.raise_count,
    rejection_reason: row.rejection_reason,
  };
}

/** The offers an actor may manage: their own, and for a company its agents' offers. */
export function managedBy(actor: Actor) {
  return managesAgents(actor)
    ? sql`(o.user_id = ${actor.id} or o.user_id in (select a.id from users a where a.company_id = ${actor.id}))`
    : sql`o.user_id = ${actor.id}`;
}

/** Locks the actor's offers among `ids`; any id that is not theirs makes the whole call 404. */
export async function lockManaged(tx: Transaction, actor: Actor, ids: readonly string[]): Promise<LockedOffer[]> {
  const unique = [...new Set(ids)];
  const result = await tx.execute<LockedOffer>(sql`
    select o.id, o.status, o.listing_type, o.visible_from, o.expires_at, o.refresh_count, o.raise_count, o.price,
      o.refresh_credits, o.raise_credits, o.refreshed_at,
      ${OWNER_AUDIENCE_SQL} as owner_audience
    from offers o
    where o.id = any(${sql.param(unique)}::uuid[]) and ${managedBy(actor)}
    order by o.id
    for update`);
  if (result.rows.length !== unique.length) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
  return result.rows.map((row) => ({
    ...row,
    visible_from: asDate(row.visible_from),
    expires_at: asDate(row.expires_at),
    refreshed_at: asDate(row.refreshed_at),
  }));
}

const conflict = (message: string) => new HttpError(409, message, { code: 'illegal_transition' });

export function assertAllowed(action: OfferAction, offer: LockedOffer, now: Date): void {
  if (!ALLOWED_FROM[action].includes(offer.status)) {
    throw conflict(OFFER_LIFECYCLE_MESSAGES.illegal(action, displayStatus(offer.status, offer.visible_from, now)));
  }
}

export async function readStates(tx: Transaction, ids: readonly string[], now: Date): Promise<OfferState[]> {
  const result = await tx.execute<StateRow>(
    sql`select ${STATE_COLUMNS} from offers o where o.id = any(${sql.param([...new Set(ids)])}::uuid[]) order by o.id`,
  );
  return result.rows.map((row) => toOfferState(row, now));
}

/** When an offer published or refreshed now stops being live. */
export function expiryFrom(listingType: ListingType, now: Date): Date {
  return new Date(now.getTime() + OFFER_LIFETIME_DAYS[listingType] * 86_400_000);
}

/** The owner takes live offers off the site; they keep their expiry date. */
export async function deactivateOffers(db: Database, actor: Actor, ids: readonly string[], now = new Date()) {
  return db.transaction(async (tx) => {
    const locked = await lockManaged(tx, actor, ids);
    for (const offer of locked) assertAllowed('deactivate', offer, now);
    await tx.execute(sql`
      update offers set status = 'inactive', status_changed_at = ${now}, updated_at = ${now}
      where id = any(${sql.param(locked.map((offer) => offer.id))}::uuid[])`);
    await notifyWithdrawn(
      tx,
      locked.map((offer) => offer.id),
    );
    return readStates(tx, ids, now);
  });
}

/** The owner puts deactivated offers back, within their period; an expired one needs a refresh. */
export async function activateOffers(db: Database, actor: Actor, ids: readonly string[], now = new Date()) {
  return db.transaction(async (tx) => {
    const locked = await lockManaged(tx, actor, ids);
    for (const offer of locked) {
      assertAllowed('activate', offer, now);
      if (offer.expires_at && offer.expires_at <= now) throw conflict(OFFER_LIFECYCLE_MESSAGES.expiredUseRefresh);
    }
    await tx.execute(sql`
      update offers set status = 'active', status_changed_at = ${now}, updated_at = ${now}
      where id = any(${sql.param(locked.map((offer) => offer.id))}::uuid[])`);
    return readStates(tx, ids, now);
  });
}

/** What the offer's owner pays: the price list for its listing type and the owner's audience. */
function priceContextOf(offer: LockedOffer): PriceContext {
  return { listingType: offer.listing_type, audience: offer.owner_audience };
}

/** 402 with the current price once the free allowance of an action is used (until orders take the charge). */
async function assertFree(tx: Transaction, action: 'refresh' | 'raise', offer: LockedOffer): Promise<void> {
  const used = action === 'refresh' ? offer.refresh_count : offer.raise_count;
  const allowed =
    action === 'refresh'
      ? FREE_ALLOWANCE.refreshes + offer.refresh_credits
      : FREE_ALLOWANCE.raises + offer.raise_credits;
  if (used < allowed) return;
  const price = await priceOf(tx, `action.${action}`, priceContextOf(offer));
  throw new HttpError(402, OFFER_LIFECYCLE_MESSAGES.paymentRequired(action, price), { code: 'payment_required' });
}

/** Refreshes an offer has left without paying: the free ones and those its package bought. */
export function refreshesLeft(offer: { refresh_count: number; refresh_credits: number }): number {
  return Math.max(0, FREE_ALLOWANCE.refreshes + offer.refresh_credits - offer.refresh_count);
}

/**
 * A refresh re-posts the ad: live again (live, deactivated or expired offers) for a new
 * period from now, back at the top of the newest-first results, and the owner gets a
 * new reminder. A live ad refreshed within REFRESH_REPEAT_MINUTES is left as it is and
 * spends nothing; the row lock makes two refreshes at once take turns, so the second
 * sees the first and spends nothing either.
 */
export async function refreshOffer(db: Database, actor: Actor, id: string, now = new Date()): Promise<RefreshResult> {
  return db.transaction(async (tx) => {
    const [offer] = await lockManaged(tx, actor, [id]);
    if (!offer) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
    const repeated =
      offer.status === 'active' &&
      offer.refreshed_at !== null &&
      now.getTime() - offer.refreshed_at.getTime() < REFRESH_REPEAT_MINUTES * 60_000;
    if (!repeated) {
      assertAllowed('refresh', offer, now);
      await assertFree(tx, 'refresh', offer);
      const wasLive = offer.status === 'active';
      await tx.execute(sql`
        update offers set status = 'active', expires_at = ${expiryFrom(offer.listing_type, now)},
          refresh_count = refresh_count + 1, refreshed_at = ${now}, bumped_at = ${now},
          expiry_reminded_at = null, updated_at = ${now}
          ${wasLive ? sql`` : sql`, status_changed_at = ${now}`}
        where id = ${offer.id}`);
    }
    const [state] = (await readStates(tx, [id], now)) as [OfferState];
    const left = refreshesLeft({ refresh_count: state.refresh_count, refresh_credits: offer.refresh_credits });
    const until = new Date(state.expires_at ?? now);
    return {
      ...state,
      message: repeated
        ? OFFER_LIFECYCLE_MESSAGES.refreshRepeated(until, left)
        : OFFER_LIFECYCLE_MESSAGES.refreshed(until, left),
      refreshes_left: left,
      repeated,
    };
  });
}

/** Back to the top of the newest-first results (bumped_at is their sort key). */
export async function raiseOffer(db: Database, actor: Actor, id: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [offer] = await lockManaged(tx, actor, [id]);
    if (!offer) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
    assertAllowed('raise', offer, now);
    await assertFree(tx, 'raise', offer);
    await tx.execute(sql`
      update offers set bumped_at = ${now}, raise_count = raise_count + 1, updated_at = ${now}
      where id = ${offer.id}`);
    const [state] = await readStates(tx, [id], now);
    return state as OfferState;
  });
}

/**
 * Featuring a live offer for a period. There is no free allowance: after the same checks
 * as any action (the caller manages the offer, it is live) this answers 402 with the
 * price and changes nothing; with a gateway named, the route orders it instead.
 */
export async function featureOffer(db: Database, actor: Actor, id: string, days: FeaturePeriod, now = new Date()) {
  return db.transaction(async (tx) => {
    const [offer] = await lockManaged(tx, actor, [id]);
    if (!offer) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
    assertAllowed('feature', offer, now);
    const price = await priceOf(tx, `extra.featured_${days}`, priceContextOf(offer));
    throw new HttpError(402, OFFER_LIFECYCLE_MESSAGES.featurePaymentRequired(days, price), {
      code: 'payment_required',
    });
  });
}

/** Under offer, sold STC, let agreed...: only the states of the offer's listing type. */
export async function setMarketStatus(
  db: Database,
  actor: Actor,
  id: string,
  marketStatus: MarketStatus,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [offer] = await lockManaged(tx, actor, [id]);
    if (!offer) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
    assertAllowed('set_market_status', offer, now);
    if (!MARKET_STATUSES_BY_TYPE[offer.listing_type].includes(marketStatus)) {
      throw unprocessable({
        market_status: [OFFER_LIFECYCLE_MESSAGES.marketStatusNotForType(marketStatus, offer.listing_type)],
      });
    }
    const changed = await tx.execute(
      sql`update offers set market_status = ${marketStatus}, updated_at = ${now}
        where id = ${offer.id} and market_status <> ${marketStatus}`,
    );
    if (changed.rowCount) await notifyMarketStatus(tx, offer.id, marketStatus);
    const [state] = await readStates(tx, [id], now);
    return state as OfferState;
  });
}

/** Locks one offer for an operator (who may act on any offer); 404 when there is none. */
async function lockAny(tx: Transaction, id: string): Promise<LockedOffer & { user_id: string; title: string }> {
  const result = await tx.execute<LockedOffer & { user_id: string; title: string }>(sql`
    select o.id, o.status, o.listing_type, o.visible_from, o.expires_at, o.refresh_count, o.raise_count, o.price,
      o.user_id, o.title
    from offers o where o.id = ${id} for update`);
  const row = result.rows[0];
  if (!row) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
  return { ...row, visible_from: asDate(row.visible_from), expires_at: asDate(row.expires_at) };
}

/**
 * The operator approves an offer waiting for moderation: it goes live (at its
 * scheduled date, if it has one) for a full period, and the owner is told.
 */
export async function approveOffer(db: Database, id: string, actor: AuditActor, now = new Date()): Promise<OfferState> {
  return db.transaction(async (tx) => {
    const offer = await lockAny(tx, id);
    assertAllowed('approve', offer, now);
    await settleClaim(tx, actor.id, { kind: 'offer', id: offer.id }, now);
    await recordModeration(tx, actor, 'offers.approve', offer, { status: 'active' });
    const start = offer.visible_from && offer.visible_from > now ? offer.visible_from : now;
    await tx.execute(sql`
      update offers set status = 'active', status_changed_at = ${now}, updated_at = ${now},
        published_at = coalesce(published_at, ${start}), bumped_at = ${start},
        expires_at = ${expiryFrom(offer.listing_type, start)}, expiry_reminded_at = null,
        visible_notice_due = ${start > now}
      where id = ${offer.id}`);
    await notify(tx, offer.user_id, {
      type: 'info',
      message: OFFER_LIFECYCLE_MESSAGES.approvedNotice(offer.title),
      link: MY_OFFERS_PATH,
    });
    const [state] = await readStates(tx, [id], now);
    return state as OfferState;
  });
}

/** An operator's decision on an ad, on record: its status before, and what the decision made it. */
function recordModeration(
  tx: Transaction,
  actor: AuditActor,
  action: 'offers.approve' | 'offers.reject',
  offer: { id: string; status: string; title: string },
  after: Record<string, string>,
): Promise<void> {
  const before = { status: offer.status, title: offer.title };
  return recordAudit(tx, actor, {
    action,
    targetType: 'offer',
    targetId: offer.id,
    before,
    after: { ...before, ...after },
  });
}

/**
 * The operator refuses an offer (waiting, or already live), with the reason the owner
 * reads; changes of it waiting for approval are refused with it. A paid posting that
 * never put the ad on the site is refunded (core/billing/refunds.ts): the refund is
 * recorded and `queueRefund` queues its job in this transaction. The owner reads the
 * reason in the bell and, given `work`, by e-mail. Refused (409) while another
 * moderator's claim on the ad lasts, as approval is.
 */
export async function rejectOffer(
  db: Database,
  id: string,
  reason: string,
  options: { queueRefund: QueueRefund; actor: AuditActor; work?: WorkQueue },
  now = new Date(),
): Promise<OfferState> {
  return db.transaction((tx) => rejectOfferIn(tx, id, reason, options, now));
}

/** rejectOffer inside the caller's transaction (handling reports resolves them with the rejection). */
export async function rejectOfferIn(
  tx: Transaction,
  id: string,
  reason: string,
  options: { queueRefund: QueueRefund; actor: AuditActor; work?: WorkQueue },
  now = new Date(),
): Promise<OfferState> {
  const offer = await lockAny(tx, id);
  assertAllowed('reject', offer, now);
  await settleClaim(tx, options.actor.id, { kind: 'offer', id: offer.id }, now);
  await recordModeration(tx, options.actor, 'offers.reject', offer, { status: 'rejected', rejection_reason: reason });
  const refunds = await postingRefundsOnRejection(tx, offer.id, now);
  for (const orderId of refunds) await options.queueRefund(tx, orderId);
  await tx.execute(sql`
    update offers set status = 'rejected', rejection_reason = ${reason}, status_changed_at = ${now}, updated_at = ${now}
    where id = ${offer.id}`);
  await closePendingRevision(tx, offer.id, { status: 'rejected', reason, reviewerId: null }, now);
  await notify(tx, offer.user_id, {
    type: 'warning',
    message: OFFER_LIFECYCLE_MESSAGES.rejectedNotice(offer.title, reason),
    link: MY_OFFERS_PATH,
  });
  await options.work?.queue(tx, { kind: 'offers.rejection-notice', offerId: offer.id, reason, change: false });
  const [state] = await readStates(tx, [id], now);
  return state as OfferState;
}

export type ExpiringOffer = {
  id: string;
  slug: string;
  title: string;
  expires_at: Date;
  owner: { id: string; name: string; email: string };
};
type ExpiringRow = Omit<ExpiringOffer, 'expires_at' | 'owner'> & {
  expires_at: Date | string;
  owner_id: string;
  owner_name: string;
  owner_email: string;
};
const toExpiring = (row: ExpiringRow): ExpiringOffer => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  expires_at: new Date(row.expires_at),
  owner: { id: row.owner_id, name: row.owner_name, email: row.owner_email },
});

/** The job: live offers whose period is over become expired. Returns them, for the owners' notices. */
export async function expireDueOffers(db: Database | Transaction, now = new Date()): Promise<ExpiringOffer[]> {
  const result = await db.execute<ExpiringRow>(sql`
    with expired as (
      update offers set status = 'expired', status_changed_at = ${now}, updated_at = ${now}
      where status = 'active' and expires_at <= ${now}
      returning id, user_id, slug, title, expires_at)
    select e.id, e.slug, e.title, e.expires_at, u.id as owner_id, u.name as owner_name, u.email as owner_email
    from expired e join users u on u.id = e.user_id`);
  return result.rows.map(toExpiring);
}

/**
 * The job: live offers that expire within the reminder window and were not reminded
 * in this period, claimed (marked reminded) in the same statement so a second worker
 * or a retry does not remind twice.
 */
export type NewlyVisibleOffer = { user_id: string; title: string; slug: string };

/**
 * Offers published for a later date whose date has come: each is claimed once (its
 * owner was told at publishing that it would be visible from that day, and is now told
 * that it is). One deactivated before its day waits until it is live again.
 */
export async function claimNewlyVisibleOffers(
  db: Database | Transaction,
  now = new Date(),
): Promise<NewlyVisibleOffer[]> {
  const result = await db.execute<NewlyVisibleOffer>(sql`
    update offers set visible_notice_due = false
    where visible_notice_due and status = 'active' and visible_from <= ${now}
    returning user_id, title, slug`);
  return result.rows;
}

export async function claimExpiryReminders(db: Database | Transaction, now = new Date()): Promise<ExpiringOffer[]> {
  const until = new Date(now.getTime() + EXPIRY_REMINDER_HOURS * 3_600_000);
  const result = await db.execute<ExpiringRow>(sql`
    with due as (
      update offers set expiry_reminded_at = ${now}
      where status = 'active' and expires_at > ${now} and expires_at <= ${until} and expiry_reminded_at is null
      returning id, user_id, slug, title, expires_at)
    select d.id, d.slug, d.title, d.expires_at, u.id as owner_id, u.name as owner_name, u.email as owner_email
    from due d join users u on u.id = d.user_id`);
  return result.rows.map(toExpiring);
}
