// A lot through the API: the seller sets its terms, approved bidders bid against each
// other with maxima, and everybody reads it without the reserve or anybody else's
// maximum. Who may not bid (guests, the unregistered, the seller and their company) is
// refused, as are bids below the next step and bids outside the lot's times.
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_REFUSALS, type LotView } from '#contract/auctions.ts';
import { closeEndedLots } from '#core/auctions/close-lots.ts';
import { approveBidder, endLot } from '#tests/fixtures/auctions.ts';
import { createOffer } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient } from '#tests/setup/client.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });
const db = () => t.database.db;
const PASSWORD = 'Hammer-Falls-2026';
const pounds = (amount: number) => amount * 100;
const MINUTE = 60_000;

type Signed = Awaited<ReturnType<typeof signedInUser>>;
let seller: Signed;
let ann: Signed;
let bob: Signed;

/** Terms opening now and ending in `minutes`, single guide £200,000, reserve £210,000. */
function terms(minutes = 60, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'online_timed',
    starts_at: new Date(Date.now() - MINUTE).toISOString(),
    ends_at: new Date(Date.now() + minutes * MINUTE).toISOString(),
    guide: { kind: 'single', amount: pounds(200_000) },
    starting_bid: pounds(150_000),
    reserve: pounds(210_000),
    ...overrides,
  };
}

/** An auction ad of the seller's with its terms set, and `bidders` approved to bid on it. */
async function lot(bidders: Signed[], lotTerms = terms()): Promise<string> {
  const offer = await createOffer(db(), { userId: seller.user.id, listingType: 'auction' });
  const answer = await seller.client.put(`/api/auctions/${offer.id}/terms`, lotTerms);
  expect(answer.statusCode, answer.body).toBe(200);
  for (const [index, bidder] of bidders.entries()) await approveBidder(db(), offer.id, bidder.user.id, index + 1);
  return offer.id;
}

beforeAll(async () => {
  seller = await signedInUser(t, '198.51.100.60', {
    password: PASSWORD,
    accountType: 'agency',
    companyName: 'Gavel & Co',
  });
  ann = await signedInUser(t, '198.51.100.61', { password: PASSWORD });
  bob = await signedInUser(t, '198.51.100.62', { password: PASSWORD });
});

describe('a lot’s terms', () => {
  it('are set by the seller and shown to anyone without the reserve', async () => {
    const offerId = await lot([]);
    const guest = await guestClient(t.app, '198.51.100.63');
    const answer = await guest.get(`/api/auctions/${offerId}`);
    expect(answer.statusCode).toBe(200);
    const view: LotView = answer.json();
    expect(view).toMatchObject({
      phase: 'open',
      price: null,
      bids: 0,
      reserve: 'not_met',
      minimum_bid: pounds(150_000),
    });
    expect(view.you).toBeNull();
    expect(answer.body).not.toContain(String(pounds(210_000)));
  });

  it('refuse a reserve above the guide, naming the limit, and another listing type', async () => {
    const offer = await createOffer(db(), { userId: seller.user.id, listingType: 'auction' });
    const tooHigh = await seller.client.put(`/api/auctions/${offer.id}/terms`, terms(60, { reserve: pounds(230_000) }));
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().errors.reserve).toEqual([
      'The reserve can be at most 10% above the guide price: £220,000 or less',
    ]);
    const sale = await createOffer(db(), { userId: seller.user.id });
    const notAuction = await seller.client.put(`/api/auctions/${sale.id}/terms`, terms());
    expect(notAuction.statusCode).toBe(409);
    expect(notAuction.json()).toMatchObject({ code: 'not_auction', message: AUCTION_REFUSALS.notAuction });
  });

  it('offer a lot again after it ended without bids', async () => {
    const offerId = await lot([]);
    await endLot(db(), offerId);
    await closeEndedLots(db(), new Date());
    expect((await seller.client.get(`/api/auctions/${offerId}`)).json()).toMatchObject({
      phase: 'ended',
      result: 'unsold',
    });
    const again = await seller.client.put(`/api/auctions/${offerId}/terms`, terms(120));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ phase: 'open', result: null });
  });

  it('are the seller’s alone, and fixed once bidding starts', async () => {
    const offerId = await lot([ann]);
    expect((await ann.client.put(`/api/auctions/${offerId}/terms`, terms())).statusCode).toBe(404);
    expect(
      (await (await guestClient(t.app, '198.51.100.64')).put(`/api/auctions/${offerId}/terms`, terms())).statusCode,
    ).toBe(401);
    expect((await ann.client.post(`/api/auctions/${offerId}/bids`, { max: pounds(150_000) })).statusCode).toBe(201);
    const changed = await seller.client.put(`/api/auctions/${offerId}/terms`, terms(90));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('bidding_started');
  });
});

