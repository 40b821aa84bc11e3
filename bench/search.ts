// Search benchmark on both engines, through the real HTTP API:
//   npm run bench -- [--offers 300000] [--iterations 300] [--engines pglite,postgres]
//                    [--postgres-url postgres://postgres@127.0.0.1:5432/test] [--keep]
// Each engine gets a database with the demo data plus synthetic offers up to --offers
// (PGlite in $TMPDIR/dazu-bench-<n>, PostgreSQL in a database dazu_bench_<n>; with
// --keep they are kept and reused by the next run, which saves the seeding time).
// One client, after warm-up, measures end to end (HTTP, parsing, query, JSON):
//   list    type + category + price range + rooms, newest first, 24 per page, with the count
//   radius  the same within 5 miles of a town
//   text    free text 'gas central heating', with the count
//   facets  type + 10 miles around a town
//   suggest location suggestions
//   detail  one offer page's data
//   map-uk   the results map's clusters for every sale in Great Britain (zoom 6)
//   map-town the same around a town (zoom 12), clusters and single offers
// and prints p50/p95/p99 and queries per second per engine, the ratio of the API's p50
// to the bare service call's p50 (the cost of HTTP, validation and JSON), and the
// event-loop delay of the app while a heavy query runs.
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { getOfferView } from '#core/offers/offer-view.ts';
import { suggestPlaces } from '#core/places/suggest.ts';
import { getFacets } from '#core/search/facets.ts';
import { searchMap } from '#core/search/map-clusters.ts';
import { parseSearchQuery } from '#core/search/parse-query.ts';
import { searchOffers } from '#core/search/search-offers.ts';
import { createStorage } from '#core/storage/create-storage.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { type DatabaseHandle, openDatabase } from '#db/client.ts';
import { seedBulkOffers } from '#seed/demo/bulk.ts';
import { buildApp } from '#server/app.ts';
import { prepareDatabase } from '#server/boot.ts';
import { loadConfig } from '#server/config.ts';

const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: '300000' },
    iterations: { type: 'string', default: '300' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'postgres-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    keep: { type: 'boolean', default: false },
  },
});
const OFFERS = Number(values.offers);
const ITERATIONS = Number(values.iterations);
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
const PREFIXES = ['man', 'lee', 'bri', 'bir', 'not', 'she', 'lon', 'gla', 'cam', 'oxf', 'yor', 'bat', 'car', 'edi'];
const silent = { info() {}, warn() {} };

type Stats = { p50: number; p95: number; p99: number; qps: number };
type Query = { name: string; url: (i: number) => string; direct: (i: number) => Promise<unknown> };

const town = (i: number) => TOWNS[i % TOWNS.length] ?? TOWNS[0];
const near = (i: number, miles: number) => {
  const place = town(i);
  return place ? `&location[lat]=${place.lat}&location[lon]=${place.lon}&radius=${miles}` : '';
};
const LIST = 'type=sell&category=house&price[min]=150000&price[max]=600000&rooms=2';
const GREAT_BRITAIN = { west: -8, south: 49.8, east: 2, north: 59 };
const townBox = (i: number) => {
  const place = town(i) ?? { lat: 53.48, lon: -2.24 };
  return { west: place.lon - 0.15, south: place.lat - 0.09, east: place.lon + 0.15, north: place.lat + 0.09 };
};
const bboxText = (box: { west: number; south: number; east: number; north: number }) =>
  [box.west, box.south, box.east, box.north].map((degrees) => degrees.toFixed(4)).join(',');

async function main(): Promise<void> {
  const results: Record<string, Record<string, Stats | number>> = {};
  for (const engine of values.engines.split(',').map((name) => name.trim())) {
    const { handle, cleanup } = await openBenchDatabase(engine);
    try {
      const seeded = await ensureOffers(engine, handle);
      results[engine] = { offers: seeded.count, seedSeconds: seeded.seconds, ...(await measure(engine, handle)) };
    } finally {
      await handle.close();
      await cleanup();
    }
  }
  printTable(results);
}

