// Bulk-import benchmark (prints figures; not a test):
//   npm run bench:import [-- --listings 10000]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:import
// The requirement: a BLM feed of 10,000 listings without media is imported, validated and
// indexed in under 60 s on the embedded default (PGlite) and under 30 s on PostgreSQL.
// A fresh database (PGlite in a temp folder; with BENCH_DATABASE_URL, a new database on
// that server, dropped at the end) is prepared as the app boots it (migrations, catalogue,
// gazetteer). A generated BLM file (tests/fixtures/feeds/blm-writer.ts) is then previewed,
// confirmed and applied for a new agency, as POST /api/offers-import and the import-apply
// job do; then the same file again (a daily feed with nothing changed: all 'unchanged').
// Printed: rows/s of the preview, created offers/s of the apply, end-to-end time (file on
// disk to offers live and searchable), the time per apply batch, where the time went
// (SQL statements by kind, timed at the client, and the gazetteer look-ups), peak RSS.
// Count: --listings, else BENCH_IMPORT_LISTINGS, else 10000.
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { emptyCriteria } from '#contract/search.ts';
import { applyImport } from '#core/imports/apply.ts';
import { parseFeedFile } from '#core/imports/feeds/index.ts';
import { confirmImport } from '#core/imports/imports.ts';
import { geocoderLocator } from '#core/imports/locate.ts';
import type { Locate } from '#core/imports/map-listing.ts';
import { previewImport } from '#core/imports/preview.ts';
import { gazetteerGeocoder } from '#core/places/geocoder.ts';
import { searchOffers } from '#core/search/search-offers.ts';
import { createStorage } from '#core/storage/create-storage.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { prepareDatabase } from '#server/boot.ts';
import { blmChunks, makeBlmRecord } from '#tests/fixtures/feeds/blm-writer.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { openBenchDatabase } from './bench-database.ts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: process.env.BENCH_IMPORT_LISTINGS ?? '10000' },
  },
});
const LISTINGS = Number(values.listings);
if (!Number.isInteger(LISTINGS) || LISTINGS < 1) throw new Error(`--listings must be a positive integer`);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;
const TARGET_SECONDS = POSTGRES_URL ? 30 : 60;
const silent = { info() {}, warn() {} };

// --- where the time goes: every statement, timed at the client, by phase and kind ---

type Stat = { count: number; ms: number };
const statements = new Map<string, Map<string, Stat>>();
let phase = 'boot';

/** The kind of a statement: its first words, without quotes and parameters. */
function statementKind(text: string): string {
  const flat = text.slice(0, 4000).replace(/"/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  const insert = /^insert into (\S+) \([^)]*\) (values|select)/.exec(flat);
  if (insert) return `insert into ${insert[1]} ... ${insert[2]}`;
  const update = /^update (\S+)(?: \S+)? set (\S+)/.exec(flat);
  if (update) return `update ${update[1]} set ${update[2]} ...`;
  const remove = /^delete from (\S+)/.exec(flat);
  if (remove) return `delete from ${remove[1]}`;
  return flat.slice(0, 70);
}

function record(kind: string, ms: number): void {
  let byKind = statements.get(phase);
  if (!byKind) {
    byKind = new Map();
    statements.set(phase, byKind);
  }
  const stat = byKind.get(kind) ?? { count: 0, ms: 0 };
  stat.count += 1;
  stat.ms += ms;
  byKind.set(kind, stat);
}

/** pg.Client#query, timed (drizzle and pg.Pool both end there, with a callback or a promise). */
function installQueryTimer(): void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function timedQuery(this: unknown, ...args: unknown[]): unknown {
    const first = args[0] as string | { text?: string } | null;
    const kind = statementKind(typeof first === 'string' ? first : (first?.text ?? ''));
    const started = performance.now();
    const done = () => record(kind, performance.now() - started);
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...result: unknown[]) => void;
      args[callbackAt] = (...result: unknown[]) => {
        done();
        callback(...result);
      };
    }
    const result = original.apply(this, args);
    if (callbackAt < 0 && result instanceof Promise) result.then(done, done);
    return result;
  };
}

function printStatements(name: string, wallMs: number, top = 8): void {
  const byKind = [...(statements.get(name) ?? new Map<string, Stat>()).entries()].sort((a, b) => b[1].ms - a[1].ms);
  const dbMs = byKind.reduce((sum, [, stat]) => sum + stat.ms, 0);
  const count = byKind.reduce((sum, [, stat]) => sum + stat.count, 0);
  console.log(
    `  ${name}: ${count.toLocaleString('en-GB')} statements, ${seconds(dbMs)} waiting for the database, ${seconds(Math.max(0, wallMs - dbMs))} in Node (of ${seconds(wallMs)})`,
  );
  for (const [kind, stat] of byKind.slice(0, top)) {
    console.log(
      `    ${seconds(stat.ms).padStart(8)} ${((100 * stat.ms) / wallMs).toFixed(0).padStart(3)}%  ${String(stat.count).padStart(6)} x ${(stat.ms / stat.count).toFixed(2).padStart(6)} ms  ${kind}`,
    );
  }
}

