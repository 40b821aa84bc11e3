// Fills postcode_districts from the committed list of UK postcode districts
// (seed/data/uk-postcode-districts.csv, Ordnance Survey open data: see the README
// there). Runs at every start, like the gazetteer: an installation made before the
// list existed gets it at its next start; with the table filled it costs one query.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { postcodeDistricts } from '#db/schema/places.ts';
import { readSeedCsv } from './csv.ts';

export const POSTCODE_DISTRICTS_FILE = new URL('./data/uk-postcode-districts.csv', import.meta.url);
const COLUMNS = ['district', 'latitude', 'longitude', 'town', 'county', 'country'] as const;
type NewDistrict = typeof postcodeDistricts.$inferInsert;
/** 1,000 rows of 6 values stay well under PostgreSQL's 65,535 parameters per statement. */
const BATCH = 1000;
const OUTWARD_CODE = /^[A-Z]{1,2}\d[A-Z\d]?$/;

export async function readPostcodeDistricts(file: URL = POSTCODE_DISTRICTS_FILE): Promise<NewDistrict[]> {
  const records = await readSeedCsv(file, COLUMNS);
  return records.map((record) => {
    const lat = Number(record.latitude);
    const lon = Number(record.longitude);
    if (!OUTWARD_CODE.test(record.district) || !Number.isFinite(lat) || !Number.isFinite(lon)) {
      throw new Error(`${file.pathname}: ${record.district} is not a postcode district with a position`);
    }
    return {
      district: record.district,
      lat,
      lon,
      town: record.town || null,
      county: record.county || null,
      // The source spells the Isle of Man both ways.
      country: record.country === 'IOM' ? 'Isle of Man' : record.country,
    };
  });
}

/** Inserts the postcode districts when the table is empty; returns how many it inserted. */
export async function seedPostcodeDistricts(db: Database): Promise<number> {
  const { rows } = await db.execute<{ filled: boolean }>(
    sql`select exists (select 1 from ${postcodeDistricts}) as filled`,
  );
  if (rows[0]?.filled) return 0;
  const all = await readPostcodeDistricts();
  return db.transaction(async (tx) => {
    let inserted = 0;
    for (let start = 0; start < all.length; start += BATCH) {
      // Two processes starting at once: the second inserts nothing.
      const done = await tx
        .insert(postcodeDistricts)
        .values(all.slice(start, start + BATCH))
        .onConflictDoNothing()
        .returning({ district: postcodeDistricts.district });
      inserted += done.length;
    }
    return inserted;
  });
}
