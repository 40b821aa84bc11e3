// The code tables of the Rightmove BLM v3 specification, translated to the feed listing's
// values. Maps rather than objects so that a code like 'constructor' finds nothing.
import type {
  FeedFurnishing,
  FeedPriceQualifier,
  FeedRentFrequency,
  FeedStatus,
  FeedTenure,
  FeedTransaction,
} from './feed-listing.ts';

export const BLM_TRANSACTIONS: ReadonlyMap<string, FeedTransaction> = new Map([
  ['1', 'sale'],
  ['2', 'letting'],
]);

export const BLM_STATUSES: ReadonlyMap<string, FeedStatus> = new Map([
  ['0', 'available'],
  ['1', 'sold-stc'],
  // SSTCM: sold subject to conclusion of missives, the Scottish sold-STC.
  ['2', 'sold-stc'],
  ['3', 'under-offer'],
  ['4', 'reserved'],
  ['5', 'let-agreed'],
  // Not in the published v3 table, but sent by CRMs that report completed deals.
  ['6', 'sold'],
  ['7', 'let'],
]);

export const BLM_PRICE_QUALIFIERS: ReadonlyMap<string, FeedPriceQualifier> = new Map([
  ['0', 'none'],
  ['1', 'poa'],
  ['2', 'guide-price'],
  ['3', 'fixed-price'],
  ['4', 'offers-in-excess-of'],
  ['5', 'offers-in-region-of'],
  ['6', 'sale-by-tender'],
  ['7', 'from'],
  ['9', 'shared-ownership'],
  ['10', 'offers-over'],
  ['11', 'part-buy-part-rent'],
  ['12', 'shared-equity'],
  ['15', 'offers-invited'],
  ['16', 'coming-soon'],
]);

export const BLM_RENT_FREQUENCIES: ReadonlyMap<string, FeedRentFrequency> = new Map([
  ['0', 'weekly'],
  ['1', 'monthly'],
  ['2', 'quarterly'],
  ['3', 'annual'],
  // Per person per week (student lets): still a weekly rent.
  ['5', 'weekly'],
]);

/** 3 is 'not specified', which is what null says. */
export const BLM_FURNISHINGS: ReadonlyMap<string, FeedFurnishing | 'unspecified'> = new Map([
  ['0', 'furnished'],
  ['1', 'part-furnished'],
  ['2', 'unfurnished'],
  ['3', 'unspecified'],
  ['4', 'flexible'],
]);

export const BLM_TENURES: ReadonlyMap<string, FeedTenure> = new Map([
  ['1', 'freehold'],
  ['2', 'leasehold'],
  ['3', 'feudal'],
  ['4', 'commonhold'],
  ['5', 'share-of-freehold'],
]);

export const BLM_PUBLISHED: ReadonlyMap<string, boolean> = new Map([
  ['0', false],
  ['1', true],
]);

export const BLM_NEW_HOME: ReadonlyMap<string, boolean> = new Map([
  ['y', true],
  ['n', false],
]);
