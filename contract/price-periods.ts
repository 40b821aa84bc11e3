// What a rent (or a wanted ad's budget) is per: one explicit choice next to the price,
// shown back exactly as the advertiser chose it. Sales, swaps and auctions have no
// period. Nights are for holiday lets, camping and hotels, where a nightly rate is
// how the trade quotes; other rents are per calendar month (the UK default) or per week.
import type { ListingType } from './listing-types.ts';

export const PRICE_PERIODS = ['month', 'week', 'night'] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

/** After the amount: '£1,150 pcm', '£290 pw', '£95 per night'. */
export const PRICE_PERIOD_SUFFIX: Record<PricePeriod, string> = { month: ' pcm', week: ' pw', night: ' per night' };

/** The choice in the ad form. */
export const PRICE_PERIOD_LABELS: Record<PricePeriod, string> = {
  month: 'Per calendar month (pcm)',
  week: 'Per week (pw)',
  night: 'Per night',
};

const PERIOD_WORDS: Record<PricePeriod, string> = { month: 'per month', week: 'per week', night: 'per night' };

/** The ad form's price label, following the chosen period: 'Rent per month (£)', 'Budget per week (£)'. */
export function priceFieldLabel(listingType: ListingType, period: PricePeriod | null): string {
  if (listingType === 'rent') return `Rent ${PERIOD_WORDS[period ?? 'month']} (£)`;
  if (listingType === 'seek-property') return period ? `Budget ${PERIOD_WORDS[period]} (£)` : 'Budget (£)';
  return 'Price (£)';
}

/** Root categories whose rents may be quoted per night. */
const NIGHTLY_ROOTS: readonly string[] = ['summer-holiday', 'camping', 'hotel-bb'];

/** The periods a listing type (in a root category) takes; none for a sale, swap or auction. */
export function periodsFor(listingType: ListingType, rootSlug: string | undefined): readonly PricePeriod[] {
  if (listingType === 'rent') {
    return rootSlug !== undefined && NIGHTLY_ROOTS.includes(rootSlug) ? PRICE_PERIODS : ['month', 'week'];
  }
  return listingType === 'seek-property' ? ['month', 'week'] : [];
}

/**
 * The period an ad is saved with. An explicit `price_period` wins; without one the
 * older attribute 5 ('per-month', true = per month) still says month; a rent with
 * neither is per calendar month, as the form offers it. A wanted ad without either
 * states a total budget (buying). Other listing types have none.
 */
export function resolvePricePeriod(
  listingType: ListingType,
  explicit: PricePeriod | null | undefined,
  perMonthAttribute: boolean,
): PricePeriod | null {
  if (listingType !== 'rent' && listingType !== 'seek-property') return null;
  if (explicit !== undefined) return explicit;
  if (perMonthAttribute) return 'month';
  return listingType === 'rent' ? 'month' : null;
}

/**
 * How many of a period make a month, to compare rents quoted differently (search
 * filters and sorting use the monthly figure): the UK's usual pw x 52 / 12, and nights
 * x 365 / 12. The SQL twin is the offers.comparable_price column (migration 0039).
 */
export const PER_MONTH: Record<PricePeriod, number> = { month: 1, week: 52 / 12, night: 365 / 12 };

export const PRICE_PERIOD_MESSAGES = {
  notForType: 'Only rents and wanted ads take a price period',
  notForCategory: (allowed: readonly PricePeriod[]) =>
    `Choose ${allowed.map((period) => PRICE_PERIOD_LABELS[period].toLowerCase()).join(' or ')}`,
} as const;
