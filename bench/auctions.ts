// Bid round-trip benchmark (prints figures; not a test):
//   npm run bench:auctions [-- --bids 600]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:auctions
// The aim: a bid's round trip (POST /api/auctions/{offer}/bids through the real app:
// session, CSRF, validation, the lot's row lock, the rules, storing, and the lot read
// back) under 50 ms at the 95th percentile on PostgreSQL. Measured one bid at a time,
// each above the last, then with 20 bidders at once on one lot (their bids queue on the
// lot's lock: the figure is what a bidder waits in a rush). On a fresh database:
// PGlite in a temp folder, or a new database on the given PostgreSQL server, dropped after.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { DEFAULT_INCREMENTS } from '#contract/auctions.ts';
import { createStorage } from '#core/storage/create-storage.ts';
import { buildApp } from '#server/app.ts';
import { prepareDatabase } from '#server/boot.ts';
import { loadConfig } from '#server/config.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { createClient, type TestClient } from '#tests/setup/client.ts';
import { openBenchDatabase } from './bench-database.ts';

const { values } = parseArgs({ options: { bids: { type: 'string', default: '600' } } });
const BIDS = Number(values.bids);
if (!Number.isInteger(BIDS) || BIDS < 20) throw new Error('--bids must be an integer of at least 20');
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;
const BIDDERS = 20;
const PASSWORD = 'Bench-Gavel-2026';
const silent = { info() {}, warn() {} };

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0).toFixed(1);
  return `p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms  (${samples.length} bids)`;
}

const dir = mkdtempSync(join(tmpdir(), 'dazu-bench-auctions-'));
const { handle, cleanup } = await openBenchDatabase(dir, POSTGRES_URL, 'auctions');
try {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dir,
    STORAGE_DIR: join(dir, 'files'),
    DATABASE_URL: POSTGRES_URL ?? 'memory://',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const storage = createStorage(config, handle.db);
  await prepareDatabase(handle, { config, storage, log: silent });
  const app = await buildApp({ config, database: handle, storage, logger: false });
  await app.ready();
  const db = handle.db;

  const seller = await createUser(db, { accountType: 'agency', companyName: 'Bench Gavels' });
  const offer = await createOffer(db, { userId: seller.id, listingType: 'auction' });
  await db.execute(sql`insert into auction_lots (offer_id, kind, starts_at, ends_at, guide, starting_bid, reserve,
      increments, extension_minutes, fees)
    values (${offer.id}, 'online_timed', now() - interval '1 minute', now() + interval '1 day',
      '{"kind":"single","amount":20000000}'::jsonb, 10000000, 20000000, ${JSON.stringify(DEFAULT_INCREMENTS)}::jsonb, 2,
      '{"premium_bp":0,"reservation_fee":0,"administration_fee":0}'::jsonb)`);
  const clients: TestClient[] = [];
  for (let n = 0; n < BIDDERS; n++) {
    const user = await createUser(db, { email: `bidder${n}@bench.example`, password: PASSWORD });
    await db.execute(sql`insert into auction_registrations (offer_id, user_id, bidder_number, status)
      values (${offer.id}, ${user.id}, ${n + 1}, 'approved')`);
    const client = createClient(app, { remoteAddress: `10.9.0.${n + 1}` });
    await client.login(user.email, PASSWORD);
    clients.push(client);
  }
  const path = `/api/auctions/${offer.id}/bids`;
  /** The next bidder outbids the lot by a step or more: every bid is accepted. */
  async function outbid(client: TestClient): Promise<number> {
    const lot = (await client.get(`/api/auctions/${offer.id}`)).json() as { minimum_bid: number };
    const started = performance.now();
    const answer = await client.post(path, { max: lot.minimum_bid + 100_000 });
    const ms = performance.now() - started;
    if (answer.statusCode !== 201) throw new Error(`bid answered ${answer.statusCode}: ${answer.body}`);
    return ms;
  }

  console.log(
    `Auction bids on ${handle.engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}, Node ${process.version}, ${availableParallelism()} cores, load ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const oneAtATime: number[] = [];
  for (let n = -10; n < BIDS; n++) {
    const ms = await outbid(clients[(n + BIDDERS) % BIDDERS] as TestClient);
    if (n >= 0) oneAtATime.push(ms);
  }
  console.log(`  one bid at a time          ${summary(oneAtATime)}`);

  const rush: number[] = [];
  const rounds = Math.ceil(BIDS / BIDDERS);
  for (let round = 0; round < rounds; round++) {
    const lot = (await clients[0]?.get(`/api/auctions/${offer.id}`))?.json() as { minimum_bid: number };
    await Promise.all(
      clients.map(async (client, index) => {
        const started = performance.now();
        const answer = await client.post(path, { max: lot.minimum_bid + (index + 1) * 250_000 });
        if (answer.statusCode >= 500) throw new Error(`bid answered ${answer.statusCode}`);
        rush.push(performance.now() - started);
      }),
    );
  }
  console.log(`  ${BIDDERS} bidders at once        ${summary(rush)}`);
  await app.close();
} finally {
  await handle.close();
  await cleanup();
  rmSync(dir, { recursive: true, force: true });
}
