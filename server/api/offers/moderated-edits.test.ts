// Editing an approved ad with moderation on: a material change waits for an operator
// while the approved version stays on the site (page, search, cards); the owner edits
// and sees the pending version; approving puts it live, rejecting keeps the old one and
// tells the owner why; a price alone applies at once; deactivating and activating does
// not get around the check; two saves at once leave exactly one pending revision.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles } from '#core/storage/sweep.ts';
import { notifications } from '#db/schema/accounts.ts';
import { categories } from '#db/schema/catalogue.ts';
import * as images from '#tests/fixtures/hostile-files.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';
import { httpRequest, listen } from '#tests/setup/http.ts';
import { type FormEntry, multipartBody } from '#tests/setup/multipart.ts';

const PASSWORD = 'Moderated-Lane-41';
let ann: TestClient;
let operator: TestClient;
let bob: TestClient;
let annId: string;
let detachedId: number;

const t = testAppForFile({ OFFER_MODERATION: 'true' });

beforeAll(async () => {
  const db = t.database.db;
  annId = (await createUser(db, { email: 'ann@moderated.example', password: PASSWORD })).id;
  await createUser(db, { email: 'bob@moderated.example', password: PASSWORD });
  await createUser(db, { email: 'operator@moderated.example', password: PASSWORD, roles: ['user', 'owner'] });
  ann = await signedInClient(t.app, 'ann@moderated.example', PASSWORD, '203.0.113.160');
  bob = await signedInClient(t.app, 'bob@moderated.example', PASSWORD, '203.0.113.161');
  operator = await signedInClient(t.app, 'operator@moderated.example', PASSWORD, '203.0.113.162');
  detachedId = (await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'detached')))[0]
    ?.id as number;
});

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Stone cottage by the harbour',
  category_id: detachedId,
  price: 38_000_000,
  description: '<p>Thick walls and a sea view.</p>',
  location: { lat: 50.1188, lon: -5.5376, name: 'Penzance' },
  attributes: [
    { id: 1, value: 'sell' },
    { id: 11, value: '3' },
  ],
  ...overrides,
});

function form(offer: Record<string, unknown>, files: ReadonlyArray<readonly [string, Buffer]> = []) {
  const entries: FormEntry[] = [
    ['offer', JSON.stringify(offer)],
    ...files.map(([name, bytes], i) => [name, { filename: `photo-${i}.png`, type: 'image/png', bytes }] as const),
  ];
  return multipartBody(entries);
}
const save = (client: TestClient, id: string, offer: Record<string, unknown>, files: Array<[string, Buffer]> = []) => {
  const body = form(offer, files);
  return client.post(`/api/offers/update/${id}`, body.payload, { headers: body.headers });
};

/** An ad of Ann's, posted, submitted and approved: live, as the public sees it. */
async function liveOffer(overrides: Record<string, unknown> = {}, files: Array<[string, Buffer]> = []) {
  const body = form(input(overrides), files);
  const created = await ann.post('/api/offers', body.payload, { headers: body.headers });
  expect(created.statusCode).toBe(201);
  const { id } = created.json() as { id: string };
  expect((await ann.patch(`/api/offers/submit/${id}`)).json().status).toBe('pending_moderation');
  expect((await operator.patch(`/api/admin/offers/${id}/approve`)).statusCode).toBe(200);
  return id;
}

const publicView = async (id: string) => {
  const response = await t.app.inject({ url: `/api/offers/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const searchIds = async (q: string) =>
  ((await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` })).json().data as Array<{ id: string }>).map(
    (offer) => offer.id,
  );
const editing = async (id: string) => (await ann.get(`/api/offers/${id}/edit`)).json();
const myRow = async (id: string) =>
  ((await ann.get('/api/user/offers?limit=50')).json().data as Array<{ id: string }>).find((row) => row.id === id);
const pendingRevisions = async () =>
  (await operator.get('/api/admin/offer-revisions')).json().data as Array<{
    id: number;
    offer: { id: string };
    changes: Array<{ field: string; before: unknown; after: unknown }>;
  }>;
const revisionOf = async (offerId: string) => (await pendingRevisions()).find((r) => r.offer.id === offerId);
const bell = async () =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, annId))).map((n) => n.message);
const revisionRows = async (offerId: string) =>
  (
    await t.database.db.execute<{ status: string; title: string }>(
      sql`select status, content->>'title' as title from offer_revisions where offer_id = ${offerId} order by id`,
    )
  ).rows;

