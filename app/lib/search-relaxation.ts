// The help of an empty result list: searches a little wider than this one. Each
// suggestion is the same search with one filter taken away, or a larger radius.
import { ATTRIBUTES } from '#contract/attributes.ts';
import { RADIUS_CHOICES_MILES } from '#contract/place-kinds.ts';
import { DEFAULT_RADIUS_MILES, type SearchCriteria } from '#contract/search.ts';
import type { Dictionary } from './i18n/dictionary.ts';
import { visitorEn } from './i18n/sections/visitor.en.ts';
import { withValidSort } from './panel-criteria.ts';

export type Relaxation = { label: string; criteria: SearchCriteria };

const nameOf = (slug: string): string => ATTRIBUTES.find((attribute) => attribute.slug === slug)?.name ?? slug;

/** The next radius choice above the search's own, or undefined when there is no place or no larger choice. */
export function widerRadius(criteria: SearchCriteria): number | undefined {
  if (!criteria.location) return undefined;
  const current = criteria.radiusMiles ?? DEFAULT_RADIUS_MILES;
  return RADIUS_CHOICES_MILES.find((miles) => miles > current);
}

/** One suggestion per filter in use, each removing that filter (page 1), worded in the language of `t`. */
export function relaxations(
  criteria: SearchCriteria,
  t: Pick<Dictionary, 'results' | 'listing'> = visitorEn,
): Relaxation[] {
  const words = t.results.relax;
  const base: SearchCriteria = { ...criteria, page: 1 };
  const found: Relaxation[] = [];
  const add = (label: string, change: Partial<SearchCriteria>) =>
    found.push({ label, criteria: withValidSort({ ...base, ...change }) });

  const miles = widerRadius(criteria);
  if (miles !== undefined) add(words.within(miles), { radiusMiles: miles });
  if (criteria.bbox) add(words.mapArea, { bbox: undefined });
  if (criteria.polygon) add(words.drawnArea, { polygon: undefined });
  if (criteria.text) add(words.text(criteria.text), { text: undefined });
  if (criteria.keywords.length > 0) add(words.keywords, { keywords: [] });
  if (criteria.priceMin !== undefined || criteria.priceMax !== undefined) {
    add(words.price, { priceMin: undefined, priceMax: undefined });
  }
  if (criteria.areaMin !== undefined || criteria.areaMax !== undefined) {
    add(words.area, { areaMin: undefined, areaMax: undefined });
  }
  if (criteria.bedrooms) add(words.bedrooms, { bedrooms: undefined });
  if (criteria.bathrooms) add(words.bathrooms, { bathrooms: undefined });
  if (criteria.receptionRooms) add(words.receptionRooms, { receptionRooms: undefined });
  if (criteria.parkingSpaces) add(words.parking, { parkingSpaces: undefined });
  if (criteria.conditions.length > 0) add(words.condition, { conditions: [] });
  if (criteria.leaseYearsMin !== undefined) add(words.lease, { leaseYearsMin: undefined });
  for (const tag of criteria.tags) {
    add(words.remove(t.listing.tagNames[tag]), { tags: criteria.tags.filter((item) => item !== tag) });
  }
  for (const slug of Object.keys(criteria.attributes)) {
    const { [slug]: _, ...rest } = criteria.attributes;
    add(words.remove(nameOf(slug)), { attributes: rest });
  }
  if (criteria.added) add(words.added, { added: undefined });
  if (criteria.categories.length > 0) add(words.allCategories, { categories: [] });
  return found;
}
