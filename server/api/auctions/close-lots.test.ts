// The end of a lot: closed once, after its end, whoever runs the closing; sold to the
// leader when the reserve is met, with the ad marked sold subject to contract; everyone
// who bid, and the seller, told how it went; and no bid taken after the close, whatever
// the clock of the process that receives it says.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_NOTICES } from '#contract/auctions.ts';
import { closeEndedLots } from '#core/auctions/close-lots.ts';
import { placeLotBid } from '#core/auctions/place-bid.ts';
import { createLot, endLot } from '#tests/fixtures/auctions.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });
const db = () => t.database.db;
const pounds = (amount: number) => amount * 100;

let sellerId = '';
let ann = '';
let bob = '';
beforeAll(async () => {
  sellerId = (await createUser(db(), { accountType: 'agency', companyName: 'Closing Gavels' })).id;
  ann = (await createUser(db())).id;
  bob = (await createUser(db())).id;
});

async function noticesOf(userId: string): Promise<string[]> {
  const { rows } = await db().execute<{ message: string }>(sql`
    select message from notifications where user_id = ${userId} order by id`);
  return rows.map((row) => row.message);
}

async function lotRow(offerId: string) {
  const { rows } = await db().execute<{ result: string | null; winner_id: string | null; market_status: string }>(sql`
    select l.result, l.winner_id, o.market_status from auction_lots l join offers o on o.id = l.offer_id
    where l.offer_id = ${offerId}`);
  return rows[0];
}

const titleOf = async (offerId: string) =>
  (await db().execute<{ title: string }>(sql`select title from offers where id = ${offerId}`)).rows[0]?.title ?? '';

describe('closing ended lots', () => {
  it('sells to the leader at the price once the reserve is met, and tells winner, under-bidder and seller', async () => {
    const offerId = await createLot(db(), sellerId, { bidderIds: [ann, bob], reserve: pounds(100_000) });
    await placeLotBid(t.app.deps, ann, offerId, pounds(120_000));
    await placeLotBid(t.app.deps, bob, offerId, pounds(110_000));
    const before = { ann: (await noticesOf(ann)).length, bob: (await noticesOf(bob)).length };
    await closeEndedLots(db(), new Date());
    expect(await lotRow(offerId)).toMatchObject({ result: null });

    await endLot(db(), offerId);
    expect(await closeEndedLots(db(), new Date())).toBeGreaterThanOrEqual(1);
    expect(await lotRow(offerId)).toEqual({ result: 'sold', winner_id: ann, market_status: 'sold_stc' });
    const title = await titleOf(offerId);
    expect((await noticesOf(ann)).slice(before.ann)).toEqual([AUCTION_NOTICES.won(title, pounds(111_000))]);
    expect((await noticesOf(bob)).slice(before.bob)).toEqual([AUCTION_NOTICES.lost(title)]);
    expect(await noticesOf(sellerId)).toContain(AUCTION_NOTICES.sold(title, pounds(111_000)));

    // Closed is closed: a bid is refused even where a clock still says the lot is open.
    await db().execute(sql`update auction_lots set ends_at = now() + interval '1 hour' where offer_id = ${offerId}`);
    await expect(placeLotBid(t.app.deps, bob, offerId, pounds(200_000))).rejects.toMatchObject({
      status: 409,
      code: 'auction_closed',
    });
    expect(await closeEndedLots(db(), new Date(Date.now() + 2 * 3_600_000))).toBe(0);
    expect((await noticesOf(ann)).length).toBe(before.ann + 1);
  });

  it('leaves a lot unsold below the reserve, or without bids, and says which to the seller', async () => {
    const belowReserve = await createLot(db(), sellerId, { bidderIds: [ann], reserve: pounds(100_000) });
    await placeLotBid(t.app.deps, ann, belowReserve, pounds(90_000));
    const noBids = await createLot(db(), sellerId, {});
    await endLot(db(), belowReserve);
    await endLot(db(), noBids);
    await closeEndedLots(db(), new Date());
    expect(await lotRow(belowReserve)).toEqual({ result: 'unsold', winner_id: null, market_status: 'available' });
    expect(await lotRow(noBids)).toEqual({ result: 'unsold', winner_id: null, market_status: 'available' });
    const seller = await noticesOf(sellerId);
    expect(seller).toContain(AUCTION_NOTICES.reserveNotMet(await titleOf(belowReserve)));
    expect(seller).toContain(AUCTION_NOTICES.noBids(await titleOf(noBids)));
    expect(await noticesOf(ann)).toContain(AUCTION_NOTICES.lost(await titleOf(belowReserve)));
  });

  it('closes each lot once when several workers close at the same moment', async () => {
    const lots = await Promise.all(Array.from({ length: 12 }, () => createLot(db(), sellerId, { bidderIds: [bob] })));
    for (const offerId of lots) {
      await placeLotBid(t.app.deps, bob, offerId, pounds(150_000));
      await endLot(db(), offerId);
    }
    const before = (await noticesOf(bob)).length;
    const counts = await Promise.all([1, 2, 3, 4].map(() => closeEndedLots(db(), new Date())));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(lots.length);
    expect((await noticesOf(bob)).length - before).toBe(lots.length);
  });
});
