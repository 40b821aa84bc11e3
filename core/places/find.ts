// One place by its slug, as location pages (/property/{category}/{type}/{location}) need it.
// A postcode district's slug is its outward code in lower case ('m1', 'sw1a').
import { eq } from 'drizzle-orm';
import { defaultRadiusMiles, type Place } from '#contract/places.ts';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema/places.ts';
import { displayName } from './display.ts';
import { districtArea, postcodeDistrictOf } from './postcodes.ts';

export async function findPlaceBySlug(db: Database, slug: string): Promise<Place | null> {
  const [row] = await db
    .select({
      id: places.id,
      slug: places.slug,
      name: places.name,
      kind: places.kind,
      county: places.county,
      country: places.country,
      lat: places.lat,
      lon: places.lon,
      population: places.population,
      town: places.town,
    })
    .from(places)
    .where(eq(places.slug, slug))
    .limit(1);
  if (!row) return findPostcodeDistrict(db, slug);
  return { ...row, display_name: displayName(row), default_radius_miles: defaultRadiusMiles(row.kind) };
}

/** A postcode district as a place ('m1'): what a postcode suggestion's slug leads to. */
async function findPostcodeDistrict(db: Database, slug: string): Promise<Place | null> {
  if (!/^[a-z]{1,2}\d[a-z\d]?$/.test(slug)) return null;
  const district = await postcodeDistrictOf(db, slug);
  if (!district) return null;
  return {
    id: 0,
    slug,
    name: district.district,
    kind: 'postcode',
    county: district.county,
    country: district.country,
    lat: district.lat,
    lon: district.lon,
    population: 0,
    display_name: `${district.district}, ${districtArea(district)}`,
    default_radius_miles: defaultRadiusMiles('postcode'),
  };
}