async function ensureOffers(engine: string, handle: DatabaseHandle): Promise<{ count: number; seconds: number }> {
  const started = performance.now();
  const storage = createStorage(
    { storage: { driver: 'filesystem', dir: join(tmpdir(), `dazu-bench-files-${engine}`) } },
    handle.db,
  );
  await prepareDatabase(handle, { config: { seedDemo: true }, storage, log: silent });
  const existing = await countOffers(handle);
  if (OFFERS > existing) {
    console.log(`[${engine}] adding ${(OFFERS - existing).toLocaleString('en-GB')} offers...`);
    await seedBulkOffers(handle.db, OFFERS - existing, { seed: 7, concurrency: engine === 'postgres' ? 2 : 1 });
  }
  await handle.db.execute(sql`vacuum (analyze) offers`);
  const count = await countOffers(handle);
  const seconds = (performance.now() - started) / 1000;
  console.log(`[${engine}] ${count.toLocaleString('en-GB')} offers ready in ${seconds.toFixed(0)} s`);
  return { count, seconds };
}

async function measure(engine: string, handle: DatabaseHandle): Promise<Record<string, Stats | number>> {
  const { db } = handle;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: 'memory://',
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database: handle, storage: createStorage(config, db), logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const slugs = (
    await db.execute<{ slug: string }>(
      sql`select slug from offers where status = 'active' order by random() limit 1000`,
    )
  ).rows.map((row) => row.slug);
  const criteria = (query: string) => {
    const parsed = parseSearchQuery(new URLSearchParams(query));
    if (parsed.ignored.length > 0) throw new Error(`bad benchmark query ${query}`);
    return parsed.criteria;
  };
  const options = { assetBase: STORAGE_URL_PATH };
  const queries: Query[] = [
    { name: 'list', url: () => `/api/search?${LIST}`, direct: () => searchOffers(db, criteria(LIST), options) },
    {
      name: 'radius',
      url: (i) => `/api/search?${LIST}${near(i, 5)}`,
      direct: (i) => searchOffers(db, criteria(`${LIST}${near(i, 5)}`), options),
    },
    {
      name: 'text',
      url: () => '/api/search?q=gas%20central%20heating',
      direct: () => searchOffers(db, criteria('q=gas central heating'), options),
    },
    {
      name: 'facets',
      url: (i) => `/api/search/facets?type=sell${near(i, 10)}`,
      direct: (i) => getFacets(db, criteria(`type=sell${near(i, 10)}`)),
    },
    {
      name: 'suggest',
      url: (i) => `/api/geocode/search?q=${PREFIXES[i % PREFIXES.length]}`,
      direct: (i) => suggestPlaces(db, PREFIXES[i % PREFIXES.length] ?? 'man', 5),
    },
    {
      name: 'map-uk',
      url: () => `/api/search/map?type=sell&bbox=${bboxText(GREAT_BRITAIN)}&zoom=6`,
      direct: () => searchMap(db, criteria('type=sell'), GREAT_BRITAIN, 6),
    },
    {
      name: 'map-town',
      url: (i) => `/api/search/map?type=sell&bbox=${bboxText(townBox(i))}&zoom=12`,
      direct: (i) => searchMap(db, criteria('type=sell'), townBox(i), 12),
    },
    {
      name: 'detail',
      url: (i) => `/api/offers/${slugs[i % slugs.length]}`,
      direct: (i) => getOfferView(db, slugs[i % slugs.length] ?? '', options),
    },
  ];
  const measured: Record<string, Stats | number> = {};
  try {
    for (const query of queries) {
      const http = await timeIt(async (i) => {
        const response = await fetch(`${base}${query.url(i)}`);
        if (!response.ok) throw new Error(`${query.url(i)} answered ${response.status}`);
        await response.arrayBuffer();
      });
      const direct = await timeIt(query.direct);
      measured[query.name] = http;
      measured[`${query.name}:direct`] = direct;
    }
    measured.eventLoopP99Ms = await eventLoopDuringHeavyQuery(base, db);
  } finally {
    await app.close();
  }
  const total = (await searchOffers(db, criteria(`${LIST}${near(0, 5)}`), options)).meta.total;
  console.log(`[${engine}] the radius search matches ${total} offers around ${town(0)?.name}`);
  return measured;
}

