// Synthetic offers in bulk, for benchmarks: `npm run seed -- --offers 300000` and
// bench/search.ts call seedBulkOffers(). Same generators as the demo, but:
// - places: every gazetteer place with at least `minPopulation` people, weighted by size;
// - pictures: the ones already stored (offer_photos rows, normally from the demo seed),
//   no new images; offers get no photos when there are none;
// - owners: the demo accounts (created when missing);
// - ids are random and slugs carry an 8-character suffix, so runs can be repeated;
//   the same seed on the same starting count of offers gives the same offers.
// Batches of offers with their attribute and photo rows go in one transaction each,
// `concurrency` at a time (1 on PGlite, whose single connection serialises them anyway).
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ProcessedPhoto } from '#core/media/process-photo.ts';
import type { Database } from '#db/client.ts';
import { ensureDemoAccounts } from './accounts.ts';
import { createGeneratorContext, type GeneratorContext, generateOffer } from './generate-offer.ts';
import { loadCategoryIds } from './index.ts';
import { insertGeneratedOffers } from './insert-offers.ts';
import type { PicturePicker } from './photos.ts';
import { type DemoPlace, KNOWN_PLACES, type PlaceRow, toDemoPlace } from './places.ts';
import { createRandom } from './random.ts';

export type BulkOptions = {
  /** PRNG seed; random by default, so two runs add different offers. */
  seed?: number;
  /** Offers per transaction (default 2,000). */
  batchSize?: number;
  /** Batches in flight at once (default 2; PGlite runs them one after another). */
  concurrency?: number;
  /** Smallest place that gets offers (default 1,000 people). */
  minPopulation?: number;
  now?: Date;
  onProgress?: (progress: { done: number; total: number; elapsedMs: number }) => void;
};

export type BulkResult = { offers: number; attributeValues: number; photos: number; ms: number };

export async function seedBulkOffers(db: Database, count: number, options: BulkOptions = {}): Promise<BulkResult> {
  const started = performance.now();
  const seed = options.seed ?? randomInt(0, 2 ** 31);
  const batchSize = Math.max(1, options.batchSize ?? 2_000);
  const ctx = await bulkContext(db, options.now ?? new Date(), options.minPopulation ?? 1_000);
  // The offers already there are part of the stream's name: a second run with the same
  // seed continues with new offers (and slugs) instead of repeating the first run.
  const { rows: counted } = await db.execute<{ n: string }>(sql`select count(*) as n from offers`);
  const random = createRandom(seed).fork(`after:${counted[0]?.n ?? 0}`);
  const totals = { offers: 0, attributeValues: 0, photos: 0 };
  let nextBatch = 0;
  const batches = Math.ceil(count / batchSize);

  const worker = async (): Promise<void> => {
    while (nextBatch < batches) {
      const batch = nextBatch++;
      const size = Math.min(batchSize, count - batch * batchSize);
      const stream = random.fork(`batch:${batch}`);
      const generated = Array.from({ length: size }, () => generateOffer(ctx, stream));
      const inserted = await db.transaction((tx) =>
        insertGeneratedOffers(tx, generated, { offers: batchSize, rows: 20_000 }),
      );
      totals.offers += size;
      totals.attributeValues += inserted.attributeValues;
      totals.photos += inserted.photos;
      options.onProgress?.({ done: totals.offers, total: count, elapsedMs: performance.now() - started });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 2, batches)) }, worker));
  // Fresh statistics, so the planner (and the benchmark that follows) sees the new size,
  // and the visibility map that lets searches use index-only scans.
  await db.execute(sql`vacuum (analyze) offers, offer_attribute_values, offer_photos`);
  return { ...totals, ms: performance.now() - started };
}

/** Generator settings for bulk data: gazetteer places, stored pictures, random ids, long slug suffixes. */
async function bulkContext(db: Database, now: Date, minPopulation: number): Promise<GeneratorContext> {
  const places = await bulkPlaces(db, minPopulation);
  const categoryIds = await loadCategoryIds(db);
  const picker = await storedPicturePicker(db);
  const owners = await db.transaction((tx) => ensureDemoAccounts(tx, now));
  return createGeneratorContext({
    now,
    places,
    categoryIds,
    owners,
    picker,
    suffixLength: 8,
    newId: () => randomUUID(),
  });
}

async function bulkPlaces(db: Database, minPopulation: number): Promise<DemoPlace[]> {
  const { rows } = await db.execute<PlaceRow>(sql`
    select id, name, kind, county, country, lat, lon, population from places
    where population >= ${minPopulation} order by id`);
  if (rows.length === 0) {
    throw new Error(`Bulk seed: no places with at least ${minPopulation} people; seed the gazetteer first.`);
  }
  return rows.map((row) => {
    const known = KNOWN_PLACES[row.name];
    const place = known ? toDemoPlace(row, known) : toDemoPlace(row);
    return { ...place, weight: Math.max(1, row.population) ** 0.6 };
  });
}

type StoredPicture = ProcessedPhoto & { kind: 'photo' | 'floor_plan'; root: string };

/** Pictures already in offer_photos, grouped by the root category of the offers that show them. */
async function storedPicturePicker(db: Database): Promise<PicturePicker> {
  const { rows } = await db.execute<{
    storage_key: string;
    widths: number[];
    width: number;
    height: number;
    kind: 'photo' | 'floor_plan';
    root: string;
  }>(sql`
    select distinct on (p.storage_key) p.storage_key, p.widths, p.width, p.height, p.kind,
      coalesce(parent.slug, c.slug) as root
    from (select * from offer_photos where kind in ('photo', 'floor_plan') order by id limit 200000) p
    join offers o on o.id = p.offer_id
    join categories c on c.id = o.category_id
    left join categories parent on parent.id = c.parent_id
    order by p.storage_key, p.position`);
  const pictures: StoredPicture[] = rows.map((row) => ({
    storageKey: row.storage_key,
    widths: row.widths,
    width: row.width,
    height: row.height,
    kind: row.kind,
    root: row.root,
  }));
  const photos = pictures.filter((picture) => picture.kind === 'photo');
  const plans = pictures.filter((picture) => picture.kind === 'floor_plan');
  const byRoot = new Map<string, StoredPicture[]>();
  for (const photo of photos) byRoot.set(photo.root, [...(byRoot.get(photo.root) ?? []), photo]);
  return {
    photos(random, p, count) {
      const own = byRoot.get(p.root) ?? photos;
      const chosen = random.sample(own, count);
      if (chosen.length < count) {
        const used = new Set(chosen.map((photo) => photo.storageKey));
        chosen.push(
          ...random.sample(
            photos.filter((photo) => !used.has(photo.storageKey)),
            count - chosen.length,
          ),
        );
      }
      return chosen;
    },
    floorPlan: (random) => (plans.length > 0 ? random.pick(plans) : undefined),
  };
}
