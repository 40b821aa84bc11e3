// Posting and editing through the API: a draft is private until submitted; the
// catalogue rules hold; the description is cleaned; only the offer's manager edits
// or submits it; submitting publishes for a full period, or waits for approval.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_LIFETIME_DAYS } from '#contract/offer-lifecycle.ts';
import { users } from '#db/schema/accounts.ts';
import { categories } from '#db/schema/catalogue.ts';
import { offerAttributeValues, offers } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { createTestApp, type TestApp, testAppForFile } from '#tests/setup/app.ts';
import { guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Brick-Lane-204';
let moderated: TestApp;
let ann: TestClient;
let bob: TestClient;
let agency: TestClient;
let detachedId: number;
let landId: number;

const t = testAppForFile();

beforeAll(async () => {
  const db = t.database.db;
  await createUser(db, { email: 'ann@post.example', password: PASSWORD });
  await createUser(db, { email: 'bob@post.example', password: PASSWORD });
  await createUser(db, {
    email: 'agency@post.example',
    password: PASSWORD,
    accountType: 'agency',
    companyName: 'Post & Co',
    roles: ['user', 'company'],
  });
  ann = await signedInClient(t.app, 'ann@post.example', PASSWORD, '203.0.113.120');
  bob = await signedInClient(t.app, 'bob@post.example', PASSWORD, '203.0.113.121');
  agency = await signedInClient(t.app, 'agency@post.example', PASSWORD, '203.0.113.122');
  const idOf = async (slug: string) =>
    (await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)))[0]?.id ?? 0;
  detachedId = await idOf('detached');
  landId = await idOf('land');
});
afterAll(async () => {
  await moderated?.close();
});

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Four bedroom detached house with garden',
  category_id: detachedId,
  price: 45_000_000,
  description: '<p>Quiet road.</p><script>alert(1)</script><img src="https://tracker.example/x.gif">',
  location: { lat: 53.4084, lon: -2.1487, name: 'Stockport' },
  links: { video: 'https://youtu.be/dQw4w9WgXcQ' },
  attributes: [
    { id: 1, value: 'sell' },
    { id: 11, value: '4' },
    { id: 16, value: ['garage', 'garden'] },
    { id: 4, value: '140' },
  ],
  ...overrides,
});
const stored = async (id: string) => (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0];

