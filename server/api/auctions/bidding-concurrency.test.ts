// Bids on one lot sent all at once, on PGlite and on PostgreSQL: 100 bidders sending
// 5,000 bids through the use case (on PostgreSQL over ten connections), and bidders
// over real HTTP connections. Whatever the interleaving, the lot must be exactly what
// replaying its accepted maxima one by one gives (so no bid was applied on a stale
// standing), its history must only rise, and nothing may fail but refusals.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BidLine, type LotBidding, placeBid } from '#core/auctions/bidding.ts';
import { toLotBidding } from '#core/auctions/lots.ts';
import { placeLotBid } from '#core/auctions/place-bid.ts';
import { HttpError } from '#core/errors.ts';
import { createLot } from '#tests/fixtures/auctions.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { listen, overHttp } from '#tests/setup/http.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });
const db = () => t.database.db;
const pounds = (amount: number) => amount * 100;
const DAY = 86_400_000;
const BIDDERS = 100;
const BIDS_EACH = 50;

let sellerId = '';
beforeAll(async () => {
  sellerId = (await createUser(db(), { accountType: 'agency', companyName: 'Racing Gavels' })).id;
});

const openLot = (bidderIds: readonly string[]) => createLot(db(), sellerId, { bidderIds });

/** A bid near where the lot will be: the k-th of a bidder climbs with k, give or take a few steps. */
const amountFor = (k: number) => pounds(50_000 + k * 2_000 + Math.floor(Math.random() * 40) * 500);

/** The lot as stored, checked against a replay of its maxima through the rules, in the order they were taken. */
async function expectReplayMatches(offerId: string): Promise<void> {
  const lot = await db().execute<Parameters<typeof toLotBidding>[0]>(sql`
    select l.*, o.user_id as owner_id from auction_lots l join offers o on o.id = l.offer_id where l.offer_id = ${offerId}`);
  const stored = toLotBidding(lot.rows[0] as Parameters<typeof toLotBidding>[0]);
  const maxima = await db().execute<{ seq: number; bidder_id: string; max: string; placed_at: Date | string }>(sql`
    select seq, bidder_id, max, placed_at from auction_maxima where offer_id = ${offerId} order by seq`);
  expect(maxima.rows.map((row) => row.seq)).toEqual(maxima.rows.map((_, index) => index + 1));
  let replay: LotBidding = {
    ...stored,
    price: null,
    leader: null,
    runnerUp: null,
    seq: 0,
    endsAt: stored.startsAt + DAY,
  };
  const lines: BidLine[] = [];
  for (const row of maxima.rows) {
    const outcome = placeBid(replay, row.bidder_id, Number(row.max), new Date(row.placed_at).getTime());
    if (!outcome.accepted) throw new Error(`replayed bid ${row.seq} refused: ${outcome.reason}`);
    replay = outcome.lot;
    lines.push(...outcome.lines);
  }
  expect({ ...replay, endsAt: 0 }).toEqual({ ...stored, endsAt: 0 });
  const history = await db().execute<{ bidder_id: string; amount: string; automatic: boolean }>(sql`
    select bidder_id, amount, automatic from auction_bids where offer_id = ${offerId} order by line`);
  const storedLines = history.rows.map((row) => ({
    bidder: row.bidder_id,
    amount: Number(row.amount),
    automatic: row.automatic,
  }));
  expect(storedLines).toEqual(lines);
  const amounts = storedLines.map((line) => line.amount);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
}

describe('bids on one lot at once', () => {
  it(`applies ${BIDDERS * BIDS_EACH} bids of ${BIDDERS} bidders one after another, refusing only late-comers`, async () => {
    const bidders = await Promise.all(Array.from({ length: BIDDERS }, () => createUser(db())));
    const offerId = await openLot(bidders.map((bidder) => bidder.id));
    // Round after round, every bidder at once, each round a little higher.
    const attempts = Array.from({ length: BIDS_EACH }, (_, k) =>
      bidders.map((bidder) => ({ bidderId: bidder.id, max: amountFor(k) })),
    ).flat();
    const outcomes = await Promise.allSettled(
      attempts.map(({ bidderId, max }) => placeLotBid(t.app.deps, bidderId, offerId, max)),
    );
    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    // A bid overtaken before its turn is refused as too low, and only that.
    expect(failures.filter((error) => !(error instanceof HttpError && error.status === 422))).toEqual([]);
    const accepted = outcomes.length - failures.length;
    expect(accepted).toBeGreaterThan(BIDS_EACH);
    const { rows } = await db().execute<{ seq: number }>(sql`select seq from auction_lots where offer_id = ${offerId}`);
    expect(rows[0]?.seq).toBe(accepted);
    await expectReplayMatches(offerId);
  }, 240_000);

  it('answers bidders over real connections with 201 or 422 alone, and stays consistent', async () => {
    const people = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        signedInUser(t, `198.51.100.${80 + index}`, { password: 'Parallel-Paddles-9' }),
      ),
    );
    const offerId = await openLot(people.map((person) => person.user.id));
    const baseUrl = await listen(t.app);
    const answers = await Promise.all(
      people.flatMap((person) =>
        Array.from({ length: 20 }, (_, k) =>
          overHttp(baseUrl, person.client)('POST', `/api/auctions/${offerId}/bids`, { max: amountFor(k) }),
        ),
      ),
    );
    expect([...new Set(answers.map((answer) => answer.status))].sort()).toEqual([201, 422]);
    await expectReplayMatches(offerId);
  }, 120_000);
});
