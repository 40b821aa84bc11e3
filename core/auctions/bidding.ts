// The bidding rules of one lot, as a pure function of its state, a bid and the server's
// clock: the database serialises the calls per lot and stores what comes back.
//
// Every bid is a maximum: what the bidder is willing to pay. The site bids for them
// only as far as needed, as auction houses and eBay do, and the price is always
// the same function of the maxima however they arrived:
// - the leader is the bidder with the highest maximum; of equal maxima the earlier wins;
// - the price is one step of the ladder above the best other maximum, and never more
//   than the leader's own (so a tie is settled at the tied amount); alone, the leader
//   pays the starting bid;
// - once the leader's maximum reaches the reserve, the price rises to the reserve at
//   least, so "reserve met" shows at once and nobody wins below it by a bid that could
//   have paid it.
// A bid must reach the minimum (the starting bid, then one step above the price); the
// leader may only raise their own maximum. A bid in the last minutes moves the end to
// that many minutes after it.
import { type IncrementLadder, incrementAt, minimumBid } from '#contract/auctions.ts';

/** A bidder's maximum, with the order it arrived in (for ties). */
export type Maximum = { bidder: string; max: number; seq: number };

export type LotBidding = {
  startsAt: number;
  endsAt: number;
  extensionMs: number;
  startingBid: number;
  reserve: number | null;
  increments: IncrementLadder;
  /** Null until the first bid. */
  price: number | null;
  leader: Maximum | null;
  /** The best maximum of the other bidders: what the leader's price answers. */
  runnerUp: Maximum | null;
  /** How many bids the lot has accepted, which orders maxima for ties. */
  seq: number;
};

/** A line of the bid history: who the price stood with, at what, and whether the site bid for them. */
export type BidLine = { bidder: string; amount: number; automatic: boolean };

export type BidRefusal = 'not_open' | 'closed' | 'below_minimum' | 'not_above_own_maximum';

export type BidOutcome =
  | { accepted: false; reason: BidRefusal; minimum: number }
  | {
      accepted: true;
      lot: LotBidding;
      lines: BidLine[];
      /** The leader this bid displaced, to be told they are outbid. */
      outbid: string | null;
      reserveJustMet: boolean;
      /** The new end, when this bid came in the last minutes. */
      extendedTo: number | null;
    };

/** The price the maxima make (see the rules above). */
export function priceOf(
  lot: Pick<LotBidding, 'startingBid' | 'reserve' | 'increments'>,
  leader: Maximum,
  runnerUp: Maximum | null,
): number {
  const answered =
    runnerUp === null
      ? lot.startingBid
      : Math.min(leader.max, runnerUp.max + incrementAt(lot.increments, runnerUp.max));
  return lot.reserve !== null && leader.max >= lot.reserve ? Math.max(answered, lot.reserve) : answered;
}

export function reserveMet(lot: Pick<LotBidding, 'reserve' | 'leader'>): boolean {
  return lot.leader !== null && (lot.reserve === null || lot.leader.max >= lot.reserve);
}

/** The lowest maximum `bidder` may send now. */
export function lowestAllowed(lot: LotBidding, bidder: string): number {
  if (lot.leader?.bidder === bidder) return lot.leader.max + 1;
  return minimumBid(lot.increments, lot.startingBid, lot.price);
}

/** Who leads and who answers after `bid`, with the history lines it writes (price still to come). */
function contest(lot: LotBidding, bid: Maximum): { leader: Maximum; runnerUp: Maximum | null; outbid: string | null } {
  const leader = lot.leader;
  if (leader === null) return { leader: bid, runnerUp: null, outbid: null };
  if (leader.bidder === bid.bidder)
    return { leader: { ...leader, max: bid.max, seq: bid.seq }, runnerUp: lot.runnerUp, outbid: null };
  if (bid.max > leader.max) return { leader: bid, runnerUp: leader, outbid: leader.bidder };
  return { leader, runnerUp: bid, outbid: null };
}

function historyOf(before: LotBidding, bid: Maximum, after: { leader: Maximum; price: number }): BidLine[] {
  const previous = before.leader;
  if (previous === null || previous.bidder === bid.bidder) {
    // A first bid, or the leader raising their maximum: a line only when the price moved.
    if (before.price === after.price) return [];
    return [{ bidder: bid.bidder, amount: after.price, automatic: previous !== null }];
  }
  if (after.leader.bidder === bid.bidder) {
    // The displaced leader's maximum was spent answering before the new bid beat it.
    const spent =
      previous.max > (before.price ?? 0) ? [{ bidder: previous.bidder, amount: previous.max, automatic: true }] : [];
    return [...spent, { bidder: bid.bidder, amount: after.price, automatic: false }];
  }
  return [
    { bidder: bid.bidder, amount: bid.max, automatic: false },
    { bidder: previous.bidder, amount: after.price, automatic: true },
  ];
}

/** Applies a maximum bid of `max` pence by `bidder` at `now` (the server's clock, in ms). */
export function placeBid(lot: LotBidding, bidder: string, max: number, now: number): BidOutcome {
  const minimum = lowestAllowed(lot, bidder);
  if (now < lot.startsAt) return { accepted: false, reason: 'not_open', minimum };
  if (now >= lot.endsAt) return { accepted: false, reason: 'closed', minimum };
  if (max < minimum) {
    const reason = lot.leader?.bidder === bidder ? 'not_above_own_maximum' : 'below_minimum';
    return { accepted: false, reason, minimum };
  }
  const bid: Maximum = { bidder, max, seq: lot.seq + 1 };
  const { leader, runnerUp, outbid } = contest(lot, bid);
  const price = priceOf(lot, leader, runnerUp);
  const endsAt = lot.endsAt - now < lot.extensionMs ? now + lot.extensionMs : lot.endsAt;
  const after: LotBidding = { ...lot, price, leader, runnerUp, seq: bid.seq, endsAt };
  return {
    accepted: true,
    lot: after,
    lines: historyOf(lot, bid, { leader, price }),
    outbid,
    reserveJustMet: !reserveMet(lot) && reserveMet(after) && lot.reserve !== null,
    extendedTo: endsAt === lot.endsAt ? null : endsAt,
  };
}
