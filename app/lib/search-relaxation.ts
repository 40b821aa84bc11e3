// The help of an empty result list: searches a little wider than this one. Each
// suggestion is the same search with one filter taken away, or a larger radius.
import { ATTRIBUTES } from '#contract/attributes.ts';
import { OFFER_TAG_LABELS } from '#contract/listing-types.ts';
import { RADIUS_CHOICES_MILES } from '#contract/place-kinds.ts';
import { plural } from '#contract/plural.ts';
import { DEFAULT_RADIUS_MILES, type SearchCriteria } from '#contract/search.ts';
import { withValidSort } from './panel-criteria.ts';

export type Relaxation = { label: string; criteria: SearchCriteria };

const nameOf = (slug: string): string => ATTRIBUTES.find((attribute) => attribute.slug === slug)?.name ?? slug;

/** The next radius choice above the search's own, or undefined when there is no place or no larger choice. */
export function widerRadius(criteria: SearchCriteria): number | undefined {
  if (!criteria.location) return undefined;
  const current = criteria.radiusMiles ?? DEFAULT_RADIUS_MILES;
  return RADIUS_CHOICES_MILES.find((miles) => miles > current);
}

/** One suggestion per filter in use, each removing that filter (page 1). */
export function relaxations(criteria: SearchCriteria): Relaxation[] {
  const base: SearchCriteria = { ...criteria, page: 1 };
  const found: Relaxation[] = [];
  const add = (label: string, change: Partial<SearchCriteria>) =>
    found.push({ label, criteria: withValidSort({ ...base, ...change }) });

  const miles = widerRadius(criteria);
  if (miles !== undefined) add(`Search within ${plural(miles, 'mile')}`, { radiusMiles: miles });
  if (criteria.bbox) add('Remove the map area', { bbox: undefined });
  if (criteria.polygon) add('Remove the drawn area', { polygon: undefined });
  if (criteria.text) add(`Remove “${criteria.text}”`, { text: undefined });
  if (criteria.keywords.length > 0) add('Remove the keywords', { keywords: [] });
  if (criteria.priceMin !== undefined || criteria.priceMax !== undefined) {
    add('Remove the price range', { priceMin: undefined, priceMax: undefined });
  }
  if (criteria.areaMin !== undefined || criteria.areaMax !== undefined) {
    add('Remove the floor area', { areaMin: undefined, areaMax: undefined });
  }
  if (criteria.bedrooms) add('Any number of rooms', { bedrooms: undefined });
  if (criteria.bathrooms) add('Any number of bathrooms', { bathrooms: undefined });
  if (criteria.receptionRooms) add('Any number of reception rooms', { receptionRooms: undefined });
  if (criteria.parkingSpaces) add('Any number of parking spaces', { parkingSpaces: undefined });
  if (criteria.conditions.length > 0) add('Any condition', { conditions: [] });
  if (criteria.leaseYearsMin !== undefined) add('Any length of lease', { leaseYearsMin: undefined });
  for (const tag of criteria.tags) {
    add(`Remove ${OFFER_TAG_LABELS[tag]}`, { tags: criteria.tags.filter((item) => item !== tag) });
  }
  for (const slug of Object.keys(criteria.attributes)) {
    const { [slug]: _, ...rest } = criteria.attributes;
    add(`Remove ${nameOf(slug)}`, { attributes: rest });
  }
  if (criteria.added) add('Added at any time', { added: undefined });
  if (criteria.categories.length > 0) add('All categories', { categories: [] });
  return found;
}
