// Where an imported listing is, when the feed gives no coordinates (BLM has none): its
// UK postcode (searched around its postcode district's centre), else its town looked
// up with the geocoder (the offline gazetteer by default), then its second address line
// or county. One look-up per distinct postcode or name per import.
import type { Geocoder } from '#core/places/geocoder.ts';
import { readPostcode } from '#core/places/postcodes.ts';
import type { Locate, Place } from './map-listing.ts';

type Point = { lat: number; lon: number };

export function geocoderLocator(geocoder: Pick<Geocoder, 'search'>): Locate {
  const cache = new Map<string, Promise<Point | null>>();
  const find = (text: string): Promise<Point | null> => {
    const key = text.trim().toLowerCase();
    let found = cache.get(key);
    if (!found) {
      found = geocoder.search(text.trim(), 1).then(([best]) => (best ? { lat: best.lat, lon: best.lon } : null));
      cache.set(key, found);
    }
    return found;
  };
  return async (listing): Promise<Place | null> => {
    const { town, line2, region, postcode } = listing.address;
    if (postcode && readPostcode(postcode)) {
      const point = await find(postcode);
      // The card names the town the feed gives, not the postcode.
      if (point) return { ...point, name: town?.trim() || listing.displayAddress };
    }
    for (const name of [town, line2, region]) {
      if (!name?.trim()) continue;
      const point = await find(name);
      if (point) return { ...point, name: name.trim() };
    }
    return null;
  };
}
