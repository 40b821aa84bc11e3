// The category tree: one declared source for the database seed, the API, forms,
// filters and search. Slugs are unique across the whole tree (they appear in URLs
// such as /property/{category}/{type}); order is the order shown to people.
import type { OfferType } from './listing-types.ts';

export type CategoryDefinition = {
  slug: string;
  name: string;
  /** Listing types this category can be advertised under (seek-property always can). */
  offerTypes: readonly OfferType[];
  children: ReadonlyArray<{ slug: string; name: string }>;
};

const ALL: readonly OfferType[] = ['sell', 'rent', 'swap', 'auction'];

export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    slug: 'house',
    name: 'Houses',
    offerTypes: ALL,
    children: [
      { slug: 'detached', name: 'Detached' },
      { slug: 'semi-detached', name: 'Semi-detached' },
      { slug: 'terraced', name: 'Terraced' },
      { slug: 'end-of-terrace', name: 'End of terrace' },
      { slug: 'bungalow', name: 'Bungalow' },
      { slug: 'cottage', name: 'Cottage' },
      { slug: 'town-house', name: 'Town house' },
      { slug: 'farmhouse', name: 'Farmhouse' },
    ],
  },
  {
    slug: 'flat',
    name: 'Flats',
    offerTypes: ALL,
    children: [
      { slug: 'apartment', name: 'Apartment' },
      { slug: 'studio', name: 'Studio' },
      { slug: 'maisonette', name: 'Maisonette' },
      { slug: 'penthouse', name: 'Penthouse' },
      { slug: 'ground-floor-flat', name: 'Ground-floor flat' },
      { slug: 'duplex', name: 'Duplex' },
    ],
  },
  {
    slug: 'land',
    name: 'Land',
    offerTypes: ['sell', 'auction', 'swap'],
    children: [
      { slug: 'building-plot', name: 'Building plot' },
      { slug: 'agricultural-land', name: 'Agricultural land' },
      { slug: 'paddock', name: 'Paddock' },
      { slug: 'woodland', name: 'Woodland' },
    ],
  },
  {
    slug: 'commercial',
    name: 'Commercial',
    offerTypes: ['sell', 'rent', 'auction'],
    children: [
      { slug: 'office', name: 'Office' },
      { slug: 'retail', name: 'Retail unit' },
      { slug: 'industrial', name: 'Industrial' },
      { slug: 'warehouse', name: 'Warehouse' },
      { slug: 'restaurant-cafe', name: 'Restaurant or café' },
      { slug: 'pub', name: 'Pub' },
    ],
  },
  {
    slug: 'new-build',
    name: 'New build',
    offerTypes: ['sell', 'rent'],
    children: [
      { slug: 'new-build-house', name: 'New-build house' },
      { slug: 'new-build-flat', name: 'New-build flat' },
      { slug: 'shared-ownership-home', name: 'Shared-ownership home' },
    ],
  },
  {
    slug: 'hotel-bb',
    name: 'Hotels/B&B',
    offerTypes: ['sell', 'rent'],
    children: [
      { slug: 'hotel', name: 'Hotel' },
      { slug: 'bed-and-breakfast', name: 'Bed and breakfast' },
      { slug: 'guest-house', name: 'Guest house' },
    ],
  },
  {
    slug: 'camping',
    name: 'Camping',
    offerTypes: ['sell', 'rent'],
    children: [
      { slug: 'campsite', name: 'Campsite' },
      { slug: 'glamping', name: 'Glamping' },
    ],
  },
  {
    slug: 'summer-holiday',
    name: 'Summer/Holiday',
    offerTypes: ['sell', 'rent', 'swap'],
    children: [
      { slug: 'holiday-cottage', name: 'Holiday cottage' },
      { slug: 'holiday-lodge', name: 'Holiday lodge' },
      { slug: 'holiday-apartment', name: 'Holiday apartment' },
    ],
  },
  {
    slug: 'development',
    name: 'Development opportunity',
    offerTypes: ['sell', 'auction'],
    children: [
      { slug: 'development-site', name: 'Development site' },
      { slug: 'conversion-opportunity', name: 'Conversion opportunity' },
      { slug: 'refurbishment-project', name: 'Refurbishment project' },
    ],
  },
  {
    slug: 'retirement',
    name: 'Retirement',
    offerTypes: ['sell', 'rent'],
    children: [
      { slug: 'retirement-flat', name: 'Retirement flat' },
      { slug: 'retirement-bungalow', name: 'Retirement bungalow' },
      { slug: 'assisted-living', name: 'Assisted living' },
    ],
  },
  {
    slug: 'room',
    name: 'Rooms',
    offerTypes: ['rent', 'swap'],
    children: [
      { slug: 'single-room', name: 'Single room' },
      { slug: 'double-room', name: 'Double room' },
      { slug: 'en-suite-room', name: 'En-suite room' },
    ],
  },
  {
    slug: 'care-home',
    name: 'Care homes',
    offerTypes: ['sell', 'rent'],
    children: [
      { slug: 'residential-care', name: 'Residential care' },
      { slug: 'nursing-home', name: 'Nursing home' },
    ],
  },
  {
    slug: 'caravan',
    name: 'Caravans',
    offerTypes: ['sell', 'rent', 'swap'],
    children: [
      { slug: 'static-caravan', name: 'Static caravan' },
      { slug: 'park-home', name: 'Park home' },
      { slug: 'touring-caravan', name: 'Touring caravan' },
    ],
  },
];

/** Property types of the search modal, in the order the modal shows them. */
export const MODAL_PROPERTY_TYPES = [
  'house',
  'flat',
  'land',
  'camping',
  'commercial',
  'summer-holiday',
  'development',
  'retirement',
  'room',
  'hotel-bb',
  'care-home',
  'caravan',
] as const;

/** Categories with their own landing page, /category/{slug}. */
export const CATEGORY_PAGES = ['new-build', 'commercial', 'hotel-bb'] as const;

export function findRootCategory(slug: string): CategoryDefinition | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}

/** The root a slug belongs to, whether the slug is the root itself or one of its children. */
export function rootOf(slug: string): CategoryDefinition | undefined {
  return CATEGORIES.find((root) => root.slug === slug || root.children.some((child) => child.slug === slug));
}

export function categoriesForType(type: OfferType): CategoryDefinition[] {
  return CATEGORIES.filter((category) => category.offerTypes.includes(type));
}
