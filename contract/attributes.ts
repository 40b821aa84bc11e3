// The attribute catalogue, ids 1 to 22. The ids are part of the
// public contract: an offer loaded for editing lists its attributes as {id, value}.
// - ids 2, 5, 6, 7, 8 and 20 are booleans, held as the text 'true';
// - ids 15, 16 and 17 are multi-value lists (one stored row per chosen option);
// - the others are single choices or numbers.
// docs/catalogue.md shows this table for people; keep the two in step.
import type { ListingType } from './listing-types.ts';

export type AttributeType = 'boolean' | 'choice' | 'multi_choice' | 'number';

export type AttributeOption = { slug: string; name: string };

type Base = {
  id: number;
  slug: string;
  name: string;
  /** Listing types the attribute applies to. */
  listingTypes: readonly ListingType[];
  /** Root category slugs it applies to; undefined means every category. */
  categories?: readonly string[];
};

export type AttributeDefinition =
  | (Base & { type: 'boolean' })
  | (Base & { type: 'choice' | 'multi_choice'; options: readonly AttributeOption[] })
  | (Base & { type: 'number'; unit?: string; min: number; max: number });

const EVERY_TYPE: readonly ListingType[] = ['sell', 'rent', 'swap', 'auction', 'seek-property'];
const RESIDENTIAL = [
  'house',
  'flat',
  'new-build',
  'summer-holiday',
  'retirement',
  'room',
  'caravan',
  'care-home',
  'hotel-bb',
] as const;
const BUILDINGS = [...RESIDENTIAL, 'commercial', 'development'] as const;

const counted = (to: number): AttributeOption[] => [
  ...Array.from({ length: to }, (_, i) => ({ slug: String(i + 1), name: String(i + 1) })),
  { slug: '5+', name: '5+' },
];

/** Option slugs of the fixed ownership tags (note the spelling 'leashold', kept as existing clients know it). */
export const OWNERSHIP_OPTIONS: readonly AttributeOption[] = [
  { slug: 'chain-free', name: 'Chain free' },
  { slug: 'freehold', name: 'Freehold' },
  { slug: 'leashold', name: 'Leasehold' },
  { slug: 'shared-ownership', name: 'Shared ownership' },
  { slug: 'help-to-buy', name: 'Help to buy' },
];

