// Search and offer-detail benchmark on both engines, in one run:
//   npm run bench -- [--offers 100000] [--iterations 300] [--engines pglite,postgres]
//                    [--postgres-url postgres://postgres@127.0.0.1:5432/test] [--concurrency 4]
// Each engine gets a fresh database (PGlite in a temporary folder; a new PostgreSQL
// database, dropped afterwards) with the demo data plus synthetic offers up to
// --offers. It prints p50/p95/p99 latency and queries per second for:
// - search: sell + house (with its children) + price range + 10 miles around a town,
//   newest first, 24 per page, with the total count;
// - detail: one public offer by slug, as /offers/{slug} reads it;
// and the app's event-loop delay meanwhile (PGlite runs in its own process).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { SearchCriteria } from '#contract/search.ts';
import { getPublicOffer } from '#core/offers/public-offer.ts';
import { searchOffers } from '#core/search/search-offers.ts';
import { createStorage, STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { type DatabaseHandle, openDatabase } from '#db/client.ts';
import { seedBulkOffers } from '#db/seed/demo/bulk.ts';
import { prepareDatabase } from '#server/boot.ts';

const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '300' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    concurrency: { type: 'string', default: '4' },
  },
});
const OFFERS = Number(values.offers);
const ITERATIONS = Number(values.iterations);
const CONCURRENCY = Number(values.concurrency);
const TOWNS = [
  { name: 'Manchester', lat: 53.4808, lon: -2.2426 },
  { name: 'Leeds', lat: 53.7965, lon: -1.5478 },
  { name: 'Bristol', lat: 51.4552, lon: -2.5967 },
  { name: 'Birmingham', lat: 52.4814, lon: -1.8998 },
  { name: 'Nottingham', lat: 52.9536, lon: -1.1505 },
  { name: 'Sheffield', lat: 53.383, lon: -1.4659 },
  { name: 'London', lat: 51.5085, lon: -0.1257 },
  { name: 'Glasgow', lat: 55.8651, lon: -4.2576 },
];
const silent = { info() {}, warn() {} };

type Stats = { p50: number; p95: number; p99: number; qps: number; concurrentQps: number };

async function main(): Promise<void> {
  const results: Record<string, Record<string, Stats | number>> = {};
  for (const engine of values.engines.split(',').map((name) => name.trim())) {
    const { handle, cleanup } = await openFresh(engine);
    try {
      console.log(`\n[${engine}] preparing ${OFFERS.toLocaleString('en-GB')} offers...`);
      const seedStarted = performance.now();
      const storage = createStorage(
        { storage: { driver: 'filesystem', dir: mkdtempSync(join(tmpdir(), 'dazu-bench-files-')) } },
        handle.db,
      );
      await prepareDatabase(handle, { config: { seedDemo: true }, storage, log: silent });
      const existing = await countOffers(handle);
      if (OFFERS > existing) await seedBulkOffers(handle.db, OFFERS - existing, { seed: 7 });
      await handle.db.execute(sql`analyze`);
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      console.log(`[${engine}] ${await countOffers(handle)} offers ready in ${seedSeconds.toFixed(1)} s`);
      results[engine] = { offers: await countOffers(handle), seedSeconds, ...(await measure(engine, handle)) };
    } finally {
      await handle.close();
      await cleanup();
    }
  }
  printTable(results);
}

