// The address of a search around a place, made from the current search's address:
// used when typed words or a place name in the address turn out to name a place
// ('Stretford', location=london -> a search around it) and for each link of a "Which
// Newport?" choice. Every other filter of the search is kept; what named the place is
// replaced by its coordinates.
import { defaultRadiusMiles, isPlaceKind } from '#contract/place-kinds.ts';
import { DEFAULT_RADIUS_MILES } from '#contract/search.ts';

type Place = { lat: number; lon: number; display_name: string; addresstype: string };

/** The place was named by the search's words (q, phrase) or by the address's location. */
export type NamedBy = 'words' | 'location';

export function placeSearchHref(url: URL, place: Place, namedBy: NamedBy = 'words'): string {
  const params = new URLSearchParams(url.search);
  // Every form of location (location=, location[name]=, a lone coordinate), in any case.
  const named = (key: string) => /^location(\[|$)/i.test(key) || (namedBy === 'words' && /^(q|phrase)$/i.test(key));
  for (const key of new Set(params.keys())) {
    if (named(key) || key === 'page') params.delete(key);
  }
  // 'Most relevant' ranks by words, and the words are now a place.
  const wordsLeft = namedBy === 'location' || [...params.keys()].some((key) => key.startsWith('keywords'));
  if (params.get('sort') === 'relevance' && !wordsLeft) params.delete('sort');
  params.set('location[lat]', String(place.lat));
  params.set('location[lon]', String(place.lon));
  params.set('location[display_name]', place.display_name);
  if (!params.has('radius')) {
    const kind = place.addresstype;
    params.set('radius', String(isPlaceKind(kind) ? defaultRadiusMiles(kind) : DEFAULT_RADIUS_MILES));
  }
  return `${url.pathname}?${params}`;
}
