// Bid round-trip benchmark (prints figures; not a test):
//   npm run bench:auctions [-- --bids 600]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:auctions
// The aim: a bid's round trip (POST /api/auctions/{offer}/bids through the real app:
// session, CSRF, validation, the lot's row lock, the rules, storing, and the lot read
// back) under 50 ms at the 95th percentile on PostgreSQL. Measured one bid at a time,
// each above the last, then with 20 bidders at once on one lot (their bids queue on the
// lot's lock: the figure is what a bidder waits in a rush); and how long a bid takes to
// reach 1,000 viewers of the lot's live stream (aim: under 1 s). On a fresh database:
// PGlite in a temp folder, or a new database on the given PostgreSQL server, dropped after.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_INCREMENTS } from '#contract/auctions.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { createClient, type TestClient } from '#tests/setup/client.ts';
import { type OpenStream, openEventStream } from '#tests/setup/event-stream.ts';
import { openBenchApp } from './bench-database.ts';

const { values } = parseArgs({ options: { bids: { type: 'string', default: '600' } } });
const BIDS = Number(values.bids);
if (!Number.isInteger(BIDS) || BIDS < 20) throw new Error('--bids must be an integer of at least 20');
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;
const BIDDERS = 20;
const VIEWERS = 1_000;
const PASSWORD = 'Bench-Gavel-2026';

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0).toFixed(1);
  return `p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms  (${samples.length} bids)`;
}

/** Opens `VIEWERS` live streams of the lot, then times a bid until every one of them has it. */
async function fanOut(app: FastifyInstance, bidder: TestClient, offerId: string): Promise<void> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const viewers = await Promise.all(
    Array.from({ length: VIEWERS }, () => openEventStream(`${address}/api/auctions/${offerId}/live`)),
  );
  const bidsOf = async (viewer: OpenStream): Promise<number> => {
    for (;;) {
      const event = await viewer.next(30_000);
      if (event.event === 'lot' && event.data) return (JSON.parse(event.data) as { bids: number }).bids;
    }
  };
  const before = await Promise.all(viewers.map(bidsOf));
  const lot = (await bidder.get(`/api/auctions/${offerId}`)).json() as { minimum_bid: number; bids: number };
  const started = performance.now();
  const reached = viewers.map(async (viewer) => {
    while ((await bidsOf(viewer)) <= lot.bids) {}
    return performance.now() - started;
  });
  const answer = await bidder.post(`/api/auctions/${offerId}/bids`, { max: lot.minimum_bid + 1_000_000 });
  if (answer.statusCode !== 201) throw new Error(`bid answered ${answer.statusCode}`);
  const times = await Promise.all(reached);
  console.log(
    `  a bid reaching ${VIEWERS} viewers (all had ${Math.min(...before)} bids): last after ${Math.max(...times).toFixed(0)} ms, median ${times.sort((a, b) => a - b)[Math.floor(times.length / 2)]?.toFixed(0)} ms`,
  );
  for (const viewer of viewers) viewer.close();
}

const { app, handle, close } = await openBenchApp('auctions', POSTGRES_URL, { RATE_LIMIT_PER_MINUTE: '1000000' });
try {
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
  await fanOut(app, clients[0] as TestClient, offer.id);
} finally {
  await close();
}