async function measure(engine: string, handle: DatabaseHandle): Promise<Record<string, Stats | number>> {
  const { db } = handle;
  const slugs = (
    await db.execute<{ slug: string }>(
      sql`select slug from offers where status = 'active' order by random() limit 1000`,
    )
  ).rows.map((row) => row.slug);
  let i = 0;
  const search = async (): Promise<void> => {
    const town = TOWNS[i++ % TOWNS.length] ?? TOWNS[0];
    if (!town) return;
    const criteria: SearchCriteria = {
      listingType: 'sell',
      categories: ['house'],
      priceMin: 15_000_000,
      priceMax: 60_000_000,
      location: { lat: town.lat, lon: town.lon, name: town.name },
      radiusMiles: 10,
      tags: [],
      sort: 'newest',
      page: 1,
      perPage: 24,
    };
    const page = await searchOffers(db, criteria, { assetBase: STORAGE_URL_PATH });
    if (page.meta.total < 0) throw new Error('impossible');
  };
  const detail = async (): Promise<void> => {
    const slug = slugs[i++ % slugs.length];
    if (slug && !(await getPublicOffer(db, slug, { assetBase: STORAGE_URL_PATH })))
      throw new Error(`offer ${slug} missing`);
  };
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const searchStats = await timeIt(search);
  const detailStats = await timeIt(detail);
  loop.disable();
  const sample = await searchTotal(handle);
  console.log(`[${engine}] the benchmark search matches ${sample} offers around Manchester`);
  return {
    search: searchStats,
    detail: detailStats,
    eventLoopP99Ms: loop.percentile(99) / 1e6,
    eventLoopMaxMs: loop.max / 1e6,
  };
}

async function timeIt(run: () => Promise<void>): Promise<Stats> {
  for (let w = 0; w < 20; w++) await run();
  const times: number[] = [];
  const started = performance.now();
  for (let n = 0; n < ITERATIONS; n++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  const qps = ITERATIONS / ((performance.now() - started) / 1000);
  const concurrentStarted = performance.now();
  let remaining = ITERATIONS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (remaining-- > 0) await run();
    }),
  );
  const concurrentQps = ITERATIONS / ((performance.now() - concurrentStarted) / 1000);
  times.sort((a, b) => a - b);
  const at = (p: number): number => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  return { p50: at(50), p95: at(95), p99: at(99), qps, concurrentQps };
}

async function searchTotal(handle: DatabaseHandle): Promise<number> {
  const page = await searchOffers(
    handle.db,
    {
      listingType: 'sell',
      categories: ['house'],
      priceMin: 15_000_000,
      priceMax: 60_000_000,
      location: { lat: 53.4808, lon: -2.2426 },
      radiusMiles: 10,
      tags: [],
      sort: 'newest',
      page: 1,
      perPage: 24,
    },
    { assetBase: STORAGE_URL_PATH },
  );
  return page.meta.total;
}

async function countOffers(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db.execute<{ n: string }>(sql`select count(*) as n from offers`);
  return Number(result.rows[0]?.n ?? 0);
}

async function openFresh(engine: string): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'dazu-bench-'));
    const handle = await openDatabase({ engine: 'pglite', dataDir: join(dir, 'pglite') });
    return { handle, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (engine !== 'postgres') throw new Error(`unknown engine ${engine}: use pglite or postgres`);
  const serverUrl = new URL(values['postgres-url']);
  const name = `dazu_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: CONCURRENCY + 2 });
  return {
    handle,
    cleanup: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

function printTable(results: Record<string, Record<string, Stats | number>>): void {
  const ms = (value: number): string => value.toFixed(1).padStart(7);
  console.log(`\nengine    query    p50 ms  p95 ms  p99 ms   q/s (1)  q/s (${CONCURRENCY})`);
  for (const [engine, result] of Object.entries(results)) {
    for (const query of ['search', 'detail'] as const) {
      const stats = result[query] as Stats;
      console.log(
        `${engine.padEnd(9)} ${query.padEnd(7)} ${ms(stats.p50)} ${ms(stats.p95)} ${ms(stats.p99)} ${stats.qps
          .toFixed(0)
          .padStart(9)} ${stats.concurrentQps.toFixed(0).padStart(9)}`,
      );
    }
    console.log(
      `${engine.padEnd(9)} offers ${String(result.offers).padStart(8)}, seeded in ${(result.seedSeconds as number).toFixed(0)} s, event-loop delay p99 ${(result.eventLoopP99Ms as number).toFixed(1)} ms, max ${(result.eventLoopMaxMs as number).toFixed(1)} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
