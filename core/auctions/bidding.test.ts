// The bidding rules against a simple model: the model knows nothing of the order bids
// came in beyond ties, and works the leader and the price out afresh from every
// accepted maximum; the engine updates one lot bid by bid. Random runs of bids (some
// too low, some late, some from the leader) must agree with it at every step, and keep
// the rules a bidder relies on: the price only rises, never passes the leader's maximum,
// and a late bid always leaves the extension's minutes to answer it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INCREMENTS, type IncrementLadder, incrementAt, minimumBid } from '#contract/auctions.ts';
import { type LotBidding, placeBid } from './bidding.ts';

const MINUTE = 60_000;
const pounds = (amount: number) => amount * 100;

function openLot(overrides: Partial<LotBidding> = {}): LotBidding {
  return {
    startsAt: 0,
    endsAt: 60 * MINUTE,
    extensionMs: 2 * MINUTE,
    startingBid: pounds(100_000),
    reserve: pounds(150_000),
    increments: DEFAULT_INCREMENTS,
    price: null,
    leader: null,
    runnerUp: null,
    seq: 0,
    ...overrides,
  };
}

type Accepted = { bidder: string; max: number; seq: number };

/** The model: the leader and the price from the accepted maxima alone. */
function model(
  lot: LotBidding,
  accepted: readonly Accepted[],
): { leader: string; leaderMax: number; price: number } | null {
  const best = new Map<string, Accepted>();
  for (const bid of accepted) {
    const held = best.get(bid.bidder);
    if (held === undefined || bid.max > held.max) best.set(bid.bidder, bid);
  }
  const [first, second] = [...best.values()].sort((a, b) => b.max - a.max || a.seq - b.seq);
  if (first === undefined) return null;
  let price =
    second === undefined ? lot.startingBid : Math.min(first.max, second.max + incrementAt(lot.increments, second.max));
  if (lot.reserve !== null && first.max >= lot.reserve) price = Math.max(price, lot.reserve);
  return { leader: first.bidder, leaderMax: first.max, price };
}

/** Whether the model takes a bid: inside the lot's time, and at least the minimum for that bidder. */
function modelAccepts(
  lot: LotBidding,
  standing: ReturnType<typeof model>,
  bid: { bidder: string; max: number; at: number },
) {
  if (bid.at < lot.startsAt || bid.at >= lot.endsAt) return false;
  return bid.max >= lowestFor(lot, standing, bid.bidder);
}

const ladders: fc.Arbitrary<IncrementLadder> = fc.oneof(
  fc.constant(DEFAULT_INCREMENTS),
  fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 4 }).chain((froms) =>
    fc.array(fc.integer({ min: 1, max: 50 }), { minLength: froms.length, maxLength: froms.length }).map((steps) => {
      const sortedFroms = [0, ...froms.sort((a, b) => a - b)];
      const sortedSteps = [...steps, steps[0] ?? 1].sort((a, b) => a - b);
      return sortedFroms.map((from, index) => ({
        from: pounds(from * 1_000),
        step: pounds(sortedSteps[index] ?? 1) * 10,
      }));
    }),
  ),
);

const lots = fc
  .record({
    startingBid: fc.integer({ min: 1, max: 500 }).map((k) => pounds(k * 1_000)),
    reserveAbove: fc.option(fc.integer({ min: 0, max: 200 }).map((k) => pounds(k * 1_000))),
    increments: ladders,
  })
  .map(({ startingBid, reserveAbove, increments }) =>
    openLot({ startingBid, reserve: reserveAbove === null ? null : startingBid + reserveAbove, increments }),
  );

/**
 * Bids by five bidders, spread over the lot's hour and a little either side, some in the
 * last minutes. Each is an amount near what that bidder may send next (the model says
 * what): a few steps above it, exactly at it, or just below, to be refused.
 */
const bids = fc.array(
  fc.record({
    bidder: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
    over: fc.integer({ min: -2, max: 12 }),
    unit: fc.constantFrom(1, 100, pounds(500), pounds(2_000), pounds(25_000)),
    gap: fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: MINUTE }), weight: 8 },
      { arbitrary: fc.integer({ min: 0, max: 10 * MINUTE }), weight: 1 },
    ),
  }),
  { minLength: 5, maxLength: 60, size: 'max' },
);

/** The lowest amount the model lets `bidder` send. */
function lowestFor(lot: LotBidding, standing: ReturnType<typeof model>, bidder: string): number {
  if (standing?.leader === bidder) return standing.leaderMax + 1;
  return minimumBid(lot.increments, lot.startingBid, standing?.price ?? null);
}

