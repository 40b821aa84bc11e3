// A bid on a lot, from an approved bidder who is not the seller nor of the seller's
// company (shill bidding). The lot's row is taken `for update`, so the bids of one lot
// are applied one after another whatever the number of app processes; the rules
// (bidding.ts) work out the new standing from the server's clock, and it is stored in
// the same transaction with the maximum and the history lines it wrote.
import { sql } from 'drizzle-orm';
import { AUCTION_NOTICES, AUCTION_REFUSALS } from '#contract/auctions.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { HttpError, notFound, unprocessable } from '#core/errors.ts';
import { announceLot } from '#core/notifications/announce.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Transaction } from '#db/client.ts';
import { auctionBids, auctionMaxima } from '#db/schema/auctions.ts';
import { type BidLine, type BidOutcome, type LotBidding, placeBid } from './bidding.ts';
import { LOT_COLUMNS, type LotRow, sellersSide, toLotBidding } from './lots.ts';

export type PlacedBid = {
  leading: boolean;
  price: number;
  /** The leader this bid displaced, to be told. */
  outbid: string | null;
  reserveJustMet: boolean;
  endsAt: Date;
  extended: boolean;
};

async function lockLot(tx: Transaction, offerId: string): Promise<LotRow> {
  const found = await tx.execute<LotRow>(sql`
    select ${LOT_COLUMNS} from auction_lots l join offers o on o.id = l.offer_id
    where l.offer_id = ${offerId} and o.status = 'active' for update of l`);
  const row = found.rows[0];
  if (!row) throw notFound(AUCTION_REFUSALS.noLot);
  return row;
}

/** The seller, their company, its agents and the seller's fellow agents may not bid. */
async function assertMayBid(tx: Transaction, offerId: string, ownerId: string, bidderId: string): Promise<void> {
  const found = await tx.execute<{ own: boolean; status: string | null }>(sql`
    select
      ${sellersSide(ownerId, bidderId)} as own,
      (select status from auction_registrations where offer_id = ${offerId} and user_id = ${bidderId}) as status`);
  const row = found.rows[0];
  if (row?.own) throw new HttpError(403, AUCTION_REFUSALS.ownLot, { code: 'own_lot' });
  if (row?.status !== 'approved') throw new HttpError(403, AUCTION_REFUSALS.notRegistered, { code: 'not_registered' });
}

function refusal(outcome: Extract<BidOutcome, { accepted: false }>): HttpError {
  switch (outcome.reason) {
    case 'not_open':
      return new HttpError(409, AUCTION_REFUSALS.notOpen, { code: 'auction_not_open' });
    case 'closed':
      return new HttpError(409, AUCTION_REFUSALS.closed, { code: 'auction_closed' });
    case 'below_minimum':
      return unprocessable({ max: [AUCTION_REFUSALS.belowMinimum(outcome.minimum)] });
    case 'not_above_own_maximum':
      return unprocessable({ max: [AUCTION_REFUSALS.notAboveOwn(outcome.minimum)] });
  }
}

/** The new standing, the maximum that made it and the history lines it wrote. */
async function store(
  tx: Transaction,
  offerId: string,
  bid: { bidderId: string; max: number; at: Date },
  after: LotBidding,
  lines: BidLine[],
) {
  const at = bid.at;
  await tx.execute(sql`update auction_lots set price = ${after.price}, ends_at = ${new Date(after.endsAt)},
      leader_id = ${after.leader?.bidder ?? null}, leader_max = ${after.leader?.max ?? null},
      leader_seq = ${after.leader?.seq ?? null}, runner_up_id = ${after.runnerUp?.bidder ?? null},
      runner_up_max = ${after.runnerUp?.max ?? null}, runner_up_seq = ${after.runnerUp?.seq ?? null},
      seq = ${after.seq}, updated_at = ${at}
    where offer_id = ${offerId}`);
  await tx
    .insert(auctionMaxima)
    .values({ offerId, seq: after.seq, bidderId: bid.bidderId, max: bid.max, placedAt: at });
  if (lines.length === 0) return;
  const last = await tx.execute<{ line: number }>(sql`
    select coalesce(max(line), 0)::int as line from auction_bids where offer_id = ${offerId}`);
  const first = (last.rows[0]?.line ?? 0) + 1;
  await tx.insert(auctionBids).values(
    lines.map((line, index) => ({
      offerId,
      line: first + index,
      bidderId: line.bidder,
      amount: line.amount,
      automatic: line.automatic,
      placedAt: at,
    })),
  );
}

/** The bidder this bid outbid is told at once; the seller, when it met the reserve. */
async function tellOfBid(tx: Transaction, row: LotRow, outcome: Extract<BidOutcome, { accepted: true }>) {
  const link = SITE_PATHS.offer(row.slug);
  const price = outcome.lot.price ?? 0;
  if (outcome.outbid !== null)
    await notify(tx, outcome.outbid, { type: 'warning', message: AUCTION_NOTICES.outbid(row.title, price), link });
  if (outcome.reserveJustMet)
    await notify(tx, row.owner_id, { message: AUCTION_NOTICES.reserveMet(row.title, price), link });
}

/** Places `max` (pence) as `bidderId`'s maximum on the lot of `offerId`, at the server's time. */
export async function placeLotBid(
  deps: Pick<Deps, 'db' | 'clock'>,
  bidderId: string,
  offerId: string,
  max: number,
): Promise<PlacedBid> {
  return deps.db.transaction(async (tx) => {
    const row = await lockLot(tx, offerId);
    if (row.closed_at !== null) throw refusal({ accepted: false, reason: 'closed', minimum: 0 });
    await assertMayBid(tx, offerId, row.owner_id, bidderId);
    // The time is read after the lock is held: a bid waiting its turn is judged when it gets it.
    const at = deps.clock.now();
    const before = toLotBidding(row);
    const outcome = placeBid(before, bidderId, max, at.getTime());
    if (!outcome.accepted) throw refusal(outcome);
    await store(tx, offerId, { bidderId, max, at }, outcome.lot, outcome.lines);
    await tellOfBid(tx, row, outcome);
    // Heard by every process on commit: their viewers of the lot see the new standing.
    await announceLot(tx, offerId);
    return {
      leading: outcome.lot.leader?.bidder === bidderId,
      price: outcome.lot.price ?? 0,
      outbid: outcome.outbid,
      reserveJustMet: outcome.reserveJustMet,
      endsAt: new Date(outcome.lot.endsAt),
      extended: outcome.extendedTo !== null,
    };
  });
}
