// The listing types: sell is the default. seek-property
// is a "wanted" ad; in search it travels as ad-type=seek-property instead of type.
export const LISTING_TYPES = ['sell', 'rent', 'swap', 'auction', 'seek-property'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const DEFAULT_LISTING_TYPE: ListingType = 'sell';

/** The types a category can allow; seek-property applies to every category. */
export const OFFER_TYPES = ['sell', 'rent', 'swap', 'auction'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** Labels of the home search bar's listing-type select. */
export const LISTING_TYPE_LABELS: Record<ListingType, string> = {
  sell: 'FOR SALE',
  rent: 'FOR RENT',
  swap: 'SWAP',
  auction: 'AUCTION',
  'seek-property': 'SEEKING',
};

/** Top navigation dropdowns, in their order. */
export const NAV_LISTING_TYPES: ReadonlyArray<{ label: string; type: OfferType }> = [
  { label: 'RENT', type: 'rent' },
  { label: 'SALE', type: 'sell' },
  { label: 'SWAP', type: 'swap' },
  { label: 'AUCTION', type: 'auction' },
];

/** Human wording of a listing type, as used in titles and badges. */
export const LISTING_TYPE_NOUNS: Record<ListingType, string> = {
  sell: 'for sale',
  rent: 'to rent',
  swap: 'to swap',
  auction: 'at auction',
  'seek-property': 'wanted',
};

export function isListingType(value: string): value is ListingType {
  return (LISTING_TYPES as readonly string[]).includes(value);
}

export const OFFER_TAGS = ['urgent', 'super-deal', 'investment'] as const;
export type OfferTag = (typeof OFFER_TAGS)[number];
export const OFFER_TAG_LABELS: Record<OfferTag, string> = {
  urgent: 'Urgent',
  'super-deal': 'Super Deal',
  investment: 'Investment',
};
