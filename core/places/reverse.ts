// Reverse geocoding: which place a point (the browser's geolocation) is in.
import { sql } from 'drizzle-orm';
import type { ReverseGeocode, ReverseLevel } from '#contract/places.ts';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema/places.ts';
import { displayName, type PlaceRow } from './display.ts';

/** Farther than this from every place, a point is not in the UK (or not on land). */
export const MAX_DISTANCE_METRES = 50_000;
/** A London district or city suburb names the point when its centre is this close. */
const DISTRICT_METRES = 3000;

type Row = PlaceRow & { role: 'nearest' | 'settlement'; metres: number };

/**
 * The place a point is in. Places are points, so each city, town or village is
 * given a rough radius from its population (London about 25 km, a town of 10,000
 * about 1.5 km, a village 0.8 km) and the point belongs to the one it is deepest
 * inside: a town 2 km away wins over a hamlet 1.5 km away. A London district or a
 * suburb closer than that settlement's centre names the point more precisely
 * (Camden Town, London), unless `level` is 'settlement': then it is always the city,
 * town or village, or the country where none is near. Null when no place is within 50 km.
 */
export async function reverseGeocode(
  db: Database,
  lat: number,
  lon: number,
  level: ReverseLevel = 'district',
): Promise<ReverseGeocode | null> {
  const { rows } = await db.execute<Row>(sql`
    with near as (
      select slug, name, kind, county, country, town, lat, lon, population,
        earth_distance(ll_to_earth(${lat}, ${lon}), ll_to_earth(lat, lon)) as metres
      from ${places}
      where earth_box(ll_to_earth(${lat}, ${lon}), ${MAX_DISTANCE_METRES}) @> ll_to_earth(lat, lon)
    )
    (select 'nearest' as role, * from near where metres <= ${MAX_DISTANCE_METRES} order by metres, slug limit 1)
    union all
    (select 'settlement' as role, * from near
      where metres <= ${MAX_DISTANCE_METRES} and kind in ('city', 'town', 'village')
      order by metres / greatest(
        case kind when 'city' then 3000 when 'town' then 1500 else 800 end, sqrt(population) * 9), slug
      limit 1)
  `);
  const nearest = rows.find((row) => row.role === 'nearest');
  if (!nearest) return null;
  const settlement = rows.find((row) => row.role === 'settlement');
  if (level === 'settlement' && !settlement) return countryAt(lat, lon, nearest.country);
  const district =
    level === 'district' &&
    (nearest.kind === 'suburb' || nearest.kind === 'borough' || nearest.kind === 'neighbourhood') &&
    nearest.metres <= DISTRICT_METRES &&
    (!settlement || nearest.metres < settlement.metres)
      ? nearest
      : undefined;
  const place = district ?? settlement ?? nearest;
  const address: ReverseGeocode['address'] = { country: place.country };
  if (district) address.suburb = district.name;
  if (place.county === 'Greater London') address.city = 'London';
  else if (settlement && (settlement.kind === 'city' || settlement.kind === 'town' || settlement.kind === 'village')) {
    address[settlement.kind] = settlement.name;
  }
  if (place.county) address.county = place.county;
  return {
    lat: place.lat,
    lon: place.lon,
    display_name: displayName(place),
    addresstype: place.kind,
    slug: place.slug,
    address,
  };
}

/** A point in the UK with no city, town or village near: named after its nation. */
function countryAt(lat: number, lon: number, country: string): ReverseGeocode {
  return { lat, lon, display_name: country, addresstype: 'country', slug: '', address: { country } };
}
