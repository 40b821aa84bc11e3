// Where an imported listing is, when the feed gives no coordinates (BLM has none): its
// town looked up with the geocoder (the offline gazetteer by default), then its second
// address line or county. One look-up per distinct name per import.
import type { Geocoder } from '#core/places/geocoder.ts';
import type { Locate, Place } from './map-listing.ts';

export function geocoderLocator(geocoder: Pick<Geocoder, 'search'>): Locate {
  const cache = new Map<string, Promise<Place | null>>();
  const find = (name: string): Promise<Place | null> => {
    const key = name.trim().toLowerCase();
    let found = cache.get(key);
    if (!found) {
      found = geocoder
        .search(name.trim(), 1)
        .then(([best]) => (best ? { lat: best.lat, lon: best.lon, name: name.trim() } : null));
      cache.set(key, found);
    }
    return found;
  };
  return async (listing) => {
    const { town, line2, region } = listing.address;
    for (const name of [town, line2, region]) {
      if (!name?.trim()) continue;
      const place = await find(name);
      if (place) return place;
    }
    return null;
  };
}
