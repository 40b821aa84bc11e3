// Closing the lots whose end has passed: each is closed once, by whichever worker takes
// its row first (`for update skip locked`: a lot a bid is being applied to waits for the
// next pass, so a last-second bid is either in before the close or refused after it).
// A lot is sold when it has a leader and the reserve is met (or there is none): the
// leader wins at the price. The ad's market state follows: sold subject to contract for
// a timed auction (contracts exchange at the fall of the hammer), under offer for the
// modern method (the buyer has a reservation period to exchange in). The winner, the
// seller and every other bidder get a notice in the same transaction.
import { sql } from 'drizzle-orm';
import { AUCTION_NOTICES, type AuctionKind, type LotResult } from '#contract/auctions.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { announceLot } from '#core/notifications/announce.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Database, Transaction } from '#db/client.ts';

const BATCH = 100;

export type ClosedLot = {
  offer_id: string;
  kind: AuctionKind;
  result: LotResult;
  winner_id: string | null;
  price: number | null;
  owner_id: string;
  title: string;
  slug: string;
};

/** Closes up to a batch of ended lots at `now`; answers them for their notices. */
async function claimEndedLots(tx: Transaction, now: Date): Promise<ClosedLot[]> {
  const { rows } = await tx.execute<ClosedLot & { price: string | number | null }>(sql`
    with due as (
      select offer_id from auction_lots where closed_at is null and ends_at <= ${now}
      order by ends_at limit ${BATCH} for update skip locked
    ), closed as (
      update auction_lots l set closed_at = ${now}, updated_at = ${now},
        result = case when l.leader_id is not null and (l.reserve is null or l.leader_max >= l.reserve)
          then 'sold' else 'unsold' end,
        winner_id = case when l.reserve is null or l.leader_max >= l.reserve then l.leader_id end
      from due where l.offer_id = due.offer_id
      returning l.offer_id, l.kind, l.result, l.winner_id, l.price
    )
    select c.offer_id, c.kind, c.result, c.winner_id, c.price, o.user_id as owner_id, o.title, o.slug
    from closed c join offers o on o.id = c.offer_id`);
  return rows.map((row) => ({ ...row, price: row.price === null ? null : Number(row.price) }));
}

async function markSold(tx: Transaction, lots: readonly ClosedLot[], now: Date): Promise<void> {
  for (const lot of lots) {
    if (lot.result !== 'sold') continue;
    const state = lot.kind === 'online_timed' ? 'sold_stc' : 'under_offer';
    await tx.execute(sql`update offers set market_status = ${state}, updated_at = ${now} where id = ${lot.offer_id}`);
  }
}

async function tellEveryone(tx: Transaction, lot: ClosedLot): Promise<void> {
  const link = SITE_PATHS.offer(lot.slug);
  const { rows: bidders } = await tx.execute<{ bidder_id: string }>(sql`
    select distinct bidder_id from auction_maxima where offer_id = ${lot.offer_id} and bidder_id is not null`);
  for (const { bidder_id: bidder } of bidders) {
    if (bidder === lot.winner_id) continue;
    await notify(tx, bidder, { message: AUCTION_NOTICES.lost(lot.title), link });
  }
  if (lot.result === 'sold' && lot.winner_id !== null && lot.price !== null) {
    await notify(tx, lot.winner_id, { message: AUCTION_NOTICES.won(lot.title, lot.price), link });
    await notify(tx, lot.owner_id, { message: AUCTION_NOTICES.sold(lot.title, lot.price), link });
  } else {
    const message = bidders.length === 0 ? AUCTION_NOTICES.noBids(lot.title) : AUCTION_NOTICES.reserveNotMet(lot.title);
    await notify(tx, lot.owner_id, { type: 'warning', message, link });
  }
}

/** Closes every lot whose end has passed by `now`, batch by batch; answers how many. */
export async function closeEndedLots(db: Database, now: Date): Promise<number> {
  let closed = 0;
  for (;;) {
    const lots = await db.transaction(async (tx) => {
      const batch = await claimEndedLots(tx, now);
      await markSold(tx, batch, now);
      for (const lot of batch) {
        await tellEveryone(tx, lot);
        await announceLot(tx, lot.offer_id);
      }
      return batch;
    });
    closed += lots.length;
    if (lots.length < BATCH) return closed;
  }
}
