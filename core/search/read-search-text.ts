// The search text (q) of a search with no place of its own: 'Stretford' typed without
// picking a suggestion searches around Stretford, as picking it would; 'Newport'
// searches the words and offers the choice of Newports; other text stays words. The
// API and the result pages both go through here, so they understand text alike.
import { defaultRadiusMiles, type LocationSuggestion, type PlaceReading } from '#contract/places.ts';
import type { SearchCriteria } from '#contract/search.ts';
import { readPlaceText } from '#core/places/read-place-text.ts';
import type { Database } from '#db/client.ts';

export type ReadSearch = { criteria: SearchCriteria; reading?: PlaceReading };

type FoundPlace = Pick<LocationSuggestion, 'lat' | 'lon' | 'display_name' | 'addresstype'>;

/**
 * The criteria searched around a place that was named rather than picked, with the
 * radius asked for or the place kind's own. Without a place (none of that name) the
 * radius and the nearest-first sort have nothing to be around, so they go.
 */
export function aroundPlace(criteria: SearchCriteria, place: FoundPlace | undefined): SearchCriteria {
  if (place) {
    return {
      ...criteria,
      location: { lat: place.lat, lon: place.lon, name: place.display_name },
      radiusMiles: criteria.radiusMiles ?? defaultRadiusMiles(place.addresstype),
    };
  }
  const { radiusMiles: _radius, ...rest } = criteria;
  return criteria.sort === 'distance' ? { ...rest, sort: 'newest' } : rest;
}

export async function readSearchText(db: Database, criteria: SearchCriteria): Promise<ReadSearch> {
  const { text } = criteria;
  // Text beside a place, a map area or a drawn shape is words about that place.
  if (!text || criteria.location || criteria.bbox || criteria.polygon) return { criteria };
  const reading = await readPlaceText(db, text);
  if (reading.as !== 'place') return { criteria, reading };
  const { text: _words, ...rest } = criteria;
  return {
    criteria: {
      ...aroundPlace(rest, reading.place),
      // Relevance ranks by the words, which are now a place.
      sort: criteria.sort === 'relevance' && criteria.keywords.length === 0 ? 'newest' : criteria.sort,
    },
    reading,
  };
}
