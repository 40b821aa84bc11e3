// One place by its slug, as location pages (/property/{category}/{type}/{location}) need it.
// A postcode district's slug is its outward code in lower case ('m1', 'sw1a'); a place
// only live ads name has the slug of its suggestion.
import { eq } from 'drizzle-orm';
import { defaultRadiusMiles, type Place } from '#contract/places.ts';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema/places.ts';
import { adPlaces } from './ad-places.ts';
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
  if (!row) return (await findPostcodeDistrict(db, slug)) ?? findAdPlace(db, slug);
  return { ...row, display_name: displayName(row), default_radius_miles: defaultRadiusMiles(row.kind) };
}

/** A place only live ads name ('fernbrook-leeds'), as its suggestion's slug leads to it. */
async function findAdPlace(db: Database, slug: string): Promise<Place | null> {
  const place = (await adPlaces(db)).find((candidate) => candidate.slug === slug);
  if (!place) return null;
  return notInGazetteer(slug, place, displayName(place));
}

/** A postcode district as a place ('m1'): what a postcode suggestion's slug leads to. */
async function findPostcodeDistrict(db: Database, slug: string): Promise<Place | null> {
  if (!/^[a-z]{1,2}\d[a-z\d]?$/.test(slug)) return null;
  const district = await postcodeDistrictOf(db, slug);
  if (!district) return null;
  const { county, country, lat, lon } = district;
  const place = { name: district.district, kind: 'postcode' as const, county, country, lat, lon };
  return notInGazetteer(slug, place, `${district.district}, ${districtArea(district)}`);
}

/** A place that is no gazetteer row: no id of its own and no population. */
function notInGazetteer(
  slug: string,
  { name, kind, county, country, lat, lon }: Pick<Place, 'name' | 'kind' | 'county' | 'country' | 'lat' | 'lon'>,
  label: string,
): Place {
  return {
    id: 0,
    slug,
    name,
    kind,
    county,
    country,
    lat,
    lon,
    population: 0,
    display_name: label,
    default_radius_miles: defaultRadiusMiles(kind),
  };
}
