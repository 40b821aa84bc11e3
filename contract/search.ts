// Search criteria: what a search URL means. The same URL gives the same results on
// the API (GET /api/search, GET /api/offers) and on the /search pages, because both
// parse it with core/search/parse-query.ts. Browser code builds URLs with searchQuery().
// docs/search.md describes both query formats (search criteria and page filter) and how each maps here.
import type { ListingType, OfferTag } from './listing-types.ts';

export const SORTS = ['newest', 'oldest', 'price-asc', 'price-desc', 'distance', 'relevance'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'price-asc': 'Lowest price',
  'price-desc': 'Highest price',
  distance: 'Nearest first',
  relevance: 'Most relevant',
};

export const ADDED_WITHIN = ['today', 'yesterday', 'last-3-days'] as const;
export type AddedWithin = (typeof ADDED_WITHIN)[number];
export const ADDED_LABELS: Record<AddedWithin | 'anytime', string> = {
  anytime: 'Anytime',
  today: 'Today',
  yesterday: 'Since yesterday',
  'last-3-days': 'Last 3 days',
};

/** Rooms, bathrooms, reception rooms and parking spaces: 1 to 4 and 5+, each meaning "at least". */
export const ROOM_CHOICES = ['1', '2', '3', '4', '5+'] as const;
export type RoomChoice = (typeof ROOM_CHOICES)[number];

export type SearchLocation = { lat: number; lon: number; name?: string };
/** A map viewport, in degrees. */
export type BoundingBox = { west: number; south: number; east: number; north: number };
export type LatLon = { lat: number; lon: number };

export const POLYGON_MIN_POINTS = 3;
export const POLYGON_MAX_POINTS = 100;
export const MAX_KEYWORDS = 10;

export type SearchCriteria = {
  listingType?: ListingType;
  /** Category slugs; a parent includes its children. */
  categories: string[];
  /** Pence. */
  priceMin?: number;
  priceMax?: number;
  /** Floor area, m². */
  areaMin?: number;
  areaMax?: number;
  location?: SearchLocation;
  radiusMiles?: number;
  /** Only offers inside this map viewport. */
  bbox?: BoundingBox;
  /** Only offers inside this drawn shape. */
  polygon?: LatLon[];
  /** Free text over title, description and location, with English stemming. */
  text?: string;
  /** Every keyword must appear (title, description or location). */
  keywords: string[];
  /** "At least" counts. */
  bedrooms?: RoomChoice;
  bathrooms?: RoomChoice;
  receptionRooms?: RoomChoice;
  parkingSpaces?: RoomChoice;
  /** Overall condition: any of these. */
  conditions: string[];
  /** With leasehold: at least this many years left on the lease (1 to 200). */
  leaseYearsMin?: number;
  /** Offer tags: all of these. */
  tags: OfferTag[];
  /**
   * Any other catalogue attribute, by slug: a choice attribute matches any of the
   * values, a multi-value one (extras, nearby, ownership) all of them, a boolean 'true'.
   */
  attributes: Record<string, string[]>;
  /** Ranges of other number attributes (deposit), by slug; money in pence. */
  ranges: Record<string, { min?: number; max?: number }>;
  added?: AddedWithin;
  /** Only these advertisers' offers (a public profile's list; never read from a URL). */
  advertiserIds?: string[];
  sort: Sort;
  page: number;
  perPage: number;
};

export const DEFAULT_RADIUS_MILES = 3;
export const MAX_RADIUS_MILES = 40;

/**
 * Counts above this are reported as "more than" (meta.total_exact false): counting every
 * match of a broad search is the slowest part of it, and nobody pages past the 42nd page
 * (the market leader stops there too).
 */
export const COUNT_CAP = 1_000;

/** Pounds in the URL, pence in the criteria. */
export const poundsToPence = (pounds: number): number => Math.round(pounds * 100);

export function emptyCriteria(): SearchCriteria {
  return {
    categories: [],
    keywords: [],
    conditions: [],
    tags: [],
    attributes: {},
    ranges: {},
    sort: 'newest',
    page: 1,
    perPage: 24,
  };
}

/**
 * The query string of a search, in the criteria format (type, category,
 * price[min], location[lat], attribute slugs as keys, ...). Pence become pounds;
 * defaults are left out, so equal searches have equal URLs.
 */
export function searchQuery(criteria: Partial<SearchCriteria>): string {
  const params = new URLSearchParams();
  const { put, list } = queryWriter(params);
  if (criteria.listingType === 'seek-property') put('ad-type', 'seek-property');
  else put('type', criteria.listingType);
  list('category', criteria.categories);
  if (criteria.text) put('q', criteria.text);
  criteria.keywords?.forEach((keyword, index) => {
    put(`keywords[${index}]`, keyword);
  });
  putArea(put, criteria);
  put('price[min]', criteria.priceMin === undefined ? undefined : criteria.priceMin / 100);
  put('price[max]', criteria.priceMax === undefined ? undefined : criteria.priceMax / 100);
  put('meter[min]', criteria.areaMin);
  put('meter[max]', criteria.areaMax);
  put('rooms', criteria.bedrooms);
  put('bathrooms', criteria.bathrooms);
  put('reception-rooms', criteria.receptionRooms);
  put('parking-spaces', criteria.parkingSpaces);
  list('condition', criteria.conditions);
  put('lease-years', criteria.leaseYearsMin);
  list('tags', criteria.tags);
  putAttributes(put, list, criteria);
  put('added', criteria.added);
  if (criteria.sort && criteria.sort !== 'newest') put('sort', criteria.sort);
  if (criteria.page && criteria.page > 1) put('page', criteria.page);
  if (criteria.perPage && criteria.perPage !== 24) put('limit', criteria.perPage);
  return params.toString();
}

type Put = (key: string, value: string | number | undefined) => void;
type List = (key: string, values: readonly string[] | undefined) => void;

/** Setters that leave out what is not given: undefined, blank text, empty lists. */
function queryWriter(params: URLSearchParams): { put: Put; list: List } {
  return {
    put(key, value) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    },
    list(key, values) {
      if (values?.length) params.set(key, values.join(','));
    },
  };
}

/** Where to search: a place and radius, the map's box, or a drawn polygon. */
function putArea(put: Put, criteria: Partial<SearchCriteria>): void {
  if (criteria.location) {
    put('location[lat]', criteria.location.lat);
    put('location[lon]', criteria.location.lon);
    put('location[display_name]', criteria.location.name);
  }
  put('radius', criteria.radiusMiles);
  if (criteria.bbox) {
    const { west, south, east, north } = criteria.bbox;
    put('bbox', [west, south, east, north].join(','));
  }
  if (criteria.polygon?.length) put('polygon', criteria.polygon.map(({ lat, lon }) => `${lat},${lon}`).join(';'));
}

/** Attribute filters by slug, in alphabetical order so that equal searches have equal URLs. */
function putAttributes(put: Put, list: List, criteria: Partial<SearchCriteria>): void {
  for (const [slug, values] of Object.entries(criteria.attributes ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    list(slug, values);
  }
  for (const [slug, range] of Object.entries(criteria.ranges ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    // Money attributes (deposit) travel in pounds, like prices.
    const pounds = slug === 'deposit' ? (pence: number) => pence / 100 : (value: number) => value;
    put(`${slug}[min]`, range.min === undefined ? undefined : pounds(range.min));
    put(`${slug}[max]`, range.max === undefined ? undefined : pounds(range.max));
  }
}
