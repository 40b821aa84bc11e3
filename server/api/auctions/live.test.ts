// Watching a lot live, as a guest: the stream opens with the lot as it stands and sends
// it again after each bid and at the close, to every viewer, with neither the reserve
// nor any maximum in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOT_EVENT, type LotView } from '#contract/auctions.ts';
import { closeEndedLots } from '#core/auctions/close-lots.ts';
import { placeLotBid } from '#core/auctions/place-bid.ts';
import { createLot, endLot } from '#tests/fixtures/auctions.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { type OpenStream, openEventStream } from '#tests/setup/event-stream.ts';
import { listen } from '#tests/setup/http.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });
const db = () => t.database.db;
const pounds = (amount: number) => amount * 100;
const open: OpenStream[] = [];
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await listen(t.app);
});
afterAll(() => {
  for (const stream of open) stream.close();
});

async function watch(offerId: string): Promise<OpenStream> {
  const stream = await openEventStream(`${baseUrl}/api/auctions/${offerId}/live`);
  open.push(stream);
  return stream;
}

/** The next lot the stream sends (skipping the opening retry and heartbeats). */
async function nextLot(stream: OpenStream): Promise<LotView> {
  for (;;) {
    const event = await stream.next();
    if (event.event === LOT_EVENT && event.data) return JSON.parse(event.data) as LotView;
  }
}

describe('a lot, live', () => {
  it('reaches every viewer after each bid and at the close, without the reserve or any maximum', async () => {
    const seller = await createUser(db(), { accountType: 'agency', companyName: 'Live Gavels' });
    const ann = await createUser(db());
    const offerId = await createLot(db(), seller.id, { bidderIds: [ann.id], reserve: pounds(77_000) });
    const viewers = await Promise.all([watch(offerId), watch(offerId), watch(offerId)]);
    for (const viewer of viewers) {
      expect(viewer.status).toBe(200);
      expect(viewer.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(await nextLot(viewer)).toMatchObject({ offer_id: offerId, price: null, bids: 0 });
    }

    await placeLotBid(t.app.deps, ann.id, offerId, pounds(88_000));
    for (const viewer of viewers) {
      expect(await nextLot(viewer)).toMatchObject({ price: pounds(77_000), bids: 1, reserve: 'met', you: null });
    }
    await endLot(db(), offerId);
    await closeEndedLots(db(), new Date());
    for (const viewer of viewers) expect(await nextLot(viewer)).toMatchObject({ phase: 'ended', result: 'sold' });
    expect(viewers[0]?.body).not.toContain(String(pounds(88_000)));
  });

  it('is 404 for an ad that is not auctioned', async () => {
    const seller = await createUser(db());
    const sale = await createOffer(db(), { userId: seller.id });
    expect((await watch(sale.id)).status).toBe(404);
  });
});
