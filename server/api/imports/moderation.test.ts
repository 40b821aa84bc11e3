// Bulk import with moderation on: new listings wait in the operator's queue (not in
// search) until approved; a later feed's material change of an approved listing, new
// photos included, waits as a revision while the approved version stays on the site; a
// price alone applies at once; a listing withdrawn while waiting leaves the queue.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedListing } from '#core/imports/feeds/feed-listing.ts';
import { importApplyJob } from '#jobs/definitions/import-apply.ts';
import { writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { buildZip } from '#tests/fixtures/feeds/zip-writer.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { jobDepsOf, testAppForFile } from '#tests/setup/app.ts';
import { signedInClient, type TestClient } from '#tests/setup/client.ts';
import { multipartBody } from '#tests/setup/multipart.ts';

const PASSWORD = 'Import-Queue-58';
let company: TestClient;
let operator: TestClient;
let companyId: string;
let front: Buffer;
let back: Buffer;

// No job workers: the test runs the import job itself, with the app's configuration.
const t = testAppForFile({ OFFER_MODERATION: 'true', JOBS_WORKER: 'false' });

beforeAll(async () => {
  const db = t.database.db;
  companyId = (await createUser(db, { password: PASSWORD, accountType: 'agency', companyName: 'Queue Lettings' })).id;
  const email = (await db.execute<{ email: string }>(sql`select email from users where id = ${companyId}`)).rows[0]
    ?.email as string;
  await createUser(db, { email: 'operator@import-queue.example', password: PASSWORD, roles: ['user', 'owner'] });
  company = await signedInClient(t.app, email, PASSWORD, '203.0.113.170');
  operator = await signedInClient(t.app, 'operator@import-queue.example', PASSWORD, '203.0.113.171');
  const picture = (r: number) =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g: 90, b: 60 } } })
      .jpeg()
      .toBuffer();
  [front, back] = await Promise.all([picture(200), picture(40)]);
});

// One branch's listings: a full file withdraws only what it leaves out of the branches it names.
const house = (i: number, changes: Partial<FeedListing> = {}) =>
  importableListing(i, `Q-${i}`, { branch: '40000', ...changes });
const photo = (source: string) => ({ kind: 'photo' as const, source, caption: null });

/** Uploads a zip of the feed and its photos, confirms it and runs the import job. */
async function importFeed(listings: FeedListing[]) {
  const zip = buildZip([
    { name: 'feed.blm', data: Buffer.from(writeBlm(listings)) },
    { name: 'front.jpg', data: front },
    { name: 'back.jpg', data: back },
  ]);
  const body = multipartBody([['file', { filename: 'feed.zip', type: 'application/zip', bytes: zip }]]);
  const preview = await company.post('/api/offers-import', body.payload, { headers: body.headers });
  expect(preview.statusCode, preview.body).toBe(201);
  const { id } = preview.json() as { id: string };
  expect((await company.post('/api/offers-import/migrate', { id })).statusCode).toBe(202);
  await importApplyJob.handler({ importId: id }, jobDepsOf(t), {
    id: 'test',
    attempt: 1,
    signal: new AbortController().signal,
  });
}

// The listing's offer in its branch: a BLM row's is `{BRANCH_ID}/{AGENT_REF}`.
const offerOf = async (reference: string) =>
  (
    await t.database.db.execute<{ id: string; status: string; title: string; price: string }>(sql`
      select id, status, title, price from offers where feed_owner_id = ${companyId} and feed_reference like ${`%/${reference}`}`)
  ).rows[0] as { id: string; status: string; title: string; price: string };
const publicView = (id: string) => t.app.inject({ url: `/api/offers/${id}` });
const searchIds = async () =>
  ((await t.app.inject({ url: '/api/search?q=Manchester&limit=100' })).json().data as Array<{ id: string }>).map(
    (offer) => offer.id,
  );
const pendingRevisionOf = async (offerId: string) =>
  (
    (await operator.get('/api/admin/offer-revisions')).json().data as Array<{
      id: number;
      source: string;
      offer: { id: string };
      changes: Array<{ field: string; before: unknown; after: unknown }>;
    }>
  ).find((revision) => revision.offer.id === offerId);

describe('an import with moderation on', () => {
  it('queues new listings and holds material changes of approved ones for an operator', async () => {
    await importFeed([house(1, { bedrooms: 3, media: [photo('front.jpg')] }), house(2, { bedrooms: 2 })]);
    const [first, second] = [await offerOf('Q-1'), await offerOf('Q-2')];
    expect([first.status, second.status]).toEqual(['pending_moderation', 'pending_moderation']);
    expect((await publicView(first.id)).statusCode).toBe(404);
    expect(await searchIds()).not.toContain(first.id);
    // Operators find them in the queue, marked as imported.
    const queue = (await operator.get('/api/admin/offers?status=pending_moderation')).json();
    expect(queue.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          offer: expect.objectContaining({ id: first.id }),
          imported: true,
          state: expect.objectContaining({ status: 'pending_moderation' }),
        }),
        expect.objectContaining({ offer: expect.objectContaining({ id: second.id }), imported: true }),
      ]),
    );
    expect((await company.get('/api/admin/offers')).statusCode).toBe(403);

    expect((await operator.patch(`/api/admin/offers/${first.id}/approve`)).statusCode).toBe(200);
    expect(await searchIds()).toContain(first.id);
    expect(await searchIds()).not.toContain(second.id);
    expect((await publicView(first.id)).json().photos).toHaveLength(1);

    // The next feed: a bedroom more (a new title) and a second photo for the approved
    // listing, a new price for the one still waiting.
    await importFeed([
      house(1, { bedrooms: 4, media: [photo('front.jpg'), photo('back.jpg')] }),
      house(2, { bedrooms: 2, pricePence: 199_000_00 }),
    ]);
    const live = (await publicView(first.id)).json();
    expect(live.title).toBe('3 bed detached, Manchester');
    expect(live.photos).toHaveLength(1);
    const revision = await pendingRevisionOf(first.id);
    expect(revision?.source).toBe('import');
    expect(revision?.changes.map((change) => change.field)).toEqual(['title', 'photos']);
    expect(revision?.changes[0]).toMatchObject({
      before: '3 bed detached, Manchester',
      after: '4 bed detached, Manchester',
    });
    // Not approved yet: its content is simply replaced, and it keeps waiting.
    expect(await offerOf('Q-2')).toMatchObject({ status: 'pending_moderation', price: String(199_000_00) });

    const approved = await operator.patch(`/api/admin/offer-revisions/${revision?.id}/approve`);
    expect(approved.statusCode).toBe(200);
    const after = (await publicView(first.id)).json();
    expect(after.title).toBe('4 bed detached, Manchester');
    expect(after.photos).toHaveLength(2);

    // A lower price alone goes live at once; a full feed without the waiting listing
    // takes it out of the queue.
    const price = Number(first.price) - 5_000_00;
    await importFeed([house(1, { bedrooms: 4, pricePence: price, media: [photo('front.jpg'), photo('back.jpg')] })]);
    expect((await publicView(first.id)).json()).toMatchObject({ price, reduced: true });
    expect(await pendingRevisionOf(first.id)).toBeUndefined();
    expect((await offerOf('Q-2')).status).toBe('draft');
  });
});
