// Location autocomplete: what the search box offers while someone types a place.
import { type SQL, sql } from 'drizzle-orm';
import type { LocationSuggestion } from '#contract/places.ts';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema/places.ts';
import { displayName, type PlaceRow } from './display.ts';
import { searchKey } from './names.ts';
import { countyKey, kindWeight } from './sql.ts';

/** Below this trigram similarity a name is not offered as a typo of the query. */
const TYPO_SIMILARITY = 0.3;
/** Typos are looked for from this many typed characters. */
const TYPO_MIN_LENGTH = 3;

/**
 * Places for what someone typed, best first: the exact name, then names starting
 * with it (a city before a borough, town, suburb or village, then the most
 * populous), then names with a later word starting with it ('hull' -> Kingston
 * upon Hull); near misses ('manchestr') only when nothing matches. Case, accents,
 * apostrophes and hyphens do not matter. In 'Richmond, North Yorkshire' the words after the comma
 * put the places whose county (or country, or London) starts with them first.
 */
export async function suggestPlaces(db: Database, query: string, limit = 5): Promise<LocationSuggestion[]> {
  const [namePart = '', ...rest] = query.split(',');
  const term = searchKey(namePart);
  if (!term || limit < 1) return [];
  const qualifierFirst = qualifierOrder(searchKey(rest.join(' ')));

  // Names with a word starting with the text, over the stored (trigram-indexed) name_key.
  const { rows: matches } = await db.execute<PlaceRow>(sql`
    select slug, name, kind, county, country, lat, lon
    from ${places}
    where name_key like ${`%${term}%`} and (name_key like ${`${term}%`} or name_key like ${`% ${term}%`})
    order by ${qualifierFirst} name_key = ${term} desc, name_key like ${`${term}%`} desc, ${kindWeight},
      population desc, name, slug
    limit ${limit}
  `);

  // Typos only when nothing matched: near misses would crowd real matches out.
  let typos: PlaceRow[] = [];
  if (matches.length === 0 && term.length >= TYPO_MIN_LENGTH) {
    ({ rows: typos } = await db.execute<PlaceRow>(sql`
      select slug, name, kind, county, country, lat, lon
      from ${places}
      where lower(name) % ${term} and similarity(lower(name), ${term}) >= ${TYPO_SIMILARITY}
      order by ${qualifierFirst} similarity(lower(name), ${term}) desc, ${kindWeight}, population desc, slug
      limit ${limit}
    `));
  }

  return [...matches, ...typos].map((row) => ({
    lat: row.lat,
    lon: row.lon,
    display_name: displayName(row),
    addresstype: row.kind,
    slug: row.slug,
  }));
}

/** Orders first the places in the county or country the words after the comma name ('london' for Greater London). */
function qualifierOrder(qualifier: string): SQL {
  if (!qualifier) return sql``;
  return sql`(${countyKey} like ${`${qualifier}%`} or ${countyKey} like ${`% ${qualifier}%`}
    or lower(country) like ${`${qualifier}%`}
    or (county = 'Greater London' and 'london' like ${`${qualifier}%`})) desc,`;
}
