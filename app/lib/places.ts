// Location suggestions from GET /api/geocode/search and /api/geocode/reverse, read
// defensively (the browser can't trust a shape it didn't check), and the radius a
// search around a picked place starts with.
import { defaultRadiusMiles, isPlaceKind } from '#contract/place-kinds.ts';
import type { ReverseLevel } from '#contract/places.ts';
import { DEFAULT_RADIUS_MILES } from '#contract/search.ts';

export type PlaceSuggestion = {
  lat: number;
  lon: number;
  display_name: string;
  /** city, town, village, borough, suburb, neighbourhood or postcode (unknown kinds are kept as given). */
  addresstype: string;
  slug: string;
  /** 'near': a near miss of what was typed, offered as "Did you mean ...?". */
  match?: 'exact' | 'prefix' | 'near';
};

/** What a suggestion says in a list: a near miss asks "Did you mean ...?". */
export function suggestionLabel(place: PlaceSuggestion): string {
  return place.match === 'near' ? `Did you mean ${place.display_name}?` : place.display_name;
}

/**
 * The name an ad takes from a picked place. A postcode names its area and district as a
 * UK address would ('Leeds LS1'): never the full postcode someone typed, which points
 * at a handful of homes and would be published on the ad, nor the "(around ...)" note.
 */
export function adLocationName(place: PlaceSuggestion): string {
  if (place.addresstype !== 'postcode') return place.display_name;
  const area = place.display_name
    .replace(/\s*\(around [^)]*\)$/, '')
    .split(', ')
    .slice(1)
    .join(', ');
  const district = place.slug.toUpperCase();
  return area ? `${area} ${district}` : district;
}

export function radiusForPlaceKind(kind: string | undefined): number {
  return isPlaceKind(kind) ? defaultRadiusMiles(kind) : DEFAULT_RADIUS_MILES;
}

/** One suggestion, or null when the value is not one. Coordinates may come as text (Nominatim does). */
export function readPlace(value: unknown): PlaceSuggestion | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const lat = Number(record.lat);
  const lon = Number(record.lon);
  const name = record.display_name;
  if (typeof record.lat !== 'number' && typeof record.lat !== 'string') return null;
  if (typeof record.lon !== 'number' && typeof record.lon !== 'string') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  if (typeof name !== 'string' || name.trim() === '') return null;
  return {
    lat,
    lon,
    display_name: name,
    addresstype: typeof record.addresstype === 'string' ? record.addresstype : '',
    slug: typeof record.slug === 'string' ? record.slug : '',
    ...(record.match === 'exact' || record.match === 'prefix' || record.match === 'near'
      ? { match: record.match }
      : {}),
  };
}

export function readPlaceList(value: unknown): PlaceSuggestion[] {
  const list = Array.isArray(value) ? value : [];
  return list.map(readPlace).filter((place): place is PlaceSuggestion => place !== null);
}

/**
 * The place at a point (GET /api/geocode/reverse), keeping the exact point; when nothing
 * is known there, the point under `fallbackName` (the coordinates are what matter).
 * `level` 'settlement' names the city, town or village (or the country), never a district.
 */
export async function placeAt(
  lat: number,
  lon: number,
  fallbackName: string,
  level: ReverseLevel = 'district',
): Promise<PlaceSuggestion> {
  try {
    const params = new URLSearchParams({ lat: String(lat), lon: String(lon), level });
    const response = await fetch(`/api/geocode/reverse?${params}`, { headers: { accept: 'application/json' } });
    const place = response.ok ? readPlace(await response.json()) : null;
    if (place) return { ...place, lat, lon };
  } catch {
    // Offline or refused: the point alone.
  }
  return { lat, lon, display_name: fallbackName, addresstype: '', slug: '' };
}
