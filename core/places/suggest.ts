// Location autocomplete: what the search box offers while someone types a place.
import { sql } from 'drizzle-orm';
import type { LocationSuggestion } from '#contract/places.ts';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema/places.ts';
import { displayName, type PlaceRow } from './display.ts';
import { type IndexedPlace, indexedPlaces, indexPlace } from './gazetteer-index.ts';
import { searchKey } from './names.ts';
import { kindWeight } from './sql.ts';

/** Below this trigram similarity a name is not offered as a typo of the query. */
const TYPO_SIMILARITY = 0.3;
/** Typos are looked for from this many typed characters. */
const TYPO_MIN_LENGTH = 3;
/** Near misses read before the county after the comma reorders them. */
const TYPO_CANDIDATES = 50;

/**
 * Places for what someone typed, best first: the exact name, then names starting
 * with it (a city before a borough, town, suburb or village, then the most
 * populous), then names with a later word starting with it ('hull' -> Kingston
 * upon Hull); near misses ('manchestr') only when nothing matches. Case, accents,
 * apostrophes and hyphens do not matter. In 'Richmond, North Yorkshire' the words after the comma
 * put the places whose county (or country, or London) starts with them first.
 * Names are matched in the in-memory gazetteer (gazetteer-index.ts); near misses
 * need the database's trigram similarity.
 */
export async function suggestPlaces(db: Database, query: string, limit = 5): Promise<LocationSuggestion[]> {
  const [namePart = '', ...rest] = query.split(',');
  const term = searchKey(namePart);
  if (!term || limit < 1) return [];
  const inQualifier = qualifierTest(searchKey(rest.join(' ')));

  const wordStart = ` ${term}`;
  const matches = (await indexedPlaces(db)).filter(
    (place) => place.nameKey.startsWith(term) || place.nameKey.includes(wordStart),
  );
  // Stable: places that rank equally keep the gazetteer's order (kind, population, name).
  const rank = (place: IndexedPlace) =>
    (inQualifier(place) ? 0 : 4) + (place.nameKey === term ? 0 : 2) + (place.nameKey.startsWith(term) ? 0 : 1);
  const best: PlaceRow[] = matches.sort((a, b) => rank(a) - rank(b)).slice(0, limit);

  // Typos only when nothing matched: near misses would crowd real matches out.
  if (best.length === 0 && term.length >= TYPO_MIN_LENGTH) {
    const { rows } = await db.execute<PlaceRow & { name_key: string | null }>(sql`
      select slug, name, kind, county, country, lat, lon, name_key
      from ${places}
      where lower(name) % ${term} and similarity(lower(name), ${term}) >= ${TYPO_SIMILARITY}
      order by similarity(lower(name), ${term}) desc, ${kindWeight}, population desc, slug
      limit ${TYPO_CANDIDATES}
    `);
    const typos = rows.map(indexPlace);
    best.push(...typos.sort((a, b) => Number(inQualifier(b)) - Number(inQualifier(a))).slice(0, limit));
  }

  return best.map((row) => ({
    lat: row.lat,
    lon: row.lon,
    display_name: displayName(row),
    addresstype: row.kind,
    slug: row.slug,
  }));
}

/** Whether a place is in the county or country the words after the comma name ('london' for Greater London). */
function qualifierTest(qualifier: string): (place: IndexedPlace) => boolean {
  if (!qualifier) return () => true;
  return (place) =>
    place.countyKey.startsWith(qualifier) ||
    place.countyKey.includes(` ${qualifier}`) ||
    place.countryKey.startsWith(qualifier) ||
    (place.county === 'Greater London' && 'london'.startsWith(qualifier));
}
