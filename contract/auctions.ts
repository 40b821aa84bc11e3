// Auction terms, as a seller sets them and as bidders, forms and the server read them.
// Amounts are pence, as everywhere on the site. The rules that are UK practice live
// here so the ad form and the API refuse the same things: the reserve stays within what
// the guide price promises (at most 10% above a single-figure guide, inside a range),
// the bidding opens at or below the reserve, and bids rise by a ladder of increments
// that grow with the amount.
import { z } from 'zod';
import { formatPounds } from './format.ts';

/**
 * An online timed auction exchanges contracts when the hammer falls; the modern method
 * of auction gives the buyer a reservation period to exchange in instead.
 */
export const AUCTION_KINDS = ['online_timed', 'modern_method'] as const;
export type AuctionKind = (typeof AUCTION_KINDS)[number];

/** One band of the ladder: from `from` pence upwards, bids rise by at least `step` pence. */
export type IncrementBand = { from: number; step: number };
/** The bands in rising order, the first from 0, the steps never shrinking as amounts grow. */
export type IncrementLadder = readonly IncrementBand[];

const pounds = (amount: number) => amount * 100;

/** The site's ladder, as auction houses set it: £500 steps on small lots up to £25,000 above £1m. */
export const DEFAULT_INCREMENTS: IncrementLadder = [
  { from: 0, step: pounds(500) },
  { from: pounds(100_000), step: pounds(1_000) },
  { from: pounds(250_000), step: pounds(2_500) },
  { from: pounds(500_000), step: pounds(5_000) },
  { from: pounds(1_000_000), step: pounds(10_000) },
  { from: pounds(2_000_000), step: pounds(25_000) },
];

/** The step that applies to a bid of `amount`: the band it falls in. */
export function incrementAt(ladder: IncrementLadder, amount: number): number {
  let step = ladder[0]?.step ?? 0;
  for (const band of ladder) if (amount >= band.from) step = band.step;
  return step;
}

/** The lowest bid the lot takes now: the starting bid first, then one step above the current bid. */
export function minimumBid(ladder: IncrementLadder, startingBid: number, current: number | null): number {
  return current === null ? startingBid : current + incrementAt(ladder, current);
}

/** A bid in the last minutes moves the end to this long after it, so nobody wins by sniping. */
export const DEFAULT_EXTENSION_MINUTES = 2;

/** A guide price: one figure, or a range the seller expects the lot to sell within. */
export type GuidePrice = { kind: 'single'; amount: number } | { kind: 'range'; low: number; high: number };

/** The highest reserve a guide allows: 10% above a single figure, the top of a range. */
export function highestReserve(guide: GuidePrice): number {
  return guide.kind === 'single' ? Math.floor((guide.amount * 110) / 100) : guide.high;
}

/** Whether a reserve keeps the guide's promise (UK practice): not above the highest, not below a range. */
export function reserveFitsGuide(guide: GuidePrice, reserve: number): boolean {
  return reserve <= highestReserve(guide) && (guide.kind === 'single' || reserve >= guide.low);
}

export const AUCTION_MESSAGES = {
  amount: 'Enter an amount in pounds above zero',
  rangeOrder: 'The top of the guide range must be above its bottom',
  reserveAboveGuide: (guide: GuidePrice) =>
    guide.kind === 'single'
      ? `The reserve can be at most 10% above the guide price: ${formatPounds(highestReserve(guide))} or less`
      : `The reserve must be within the guide range: ${formatPounds(guide.low)} to ${formatPounds(guide.high)}`,
  startAboveReserve: 'The starting bid cannot be above the reserve',
  endBeforeStart: 'The auction must end after it starts',
  ladder: 'Increments start from £0 and rise with the amount, each step at least the one before',
} as const;

const penceAmount = z
  .number({ error: AUCTION_MESSAGES.amount })
  .int(AUCTION_MESSAGES.amount)
  .positive(AUCTION_MESSAGES.amount);

export const guidePriceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), amount: penceAmount }).strict(),
  z
    .object({ kind: z.literal('range'), low: penceAmount, high: penceAmount })
    .strict()
    .refine((range) => range.high > range.low, { error: AUCTION_MESSAGES.rangeOrder, path: ['high'] }),
]);

/** Whether bands start at 0, rise, and never take a smaller step for a larger amount. */
export function isRisingLadder(ladder: IncrementLadder): boolean {
  return (
    ladder[0]?.from === 0 &&
    ladder.every((band, index) => {
      const before = ladder[index - 1];
      return before === undefined || (band.from > before.from && band.step >= before.step);
    })
  );
}

export const incrementLadderSchema = z
  .array(z.object({ from: z.number().int().min(0), step: penceAmount }).strict())
  .min(1)
  .max(20)
  .refine(isRisingLadder, { error: AUCTION_MESSAGES.ladder });

/** What a buyer pays on top of the price, shown wherever the price is (pence, VAT included). */
export const buyerFeesSchema = z
  .object({
    /** A share of the hammer price, in basis points (250 = 2.5%). */
    premium_bp: z.number().int().min(0).max(10_000).default(0),
    /** The modern method's non-refundable reservation fee. */
    reservation_fee: z.number().int().min(0).default(0),
    administration_fee: z.number().int().min(0).default(0),
  })
  .strict();

