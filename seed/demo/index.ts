// The demo data set: accounts of every type and a few thousand offers with pictures,
// created once on a demo installation's first start (server/boot.ts). Deterministic:
// the same seed gives the same accounts, offers and pictures; only the dates follow
// the clock, so the offers always look fresh. A row in seed_runs marks it done.
import { eq, sql } from 'drizzle-orm';
import type { Storage } from '#core/storage/storage.ts';
import type { Database } from '#db/client.ts';
import { categories } from '#db/schema/catalogue.ts';
import { seedRuns } from '#db/schema/platform.ts';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from './accounts.ts';
import { insertDemoLots } from './auctions.ts';
import { createGeneratorContext, type GeneratedOffer, type GeneratorContext, generateOffer } from './generate-offer.ts';
import { insertGeneratedOffers } from './insert-offers.ts';
import { DEMO_SEED_NAME } from './name.ts';
import { coveragePlan } from './offer-mix.ts';
import { poolPicker } from './photos.ts';
import { generateImagePool } from './pictures/image-pool.ts';
import { resolveDemoPlaces } from './places.ts';
import { createRandom, hashSeed, type Random } from './random.ts';

export { DEMO_SEED_NAME };
export const DEMO_DEFAULTS = { offers: 2_400, imagePool: 240, seed: hashSeed(DEMO_SEED_NAME) } as const;

export type DemoLog = { info(message: string): void };
export type DemoOptions = { offers?: number; imagePool?: number; seed?: number; now?: Date };
export type DemoSummary = {
  offers: number;
  photos: number;
  attributeValues: number;
  /** Auction lots, one per live auction ad. */
  lots: number;
  imagePoolMs: number;
  totalMs: number;
};

/** Boot hook: seeds the demo data unless seed_runs says it is already there. */
export async function seedDemoIfNeeded(db: Database, storage: Storage, log: DemoLog): Promise<void> {
  await seedDemo(db, storage, log);
}

/** Seeds the demo data set; returns null (and does nothing) when it was seeded before. */
export async function seedDemo(
  db: Database,
  storage: Storage,
  log: DemoLog,
  options: DemoOptions = {},
): Promise<DemoSummary | null> {
  if (await alreadySeeded(db)) return null;
  const started = performance.now();
  const now = options.now ?? new Date();
  const seed = options.seed ?? DEMO_DEFAULTS.seed;
  const random = createRandom(seed);
  const places = await resolveDemoPlaces(db);
  const categoryIds = await loadCategoryIds(db);

  const pool = await generateImagePool(storage, { size: options.imagePool ?? DEMO_DEFAULTS.imagePool, seed });
  const imagePoolMs = performance.now() - started;

  const count = Math.max(options.offers ?? DEMO_DEFAULTS.offers, 0);
  const summary = await db.transaction(async (tx) => {
    // Two processes starting on one empty database: the second waits here, then sees the mark.
    await tx.execute(sql`select pg_advisory_xact_lock(${hashSeed(DEMO_SEED_NAME)})`);
    if (await alreadySeeded(tx)) return null;
    const owners = await ensureDemoAccounts(tx, now);
    const ctx = createGeneratorContext({
      now,
      places,
      categoryIds,
      owners,
      picker: poolPicker(pool),
      usedSlugs: new Set(),
      suffixLength: 6,
      newId: (r) => r.uuid(),
    });
    const inserted = await insertGeneratedOffers(tx, demoOffers(ctx, random, count), { offers: 500, rows: 5_000 });
    const result = { ...inserted, lots: await insertDemoLots(tx, random.fork('auctions'), now) };
    await tx.insert(seedRuns).values({ name: DEMO_SEED_NAME, ranAt: now, detail: JSON.stringify({ seed, ...result }) });
    return result;
  });
  if (!summary) return null;
  // Fresh statistics, and the visibility map that lets searches use index-only scans.
  await db.execute(sql`vacuum (analyze) offers, offer_attribute_values, offer_photos`);

  const totalMs = performance.now() - started;
  log.info(
    `Demo data seeded: ${summary.offers} offers (${summary.lots} auction lots), ${summary.photos} photos (${pool.size} themes), ${summary.attributeValues} attribute values in ${(totalMs / 1000).toFixed(1)} s (pictures ${(imagePoolMs / 1000).toFixed(1)} s)`,
  );
  for (const account of DEMO_ACCOUNTS) log.info(`Demo account: ${account.email} / ${account.password}`);
  return { ...summary, imagePoolMs, totalMs };
}

/** The first offers cover every listing type and category (the coverage plan), the rest are drawn at random. */
function demoOffers(ctx: GeneratorContext, random: Random, count: number): GeneratedOffer[] {
  const plan = coveragePlan();
  return Array.from({ length: count }, (_, index) => generateOffer(ctx, random.fork(`offer:${index}`), plan[index]));
}

async function alreadySeeded(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, DEMO_SEED_NAME));
  return row !== undefined;
}

export async function loadCategoryIds(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((row) => [row.slug, row.id]));
}
