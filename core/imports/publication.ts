// Where a feed puts a listing: on the site, in the operators' queue, in the drafts or off
// the site, and whether it waits for its posting to be paid. Pure, so the preview tells
// what confirming will do by the very rule the import applies (apply.ts).
import type { ListingType } from '#contract/listing-types.ts';
import type { OfferStatus } from '#contract/offer-lifecycle.ts';
import { expiryFrom } from '#core/offers/lifecycle.ts';
import { REVIEWED_STATUSES } from '#core/offers/revisions.ts';

export type StatusColumns = {
  status: OfferStatus;
  statusChangedAt: Date;
  publishedAt?: Date;
  bumpedAt?: Date;
  expiresAt?: Date;
};

/** The imported offer as it stands (`published`: it went on the site at least once); null for a new listing. */
export type CurrentListing = { status: OfferStatus; published: boolean } | null;

export type Placement = {
  /** Written with the listing's content; null leaves its status alone. */
  columns: StatusColumns | null;
  /** Kept off the site until its posting is paid for from My Ads. */
  awaitingPayment: boolean;
};

/** Where a listing goes when it is published: live, or the operators' queue on its way there. */
const PUBLISHING: readonly OfferStatus[] = ['active', 'pending_moderation'];

/**
 * Where the feed puts a listing. A live listing goes on the site, except that with
 * moderation on one no operator has approved waits for one (and a withdrawn one waiting
 * goes back to the drafts, out of the queue); one the operator rejected stays rejected.
 *
 * When posting it costs money (`postingCost`, zero when the site takes no payments), a
 * listing the feed would publish for the first time, new or never published before, is
 * a draft instead, for the company to pay for in My Ads as the ad form's posts are (one
 * already waiting for its order is left to it). A listing published before goes where
 * the feed says: its posting was settled when it first went on the site.
 */
export function placement(
  current: CurrentListing,
  live: boolean,
  options: { moderation: boolean; postingCost: number },
  listingType: ListingType,
  now: Date,
): Placement {
  const columns = publication(current?.status ?? null, live, options.moderation, listingType, now);
  const firstPublication = columns !== null && PUBLISHING.includes(columns.status) && !current?.published;
  if (!firstPublication || options.postingCost === 0) return { columns, awaitingPayment: false };
  const waiting = current?.status === 'draft' || current?.status === 'pending_payment';
  return { columns: waiting ? null : { status: 'draft', statusChangedAt: now }, awaitingPayment: true };
}

function publication(
  current: OfferStatus | null,
  live: boolean,
  moderation: boolean,
  listingType: ListingType,
  now: Date,
): StatusColumns | null {
  const put: StatusColumns = {
    status: 'active',
    statusChangedAt: now,
    publishedAt: now,
    bumpedAt: now,
    expiresAt: expiryFrom(listingType, now),
  };
  const as = (status: OfferStatus): StatusColumns => ({ status, statusChangedAt: now });
  if (current === null) {
    if (live) return moderation ? as('pending_moderation') : put;
    return as(moderation ? 'draft' : 'inactive');
  }
  if (current === 'rejected') return null;
  if (live) {
    if (current === 'active') return null;
    if (!moderation || REVIEWED_STATUSES.includes(current)) return put;
    return current === 'draft' ? as('pending_moderation') : null;
  }
  if (current === 'active') return as('inactive');
  return moderation && current === 'pending_moderation' ? as('draft') : null;
}
