// Adds the curated neighbourhoods (seed/data/neighbourhoods.csv) to the places
// table: districts of towns that cards name ('Ancoats, Manchester') but the GeoNames
// gazetteer does not list, or lists only as a namesake elsewhere (Withington,
// Shropshire). Each is a place of kind 'neighbourhood' with its town. Runs at every
// start: rows already there are skipped (one query), new ones in the file are added,
// so an existing installation picks them up too.
import { sql } from 'drizzle-orm';
import { slugify } from '#core/places/names.ts';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema/places.ts';
import { readSeedCsv } from './csv.ts';
import { syntheticId } from './synthetic-id.ts';

export const NEIGHBOURHOODS_FILE = new URL('./data/neighbourhoods.csv', import.meta.url);

export type Neighbourhood = { geonameId: number; name: string; town: string; lat: number; lon: number };

export async function readNeighbourhoods(file: URL = NEIGHBOURHOODS_FILE): Promise<Neighbourhood[]> {
  const records = await readSeedCsv(file, ['name', 'town', 'lat', 'lon']);
  return records.map(({ name, town, lat, lon }) => {
    const position = { lat: Number(lat), lon: Number(lon) };
    if (!name || !town || !Number.isFinite(position.lat) || !Number.isFinite(position.lon)) {
      throw new Error(`${file.pathname}: '${name}, ${town}' needs a name, a town and a position`);
    }
    return { geonameId: syntheticId(`${name}, ${town}`, position.lat, position.lon), name, town, ...position };
  });
}

/** Inserts the neighbourhoods not yet in the places table; returns how many it inserted. */
export async function seedNeighbourhoods(db: Database): Promise<number> {
  const all = await readNeighbourhoods();
  const { rows: present } = await db.execute<{ geoname_id: number }>(
    sql`select geoname_id from ${places} where geoname_id = any(${sql.param(all.map((n) => n.geonameId))}::int[])`,
  );
  const known = new Set(present.map((row) => Number(row.geoname_id)));
  const missing = all.filter((n) => !known.has(n.geonameId));
  if (missing.length === 0) return 0;
  // The town gives the county and country: its most populous place of that name.
  const { rows: towns } = await db.execute<{ name: string; county: string | null; country: string }>(sql`
    select distinct on (name) name, county, country from ${places}
    where name = any(${sql.param([...new Set(missing.map((n) => n.town))])}::text[])
      and kind in ('city', 'town', 'village', 'borough')
    order by name, population desc, id`);
  const townOf = new Map(towns.map((town) => [town.name, town]));
  const { rows: slugRows } = await db.execute<{ slug: string }>(sql`select slug from ${places}`);
  const taken = new Set(slugRows.map((row) => row.slug));
  const values = missing.flatMap((n) => {
    const town = townOf.get(n.town);
    if (!town) throw new Error(`Neighbourhood ${n.name}: its town ${n.town} is not in the gazetteer`);
    const slug = freeSlug(taken, n.name, n.town);
    taken.add(slug);
    return [
      {
        geonameId: n.geonameId,
        slug,
        name: n.name,
        kind: 'neighbourhood' as const,
        county: town.county,
        country: town.country,
        lat: n.lat,
        lon: n.lon,
        town: n.town,
      },
    ];
  });
  const inserted = await db.insert(places).values(values).onConflictDoNothing().returning({ id: places.id });
  return inserted.length;
}

/** 'ancoats'; 'withington-manchester' when a namesake has the plain slug; then a number. */
function freeSlug(taken: ReadonlySet<string>, name: string, town: string): string {
  const plain = slugify(name);
  if (!taken.has(plain)) return plain;
  const withTown = slugify(`${name} ${town}`);
  let slug = withTown;
  for (let n = 2; taken.has(slug); n++) slug = `${withTown}-${n}`;
  return slug;
}
