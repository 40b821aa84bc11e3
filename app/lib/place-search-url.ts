// The address of a search around a place, made from the current search's address:
// used when typed words turn out to name a place ('Stretford' -> a search around
// Stretford) and for each link of a "Which Newport?" choice. Every other filter of
// the search is kept; the words that named the place are dropped.
import { defaultRadiusMiles, isPlaceKind } from '#contract/place-kinds.ts';
import { DEFAULT_RADIUS_MILES } from '#contract/search.ts';

type Place = { lat: number; lon: number; display_name: string; addresstype: string };

export function placeSearchHref(url: URL, place: Place): string {
  const params = new URLSearchParams(url.search);
  for (const key of ['q', 'phrase', 'page', 'location[lat]', 'location[lon]', 'location[display_name]']) {
    params.delete(key);
  }
  // 'Most relevant' ranks by words, and the words are now a place.
  if (params.get('sort') === 'relevance' && ![...params.keys()].some((key) => key.startsWith('keywords'))) {
    params.delete('sort');
  }
  params.set('location[lat]', String(place.lat));
  params.set('location[lon]', String(place.lon));
  params.set('location[display_name]', place.display_name);
  if (!params.has('radius')) {
    const kind = place.addresstype;
    params.set('radius', String(isPlaceKind(kind) ? defaultRadiusMiles(kind) : DEFAULT_RADIUS_MILES));
  }
  return `${url.pathname}?${params}`;
}
