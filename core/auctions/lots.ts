// An auction ad's lot: the seller sets its terms (until the first bid), and anyone reads
// it as the public sees it: never the reserve nor anybody's maximum, bidders by number.
import { sql } from 'drizzle-orm';
import { AUCTION_REFUSALS, type AuctionTerms, type LotResult, type LotView, minimumBid } from '#contract/auctions.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { announceLot } from '#core/notifications/announce.ts';
import { type Actor, managedBy } from '#core/offers/lifecycle.ts';
import { publiclyVisible } from '#core/offers/visibility.ts';
import type { Database, Transaction } from '#db/client.ts';
import { auctionLots } from '#db/schema/auctions.ts';
import type { LotBidding } from './bidding.ts';

const MINUTE = 60_000;
const HISTORY_LINES = 20;

/** A lot's row as bidding reads it (`select` of LOT_COLUMNS). */
export type LotRow = {
  offer_id: string;
  owner_id: string;
  kind: LotView['kind'];
  starts_at: Date | string;
  ends_at: Date | string;
  guide: LotView['guide'];
  starting_bid: number | string;
  reserve: number | string | null;
  increments: LotView['increments'];
  extension_minutes: number;
  fees: LotView['fees'];
  price: number | string | null;
  leader_id: string | null;
  leader_max: number | string | null;
  leader_seq: number | null;
  runner_up_id: string | null;
  runner_up_max: number | string | null;
  runner_up_seq: number | null;
  seq: number;
  closed_at: Date | string | null;
  result: LotResult | null;
  winner_id: string | null;
  title: string;
  slug: string;
};

export const LOT_COLUMNS = sql.raw(`l.offer_id, o.user_id as owner_id, l.kind, l.starts_at, l.ends_at, l.guide,
  l.starting_bid, l.reserve, l.increments, l.extension_minutes, l.fees, l.price, l.leader_id, l.leader_max,
  l.leader_seq, l.runner_up_id, l.runner_up_max, l.runner_up_seq, l.seq, l.closed_at, l.result, l.winner_id,
  o.title, o.slug`);

/**
 * Whether `userId` is of the seller's side of a lot owned by `ownerId`: the seller, their
 * company, its agents or the seller's fellow agents. They may neither register nor bid
 * (shill bidding).
 */
export const sellersSide = (ownerId: string, userId: string) => sql`exists (
  select 1 from users b, users s where b.id = ${userId} and s.id = ${ownerId}
    and (b.id = s.id or b.company_id = s.id or s.company_id = b.id or b.company_id = s.company_id))`;

export async function isSellersSide(db: Database | Transaction, ownerId: string, userId: string): Promise<boolean> {
  const found = await db.execute<{ own: boolean }>(sql`select ${sellersSide(ownerId, userId)} as own`);
  return found.rows[0]?.own === true;
}

const amount = (value: number | string | null): number | null => (value === null ? null : Number(value));
const maximum = (bidder: string | null, max: number | string | null, seq: number | null) =>
  bidder === null || max === null || seq === null ? null : { bidder, max: Number(max), seq };

/** The lot as the bidding rules take it. */
export function toLotBidding(row: LotRow): LotBidding {
  return {
    startsAt: new Date(row.starts_at).getTime(),
    endsAt: new Date(row.ends_at).getTime(),
    extensionMs: row.extension_minutes * MINUTE,
    startingBid: Number(row.starting_bid),
    reserve: amount(row.reserve),
    increments: row.increments,
    price: amount(row.price),
    leader: maximum(row.leader_id, row.leader_max, row.leader_seq),
    runnerUp: maximum(row.runner_up_id, row.runner_up_max, row.runner_up_seq),
    seq: row.seq,
  };
}