// --- the run ---

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const perSecond = (count: number, ms: number) => (ms > 0 ? (count / (ms / 1000)).toFixed(0) : '-');

async function timed<T>(name: string, run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  phase = name;
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

/** Peak RSS of this process and of its children (the embedded database runs in one), in MB. */
function peakRss(): { self: number; children: number | null } {
  const self = process.resourceUsage().maxRSS / 1024;
  try {
    const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim();
    if (!children) return { self, children: null };
    let total = 0;
    for (const pid of children.split(/\s+/)) {
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(hwm?.[1] ?? 0) / 1024;
    }
    return { self, children: total };
  } catch {
    return { self, children: null };
  }
}

type Company = { id: string };

async function actionCounts(db: DatabaseHandle['db'], importId: string): Promise<Record<string, number>> {
  const { rows } = await db.execute<{ action: string; n: number }>(sql`
    select action, count(*)::int as n from offer_import_rows where import_id = ${importId} group by action order by action`);
  return Object.fromEntries(rows.map((row) => [row.action, Number(row.n)]));
}

async function activeOffers(db: DatabaseHandle['db'], company: Company): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from offers where user_id = ${company.id} and status = 'active'`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** One import of the file: preview, confirmation, apply; timed, with the apply's batches. */
async function importOnce(
  label: string,
  handle: DatabaseHandle,
  storage: ReturnType<typeof createStorage>,
  company: Company,
  feedPath: string,
  locate: Locate,
) {
  const { db } = handle;
  const upload = { path: feedPath, fileName: 'feed.blm', fullFeed: true };
  const preview = await timed(`${label} preview`, () => previewImport(db, storage, company, upload, locate));
  const importId = preview.result;
  phase = `${label} counts`;
  const counts = await actionCounts(db, importId);
  const confirm = await timed(`${label} confirm`, () => confirmImport(db, company, importId, async () => {}));
  const batches: number[] = [];
  let last = performance.now();
  const apply = await timed(`${label} apply`, () => {
    last = performance.now();
    return applyImport(db, importId, {
      onBatch: () => {
        const now = performance.now();
        batches.push(now - last);
        last = now;
      },
    });
  });
  phase = `${label} check`;
  const status = (
    await db.execute<{ status: string; applied_rows: number }>(
      sql`select status, applied_rows from offer_imports where id = ${importId}`,
    )
  ).rows[0];
  return { importId, counts, preview: preview.ms, confirm: confirm.ms, apply: apply.ms, batches, status };
}

function printBatches(batches: number[]): void {
  if (batches.length === 0) return;
  const sorted = [...batches].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const mean = (list: number[]) => list.reduce((sum, ms) => sum + ms, 0) / Math.max(1, list.length);
  const tenth = Math.max(1, Math.floor(batches.length / 10));
  console.log(
    `  apply batches: ${batches.length}, ms each: min ${at(0).toFixed(0)}, p50 ${at(0.5).toFixed(0)}, p95 ${at(0.95).toFixed(0)}, max ${at(1).toFixed(0)}; first tenth mean ${mean(batches.slice(0, tenth)).toFixed(0)}, last tenth mean ${mean(batches.slice(-tenth)).toFixed(0)}`,
  );
}

async function main(): Promise<void> {
  installQueryTimer();
  const dir = mkdtempSync(join(tmpdir(), 'dazu-bench-import-'));
  const feedPath = join(dir, 'feed.blm');
  const engine = POSTGRES_URL ? 'postgres' : 'pglite';
  let database: Awaited<ReturnType<typeof openBenchDatabase>> | undefined;
  try {
    const boot = await timed('boot', async () => {
      database = await openBenchDatabase(dir, POSTGRES_URL, 'import');
      const storage = createStorage({ storage: { driver: 'filesystem', dir: join(dir, 'files') } }, database.handle.db);
      await prepareDatabase(database.handle, { config: { seedDemo: false }, storage, log: silent });
      return storage;
    });
    if (!database) throw new Error('database not opened');
    const { handle } = database;
    const { db } = handle;
    const storage = boot.result;
    console.log(`[${engine}] fresh database migrated, catalogue and gazetteer loaded in ${seconds(boot.ms)}`);

    const written = await timed('write file', () =>
      pipeline(Readable.from(blmChunks(LISTINGS, makeBlmRecord)), createWriteStream(feedPath)),
    );
    const bytes = statSync(feedPath).size;
    console.log(
      `[${engine}] BLM file: ${LISTINGS.toLocaleString('en-GB')} listings, ${(bytes / 1024 / 1024).toFixed(1)} MB, written in ${seconds(written.ms)}`,
    );

    // Parsing alone (no database): the share of the preview that is reading the file.
    const parsed = await timed('parse only', async () => {
      const feed = await parseFeedFile('feed.blm', createReadStream(feedPath));
      let rows = 0;
      let readable = 0;
      for await (const row of feed.rows) {
        rows += 1;
        if (row.listing) readable += 1;
      }
      return { rows, readable };
    });

    const company = await createUser(db, { accountType: 'agency', companyName: 'Bench Lettings & Sales' });
    // The gazetteer geocoder, as the import route builds it, counted.
    const gazetteer = gazetteerGeocoder(db);
    const lookups = { count: 0, ms: 0 };
    const locations = { count: 0, ms: 0 };
    const locator = geocoderLocator({
      search: async (query, limit) => {
        const started = performance.now();
        try {
          return await gazetteer.search(query, limit);
        } finally {
          lookups.count += 1;
          lookups.ms += performance.now() - started;
        }
      },
      reverse: (lat, lon, level) => gazetteer.reverse(lat, lon, level),
    });
    const locate: Locate = async (listing) => {
      const started = performance.now();
      try {
        return await locator(listing);
      } finally {
        locations.count += 1;
        locations.ms += performance.now() - started;
      }
    };

    const first = await importOnce('import', handle, storage, company, feedPath, locate);
    const firstLocations = { ...locations };
    const firstLookups = { ...lookups };
    const endToEnd = first.preview + first.confirm + first.apply;
    const created = first.counts.create ?? 0;
    const total = Object.values(first.counts).reduce((sum, n) => sum + n, 0);
    const live = await activeOffers(db, company);
    const search = await timed('search', () =>
      searchOffers(
        db,
        { ...emptyCriteria(), listingType: 'sell' },
        { assetBase: STORAGE_URL_PATH, countCap: 10 * LISTINGS },
      ),
    );
    const { rows: rejectReasons } = await db.execute<{ reason: string; n: number }>(sql`
      select e as reason, count(*)::int as n from offer_import_rows r, unnest(r.errors) e
      where r.import_id = ${first.importId} and r.action = 'reject' group by e order by n desc limit 4`);

    const again = await importOnce('re-import', handle, storage, company, feedPath, locate);
    const againEndToEnd = again.preview + again.confirm + again.apply;
    const liveAfter = await activeOffers(db, company);
    const rss = peakRss();

    console.log(`\n=== bulk import, ${engine} ===`);
    console.log(
      `parse only (no database): ${parsed.result.rows} rows (${parsed.result.readable} readable) in ${seconds(parsed.ms)}: ${perSecond(parsed.result.rows, parsed.ms)} rows/s`,
    );
    console.log(`first import (new company, empty database):`);
    console.log(
      `  preview (parse, validate, classify, store rows): ${seconds(first.preview)}: ${perSecond(total, first.preview)} rows/s`,
    );
    console.log(
      `  preview counts: ${JSON.stringify(first.counts)}; accepted (to create): ${created} of ${total} (${((100 * created) / Math.max(1, total)).toFixed(0)}%)`,
    );
    for (const row of rejectReasons) console.log(`    rejected ${String(row.n).padStart(5)} x ${row.reason}`);
    console.log(
      `  locating: ${firstLocations.count} listings located in ${seconds(firstLocations.ms)}, ${firstLookups.count} gazetteer look-ups (${seconds(firstLookups.ms)})`,
    );
    console.log(`  confirm: ${seconds(first.confirm)}`);
    console.log(
      `  apply: ${seconds(first.apply)}: ${perSecond(created, first.apply)} listings/s (created offers), import ${first.status?.status}, ${first.status?.applied_rows} rows applied`,
    );
    printBatches(first.batches);
    console.log(
      `  END TO END (file on disk to offers live): ${seconds(endToEnd)}: ${perSecond(created, endToEnd)} listings/s; target ${TARGET_SECONDS} s for 10,000: ${endToEnd / 1000 <= (TARGET_SECONDS * LISTINGS) / 10_000 ? 'MET' : 'MISSED'}`,
    );
    console.log(
      `  indexed: ${live} active offers of the company; search type=sell finds ${search.result.meta.total} (in ${search.ms.toFixed(0)} ms)`,
    );
    console.log(`second import of the same file (daily feed, nothing changed):`);
    console.log(
      `  preview ${seconds(again.preview)} (${perSecond(total, again.preview)} rows/s), confirm ${seconds(again.confirm)}, apply ${seconds(again.apply)} (${perSecond(total, again.apply)} rows/s)`,
    );
    console.log(`  preview counts: ${JSON.stringify(again.counts)}; import ${again.status?.status}`);
    printBatches(again.batches);
    console.log(`  END TO END: ${seconds(againEndToEnd)}; active offers after: ${liveAfter}`);
    console.log(
      `peak RSS: ${rss.self.toFixed(0)} MB (this process)${rss.children === null ? '' : `, ${rss.children.toFixed(0)} MB (children: the embedded database)`}; engine ${engine}, Node ${process.version}`,
    );
    console.log(`\nwhere the time went (statements timed at the client; top kinds by time):`);
    printStatements('import preview', first.preview);
    printStatements('import apply', first.apply);
    printStatements('re-import preview', again.preview);
    printStatements('re-import apply', again.apply);
  } finally {
    await database?.handle.close();
    await database?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
