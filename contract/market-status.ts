// Where a live sale or rental stands in the market (UK practice: under offer, sold
// subject to contract, let agreed...), shown on its page and its result card.
import type { ListingType } from './listing-types.ts';

export const MARKET_STATUSES = ['available', 'under_offer', 'sold_stc', 'sold', 'let_agreed', 'let'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

export const MARKET_STATUS_LABELS: Record<MarketStatus, string> = {
  available: 'Available',
  under_offer: 'Under offer',
  sold_stc: 'Sold STC',
  sold: 'Sold',
  let_agreed: 'Let agreed',
  let: 'Let',
};

/** The market states each listing type can take (the database checks the same pairs). */
export const MARKET_STATUSES_BY_TYPE: Record<ListingType, readonly MarketStatus[]> = {
  sell: ['available', 'under_offer', 'sold_stc', 'sold'],
  auction: ['available', 'under_offer', 'sold_stc', 'sold'],
  rent: ['available', 'let_agreed', 'let'],
  swap: ['available'],
  'seek-property': ['available'],
};