/** Sets an auction ad's terms (again, to re-offer a lot that ended without bids); only its manager, only an auction ad, only before the first bid. */
export async function setAuctionTerms(db: Database, actor: Actor, offerId: string, terms: AuctionTerms): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.execute<{ listing_type: string; seq: number | null }>(sql`
      select o.listing_type, l.seq from offers o left join auction_lots l on l.offer_id = o.id
      where o.id = ${offerId} and ${managedBy(actor)} for update of o`);
    const offer = found.rows[0];
    if (!offer) throw notFound('No such ad of yours');
    if (offer.listing_type !== 'auction')
      throw new HttpError(409, AUCTION_REFUSALS.notAuction, { code: 'not_auction' });
    if ((offer.seq ?? 0) > 0) throw new HttpError(409, AUCTION_REFUSALS.biddingStarted, { code: 'bidding_started' });
    const values = {
      kind: terms.kind,
      startsAt: new Date(terms.starts_at),
      endsAt: new Date(terms.ends_at),
      guide: terms.guide,
      startingBid: terms.starting_bid,
      reserve: terms.reserve,
      increments: terms.increments,
      extensionMinutes: terms.extension_minutes,
      fees: terms.fees,
      // New terms for a lot that closed without a bid offer it again.
      closedAt: null,
      result: null,
      winnerId: null,
      updatedAt: new Date(),
    };
    await tx
      .insert(auctionLots)
      .values({ offerId, ...values })
      .onConflictDoUpdate({ target: auctionLots.offerId, set: values });
    await announceLot(tx, offerId);
  });
}

/** Where the lot stands in time by `now`. */
function phaseAt(lot: LotBidding, now: number): LotView['phase'] {
  if (now < lot.startsAt) return 'upcoming';
  return now < lot.endsAt ? 'open' : 'ended';
}

function reserveState(lot: LotBidding): LotView['reserve'] {
  if (lot.reserve === null) return 'none';
  return lot.leader !== null && lot.leader.max >= lot.reserve ? 'met' : 'not_met';
}

type Viewer = { id: string } | null;

async function viewerStanding(db: Database | Transaction, row: LotRow, viewer: Viewer, lot: LotBidding) {
  const offerId = row.offer_id;
  if (viewer === null) return null;
  const found = await db.execute<{ status: string; bidder_number: number }>(sql`
    select status, bidder_number from auction_registrations where offer_id = ${offerId} and user_id = ${viewer.id}`);
  const registration = found.rows[0];
  const leading = lot.leader?.bidder === viewer.id;
  return {
    registration: (registration?.status ?? null) as NonNullable<LotView['you']>['registration'],
    seller_side: await isSellersSide(db, row.owner_id, viewer.id),
    bidder_number: registration?.bidder_number ?? null,
    leading,
    won: row.winner_id === viewer.id,
    max: leading ? (lot.leader?.max ?? null) : null,
  };
}

/** The lot as `viewer` (or a guest) may see it at `now`; 404 when the ad is not auctioned or not public. */
export async function readLot(
  db: Database | Transaction,
  offerId: string,
  viewer: Viewer,
  now: Date,
): Promise<LotView> {
  const lot = await findLot(db, offerId, viewer, now);
  if (!lot) throw notFound(AUCTION_REFUSALS.noLot);
  return lot;
}

/** The lot as `viewer` (or a guest) may see it at `now`, or null when there is none on view. */
export async function findLot(
  db: Database | Transaction,
  offerId: string,
  viewer: Viewer,
  now: Date,
): Promise<LotView | null> {
  const found = await db.execute<LotRow>(sql`
    select ${LOT_COLUMNS} from auction_lots l join offers o on o.id = l.offer_id
    where l.offer_id = ${offerId} and (${publiclyVisible('o')} or o.user_id = ${viewer?.id ?? null})`);
  const row = found.rows[0];
  if (!row) return null;
  const lot = toLotBidding(row);
  const history = await db.execute<{
    bidder_number: number | null;
    amount: string | number;
    automatic: boolean;
    placed_at: Date | string;
  }>(sql`
    select r.bidder_number, b.amount, b.automatic, b.placed_at from auction_bids b
    left join auction_registrations r on r.offer_id = b.offer_id and r.user_id = b.bidder_id
    where b.offer_id = ${offerId} order by b.line desc limit ${HISTORY_LINES}`);
  return {
    offer_id: row.offer_id,
    kind: row.kind,
    phase: row.closed_at === null ? phaseAt(lot, now.getTime()) : 'ended',
    result: row.result,
    starts_at: new Date(row.starts_at).toISOString(),
    ends_at: new Date(row.ends_at).toISOString(),
    guide: row.guide,
    starting_bid: lot.startingBid,
    increments: row.increments,
    extension_minutes: row.extension_minutes,
    fees: row.fees,
    price: lot.price,
    bids: lot.seq,
    reserve: reserveState(lot),
    minimum_bid: minimumBid(lot.increments, lot.startingBid, lot.price),
    history: history.rows.map((line) => ({
      bidder_number: line.bidder_number,
      amount: Number(line.amount),
      automatic: line.automatic,
      placed_at: new Date(line.placed_at).toISOString(),
    })),
    you: await viewerStanding(db, row, viewer, lot),
  };
}
