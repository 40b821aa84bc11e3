// A place given by name in a search address (location=london, location[name]=London)
// instead of coordinates, as links from other sites and people typing addresses send
// it. The name is read against the same gazetteer, postcodes and ad place names as
// words typed in the search box (core/places/read-place-text.ts): one place is searched
// around; several of that name, or none, leave the search unnarrowed by place and say
// so, rather than refusing it. The text (q) is then read as the search box reads it.
import type { LocationReading } from '#contract/places.ts';
import { readPlaceText } from '#core/places/read-place-text.ts';
import type { Database } from '#db/client.ts';
import type { ParsedSearch } from './parse-query.ts';
import { aroundPlace, type ReadSearch, readSearchText } from './read-search-text.ts';

export type ResolvedSearch = ReadSearch & {
  /** How the place name was understood, when the address gave one. */
  location?: LocationReading;
};

export async function resolveSearchPlace(
  db: Database,
  parsed: Pick<ParsedSearch, 'criteria' | 'placeName'>,
): Promise<ResolvedSearch> {
  if (parsed.placeName === undefined) return readSearchText(db, parsed.criteria);
  const found = await readPlaceText(db, parsed.placeName);
  const location: LocationReading = found.as === 'words' ? { as: 'unknown', text: found.text } : found;
  const criteria = aroundPlace(parsed.criteria, found.as === 'place' ? found.place : undefined);
  return { ...(await readSearchText(db, criteria)), location };
}
