// The places to name on a map without tiles: the gazetteer's places inside the box,
// cities before towns before villages and districts, the most populous first, so a
// country-wide view names the cities and a street-level view its districts.
import { sql } from 'drizzle-orm';
import type { NearbyPlace } from '#contract/places-nearby.ts';
import type { BoundingBox } from '#contract/search.ts';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema/places.ts';

/** Named settlements and districts (not postcode areas or other kinds a gazetteer may add). */
const NAMED_KINDS = ['city', 'town', 'village', 'borough', 'suburb'];

export async function placesInBox(db: Database, box: BoundingBox, limit: number): Promise<NearbyPlace[]> {
  const { rows } = await db.execute<NearbyPlace>(sql`
    select name, kind, lat, lon from ${places}
    where lat between ${box.south}::float8 and ${box.north}::float8
      and lon between ${box.west}::float8 and ${box.east}::float8
      and kind = any(${sql.param(NAMED_KINDS)}::text[])
    order by case kind when 'city' then 0 when 'town' then 1 when 'borough' then 2 else 3 end,
      population desc, name
    limit ${limit}`);
  return rows.map((row) => ({ name: row.name, kind: row.kind, lat: Number(row.lat), lon: Number(row.lon) }));
}
