// Search forms (home bar, search modal) turned into the criteria URL with
// contract/search.ts searchQuery(). Without JavaScript the same forms submit as
// plain GET forms, which /search also understands.
import { isListingType } from '#contract/listing-types.ts';
import {
  ADDED_WITHIN,
  type AddedWithin,
  ROOM_CHOICES,
  type RoomChoice,
  type SearchCriteria,
} from '#contract/search.ts';
import type { FormValues } from './panel-criteria.ts';
import { type PlaceSuggestion, radiusForPlaceKind } from './places.ts';

const MAX_TEXT = 200;
export const PRICE_ERROR = 'Enter a whole number of pounds';

const text = (values: FormValues, name: string): string => {
  const value = values.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const oneOf = <T extends string>(choices: readonly T[], value: string): T | undefined =>
  (choices as readonly string[]).includes(value) ? (value as T) : undefined;

/** Pounds typed by a person ('250,000', '£250000') as pence; undefined when empty; null when not a number. */
export function parsePounds(raw: string): number | undefined | null {
  const cleaned = raw.replace(/[£,\s]/g, '');
  if (cleaned === '') return undefined;
  if (!/^\d{1,10}$/.test(cleaned)) return null;
  return Number(cleaned) * 100;
}

export type FormCriteria = { criteria: Partial<SearchCriteria>; errors: Record<string, string> };

/**
 * The search modal's fields: q, type, category (several), added, price_max, rooms,
 * bathrooms. A place picked from the suggestions searches around it, as on the home bar.
 */
export function modalCriteria(values: FormValues, place: PlaceSuggestion | null = null): FormCriteria {
  const criteria: Partial<SearchCriteria> = {};
  const errors: Record<string, string> = {};
  Object.assign(criteria, whereCriteria(text(values, 'q'), place));
  const type = text(values, 'type');
  if (isListingType(type)) criteria.listingType = type;
  const categories = values
    .getAll('category')
    .filter((value): value is string => typeof value === 'string' && value !== '');
  if (categories.length > 0) criteria.categories = categories;
  const added = oneOf<AddedWithin>(ADDED_WITHIN, text(values, 'added'));
  if (added) criteria.added = added;
  const priceMax = parsePounds(text(values, 'price_max'));
  if (priceMax === null) errors.price_max = PRICE_ERROR;
  else if (priceMax !== undefined) criteria.priceMax = priceMax;
  const rooms = oneOf<RoomChoice>(ROOM_CHOICES, text(values, 'rooms'));
  if (rooms) criteria.bedrooms = rooms;
  const bathrooms = oneOf<RoomChoice>(ROOM_CHOICES, text(values, 'bathrooms'));
  if (bathrooms) criteria.bathrooms = bathrooms;
  return { criteria, errors };
}

/** The typed place: a place picked from the suggestions searches around it (radius by kind of place); other text searches words. */
export function whereCriteria(where: string, place: PlaceSuggestion | null, radius?: number): Partial<SearchCriteria> {
  if (place && where === place.display_name.trim()) {
    return {
      location: { lat: place.lat, lon: place.lon, name: place.display_name.slice(0, MAX_TEXT) },
      radiusMiles: radius ?? radiusForPlaceKind(place.addresstype),
    };
  }
  return where ? { text: where.slice(0, MAX_TEXT) } : {};
}