describe('proxy bidding against the model', () => {
  it('agrees with the model on every bid, and keeps the rules bidders rely on', () => {
    fc.assert(
      fc.property(lots, bids, fc.integer({ min: -2 * MINUTE, max: 30 * MINUTE }), (start, run, firstAt) => {
        let lot = start;
        let at = firstAt;
        const accepted: Accepted[] = [];
        let reserveMetTimes = 0;
        for (const { bidder, over, unit, gap } of run) {
          at += gap;
          const standing = model(start, accepted);
          const max = Math.max(1, lowestFor(lot, standing, bidder) + over * unit);
          const outcome = placeBid(lot, bidder, max, at);
          expect(outcome.accepted).toBe(modelAccepts(lot, standing, { bidder, max, at }));
          if (!outcome.accepted) continue;
          accepted.push({ bidder, max, seq: outcome.lot.seq });
          const expected = model(start, accepted);
          const after = outcome.lot;
          expect(after.leader?.bidder).toBe(expected?.leader);
          expect(after.price).toBe(expected?.price);
          // The price only rises, and never beyond what the leader offered.
          expect(after.price ?? 0).toBeGreaterThanOrEqual(lot.price ?? 0);
          expect(after.price ?? 0).toBeLessThanOrEqual(after.leader?.max ?? 0);
          // A late bid leaves the extension's minutes to answer it; the end never comes sooner.
          expect(after.endsAt).toBeGreaterThanOrEqual(Math.max(lot.endsAt, at + lot.extensionMs));
          // The history rises and ends with the leader at the price (unless nothing showed).
          const last = outcome.lines.at(-1);
          if (last) expect(last).toMatchObject({ bidder: after.leader?.bidder, amount: after.price });
          else expect(after.price).toBe(lot.price);
          const amounts = outcome.lines.map((line) => line.amount);
          expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
          expect(amounts[0] ?? Number.POSITIVE_INFINITY).toBeGreaterThanOrEqual(lot.price ?? 0);
          if (outcome.outbid !== null) expect(outcome.outbid).toBe(lot.leader?.bidder);
          if (outcome.reserveJustMet) reserveMetTimes++;
          lot = after;
        }
        const reserveReached = start.reserve !== null && (lot.leader?.max ?? 0) >= start.reserve;
        expect(reserveMetTimes).toBe(reserveReached ? 1 : 0);
      }),
      { numRuns: 400 },
    );
  });
});

describe('a lot’s bids, step by step', () => {
  it('bids for the leader only as far as a challenger needs, and tells the displaced leader', () => {
    const lot = openLot({ reserve: null });
    const first = placeBid(lot, 'ann', pounds(120_000), MINUTE);
    expect(first).toMatchObject({ accepted: true, lot: { price: pounds(100_000) }, outbid: null });
    if (!first.accepted) return;
    // Bob offers £110,000: Ann's maximum answers one step (£1,000) above him.
    const second = placeBid(first.lot, 'bob', pounds(110_000), 2 * MINUTE);
    expect(second).toMatchObject({ accepted: true, lot: { price: pounds(111_000) }, outbid: null });
    if (!second.accepted) return;
    expect(second.lines).toEqual([
      { bidder: 'bob', amount: pounds(110_000), automatic: false },
      { bidder: 'ann', amount: pounds(111_000), automatic: true },
    ]);
    // Bob goes to £130,000: Ann's £120,000 is spent, Bob leads at £121,000.
    const third = placeBid(second.lot, 'bob', pounds(130_000), 3 * MINUTE);
    expect(third).toMatchObject({ accepted: true, lot: { price: pounds(121_000) }, outbid: 'ann' });
    if (!third.accepted) return;
    expect(third.lines).toEqual([
      { bidder: 'ann', amount: pounds(120_000), automatic: true },
      { bidder: 'bob', amount: pounds(121_000), automatic: false },
    ]);
  });

  it('settles equal maxima at that amount for the earlier bidder', () => {
    const first = placeBid(openLot({ reserve: null }), 'ann', pounds(120_000), MINUTE);
    if (!first.accepted) throw new Error('refused');
    const tie = placeBid(first.lot, 'bob', pounds(120_000), 2 * MINUTE);
    expect(tie).toMatchObject({ accepted: true, lot: { price: pounds(120_000), leader: { bidder: 'ann' } } });
  });

  it('raises the price to the reserve once a maximum reaches it', () => {
    const lot = openLot({ reserve: pounds(150_000) });
    const below = placeBid(lot, 'ann', pounds(140_000), MINUTE);
    expect(below).toMatchObject({ accepted: true, lot: { price: pounds(100_000) }, reserveJustMet: false });
    if (!below.accepted) return;
    const raised = placeBid(below.lot, 'ann', pounds(160_000), 2 * MINUTE);
    expect(raised).toMatchObject({ accepted: true, lot: { price: pounds(150_000) }, reserveJustMet: true });
  });

  it('refuses bids below the next step, the leader bidding against themselves, and bids outside the times', () => {
    const first = placeBid(openLot(), 'ann', pounds(100_000), MINUTE);
    if (!first.accepted) throw new Error('refused');
    expect(placeBid(first.lot, 'bob', pounds(100_499), 2 * MINUTE)).toEqual({
      accepted: false,
      reason: 'below_minimum',
      minimum: pounds(101_000),
    });
    expect(placeBid(first.lot, 'ann', pounds(100_000), 2 * MINUTE)).toMatchObject({
      accepted: false,
      reason: 'not_above_own_maximum',
    });
    expect(placeBid(openLot({ startsAt: MINUTE }), 'ann', pounds(100_000), 0)).toMatchObject({ reason: 'not_open' });
    expect(placeBid(first.lot, 'bob', pounds(200_000), 60 * MINUTE)).toMatchObject({ reason: 'closed' });
  });

  it('moves the end to two minutes after a bid in the last two minutes, by the server’s clock', () => {
    const late = placeBid(openLot(), 'ann', pounds(100_000), 59 * MINUTE);
    expect(late).toMatchObject({ accepted: true, extendedTo: 61 * MINUTE, lot: { endsAt: 61 * MINUTE } });
    const early = placeBid(openLot(), 'ann', pounds(100_000), 57 * MINUTE);
    expect(early).toMatchObject({ accepted: true, extendedTo: null, lot: { endsAt: 60 * MINUTE } });
  });
});
