// One place by its slug, as location pages (/property/{category}/{type}/{location}) need it.
import { eq } from 'drizzle-orm';
import { defaultRadiusMiles, type Place } from '#contract/places.ts';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema/places.ts';
import { displayName } from './display.ts';

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
  if (!row) return null;
  return { ...row, display_name: displayName(row), default_radius_miles: defaultRadiusMiles(row.kind) };
}