describe('a material edit of a live ad', () => {
  it('keeps the approved version on the site until an operator approves the change', async () => {
    const id = await liveOffer({ title: 'Granite cottage near Marazion' });
    const saved = await save(ann, id, input({ title: 'Lighthouse keeper’s cottage near Marazion' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'active', revision: { status: 'pending', changed: ['title'] } });

    // The public page, search and cards show the approved version.
    expect((await publicView(id)).title).toBe('Granite cottage near Marazion');
    expect(await searchIds('granite')).toContain(id);
    expect(await searchIds('lighthouse')).not.toContain(id);
    // The owner edits the pending version and sees that it waits.
    expect(await editing(id)).toMatchObject({
      title: 'Lighthouse keeper’s cottage near Marazion',
      revision: { status: 'pending', changed: ['title'], reason: null },
    });
    expect(await myRow(id)).toMatchObject({
      title: 'Granite cottage near Marazion',
      revision: { status: 'pending', changed: ['title'] },
    });
    expect((await ann.get(`/api/offers/${id}`)).json().title).toBe('Granite cottage near Marazion');

    // The operator sees what changes, approves, and the new title is live.
    const revision = await revisionOf(id);
    expect(revision?.changes).toEqual([
      { field: 'title', before: 'Granite cottage near Marazion', after: 'Lighthouse keeper’s cottage near Marazion' },
    ]);
    const approved = await operator.patch(`/api/admin/offer-revisions/${revision?.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', offer: { id, status: 'active' } });
    expect((await publicView(id)).title).toBe('Lighthouse keeper’s cottage near Marazion');
    expect(await searchIds('lighthouse')).toContain(id);
    expect(await bell()).toContain(
      'Your changes to “Lighthouse keeper’s cottage near Marazion” have been approved and are live.',
    );
    expect((await editing(id)).revision).toBeNull();
    expect(await revisionOf(id)).toBeUndefined();
    // On record, with the titles before and after.
    expect((await operator.get(`/api/admin/audit?target_id=${id}&action=offers.approve-`)).json().data).toEqual([
      expect.objectContaining({
        action: 'offers.approve-changes',
        actor_email: 'operator@moderated.example',
        address: '203.0.113.162',
        before: { title: 'Granite cottage near Marazion', revision: revision?.id },
        after: { title: 'Lighthouse keeper’s cottage near Marazion', revision: revision?.id, status: 'approved' },
      }),
    ]);
    // Decided once: approving again is a conflict.
    const again = await operator.patch(`/api/admin/offer-revisions/${revision?.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('These changes have already been approved.');
  });

  it('rejected changes leave the ad as it was, and the owner reads why', async () => {
    const id = await liveOffer({ title: 'Slate-roofed barn conversion' });
    await save(
      ann,
      id,
      input({ title: 'Slate-roofed barn conversion', description: '<p>Call 07700 900999 to skip the portal.</p>' }),
    );
    const revision = await revisionOf(id);
    expect(revision?.changes.map((change) => change.field)).toEqual(['description']);
    expect(
      (await operator.patch(`/api/admin/offer-revisions/${revision?.id}/reject`, { reason: '  ' })).statusCode,
    ).toBe(422);
    const rejected = await operator.patch(`/api/admin/offer-revisions/${revision?.id}/reject`, {
      reason: 'Contact details belong in your profile, not in the description.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', offer: { status: 'active' } });
    expect((await operator.get(`/api/admin/audit?target_id=${id}&action=offers.reject-`)).json().data).toEqual([
      expect.objectContaining({
        action: 'offers.reject-changes',
        after: expect.objectContaining({ status: 'rejected', reason: expect.stringMatching(/^Contact details/) }),
      }),
    ]);
    expect((await publicView(id)).description).toBe('<p>Thick walls and a sea view.</p>');
    const notice = {
      status: 'rejected',
      reason: 'Contact details belong in your profile, not in the description.',
    };
    expect((await editing(id)).revision).toMatchObject(notice);
    expect((await editing(id)).description).toBe('<p>Thick walls and a sea view.</p>');
    expect(await myRow(id)).toMatchObject({ revision: notice });
    expect(await bell()).toContain(
      'Your changes to “Slate-roofed barn conversion” were not approved, and the ad stays as it was: Contact details belong in your profile, not in the description.',
    );
    // The next save of the owner makes the rejection history.
    await save(ann, id, input({ title: 'Slate-roofed barn conversion', price: 37_500_000 }));
    expect((await editing(id)).revision).toBeNull();
  });

  it('applies a price change at once (and tells the people who saved the ad), holding only the material part', async () => {
    const id = await liveOffer({ title: 'Fisherman’s cottage in Mousehole' });
    expect((await bob.post(`/api/favorites/${id}`)).statusCode).toBeLessThan(300);
    const cheaper = await save(ann, id, input({ title: 'Fisherman’s cottage in Mousehole', price: 35_000_000 }));
    expect(cheaper.json().revision).toBeNull();
    expect(await publicView(id)).toMatchObject({ price: 35_000_000, previous_price: 38_000_000, reduced: true });
    const bobBell = (await bob.get('/api/user/notifications')).json().data as Array<{ message: string }>;
    expect(bobBell.map((n) => n.message)).toContainEqual(
      expect.stringMatching(/^Price reduced on a property you saved: Fisherman’s cottage in Mousehole/),
    );
    expect(await revisionRows(id)).toEqual([]);

    // Title and price together: the price goes live, the title waits.
    const both = await save(ann, id, input({ title: 'Harbourside cottage in Mousehole', price: 34_000_000 }));
    expect(both.json().revision).toMatchObject({ status: 'pending', changed: ['title'] });
    expect(await publicView(id)).toMatchObject({ title: 'Fisherman’s cottage in Mousehole', price: 34_000_000 });
    expect(await editing(id)).toMatchObject({ title: 'Harbourside cottage in Mousehole', price: 34_000_000 });
  });

  it('holds a new listing type with its price until it is approved', async () => {
    const id = await liveOffer({ title: 'Chapel conversion in St Just' });
    const saved = await save(
      ann,
      id,
      input({
        title: 'Chapel conversion in St Just',
        price: 180_000,
        attributes: [
          { id: 1, value: 'rent' },
          { id: 5, value: 'true' },
        ],
      }),
    );
    expect(saved.json().revision).toMatchObject({ changed: ['listing_type', 'price_period'] });
    expect(await publicView(id)).toMatchObject({ listing_type: 'sell', price: 38_000_000 });
  });

  it('does not let deactivating and activating again get around the check', async () => {
    const id = await liveOffer({ title: 'Engine house near Botallack' });
    expect((await ann.patch('/api/offers/deactivate', { offers: [id] })).statusCode).toBe(200);
    const saved = await save(ann, id, input({ title: 'Unchecked words near Botallack' }));
    expect(saved.json()).toMatchObject({ status: 'inactive', revision: { status: 'pending' } });
    expect((await ann.patch('/api/offers/activate', { offers: [id] })).statusCode).toBe(200);
    expect((await publicView(id)).title).toBe('Engine house near Botallack');
  });

  it('replaces the pending revision with a newer save', async () => {
    const id = await liveOffer({ title: 'Cottage above Lamorna Cove' });
    await save(ann, id, input({ title: 'First idea above Lamorna Cove' }));
    await save(ann, id, input({ title: 'Second idea above Lamorna Cove' }));
    expect(await revisionRows(id)).toEqual([
      { status: 'replaced', title: 'First idea above Lamorna Cove' },
      { status: 'pending', title: 'Second idea above Lamorna Cove' },
    ]);
    // Saving the approved title again: nothing waits any more.
    await save(ann, id, input({ title: 'Cottage above Lamorna Cove' }));
    expect((await revisionRows(id)).map((row) => row.status)).toEqual(['replaced', 'replaced']);
    expect((await editing(id)).revision).toBeNull();
  });
});

describe('rejecting the whole ad', () => {
  it('rejects its waiting changes with it', async () => {
    const id = await liveOffer({ title: 'Cottage with a doubtful past' });
    await save(ann, id, input({ title: 'Cottage with a doubtful future' }));
    const rejected = await operator.patch(`/api/admin/offers/${id}/reject`, {
      reason: 'This property is not for sale.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await revisionRows(id)).toEqual([{ status: 'rejected', title: 'Cottage with a doubtful future' }]);
    expect(await revisionOf(id)).toBeUndefined();
  });
});

describe('photos of a live ad', () => {
  it('holds new photos for review, removes one at once, and keeps pending files from the sweep', async () => {
    const [front, garden, porch] = await Promise.all([
      images.png(900, 600),
      images.png(901, 600),
      images.png(902, 600),
    ]);
    const id = await liveOffer({ title: 'Cottage with two photographs' }, [
      ['photos', front as Buffer],
      ['photos', garden as Buffer],
    ]);
    const before = await editing(id);
    expect(before.photos).toHaveLength(2);

    // Removing the second photo shows nothing new: it applies at once.
    const removed = await save(
      ann,
      id,
      input({ title: 'Cottage with two photographs', photos: [{ id: before.photos[0].id }] }),
    );
    expect(removed.json().revision).toBeNull();
    expect((await publicView(id)).photos).toHaveLength(1);
    const [kept] = (await editing(id)).photos;

    // A new photo waits: the public still sees one, the owner's form shows both.
    const added = await save(
      ann,
      id,
      input({ title: 'Cottage with two photographs', photos: [{ id: kept.id }, { upload: 0 }] }),
      [['photos', porch as Buffer]],
    );
    expect(added.json(), added.body).toMatchObject({ revision: { status: 'pending', changed: ['photos'] } });
    expect((await publicView(id)).photos).toHaveLength(1);
    const pending = await editing(id);
    expect(pending.photos).toHaveLength(2);
    const change = (await revisionOf(id))?.changes[0];
    expect(change).toMatchObject({ field: 'photos', before: [{ id: kept.id, url: before.photos[0].url }] });
    expect(change?.after).toHaveLength(2);

    // Its files stay while it waits, however old they are.
    const keyOf = (url: string) => url.replace(/^\/storage\//, '').replace(/-\d+\.webp$/, '');
    const newKey = keyOf(pending.photos[1].url);
    const stored = async () => {
      const keys: string[] = [];
      for await (const entry of t.app.storage.list(newKey)) keys.push(entry.key);
      return keys;
    };
    const later = new Date(Date.now() + 3 * 86_400_000);
    await sweepOrphanFiles(t.database.db, t.app.storage, { now: later });
    expect(await stored()).not.toEqual([]);
    // Saving again with the pending photo kept by its id keeps it pending.
    const again = await save(
      ann,
      id,
      input({
        title: 'Cottage with two photographs',
        photos: pending.photos.map((p: { id: number }) => ({ id: p.id })),
      }),
    );
    expect(again.json().revision).toMatchObject({ changed: ['photos'] });

    // Rejected: the ad keeps its one photo and the new one's files go with the next sweep.
    const revision = await revisionOf(id);
    await operator.patch(`/api/admin/offer-revisions/${revision?.id}/reject`, {
      reason: 'The photo shows a different house.',
    });
    expect((await publicView(id)).photos).toHaveLength(1);
    await sweepOrphanFiles(t.database.db, t.app.storage, { now: later });
    expect(await stored()).toEqual([]);
  });
});

describe('who may see and decide', () => {
  it('shows pending changes only to the ad’s managers, and lets only operators decide', async () => {
    const id = await liveOffer({ title: 'Cottage under the moor' });
    await save(ann, id, input({ title: 'Secret new words under the moor' }));
    const revision = await revisionOf(id);
    await createUser(t.database.db, {
      email: 'agency@moderated.example',
      password: PASSWORD,
      accountType: 'agency',
      companyName: 'Moor Homes',
      roles: ['user', 'company'],
    });
    const agency = await signedInClient(t.app, 'agency@moderated.example', PASSWORD, '203.0.113.163');
    const guest = await guestClient(t.app, '203.0.113.164');

    for (const [client, status] of [
      [bob, 403],
      [agency, 403],
      [ann, 403],
      [guest, 401],
    ] as const) {
      expect((await client.get('/api/admin/offer-revisions')).statusCode).toBe(status);
      expect((await client.patch(`/api/admin/offer-revisions/${revision?.id}/approve`)).statusCode).toBe(status);
      expect(
        (await client.patch(`/api/admin/offer-revisions/${revision?.id}/reject`, { reason: 'No' })).statusCode,
      ).toBe(status);
    }
    for (const client of [bob, agency]) {
      expect((await client.get(`/api/offers/${id}/edit`)).statusCode).toBe(404);
      expect((await client.get(`/api/offers/${id}`)).json().title).toBe('Cottage under the moor');
      expect((await client.get(`/api/offers/${id}`)).json().owner_view).toBeNull();
    }
    expect((await t.app.inject({ url: `/api/offers/${id}` })).body).not.toContain('Secret new words');
    expect(await revisionOf(id)).toMatchObject({ id: revision?.id });
    expect((await operator.patch('/api/admin/offer-revisions/999999/approve')).statusCode).toBe(404);
  });
});

describe('the operator’s API', () => {
  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/offers',
        '/api/admin/offer-revisions',
        '/api/admin/offer-revisions/{id}/approve',
        '/api/admin/offer-revisions/{id}/reject',
      ]),
    );
    expect(document.components.schemas.AdminRevision.properties).toHaveProperty('changes');
  });
});

describe('two saves at once', () => {
  it('leave exactly one pending revision', async () => {
    const id = await liveOffer({ title: 'Cottage by the lifeboat station' });
    const base = await listen(t.app);
    const titles = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'].map(
      (word) => `${word} cottage by the lifeboat`,
    );
    const answers = await Promise.all(
      titles.map((title) => httpRequest(base, ann, 'POST', `/api/offers/update/${id}`, input({ title }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(titles.map(() => 200));
    const rows = await revisionRows(id);
    expect(rows).toHaveLength(titles.length);
    const pending = rows.filter((row) => row.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(titles).toContain(pending[0]?.title);
    expect((await editing(id)).title).toBe(pending[0]?.title);
    expect((await publicView(id)).title).toBe('Cottage by the lifeboat station');
  });
});