describe('bidding', () => {
  it('bids for the leader as far as needed, by bidder number, and shows a maximum to its owner alone', async () => {
    const offerId = await lot([ann, bob]);
    const first = await ann.client.post(`/api/auctions/${offerId}/bids`, { max: pounds(180_000) });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      price: pounds(150_000),
      you: { leading: true, max: pounds(180_000), bidder_number: 1 },
    });

    const second = await bob.client.post(`/api/auctions/${offerId}/bids`, { max: pounds(170_000) });
    expect(second.statusCode).toBe(201);
    const afterBob: LotView = second.json();
    expect(afterBob).toMatchObject({ price: pounds(171_000), bids: 2, you: { leading: false, max: null } });
    expect(afterBob.history.map((line) => [line.bidder_number, line.amount, line.automatic])).toEqual([
      [1, pounds(171_000), true],
      [2, pounds(170_000), false],
      [1, pounds(150_000), false],
    ]);
    expect(second.body).not.toContain(String(pounds(180_000)));

    // Bob goes past Ann's maximum and over the reserve: the price rises to the reserve.
    const third = await bob.client.post(`/api/auctions/${offerId}/bids`, { max: pounds(215_000) });
    expect(third.json()).toMatchObject({ price: pounds(210_000), reserve: 'met', you: { leading: true } });
    const annView: LotView = (await ann.client.get(`/api/auctions/${offerId}`)).json();
    expect(annView).toMatchObject({ you: { leading: false, max: null }, minimum_bid: pounds(211_000) });

    // A bidder's own maxima and registrations are in the copy of their data.
    const files = unzipSync(new Uint8Array((await bob.client.get('/api/user/data-export')).rawPayload));
    const csv = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    expect(csv('auction-bids.csv')).toContain(`${offerId},${pounds(215_000)},`);
    expect(csv('auction-registrations.csv')).toContain(`${offerId},2,approved,`);
  });

  it('refuses a bid below the next step, saying the amount, and the leader bidding against themselves', async () => {
    const offerId = await lot([ann, bob]);
    await ann.client.post(`/api/auctions/${offerId}/bids`, { max: pounds(150_000) });
    const low = await bob.client.post(`/api/auctions/${offerId}/bids`, { max: pounds(150_500) });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors.max).toEqual(['Bid at least £151,000']);
    const own = await ann.client.post(`/api/auctions/${offerId}/bids`, { max: pounds(150_000) });
    expect(own.json().errors.max).toEqual(['You are leading: to raise your maximum, bid more than £150,000']);
  });

  it('refuses guests, bidders not approved, the seller and the seller’s agents', async () => {
    const offerId = await lot([]);
    const bid = { max: pounds(150_000) };
    expect(
      (await (await guestClient(t.app, '198.51.100.65')).post(`/api/auctions/${offerId}/bids`, bid)).statusCode,
    ).toBe(401);
    const unregistered = await ann.client.post(`/api/auctions/${offerId}/bids`, bid);
    expect(unregistered.statusCode).toBe(403);
    expect(unregistered.json().code).toBe('not_registered');
    await db().execute(sql`insert into auction_registrations (offer_id, user_id, bidder_number, status)
      values (${offerId}, ${bob.user.id}, 7, 'pending')`);
    expect((await bob.client.post(`/api/auctions/${offerId}/bids`, bid)).json().code).toBe('not_registered');

    await approveBidder(db(), offerId, seller.user.id, 8);
    const own = await seller.client.post(`/api/auctions/${offerId}/bids`, bid);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('own_lot');
    const agent = await signedInUser(t, '198.51.100.66', { password: PASSWORD, companyId: seller.user.id });
    await approveBidder(db(), offerId, agent.user.id, 10);
    expect((await agent.client.post(`/api/auctions/${offerId}/bids`, bid)).json().code).toBe('own_lot');
    expect((await db().execute(sql`select seq from auction_lots where offer_id = ${offerId}`)).rows[0]).toEqual({
      seq: 0,
    });
  });

  it('takes no bid before the start or after the end, and moves the end for a bid in the last minutes', async () => {
    const later = new Date(Date.now() + 60 * MINUTE);
    const upcoming = await lot([ann], terms(120, { starts_at: later.toISOString() }));
    const early = await ann.client.post(`/api/auctions/${upcoming}/bids`, { max: pounds(150_000) });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('auction_not_open');

    const ended = await lot([ann], terms(-1, { starts_at: new Date(Date.now() - 120 * MINUTE).toISOString() }));
    expect((await ann.client.post(`/api/auctions/${ended}/bids`, { max: pounds(150_000) })).json().code).toBe(
      'auction_closed',
    );

    const closing = await lot([ann], terms(1));
    const before = Date.now();
    const late = await ann.client.post(`/api/auctions/${closing}/bids`, { max: pounds(150_000) });
    expect(late.statusCode).toBe(201);
    expect(Date.parse(late.json().ends_at)).toBeGreaterThanOrEqual(before + 2 * MINUTE);
  });
});
