// What UK portals show beside an asking price: its qualifier, written before the price
// ("Guide price £250,000", "Offers over £180,000"), and the property's energy rating.
// Agency feeds send both; an offer posted with the ad form has neither.

/** Rightmove's price qualifiers, less its default (no qualifier), which is null here. */
export const PRICE_QUALIFIERS = [
  'poa',
  'guide-price',
  'fixed-price',
  'offers-in-excess-of',
  'offers-in-region-of',
  'sale-by-tender',
  'from',
  'shared-ownership',
  'offers-over',
  'part-buy-part-rent',
  'shared-equity',
  'offers-invited',
  'coming-soon',
] as const;
export type PriceQualifier = (typeof PRICE_QUALIFIERS)[number];

/** As UK portals word them, to stand before the price. */
export const PRICE_QUALIFIER_LABELS: Record<PriceQualifier, string> = {
  poa: 'POA',
  'guide-price': 'Guide price',
  'fixed-price': 'Fixed price',
  'offers-in-excess-of': 'Offers in excess of',
  'offers-in-region-of': 'Offers in the region of',
  'sale-by-tender': 'Sale by tender',
  from: 'From',
  'shared-ownership': 'Shared ownership',
  'offers-over': 'Offers over',
  'part-buy-part-rent': 'Part buy, part rent',
  'shared-equity': 'Shared equity',
  'offers-invited': 'Offers invited',
  'coming-soon': 'Coming soon',
};

/** Energy efficiency bands of an Energy Performance Certificate, best first. */
export const EPC_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcRating = (typeof EPC_RATINGS)[number];

export const isEpcRating = (value: string): value is EpcRating => (EPC_RATINGS as readonly string[]).includes(value);
