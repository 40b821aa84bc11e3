// Location autocomplete: what the search box offers while someone types a place.
import { sql } from 'drizzle-orm';
import type { LocationSuggestion } from '#contract/places.ts';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema/places.ts';
import { adPlaces } from './ad-places.ts';
import { displayName, type PlaceRow } from './display.ts';
import { kilometres } from './distance.ts';
import { type IndexedPlace, indexedPlaces, indexPlace } from './gazetteer-index.ts';
import { searchKey } from './names.ts';
import { suggestPostcodes } from './postcodes.ts';
import { kindWeight } from './sql.ts';

/** Below this trigram similarity a name is not offered as a typo of the query. */
const TYPO_SIMILARITY = 0.3;
/** Typos are looked for from this many typed characters. */
const TYPO_MIN_LENGTH = 3;
/** Near misses read before the county after the comma reorders them. */
const TYPO_CANDIDATES = 50;
/** 'Clifton, York': places this close to a town of the name after the comma count as in it. */
const NEAR_TOWN_KM = 15;

/** What was typed, read against the gazetteer: the name's key and the test of the words after a comma. */
export type TypedPlace = {
  term: string;
  inQualifier: (place: IndexedPlace) => boolean;
  /** Whether words after a comma were given. */
  qualified: boolean;
  /** The gazetteer, with the curated neighbourhoods. */
  all: readonly IndexedPlace[];
  /** Places that only live ads name (ad-places.ts): they come after the gazetteer's. */
  fromAds: readonly IndexedPlace[];
};

export async function readTypedPlace(db: Database, query: string): Promise<TypedPlace> {
  const [namePart = '', ...rest] = query.split(',');
  const [all, fromAds] = await Promise.all([indexedPlaces(db), adPlaces(db)]);
  const qualifier = searchKey(rest.join(' '));
  return {
    term: searchKey(namePart),
    inQualifier: qualifierTest(qualifier, all),
    qualified: qualifier !== '',
    all,
    fromAds,
  };
}

/**
 * Places for what someone typed, best first. A postcode (M1, SW1A, 'ls1 4ap') gives
 * its district. Otherwise the exact name, then names starting with it (a city before a
 * borough, town, suburb or neighbourhood, village, then the most populous), then names
 * with a later word starting with it ('hull' -> Kingston upon Hull); near misses
 * ('manchestr', match 'near') only when nothing matches, so a near miss never pushes
 * out a real match. Case, accents, apostrophes and hyphens do not matter. In
 * 'Richmond, North Yorkshire' or 'Clifton, York' the words after the comma put the
 * places in that county, country or town first. Names are matched in the in-memory
 * gazetteer (gazetteer-index.ts); only near misses ask the database (trigram similarity).
 * Places that only live ads name ('Fernbrook, Leeds') are matched too, after the
 * gazetteer's places that match as well; they are never offered as near misses, so an
 * exact or prefix match of theirs beats any near miss, and no near miss is one of them.
 */
export async function suggestPlaces(db: Database, query: string, limit = 5): Promise<LocationSuggestion[]> {
  if (limit < 1) return [];
  const postcodes = await suggestPostcodes(db, query, limit);
  if (postcodes && postcodes.length > 0) return postcodes;
  const { term, inQualifier, all, fromAds } = await readTypedPlace(db, query);
  if (!term) return [];
  const wordStart = ` ${term}`;
  const matches = [...all, ...fromAds].filter(
    (place) => place.nameKey.startsWith(term) || place.nameKey.includes(wordStart),
  );
  // Stable: places that rank equally keep the gazetteer's order (kind, population, name),
  // and places named by ads follow the gazetteer's.
  const rank = (place: IndexedPlace) =>
    (inQualifier(place) ? 0 : 4) + (place.nameKey === term ? 0 : 2) + (place.nameKey.startsWith(term) ? 0 : 1);
  const best = matches
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, limit)
    .map((place) => toSuggestion(place, place.nameKey === term ? 'exact' : 'prefix'));
  if (best.length > 0 || term.length < TYPO_MIN_LENGTH) return best;
  const { rows } = await db.execute<PlaceRow & { name_key: string | null }>(sql`
    select slug, name, kind, county, country, town, lat, lon, name_key
    from ${places}
    where lower(name) % ${term} and similarity(lower(name), ${term}) >= ${TYPO_SIMILARITY}
    order by similarity(lower(name), ${term}) desc, ${kindWeight}, population desc, slug
    limit ${TYPO_CANDIDATES}
  `);
  const typos = rows.map(indexPlace);
  return typos
    .sort((a, b) => Number(inQualifier(b)) - Number(inQualifier(a)))
    .slice(0, limit)
    .map((place) => toSuggestion(place, 'near'));
}

export function toSuggestion(row: PlaceRow, match: LocationSuggestion['match']): LocationSuggestion {
  return {
    lat: row.lat,
    lon: row.lon,
    display_name: displayName(row),
    addresstype: row.kind,
    slug: row.slug,
    match,
  };
}

/**
 * Whether a place is in the county, country or town the words after the comma name
 * ('london' for Greater London; 'york' for places within 15 km of York).
 */
function qualifierTest(qualifier: string, all: readonly IndexedPlace[]): (place: IndexedPlace) => boolean {
  if (!qualifier) return () => true;
  const towns = all.filter(
    (place) =>
      place.nameKey === qualifier && (place.kind === 'city' || place.kind === 'town' || place.kind === 'borough'),
  );
  return (place) =>
    place.countyKey.startsWith(qualifier) ||
    place.countyKey.includes(` ${qualifier}`) ||
    place.countryKey.startsWith(qualifier) ||
    (place.county === 'Greater London' && 'london'.startsWith(qualifier)) ||
    searchKey(place.town ?? '').startsWith(qualifier) ||
    towns.some((town) => town !== place && kilometres(town, place) <= NEAR_TOWN_KM);
}