describe('posting an offer', () => {
  it('creates a private draft with a clean description and its attributes, then publishes it', async () => {
    const created = await ann.post('/api/offers', input());
    expect(created.statusCode).toBe(201);
    const { id, slug, state } = created.json();
    expect(slug).toMatch(/^four-bedroom-detached-house-with-garden-[0-9a-z]{8}$/);
    expect(state.status).toBe('draft');
    const row = await stored(id);
    expect(row?.description).toBe('<p>Quiet road.</p>');
    expect(row?.bedrooms).toBe(4);
    expect(row?.floorArea).toBe(140);
    expect(row?.features).toEqual(expect.arrayContaining(['dodatkowe:garage', 'dodatkowe:garden']));
    expect((await t.app.inject({ url: `/api/offers/${id}` })).statusCode).toBe(404);
    expect((await ann.get(`/api/offers/${id}`)).json().owner_view.status).toBe('draft');

    expect((await bob.patch(`/api/offers/submit/${id}`)).statusCode).toBe(404);
    const submitted = await ann.patch(`/api/offers/submit/${id}`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().status).toBe('active');
    expect(Math.round((Date.parse(submitted.json().expires_at) - Date.now()) / 86_400_000)).toBe(
      OFFER_LIFETIME_DAYS.sell,
    );
    const search = (await t.app.inject({ url: '/api/search?q=detached%20garden&sort=newest' })).json();
    expect(search.data.map((offer: { id: string }) => offer.id)).toContain(id);
    expect((await ann.patch(`/api/offers/submit/${id}`)).statusCode).toBe(409);
  });

  it('names every field that breaks a catalogue rule, and stores nothing', async () => {
    const before = (await t.database.db.select({ id: offers.id }).from(offers)).length;
    const response = await ann.post(
      '/api/offers',
      input({
        category_id: landId,
        attributes: [
          { id: 1, value: 'rent' },
          { id: 7, value: 'true' },
        ],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['attributes.1']);
    const unknownCategory = await ann.post('/api/offers', input({ category_id: 99_999 }));
    expect(unknownCategory.json().errors).toEqual({ category_id: ['Choose a category'] });
    const badShape = await ann.post('/api/offers', input({ price: '450000', user_id: 'x' }));
    expect(badShape.statusCode).toBe(422);
    expect((await t.database.db.select({ id: offers.id }).from(offers)).length).toBe(before);
  });

  it('needs a login and the CSRF header', async () => {
    const guest = await guestClient(t.app, '203.0.113.123');
    expect((await guest.post('/api/offers', input())).statusCode).toBe(401);
    expect((await ann.post('/api/offers', input(), { csrf: false })).statusCode).toBe(419);
  });
});

describe('editing an offer', () => {
  it('saves new content for the owner only; a lower price shows as reduced', async () => {
    const { id } = (await ann.post('/api/offers', input())).json();
    await ann.patch(`/api/offers/submit/${id}`);
    for (const other of [bob, agency]) {
      expect((await other.post(`/api/offers/update/${id}`, input({ title: 'Hijacked title here' }))).statusCode).toBe(
        404,
      );
    }
    const cheaper = await ann.post(
      `/api/offers/update/${id}`,
      input({
        price: 42_500_000,
        attributes: [
          { id: 1, value: 'sell' },
          { id: 11, value: '5+' },
        ],
      }),
    );
    expect(cheaper.statusCode).toBe(200);
    const row = await stored(id);
    expect(row?.title).toBe('Four bedroom detached house with garden');
    expect(row?.price).toBe(42_500_000);
    expect(row?.previousPrice).toBe(45_000_000);
    expect(row?.bedrooms).toBe(5);
    const values = await t.database.db.select().from(offerAttributeValues).where(eq(offerAttributeValues.offerId, id));
    expect(values.map((value) => value.attributeId).sort()).toEqual([1, 11]);
    const card = (await t.app.inject({ url: `/api/offers/${id}` })).json();
    expect(card).toMatchObject({ reduced: true, previous_price: 45_000_000, price: 42_500_000 });
    expect(cheaper.json().revision).toBeNull();
  });

  it('loads an offer stored without its listing-type row (the demo data) with its listing type', async () => {
    const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'ann@post.example'));
    const offer = await createOffer(t.database.db, {
      userId: owner?.id as string,
      listingType: 'rent',
      category: 'flat',
    });
    const editing = (await ann.get(`/api/offers/${offer.id}/edit`)).json();
    expect(editing.attributes).toContainEqual({ id: 1, value: 'rent' });
  });

  it('applies a new title at once when moderation is off, keeping no revision', async () => {
    const { id } = (await ann.post('/api/offers', input())).json();
    await ann.patch(`/api/offers/submit/${id}`);
    const renamed = await ann.post(`/api/offers/update/${id}`, input({ title: 'Renamed detached house' }));
    expect(renamed.json()).toMatchObject({ status: 'active', revision: null });
    expect((await t.app.inject({ url: `/api/offers/${id}` })).json().title).toBe('Renamed detached house');
    const revisions = await t.database.db.execute(sql`select 1 from offer_revisions where offer_id = ${id}`);
    expect(revisions.rows).toEqual([]);
  });
});

describe('with moderation on', () => {
  it('a submitted offer waits for approval', async () => {
    moderated = await createTestApp({ OFFER_MODERATION: 'true' });
    await createUser(moderated.database.db, { email: 'mod@post.example', password: PASSWORD });
    const client = await signedInClient(moderated.app, 'mod@post.example', PASSWORD, '203.0.113.124');
    const { id } = (await client.post('/api/offers', input())).json();
    const submitted = await client.patch(`/api/offers/submit/${id}`);
    expect(submitted.json().status).toBe('pending_moderation');
    expect((await moderated.app.inject({ url: `/api/offers/${id}` })).statusCode).toBe(404);
    // It starts an app of its own on a fresh database, which takes most of the time.
  }, 60_000);
});