export const auctionTermsSchema = z
  .object({
    kind: z.enum(AUCTION_KINDS),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    guide: guidePriceSchema,
    starting_bid: penceAmount,
    /** Never shown to bidders; no reserve means the lot sells to the highest bid. */
    reserve: penceAmount.nullable(),
    increments: incrementLadderSchema.default([...DEFAULT_INCREMENTS]),
    extension_minutes: z.number().int().min(1).max(30).default(DEFAULT_EXTENSION_MINUTES),
    fees: buyerFeesSchema.default({ premium_bp: 0, reservation_fee: 0, administration_fee: 0 }),
  })
  .strict()
  .superRefine((terms, context) => {
    if (Date.parse(terms.ends_at) <= Date.parse(terms.starts_at)) {
      context.addIssue({ code: 'custom', path: ['ends_at'], message: AUCTION_MESSAGES.endBeforeStart });
    }
    if (terms.reserve === null) return;
    if (!reserveFitsGuide(terms.guide, terms.reserve)) {
      context.addIssue({ code: 'custom', path: ['reserve'], message: AUCTION_MESSAGES.reserveAboveGuide(terms.guide) });
    }
    if (terms.starting_bid > terms.reserve) {
      context.addIssue({ code: 'custom', path: ['starting_bid'], message: AUCTION_MESSAGES.startAboveReserve });
    }
  });
export type AuctionTerms = z.infer<typeof auctionTermsSchema>;

/** How a closed lot ended: sold to the leader (the reserve met, or none), or not. */
export const LOT_RESULTS = ['sold', 'unsold'] as const;
export type LotResult = (typeof LOT_RESULTS)[number];

/** Where a lot stands in time: before its start, taking bids, or over. */
export const LOT_PHASES = ['upcoming', 'open', 'ended'] as const;

/** A line of the bid history: a bidder number, never a name. */
export const bidLineSchema = z.object({
  bidder_number: z.number().int().nullable(),
  amount: z.number().int(),
  /** The site bid for them, from their maximum. */
  automatic: z.boolean(),
  placed_at: z.string(),
});

/**
 * A lot as anyone may see it: the terms but the reserve, the price and how many bids,
 * whether the reserve is met (`none` when there is none), the lowest next bid and the
 * latest history. `you` is the viewer's own standing, when they are signed in.
 */
export const lotViewSchema = z.object({
  offer_id: z.string(),
  kind: z.enum(AUCTION_KINDS),
  phase: z.enum(LOT_PHASES),
  /** How it ended, once closed. */
  result: z.enum(LOT_RESULTS).nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  guide: guidePriceSchema,
  starting_bid: z.number().int(),
  increments: incrementLadderSchema,
  extension_minutes: z.number().int(),
  fees: buyerFeesSchema,
  price: z.number().int().nullable(),
  bids: z.number().int(),
  reserve: z.enum(['none', 'not_met', 'met']),
  minimum_bid: z.number().int(),
  history: z.array(bidLineSchema),
  you: z
    .object({
      registration: z.enum(['pending', 'approved', 'refused', 'withdrawn']).nullable(),
      /** The seller, their company or its agents: they may neither register nor bid. */
      seller_side: z.boolean(),
      bidder_number: z.number().int().nullable(),
      leading: z.boolean(),
      won: z.boolean(),
      /** Your maximum while you lead; nobody else ever sees it. */
      max: z.number().int().nullable(),
    })
    .nullable(),
});
export type LotView = z.infer<typeof lotViewSchema>;

/** Viewers of one lot one app process streams to; past it, 429 (another process, or polling, serves). */
export const MAX_LOT_VIEWERS_PER_PROCESS = 5_000;
/** The event name of a lot's live stream: its data is the lot as GET /api/auctions/{offer} shows a guest. */
export const LOT_EVENT = 'lot';
/** The live stream's body: `text/event-stream` lines, written as the lot changes. */
export const lotStreamBodySchema = z.string();

export const placeBidSchema = z.object({ max: penceAmount }).strict();

export const AUCTION_REFUSALS = {
  notAuction: 'Only an auction ad has auction terms',
  biddingStarted: 'The terms cannot change once bidding has started',
  noLot: 'This ad is not being auctioned',
  notRegistered: 'Register to bid on this lot first; bidding opens once your registration is approved',
  ownLot: 'You cannot bid on your own lot, or on a lot of your company',
  notOpen: 'Bidding on this lot has not started yet',
  closed: 'Bidding on this lot has ended',
  belowMinimum: (minimum: number) => `Bid at least ${formatPounds(minimum)}`,
  /** `minimum` is one penny above the leader's maximum. */
  notAboveOwn: (minimum: number) =>
    `You are leading: to raise your maximum, bid more than ${formatPounds(minimum - 1)}`,
} as const;

/** The notices bidding and a lot's end send (the bell, live on every open page). */
export const AUCTION_NOTICES = {
  outbid: (title: string, price: number) =>
    `You have been outbid on “${title}”: the bid is now ${formatPounds(price)}. Bid again before the end`,
  reserveMet: (title: string, price: number) =>
    `The reserve of your auction “${title}” is met at ${formatPounds(price)}`,
  won: (title: string, price: number) => `You won the auction for “${title}” at ${formatPounds(price)}`,
  lost: (title: string) => `The auction for “${title}” has ended: yours was not the winning bid`,
  sold: (title: string, price: number) => `Your auction “${title}” has ended: sold at ${formatPounds(price)}`,
  reserveNotMet: (title: string) =>
    `Your auction “${title}” has ended without reaching the reserve: you can offer it again or sell after auction`,
  noBids: (title: string) => `Your auction “${title}” has ended without bids: you can offer it again`,
} as const;
