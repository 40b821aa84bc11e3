// Search criteria: what a search URL means. The same URL gives the same results on
// the API (GET /api/search, GET /api/offers) and on the /search page, because both
// parse it with core/search/parse-query.ts. Browser code builds URLs with searchQuery().
import type { ListingType, OfferTag } from './listing-types.ts';

export const SORTS = ['newest', 'oldest', 'price-asc', 'price-desc', 'distance'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'price-asc': 'Lowest price',
  'price-desc': 'Highest price',
  distance: 'Nearest first',
};

export const ADDED_WITHIN = ['today', 'yesterday', 'last-3-days'] as const;
export type AddedWithin = (typeof ADDED_WITHIN)[number];

/** Rooms and bathrooms buttons: 1 to 4 and 5+ (spec 9). */
export const ROOM_CHOICES = ['1', '2', '3', '4', '5+'] as const;
export type RoomChoice = (typeof ROOM_CHOICES)[number];

export type SearchLocation = { lat: number; lon: number; name?: string };

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
  text?: string;
  /** At least this many bedrooms ('5+' = five or more). */
  bedrooms?: RoomChoice;
  bathrooms?: RoomChoice;
  tags: OfferTag[];
  added?: AddedWithin;
  sort: Sort;
  page: number;
  perPage: number;
};

export const DEFAULT_RADIUS_MILES = 3;
export const MAX_RADIUS_MILES = 40;

/** Pounds in the URL, pence in the criteria. */
export const poundsToPence = (pounds: number): number => Math.round(pounds * 100);

/**
 * The query string of a search, in the spec's criteria format (type, category,
 * price[min], location[lat], ...). Pence become pounds; defaults are left out.
 */
export function searchQuery(criteria: Partial<SearchCriteria>): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined): void => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  if (criteria.listingType === 'seek-property') put('ad-type', 'seek-property');
  else put('type', criteria.listingType);
  if (criteria.categories?.length) put('category', criteria.categories.join(','));
  if (criteria.text) put('q', criteria.text);
  if (criteria.location) {
    put('location[lat]', criteria.location.lat);
    put('location[lon]', criteria.location.lon);
    put('location[display_name]', criteria.location.name);
  }
  put('radius', criteria.radiusMiles);
  put('price[min]', criteria.priceMin === undefined ? undefined : criteria.priceMin / 100);
  put('price[max]', criteria.priceMax === undefined ? undefined : criteria.priceMax / 100);
  put('meter[min]', criteria.areaMin);
  put('meter[max]', criteria.areaMax);
  put('rooms', criteria.bedrooms);
  put('bathrooms', criteria.bathrooms);
  if (criteria.tags?.length) put('tags', criteria.tags.join(','));
  put('added', criteria.added);
  if (criteria.sort && criteria.sort !== 'newest') put('sort', criteria.sort);
  if (criteria.page && criteria.page > 1) put('page', criteria.page);
  return params.toString();
}