export const ATTRIBUTES: readonly AttributeDefinition[] = [
  {
    id: 1,
    slug: 'typ',
    name: 'Listing type',
    type: 'choice',
    listingTypes: EVERY_TYPE,
    options: [
      { slug: 'sell', name: 'For sale' },
      { slug: 'rent', name: 'To rent' },
      { slug: 'swap', name: 'Swap' },
      { slug: 'auction', name: 'Auction' },
      { slug: 'seek-property', name: 'Wanted' },
    ],
  },
  { id: 2, slug: 'na-raty', name: 'Instalments available', type: 'boolean', listingTypes: ['sell', 'auction'] },
  {
    id: 3,
    slug: 'reception-rooms',
    name: 'Reception rooms',
    type: 'choice',
    listingTypes: EVERY_TYPE,
    categories: ['house', 'flat', 'new-build', 'summer-holiday', 'retirement', 'caravan'],
    options: counted(4),
  },
  {
    id: 4,
    slug: 'meter',
    name: 'Floor area',
    type: 'number',
    unit: 'm²',
    min: 1,
    max: 1_000_000,
    listingTypes: EVERY_TYPE,
  },
  // Kept for existing clients that read it: it mirrors the ad's price period (true when per month),
  // which is the one source of truth (contract/price-periods.ts); the form does not show it.
  { id: 5, slug: 'per-month', name: 'Price per month', type: 'boolean', listingTypes: ['rent', 'seek-property'] },
  { id: 6, slug: 'negotiable', name: 'Price negotiable', type: 'boolean', listingTypes: ['sell', 'rent', 'swap'] },
  { id: 7, slug: 'rachunki-wliczone', name: 'Bills included', type: 'boolean', listingTypes: ['rent'] },
  { id: 8, slug: 'new-build', name: 'New build', type: 'boolean', listingTypes: EVERY_TYPE, categories: BUILDINGS },
  {
    id: 9,
    slug: 'floor',
    name: 'Floor',
    type: 'choice',
    listingTypes: EVERY_TYPE,
    categories: ['flat', 'new-build', 'retirement', 'room', 'commercial'],
    options: [
      { slug: 'lower-ground', name: 'Lower ground' },
      { slug: 'ground', name: 'Ground' },
      ...Array.from({ length: 9 }, (_, i) => ({ slug: String(i + 1), name: String(i + 1) })),
      { slug: '10+', name: '10 or higher' },
    ],
  },
  {
    id: 10,
    slug: 'floors-in-building',
    name: 'Floors in the building',
    type: 'choice',
    listingTypes: EVERY_TYPE,
    categories: BUILDINGS,
    options: [
      ...Array.from({ length: 9 }, (_, i) => ({ slug: String(i + 1), name: String(i + 1) })),
      { slug: '10+', name: '10 or more' },
    ],
  },
  {
    id: 11,
    slug: 'number-of-rooms',
    name: 'Bedrooms',
    type: 'choice',
    listingTypes: EVERY_TYPE,
    categories: RESIDENTIAL,
    options: counted(4),
  },
  {
    id: 12,
    slug: 'condition',
    name: 'Overall condition',
    type: 'choice',
    listingTypes: EVERY_TYPE,
    categories: BUILDINGS,
    options: [
      { slug: 'brand-new', name: 'Brand new' },
      { slug: 'excellent', name: 'Excellent' },
      { slug: 'good', name: 'Good' },
      { slug: 'needs-modernisation', name: 'Needs modernisation' },
      { slug: 'needs-renovation', name: 'Needs renovation' },
      { slug: 'shell', name: 'Shell' },
    ],
  },
  {
    id: 13,
    slug: 'bathrooms',
    name: 'Bathrooms',
    type: 'choice',
    listingTypes: EVERY_TYPE,
    categories: RESIDENTIAL,
    options: counted(4),
  },
  {
    id: 14,
    slug: 'parking-spaces',
    name: 'Parking spaces',
    type: 'choice',
    listingTypes: EVERY_TYPE,
    categories: BUILDINGS,
    options: counted(4),
  },
  {
    id: 15,
    slug: 'ownership',
    name: 'Ownership',
    type: 'multi_choice',
    listingTypes: ['sell', 'auction', 'swap', 'seek-property'],
    categories: BUILDINGS,
    options: OWNERSHIP_OPTIONS,
  },
  {
    id: 16,
    slug: 'dodatkowe',
    name: 'Extras',
    type: 'multi_choice',
    listingTypes: EVERY_TYPE,
    categories: BUILDINGS,
    options: [
      { slug: 'garage', name: 'Garage' },
      { slug: 'umeblowane', name: 'Furnished' },
      { slug: 'winda', name: 'Lift' },
      { slug: 'parking', name: 'Off-street parking' },
      { slug: 'garden', name: 'Garden' },
      { slug: 'balcony', name: 'Balcony or terrace' },
      { slug: 'cellar', name: 'Cellar' },
      { slug: 'fireplace', name: 'Fireplace' },
      { slug: 'air-conditioning', name: 'Air conditioning' },
      { slug: 'step-free-access', name: 'Step-free access' },
      { slug: 'double-glazing', name: 'Double glazing' },
      { slug: 'solar-panels', name: 'Solar panels' },
      { slug: 'ev-charging', name: 'EV charging point' },
      { slug: 'pets-allowed', name: 'Pets allowed' },
      { slug: 'concierge', name: 'Concierge' },
    ],
  },
  {
    id: 17,
    slug: 'blisko',
    name: 'Nearby',
    type: 'multi_choice',
    listingTypes: EVERY_TYPE,
    options: [
      { slug: 'school', name: 'School' },
      { slug: 'shops', name: 'Shops' },
      { slug: 'park', name: 'Park' },
      { slug: 'train-station', name: 'Train station' },
      { slug: 'bus-stop', name: 'Bus stop' },
      { slug: 'underground', name: 'Underground or tram' },
      { slug: 'hospital', name: 'Hospital' },
      { slug: 'gym', name: 'Gym' },
      { slug: 'town-centre', name: 'Town centre' },
      { slug: 'beach', name: 'Beach' },
      { slug: 'river', name: 'River' },
      { slug: 'lake', name: 'Lake' },
      { slug: 'woodland', name: 'Woodland' },
      { slug: 'motorway', name: 'Motorway' },
      { slug: 'airport', name: 'Airport' },
    ],
  },
  {
    id: 18,
    slug: 'year-built',
    name: 'Year built',
    type: 'choice',
    listingTypes: EVERY_TYPE,
    categories: BUILDINGS,
    options: [
      { slug: 'not-yet-built', name: 'Not yet built' },
      { slug: '2020-or-later', name: '2020 or later' },
      { slug: '2000-2019', name: '2000 to 2019' },
      { slug: '1980-1999', name: '1980 to 1999' },
      { slug: '1945-1979', name: '1945 to 1979' },
      { slug: '1900-1944', name: '1900 to 1944' },
      { slug: 'before-1900', name: 'Before 1900' },
    ],
  },
  {
    id: 19,
    slug: 'lease-years',
    name: 'Years left on the lease',
    type: 'number',
    unit: 'years',
    min: 1,
    max: 200,
    listingTypes: ['sell', 'auction', 'swap'],
    categories: BUILDINGS,
  },
  { id: 20, slug: 'available-now', name: 'Available now', type: 'boolean', listingTypes: EVERY_TYPE },
  {
    id: 21,
    slug: 'deposit',
    name: 'Deposit',
    type: 'number',
    unit: 'pence',
    min: 0,
    max: 100_000_000,
    listingTypes: ['rent'],
  },
  {
    id: 22,
    slug: 'council-tax-band',
    name: 'Council tax band',
    type: 'choice',
    listingTypes: EVERY_TYPE,
    categories: RESIDENTIAL,
    options: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map((band) => ({ slug: band.toLowerCase(), name: band })),
  },
];

/** Booleans are stored and sent as this text, never as a JSON boolean. */
export const BOOLEAN_TRUE = 'true';

/** Attributes that have a dedicated column on offers instead of value rows. */
export const LISTING_TYPE_ATTRIBUTE_ID = 1;

/** 'per-month': written from the ad's price period, never the other way round. */
export const PER_MONTH_ATTRIBUTE_ID = 5;

/** Indexed extras and nearby entries in a query string: at most 15 each, which bounds a URL's size. */
export const MAX_INDEXED_ENTRIES = 15;

export const LEASE_YEARS = { min: 1, max: 200 } as const;

export function attributeById(id: number): AttributeDefinition | undefined {
  return ATTRIBUTES.find((attribute) => attribute.id === id);
}

export function attributeBySlug(slug: string): AttributeDefinition | undefined {
  return ATTRIBUTES.find((attribute) => attribute.slug === slug);
}

/** Attributes an advertiser can fill for a listing type and root category. */
export function attributesFor(type: ListingType, rootCategory: string): AttributeDefinition[] {
  return ATTRIBUTES.filter(
    (attribute) =>
      attribute.id !== LISTING_TYPE_ATTRIBUTE_ID &&
      attribute.listingTypes.includes(type) &&
      (attribute.categories === undefined || attribute.categories.includes(rootCategory)),
  );
}
