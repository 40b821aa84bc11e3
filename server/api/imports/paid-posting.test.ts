// Bulk imports honour the price list as the ad form does: when the site takes payments
// and posting a listing costs money (its Basic package, and photos beyond the included
// ones, at the company's prices), a listing the feed would publish for the first time is
// saved as a draft for the company to pay for in My Ads; listings already published stay
// as the feed says. The preview says so before confirming, and so does the notice after.
// Free prices, or a site without a gateway, publish as before; with moderation on, the
// listings held for payment stay out of the operators' queue too.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditActor } from '#contract/audit.ts';
import type { PriceEntry } from '#contract/prices.ts';
import { clearPrice, setPrice } from '#core/billing/price-list.ts';
import type { FeedListing, FeedMedia } from '#core/imports/feeds/feed-listing.ts';
import { importApplyJob } from '#jobs/definitions/import-apply.ts';
import { actorOf } from '#tests/fixtures/audit.ts';
import { writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { jobDepsOf, testAppForFile } from '#tests/setup/app.ts';
import { signedInClient, type TestClient } from '#tests/setup/client.ts';
import { multipartBody } from '#tests/setup/multipart.ts';
import { signedInUser } from '#tests/setup/users.ts';

const PASSWORD = 'Priced-Feed-41';
const BASIC_SALE: PriceEntry = { code: 'package.basic', listing_type: 'sell', audience: 'business', pence: 350 };
const EXTRA_PHOTO: PriceEntry = { code: 'extra.photo', listing_type: null, audience: 'business', pence: 100 };

/** Bare file names (not in any zip): the media step skips them, which is all these tests need. */
const photos = (reference: string, count: number): FeedMedia[] =>
  Array.from({ length: count }, (_, n) => ({ kind: 'photo', source: `${reference}-${n}.jpg`, caption: null }));
const house = (i: number, changes: Partial<FeedListing> = {}) =>
  importableListing(i, `PAID-${i}`, { media: photos(`PAID-${i}`, 2), ...changes });

/** One app's companies, imports and views. */
function importDesk(overrides: NodeJS.ProcessEnv) {
  // No job workers: each test runs the import job itself, with the app's configuration.
  const t = testAppForFile({ JOBS_WORKER: 'false', ...overrides });
  let operatorActor: AuditActor;
  let operator: TestClient;
  let address = 10;

  beforeAll(async () => {
    const created = await createUser(t.database.db, {
      email: 'operator@priced-feed.example',
      password: PASSWORD,
      roles: ['user', 'owner'],
    });
    operatorActor = actorOf(created);
    operator = await signedInClient(t.app, 'operator@priced-feed.example', PASSWORD, '203.0.113.60');
  });

  const desk = {
    t,
    get operator() {
      return operator;
    },
    async prices(set: PriceEntry[], cleared: PriceEntry[] = []) {
      for (const entry of set) await setPrice(t.database.db, operatorActor, entry);
      for (const { pence: _pence, ...entry } of cleared) await clearPrice(t.database.db, operatorActor, entry);
    },
    async company() {
      address += 1;
      const { user, client } = await signedInUser(t, `203.0.113.${address}`, {
        password: PASSWORD,
        accountType: 'agency',
      });
      return { id: user.id, client };
    },
    /** Uploads a feed: the preview. */
    async preview(client: TestClient, listings: FeedListing[]) {
      const body = multipartBody([
        ['full_feed', 'false'],
        ['file', { filename: 'priced.blm', type: 'application/octet-stream', bytes: Buffer.from(writeBlm(listings)) }],
      ]);
      const preview = await client.post('/api/offers-import', body.payload, { headers: body.headers });
      expect(preview.statusCode, preview.body).toBe(201);
      return preview.json();
    },
    /** Confirms an import and runs its job as a worker would; returns the finished import. */
    async apply(client: TestClient, id: string) {
      expect((await client.post('/api/offers-import/migrate', { id })).statusCode).toBe(202);
      await importApplyJob.handler({ importId: id }, jobDepsOf(t), {
        id: 'test',
        attempt: 1,
        signal: new AbortController().signal,
      });
      return (await client.get(`/api/offers-import/${id}`)).json();
    },
    async statuses(ownerId: string) {
      const { rows } = await t.database.db.execute<{ feed_reference: string; status: string }>(sql`
        select feed_reference, status from offers where feed_owner_id = ${ownerId} order by feed_reference`);
      return Object.fromEntries(rows.map((row) => [row.feed_reference, row.status]));
    },
    async idOf(ownerId: string, reference: string) {
      const { rows } = await t.database.db.execute<{ id: string }>(sql`
        select id from offers where feed_owner_id = ${ownerId} and feed_reference = ${reference}`);
      return rows[0]?.id as string;
    },
    async searchIds() {
      const found = await t.app.inject({ url: '/api/search?q=Manchester&limit=100' });
      return (found.json().data as Array<{ id: string }>).map((offer) => offer.id);
    },
    async bell(client: TestClient) {
      return ((await client.get('/api/user/notifications')).json().data as Array<{ message: string }>).map(
        (notice) => notice.message,
      );
    },
  };
  return desk;
}

describe('an import where posting costs money', () => {
  const desk = importDesk({});

  it('saves new live listings as drafts to pay for in My Ads, and the preview and the notice say so', async () => {
    const { id: ownerId, client } = await desk.company();
    // Published while posting was free: it stays as the feed says once posting costs money.
    await desk.apply(client, (await desk.preview(client, [house(1)])).id);
    expect(await desk.statuses(ownerId)).toEqual({ '40001/PAID-1': 'active' });

    await desk.prices([BASIC_SALE]);
    const preview = await desk.preview(client, [house(1, { pricePence: 240_000_00 }), house(2), house(3)]);
    expect(preview).toMatchObject({ counts: { create: 2, update: 1 } });
    expect(preview.awaiting_payment).toEqual({
      listings: 2,
      min_pence: 350,
      max_pence: 350,
      message:
        'Posting costs £3.50 per listing on this site: 2 listings will be saved as drafts for you to pay for in My Ads.',
    });
    const rows = (await client.get(`/api/offers-import/${preview.id}/rows`)).json().data;
    expect(rows.map((row: { reference: string; posting_pence: number | null }) => row.posting_pence)).toEqual([
      null,
      350,
      350,
    ]);

    const done = await desk.apply(client, preview.id);
    expect(await desk.statuses(ownerId)).toEqual({
      '40001/PAID-1': 'active',
      '40002/PAID-2': 'draft',
      '40003/PAID-3': 'draft',
    });
    const [second, third] = [await desk.idOf(ownerId, '40002/PAID-2'), await desk.idOf(ownerId, '40003/PAID-3')];
    const found = await desk.searchIds();
    expect(found).toContain(await desk.idOf(ownerId, '40001/PAID-1'));
    expect(found).not.toContain(second);
    expect((await desk.t.app.inject({ url: `/api/offers/${second}` })).statusCode).toBe(404);
    expect(done.awaiting_payment).toMatchObject({
      listings: 2,
      message: '2 listings were saved as drafts: pay for them in My Ads (Pay and publish) to put them on the site.',
    });
    expect(await desk.bell(client)).toContain(
      'Your import “priced.blm” has finished: 3 listings processed. 2 wait for payment: pay for them in My Ads to put them on the site.',
    );
    const drafts = (await client.get('/api/user/offers?status=draft')).json().data.map((o: { id: string }) => o.id);
    expect(drafts).toEqual(expect.arrayContaining([second, third]));

    // Paid from My Ads, a held listing goes live; the next feed leaves it live and keeps
    // the unpaid one a draft.
    const order = await client.post(`/api/offers/charge/${second}?platform=desktop`, { package: 'basic' });
    expect(order.statusCode, order.body).toBe(201);
    await client.post(`/api/payments/sandbox/${order.json().order_id}`, { outcome: 'paid' });
    const again = await desk.preview(client, [
      house(1, { pricePence: 240_000_00 }),
      house(2, { bedrooms: 5 }),
      house(3, { bedrooms: 5 }),
    ]);
    expect(again.awaiting_payment).toMatchObject({ listings: 1 });
    await desk.apply(client, again.id);
    expect(await desk.statuses(ownerId)).toEqual({
      '40001/PAID-1': 'active',
      '40002/PAID-2': 'active',
      '40003/PAID-3': 'draft',
    });
    await desk.prices([], [BASIC_SALE]);
  });

  it('prices photos beyond the included ones, counted from the feed', async () => {
    const { id: ownerId, client } = await desk.company();
    await desk.prices([BASIC_SALE, EXTRA_PHOTO]);
    const preview = await desk.preview(client, [
      house(10, { media: photos('PAID-10', 16) }),
      house(11, { transaction: 'letting', rentFrequency: 'monthly', pricePence: 1_200_00 }),
      house(12),
    ]);
    // A sale with 16 photos: £3.50 and one photo at £1; a letting with 2 photos: free.
    expect(preview.awaiting_payment).toMatchObject({
      listings: 2,
      min_pence: 350,
      max_pence: 450,
      message:
        'Posting costs £3.50 to £4.50 per listing on this site: 2 listings will be saved as drafts for you to pay for in My Ads.',
    });
    await desk.apply(client, preview.id);
    expect(await desk.statuses(ownerId)).toEqual({
      '40002/PAID-10': 'draft',
      '40003/PAID-11': 'active',
      '40000/PAID-12': 'draft',
    });
    await desk.prices([], [BASIC_SALE, EXTRA_PHOTO]);
  });

  it('publishes as before when the price list makes posting free', async () => {
    const { id: ownerId, client } = await desk.company();
    await desk.prices([{ ...BASIC_SALE, pence: 0 }]);
    const preview = await desk.preview(client, [house(20), house(21)]);
    expect(preview.awaiting_payment).toBeNull();
    await desk.apply(client, preview.id);
    expect(await desk.statuses(ownerId)).toEqual({ '40000/PAID-20': 'active', '40001/PAID-21': 'active' });
    expect(await desk.searchIds()).toContain(await desk.idOf(ownerId, '40000/PAID-20'));
    expect(await desk.bell(client)).toContain('Your import “priced.blm” has finished: 2 listings processed.');
    await desk.prices([], [BASIC_SALE]);
  });
});

describe('an import on a site that takes no payments', () => {
  const desk = importDesk({ PAYMENTS_SANDBOX: 'false' });

  it('publishes as before whatever the price list says: nothing is sold', async () => {
    const { id: ownerId, client } = await desk.company();
    await desk.prices([BASIC_SALE]);
    const preview = await desk.preview(client, [house(30), house(31)]);
    expect(preview.awaiting_payment).toBeNull();
    await desk.apply(client, preview.id);
    expect(await desk.statuses(ownerId)).toEqual({ '40002/PAID-30': 'active', '40003/PAID-31': 'active' });
    expect(await desk.searchIds()).toContain(await desk.idOf(ownerId, '40003/PAID-31'));
  });
});

describe('an import with moderation on where posting costs money', () => {
  const desk = importDesk({ OFFER_MODERATION: 'true' });

  it('saves priced listings as drafts, out of the operators’ queue; free ones wait in it', async () => {
    const { id: ownerId, client } = await desk.company();
    await desk.prices([BASIC_SALE]);
    const preview = await desk.preview(client, [
      house(40),
      house(41, { transaction: 'letting', rentFrequency: 'monthly', pricePence: 1_100_00 }),
    ]);
    expect(preview.awaiting_payment).toMatchObject({ listings: 1, min_pence: 350 });
    await desk.apply(client, preview.id);
    expect(await desk.statuses(ownerId)).toEqual({ '40000/PAID-40': 'draft', '40001/PAID-41': 'pending_moderation' });
    const queue = (await desk.operator.get('/api/admin/offers?status=pending_moderation')).json().data;
    const queued = queue.map((item: { offer: { id: string } }) => item.offer.id);
    expect(queued).toContain(await desk.idOf(ownerId, '40001/PAID-41'));
    expect(queued).not.toContain(await desk.idOf(ownerId, '40000/PAID-40'));
  });
});
