// The search text (q) of a search with no place of its own: 'Stretford' typed without
// picking a suggestion searches around Stretford, as picking it would; 'Newport'
// searches the words and offers the choice of Newports; other text stays words. The
// API and the result pages both go through here, so they understand text alike.
import { defaultRadiusMiles, type PlaceReading } from '#contract/places.ts';
import type { SearchCriteria } from '#contract/search.ts';
import { readPlaceText } from '#core/places/read-place-text.ts';
import type { Database } from '#db/client.ts';

export type ReadSearch = { criteria: SearchCriteria; reading?: PlaceReading };

export async function readSearchText(db: Database, criteria: SearchCriteria): Promise<ReadSearch> {
  const { text } = criteria;
  // Text beside a place, a map area or a drawn shape is words about that place.
  if (!text || criteria.location || criteria.bbox || criteria.polygon) return { criteria };
  const reading = await readPlaceText(db, text);
  if (reading.as !== 'place') return { criteria, reading };
  const { place } = reading;
  const { text: _words, ...rest } = criteria;
  return {
    criteria: {
      ...rest,
      location: { lat: place.lat, lon: place.lon, name: place.display_name },
      radiusMiles: criteria.radiusMiles ?? defaultRadiusMiles(place.addresstype),
      // Relevance ranks by the words, which are now a place.
      sort: criteria.sort === 'relevance' && criteria.keywords.length === 0 ? 'newest' : criteria.sort,
    },
    reading,
  };
}
