// The gazetteer in memory, for the location autocomplete: 4,700 places (about 1.5 MB)
// that change only when the gazetteer is loaded at start-up. Matching names against
// a sorted array in memory takes tens of microseconds; asking the database took a
// round trip and a scan of every name (about 1 ms, more on the embedded engine) on
// each key press. Every process holds its own copy (snapshot-cache.ts), reloaded
// after RELOAD_MS.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import type { PlaceRow } from './display.ts';
import { snapshotCache } from './snapshot-cache.ts';
import { kindWeight } from './sql.ts';

const RELOAD_MS = 10 * 60_000;

export type IndexedPlace = PlaceRow & {
  /** places.name_key: the stored name as searchKey() makes typed text. */
  nameKey: string;
  /** The county and the country in lower case without accents, for 'name, county' searches. */
  countyKey: string;
  countryKey: string;
};

const gazetteer = snapshotCache(load, RELOAD_MS);

/** The places, best first among equals: city before town before village, then the most populous, then by name. */
export function indexedPlaces(db: Database): Promise<readonly IndexedPlace[]> {
  return gazetteer.get(db);
}

async function load(db: Database): Promise<readonly IndexedPlace[]> {
  const { rows } = await db.execute<PlaceRow & { name_key: string | null; population: number }>(sql`
    select slug, name, kind, county, country, town, lat, lon, population, name_key from places
    order by ${kindWeight}, population desc, name collate "C", slug collate "C"`);
  return rows.map(indexPlace);
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
