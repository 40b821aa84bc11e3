// Fills the places table from the committed gazetteer (seed/data/gb-places.json,
// built by scripts/build-gazetteer.ts). Runs at every start: with the table already
// filled it costs one indexed query and never reads the file.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { PLACE_KINDS, type PlaceKind, places } from '#db/schema/places.ts';

export const GAZETTEER_FILE = new URL('./data/gb-places.json', import.meta.url);

const FIELDS = ['geonameId', 'slug', 'name', 'kind', 'county', 'country', 'lat', 'lon', 'population'];
type Row = [number, string, string, string, string | null, string, number, number, number];
type NewPlace = typeof places.$inferInsert;

/** 1,000 rows of 9 values stay well under PostgreSQL's 65,535 parameters per statement. */
const BATCH = 1000;

export async function readGazetteer(file: URL = GAZETTEER_FILE): Promise<NewPlace[]> {
  const data = JSON.parse(await readFile(file, 'utf8')) as { fields: string[]; rows: Row[] };
  if (JSON.stringify(data.fields) !== JSON.stringify(FIELDS)) {
    throw new Error(`${file.pathname}: expected fields ${FIELDS.join(', ')}; rebuild it with npm run gazetteer`);
  }
  return data.rows.map(([geonameId, slug, name, kind, county, country, lat, lon, population]) => {
    if (!PLACE_KINDS.includes(kind as PlaceKind)) throw new Error(`${slug}: unknown kind ${kind}`);
    return { geonameId, slug, name, kind: kind as PlaceKind, county, country, lat, lon, population };
  });
}

/** Inserts the gazetteer when the table is empty; returns how many places it inserted. */
export async function seedPlaces(db: Database): Promise<number> {
  const { rows } = await db.execute<{ filled: boolean }>(sql`select exists (select 1 from ${places}) as filled`);
  if (rows[0]?.filled) return 0;
  const all = await readGazetteer();
  return db.transaction(async (tx) => {
    let inserted = 0;
    for (let start = 0; start < all.length; start += BATCH) {
      // Two processes starting on an empty database at once: the second inserts nothing.
      const done = await tx
        .insert(places)
        .values(all.slice(start, start + BATCH))
        .onConflictDoNothing()
        .returning({ id: places.id });
      inserted += done.length;
    }
    return inserted;
  });
}
