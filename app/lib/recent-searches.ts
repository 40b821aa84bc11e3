// Recent searches: the places a visitor picked, newest first. Logged-in users
// keep them on the server (GET/POST /api/recent-search), guests in localStorage
// under 'recent_search' (removed at logout, so a shared computer keeps none).
import { RECENT_SEARCH_KEY } from './auth-state.ts';

export const RECENT_SEARCH_LIMIT = 5;
export { RECENT_SEARCH_KEY };

export type RecentPlace = { display_name: string; lat: number; lon: number };

function readOne(value: unknown): RecentPlace | null {
  if (typeof value !== 'object' || value === null) return null;
  const { display_name, lat, lon } = value as Record<string, unknown>;
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (typeof display_name !== 'string' || display_name.trim() === '' || display_name.length > 200) return null;
  if ((typeof lat !== 'number' && typeof lat !== 'string') || (typeof lon !== 'number' && typeof lon !== 'string')) {
    return null;
  }
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { display_name, lat: latitude, lon: longitude };
}

/** A list of places from anything (stored text parsed, an API body's data); unreadable entries are skipped. */
export function readRecentPlaces(value: unknown): RecentPlace[] {
  const list = Array.isArray(value) ? value : [];
  return list
    .map(readOne)
    .filter((place): place is RecentPlace => place !== null)
    .slice(0, RECENT_SEARCH_LIMIT);
}

/** The guests' list from localStorage's text. */
export function parseStoredRecent(text: string | null): RecentPlace[] {
  if (!text) return [];
  try {
    return readRecentPlaces(JSON.parse(text));
  } catch {
    return [];
  }
}

/** GET /api/recent-search: { data: [{ id, display_name, lat, lon }] }. */
export function readRecentResponse(body: unknown): RecentPlace[] {
  return readRecentPlaces(typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined);
}

const samePlace = (a: RecentPlace, b: RecentPlace): boolean =>
  a.display_name.toLowerCase() === b.display_name.toLowerCase() ||
  (Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lon - b.lon) < 1e-6);

/** The list with `place` first; an earlier search of the same place moves up instead of repeating. */
export function withRecentPlace(list: readonly RecentPlace[], place: RecentPlace): RecentPlace[] {
  const entry = { display_name: place.display_name, lat: place.lat, lon: place.lon };
  return [entry, ...list.filter((item) => !samePlace(item, entry))].slice(0, RECENT_SEARCH_LIMIT);
}
