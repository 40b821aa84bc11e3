// A feed decides where its listings stand whatever their content: a listing one full feed
// withdrew comes back live when a later feed lists it again, and the feed's market state
// (available, sold STC, under offer...) wins over a state changed on the site since, even
// when the listing's text, price and photos are exactly what was imported before.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyImport } from '#core/imports/apply.ts';
import type { FeedListing } from '#core/imports/feeds/feed-listing.ts';
import { writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import type { TestClient } from '#tests/setup/client.ts';
import { multipartBody } from '#tests/setup/multipart.ts';
import { signedInUser } from '#tests/setup/users.ts';

// No job workers: the tests apply imports themselves, at the moment they choose.
const t = testAppForFile({ JOBS_WORKER: 'false' });
let address = 10;

function company() {
  address += 1;
  return signedInUser(t, `203.0.113.${address}`, { password: 'Feed-Status-41', accountType: 'agency' });
}

// One branch's listings: a full file withdraws only what it leaves out of the branches it names.
const house = (i: number, changes: Partial<FeedListing> = {}) =>
  importableListing(i, `ST-${i}`, { branch: '40000', ...changes });

/** Uploads a full BLM feed, checks the preview's counts, confirms it and applies it. */
async function importFeed(client: TestClient, listings: FeedListing[], counts: Record<string, number>) {
  const body = multipartBody([
    ['file', { filename: 'feed.blm', type: 'application/octet-stream', bytes: Buffer.from(writeBlm(listings)) }],
  ]);
  const preview = await client.post('/api/offers-import', body.payload, { headers: body.headers });
  expect(preview.statusCode, preview.body).toBe(201);
  expect(preview.json().counts).toMatchObject(counts);
  const { id } = preview.json() as { id: string };
  expect((await client.post('/api/offers-import/migrate', { id })).statusCode).toBe(202);
  await applyImport(t.database.db, id);
}

// The listing's offer in its branch: a BLM row's is `{BRANCH_ID}/{AGENT_REF}`.
const stateOf = async (ownerId: string, reference: string) =>
  (
    await t.database.db.execute<{ id: string; status: string; market_status: string }>(sql`
      select id, status, market_status from offers where feed_owner_id = ${ownerId} and feed_reference like ${`%/${reference}`}`)
  ).rows[0];

describe('status changes from a feed', () => {
  it('puts a withdrawn listing back on the site when a later feed lists it again unchanged', async () => {
    const { user, client } = await company();
    const feedA = [house(1), house(2)];
    await importFeed(client, feedA, { create: 2 });
    await importFeed(client, [house(2)], { unchanged: 1, withdraw: 1 });
    expect(await stateOf(user.id, 'ST-1')).toMatchObject({ status: 'inactive' });

    // Feed A again: ST-1's content is what was imported the first time, yet it is live again.
    await importFeed(client, feedA, { create: 0, update: 1, unchanged: 1, withdraw: 0 });
    expect(await stateOf(user.id, 'ST-1')).toMatchObject({ status: 'active', market_status: 'available' });
    expect(await stateOf(user.id, 'ST-2')).toMatchObject({ status: 'active' });
    const search = await t.app.inject({ url: '/api/search?q=Manchester&limit=100' });
    const found = (search.json().data as Array<{ id: string }>).map((offer) => offer.id);
    expect(found).toContain((await stateOf(user.id, 'ST-1'))?.id);
  });

  it("applies the feed's market state over one changed on the site, the content being the same", async () => {
    const { user, client } = await company();
    await importFeed(client, [house(3, { status: 'sold-stc' }), house(4)], { create: 2 });
    expect(await stateOf(user.id, 'ST-3')).toMatchObject({ status: 'active', market_status: 'sold_stc' });
    // Marked sold on the site (My Ads); ST-4 under offer there.
    const sold = await stateOf(user.id, 'ST-3');
    const underOffer = await stateOf(user.id, 'ST-4');
    expect((await client.patch(`/api/offers/${sold?.id}/market-status`, { market_status: 'sold' })).statusCode).toBe(
      200,
    );
    expect(
      (await client.patch(`/api/offers/${underOffer?.id}/market-status`, { market_status: 'under_offer' })).statusCode,
    ).toBe(200);

    // The same feed again: the feed still says sold STC and available, and so the site says again.
    await importFeed(client, [house(3, { status: 'sold-stc' }), house(4)], { update: 2, unchanged: 0 });
    expect(await stateOf(user.id, 'ST-3')).toMatchObject({ status: 'active', market_status: 'sold_stc' });
    expect(await stateOf(user.id, 'ST-4')).toMatchObject({ status: 'active', market_status: 'available' });

    // Nothing differs now: nothing to do.
    await importFeed(client, [house(3, { status: 'sold-stc' }), house(4)], { update: 0, unchanged: 2 });
  });

  it('brings a sold listing back as available, and a let one back to let', async () => {
    const { user, client } = await company();
    const flat = (changes: Partial<FeedListing>) =>
      house(5, { transaction: 'letting', rentFrequency: 'monthly', pricePence: 1_250_00, ...changes });
    await importFeed(client, [house(6, { status: 'sold' }), flat({ status: 'let' })], { create: 2 });
    expect(await stateOf(user.id, 'ST-6')).toMatchObject({ market_status: 'sold' });
    expect(await stateOf(user.id, 'ST-5')).toMatchObject({ market_status: 'let' });
    await importFeed(client, [house(6), flat({ status: 'available' })], { update: 2 });
    expect(await stateOf(user.id, 'ST-6')).toMatchObject({ status: 'active', market_status: 'available' });
    expect(await stateOf(user.id, 'ST-5')).toMatchObject({ status: 'active', market_status: 'available' });
  });
});
