// The gazetteer in memory, for the location autocomplete: 4,700 places (about 1.5 MB)
// that change only when the gazetteer is loaded at start-up. Matching names against
// a sorted array in memory takes tens of microseconds; asking the database took a
// round trip and a scan of every name (about 1 ms, more on the embedded engine) on
// each key press. Every process holds its own copy of the same table, so nothing is
// shared or lost between processes; a copy older than RELOAD_MS is reloaded in the
// background while the old one keeps answering.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import type { PlaceRow } from './display.ts';
import { kindWeight } from './sql.ts';

const RELOAD_MS = 10 * 60_000;

export type IndexedPlace = PlaceRow & {
  /** places.name_key: the stored name as searchKey() makes typed text. */
  nameKey: string;
  /** The county and the country in lower case without accents, for 'name, county' searches. */
  countyKey: string;
  countryKey: string;
};

type Snapshot = { places: readonly IndexedPlace[]; loadedAt: number };
const snapshots = new WeakMap<Database, Promise<Snapshot>>();

/** The places, best first among equals: city before town before village, then the most populous, then by name. */
export async function indexedPlaces(db: Database): Promise<readonly IndexedPlace[]> {
  let snapshot = snapshots.get(db);
  if (!snapshot) {
    snapshot = load(db);
    snapshots.set(db, snapshot);
    // A failed load is forgotten, so the next request tries again.
    snapshot.catch(() => snapshots.delete(db));
  }
  const current = await snapshot;
  if (Date.now() - current.loadedAt > RELOAD_MS && snapshots.get(db) === snapshot) {
    const next = load(db);
    next.then(
      () => snapshots.set(db, next),
      () => {},
    );
  }
  return current.places;
}

async function load(db: Database): Promise<Snapshot> {
  const loadedAt = Date.now();
  const { rows } = await db.execute<PlaceRow & { name_key: string | null; population: number }>(sql`
    select slug, name, kind, county, country, town, lat, lon, population, name_key from places
    order by ${kindWeight}, population desc, name collate "C", slug collate "C"`);
  return {
    loadedAt,
    places: rows.map(indexPlace),
  };
}

/** A places row (with its name_key) as the index holds it. */
export function indexPlace({
  name_key,
  population: _population,
  ...place
}: PlaceRow & { name_key: string | null; population?: number }): IndexedPlace {
  return {
    ...place,
    lat: Number(place.lat),
    lon: Number(place.lon),
    nameKey: name_key ?? '',
    countyKey: keyOf(place.county ?? ''),
    countryKey: place.country.toLowerCase(),
  };
}

/** Lower case, no accents, runs of other characters as one space. */
function keyOf(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
