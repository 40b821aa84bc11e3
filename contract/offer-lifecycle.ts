// The life of an offer (docs/offers.md has the diagram): its stored status, the
// market state of a live sale or rental (UK practice: under offer, sold STC, let
// agreed...), how long a listing stays live, and the texts of refused transitions.

import { z } from 'zod';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { formatDate } from './dates.ts';
import { formatMoney } from './format.ts';
import type { ListingType } from './listing-types.ts';
import { MARKET_STATUS_LABELS, MARKET_STATUSES, type MarketStatus } from './market-status.ts';
import { revisionNoticeSchema } from './offer-revisions.ts';
import { offerCardSchema, offerDetailSchema } from './offers.ts';
import { listOf } from './pagination.ts';

/**
 * Stored statuses. "Scheduled" is not stored: it is an active offer whose
 * visible_from is still ahead (see displayStatus), so no job has to flip it.
 */
export const OFFER_STATUSES = [
  'draft',
  'pending_payment',
  'pending_moderation',
  'active',
  'inactive',
  'expired',
  'rejected',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export type DisplayStatus = OfferStatus | 'scheduled';

export const OFFER_STATUS_LABELS: Record<DisplayStatus, string> = {
  draft: 'Draft',
  pending_payment: 'Awaiting payment',
  pending_moderation: 'Awaiting approval',
  scheduled: 'Scheduled',
  active: 'Live',
  inactive: 'Deactivated',
  expired: 'Expired',
  rejected: 'Rejected',
};

export function displayStatus(status: OfferStatus, visibleFrom: Date | null, now = new Date()): DisplayStatus {
  return status === 'active' && visibleFrom !== null && visibleFrom > now ? 'scheduled' : status;
}

/** Where a live sale or rental stands. 'available' for every listing type. */
export {
  MARKET_STATUS_LABELS,
  MARKET_STATUSES,
  MARKET_STATUSES_BY_TYPE,
  type MarketStatus,
} from './market-status.ts';

import { uuidSchema } from './ids.ts';

/**
 * How many days an offer stays live after publication or a refresh. UK portals keep
 * listings until they are withdrawn; a fixed period instead makes stale adverts drop
 * out by themselves, and a reminder 24 hours ahead lets the owner refresh for free
 * while their allowance lasts. Wanted ads go stale fastest, sales slowest.
 */
export const OFFER_LIFETIME_DAYS: Record<ListingType, number> = {
  sell: 120,
  auction: 60,
  rent: 60,
  swap: 90,
  'seek-property': 30,
};

/** Hours before expiry at which the owner is reminded. */
export const EXPIRY_REMINDER_HOURS = 24;
/** Where owners manage their offers (the notices and e-mails link there). */
export const MY_OFFERS_PATH = SITE_PATHS.myOffers();

/** What an offer may do for free before billing charges for it. */
export const FREE_ALLOWANCE = { refreshes: 3, raises: 1 } as const;

/**
 * A refresh of an ad refreshed less than this many minutes before spends nothing and
 * changes nothing: it is a double click, a retry or a second tab, and the new period it
 * would start adds under an hour to the one just begun, which no one would spend a
 * refresh on.
 */
export const REFRESH_REPEAT_MINUTES = 60;

const refreshesLeft = (left: number) =>
  left === 0 ? 'No free refreshes left.' : `${left} free ${left === 1 ? 'refresh' : 'refreshes'} left.`;

/**
 * Featuring (highlighted and first in results) has no free allowance: the periods in
 * days, the `featureAd` query parameter of PATCH /api/offers/featureAd/{id}; their prices
 * are on the price list (extra.featured_7, _14, _30).
 */
export const FEATURE_PERIODS = ['7', '14', '30'] as const;
export type FeaturePeriod = (typeof FEATURE_PERIODS)[number];

export const OFFER_ACTIONS = [
  'submit',
  'resubmit',
  'pay',
  'payment_confirmed',
  'approve',
  'reject',
  'activate',
  'deactivate',
  'refresh',
  'raise',
  'feature',
  'expire',
  'set_market_status',
] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

export const OFFER_LIFECYCLE_MESSAGES = {
  notFound: 'Offer not found',
  /** 409: the action does not apply to the offer's current status. */
  illegal: (action: OfferAction, status: DisplayStatus) =>
    `This offer cannot be ${ACTION_PAST[action]} while it is ${OFFER_STATUS_LABELS[status].toLowerCase()}.`,
  expiredUseRefresh: 'This offer has expired. Refresh it to put it back on the site.',
  /** A rejected ad edited and sent back to the operators. */
  resubmitted: 'Thank you. Your ad will be live once we have checked it again.',
  awaitingPaymentNoEdit:
    'This ad is waiting for its payment. Finish paying (My Ads, Pay and publish), or edit it once the order has lapsed, within the hour.',
  emailNotVerified:
    'Your ad is saved, but it goes live only once you confirm your e-mail address: open the link we sent you, then publish it.',
  marketStatusNotForType: (status: MarketStatus, type: ListingType) =>
    `“${MARKET_STATUS_LABELS[status]}” does not apply to this kind of listing (${type}).`,
  paymentRequired: (action: 'refresh' | 'raise', price: number) =>
    `Your free ${action === 'refresh' ? 'refreshes' : 'raises'} for this offer are used up. The next one costs ${formatMoney(price)}.`,
  /** The answer of a refresh: what it did, and what is left of the allowance. */
  refreshed: (until: Date, left: number) =>
    `Your ad is back at the top of the results and live until ${formatDate(until, 'longDay')}. ${refreshesLeft(left)}`,
  refreshRepeated: (until: Date, left: number) =>
    `Your ad was refreshed less than an hour ago: it is at the top of the results and live until ${formatDate(until, 'longDay')}. Nothing more was used. ${refreshesLeft(left)}`,
  featurePaymentRequired: (days: string, price: number) =>
    `Featuring this offer for ${days} days costs ${formatMoney(price)}. Nothing has been charged.`,
  /** Bell notices of the expiry job. */
  expiringNotice: (title: string) => `Your listing “${title}” expires within 24 hours. Refresh it to keep it live.`,
  expiredNotice: (title: string) => `Your listing “${title}” has expired. Refresh it to put it back on the site.`,
  approvedNotice: (title: string) => `Your listing “${title}” has been approved and is live.`,
  rejectedNotice: (title: string, reason: string) => `Your listing “${title}” was not accepted: ${reason}`,
} as const;

const ACTION_PAST: Record<OfferAction, string> = {
  submit: 'submitted',
  resubmit: 'sent back for checking',
  pay: 'paid for',
  payment_confirmed: 'marked as paid',
  approve: 'approved',
  reject: 'rejected',
  activate: 'activated',
  deactivate: 'deactivated',
  refresh: 'refreshed',
  raise: 'raised',
  feature: 'featured',
  expire: 'expired',
  set_market_status: 'marked as sold or let',
};

/** Path parameters of the routes that act on one offer: its id, or its slug as in the page's address. */
export const offerIdParams = z.object({
  id: z.string().trim().min(1, 'Give the offer by its id or its slug').max(200, 'Give the offer by its id or its slug'),
});

/** PATCH /api/offers/activate and /deactivate: the caller's offers, by id. */
export const offerIdsSchema = z
  .object({
    offers: z
      .array(z.uuid({ error: 'Each offer must be given by its id' }), { error: 'List the offers' })
      .min(1, 'List at least one offer')
      .max(100, 'At most 100 offers at a time'),
  })
  .strict();

/** PATCH /api/admin/offers/{id}/reject: why, in words the owner will read. */
export const rejectOfferSchema = z
  .object({
    reason: z
      .string({ error: 'Give the reason for rejecting this offer' })
      .trim()
      .min(1, 'Give the reason for rejecting this offer')
      .max(500, 'The reason must have at most 500 characters'),
  })
  .strict();

export const marketStatusSchema = z
  .object({ market_status: z.enum(MARKET_STATUSES, { error: 'Choose a market status' }) })
  .strict();

/** The lifecycle fields of an offer as its owner sees them. */
export const offerStateSchema = z.object({
  id: uuidSchema,
  status: z.enum([...OFFER_STATUSES, 'scheduled']),
  market_status: z.enum(MARKET_STATUSES),
  /** When a scheduled offer goes live. */
  visible_from: z.string().nullable(),
  expires_at: z.string().nullable(),
  refresh_count: z.number().int(),
  raise_count: z.number().int(),
  rejection_reason: z.string().nullable(),
});
export type OfferState = z.infer<typeof offerStateSchema>;

/** PATCH /api/offers/refresh/{id}: the offer's state, what the refresh did and the allowance left. */
export const refreshResultSchema = offerStateSchema.extend({
  message: z.string(),
  /** Refreshes the ad has left without paying: the free ones and those its package bought. */
  refreshes_left: z.number().int(),
  /** The ad had been refreshed within REFRESH_REPEAT_MINUTES: this one spent nothing. */
  repeated: z.boolean(),
});
export type RefreshResult = z.infer<typeof refreshResultSchema>;

/** The status tabs of /my-offers; 'pending' covers awaiting payment and awaiting approval. */
export const MY_OFFERS_TABS = [
  'all',
  'active',
  'scheduled',
  'pending',
  'inactive',
  'expired',
  'rejected',
  'draft',
] as const;
export type MyOffersTab = (typeof MY_OFFERS_TABS)[number];
export const MY_OFFERS_TAB_LABELS: Record<MyOffersTab, string> = {
  all: 'All',
  active: 'Live',
  scheduled: 'Scheduled',
  pending: 'Pending',
  inactive: 'Deactivated',
  expired: 'Expired',
  rejected: 'Rejected',
  draft: 'Drafts',
};

export const MY_OFFERS_SORTS = ['newest', 'oldest', 'price-asc', 'price-desc', 'expiring'] as const;
export const MY_OFFERS_SORT_LABELS: Record<(typeof MY_OFFERS_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'price-asc': 'Lowest price',
  'price-desc': 'Highest price',
  expiring: 'Expiring soonest',
};
export const MY_OFFERS_PER_PAGE = 10;

/** GET /api/user/offers?{query}. */
export const myOffersQuerySchema = z
  .object({
    status: z.enum(MY_OFFERS_TABS).default('all'),
    q: z.string().trim().max(100).optional(),
    sort: z.enum(MY_OFFERS_SORTS).default('newest'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(50).default(MY_OFFERS_PER_PAGE),
    /** A company account: only this agent's offers (or the company's own: its own id). */
    agent: uuidSchema.optional(),
  })
  .strict();
export type MyOffersQuery = z.infer<typeof myOffersQuerySchema>;

/** One offer in its owner's list: the result card, its lifecycle state and whose it is. */
export const myOfferSchema = offerCardSchema.extend({
  state: offerStateSchema.omit({ id: true }),
  /** The agent or the company itself (a company sees its agents' offers too). */
  owner: z.object({ id: uuidSchema, name: z.string() }),
  /** Refreshes the ad has left without paying (the free ones and those its package bought). */
  refreshes_left: z.number().int(),
  /** Changes waiting for an operator, or refused ones (moderation on); the card shows the version on the site. */
  revision: revisionNoticeSchema.nullable(),
});
export type MyOffer = z.infer<typeof myOfferSchema>;

/** One count per tab, each a named property (so the OpenAPI document lists them). */
type TabCounts = Record<(typeof MY_OFFERS_TABS)[number], z.ZodNumber>;

export const myOffersResponseSchema = listOf(myOfferSchema).extend({
  /** How many offers each tab holds (for the same keyword and agent). */
  counts: z.object(Object.fromEntries(MY_OFFERS_TABS.map((tab) => [tab, z.number().int()])) as TabCounts),
});
export type MyOffersResponse = z.infer<typeof myOffersResponseSchema>;

/**
 * GET /api/offers/{id} and /offers/{slug}: the public offer; for the person who
 * manages it, also its lifecycle state (then it is shown even when not public).
 */
export const offerViewSchema = offerDetailSchema.extend({
  owner_view: offerStateSchema.omit({ id: true }).nullable(),
});
export type OfferView = z.infer<typeof offerViewSchema>;