async function timeIt(run: (i: number) => Promise<unknown>): Promise<Stats> {
  for (let w = 0; w < 20; w++) await run(w);
  const times: number[] = [];
  const started = performance.now();
  for (let n = 0; n < ITERATIONS; n++) {
    const t0 = performance.now();
    await run(n);
    times.push(performance.now() - t0);
  }
  const qps = ITERATIONS / ((performance.now() - started) / 1000);
  times.sort((a, b) => a - b);
  const at = (p: number): number => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  return { p50: at(50), p95: at(95), p99: at(99), qps };
}

/** The app keeps answering small requests while a heavy query runs on the database. */
async function eventLoopDuringHeavyQuery(base: string, db: DatabaseHandle['db']): Promise<number> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const heavy = db.execute(
    sql`select count(*) from offers o join offer_attribute_values v on v.offer_id = o.id where o.search_document @@ plainto_tsquery('english', 'garden')`,
  );
  const started = performance.now();
  while (performance.now() - started < 1500) await (await fetch(`${base}/healthz`)).arrayBuffer();
  await heavy;
  loop.disable();
  return loop.percentile(99) / 1e6;
}

async function countOffers(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db.execute<{ n: string }>(sql`select count(*) as n from offers`);
  return Number(result.rows[0]?.n ?? 0);
}

async function openBenchDatabase(engine: string): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  const name = `dazu_bench_${OFFERS}`;
  if (engine === 'pglite') {
    const dir = join(tmpdir(), name);
    if (!values.keep && existsSync(dir))
      await import('node:fs').then((fs) => fs.rmSync(dir, { recursive: true, force: true }));
    mkdirSync(dir, { recursive: true });
    const handle = await openDatabase({ engine: 'pglite', dataDir: join(dir, 'pglite') });
    return {
      handle,
      cleanup: async () => {
        if (!values.keep) (await import('node:fs')).rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (engine !== 'postgres') throw new Error(`unknown engine ${engine}: use pglite or postgres`);
  const admin = new pg.Client({ connectionString: values['postgres-url'] });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (exists && !values.keep) await admin.query(`drop database ${name} with (force)`);
  if (!exists || !values.keep) await admin.query(`create database ${name}`);
  const url = new URL(values['postgres-url']);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    handle,
    cleanup: async () => {
      if (!values.keep) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

function printTable(results: Record<string, Record<string, Stats | number>>): void {
  const ms = (value: number): string => value.toFixed(1).padStart(7);
  console.log('\nengine    query     p50 ms  p95 ms  p99 ms    q/s   direct p50  API/direct');
  for (const [engine, result] of Object.entries(results)) {
    for (const query of Object.keys(result)
      .filter((key) => key.endsWith(':direct'))
      .map((key) => key.slice(0, -7))) {
      const http = result[query] as Stats | undefined;
      const direct = result[`${query}:direct`] as Stats | undefined;
      if (!http || !direct) continue;
      console.log(
        `${engine.padEnd(9)} ${query.padEnd(8)} ${ms(http.p50)} ${ms(http.p95)} ${ms(http.p99)} ${http.qps.toFixed(0).padStart(6)} ${ms(direct.p50)}     ${(http.p50 / direct.p50).toFixed(2)}`,
      );
    }
    console.log(
      `${engine.padEnd(9)} ${String(result.offers)} offers (ready in ${(result.seedSeconds as number).toFixed(0)} s); event-loop delay p99 during a heavy query: ${(result.eventLoopP99Ms as number).toFixed(1)} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
