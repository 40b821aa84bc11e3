import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_MESSAGES } from '#contract/saved-searches.ts';
import { randomToken, sha256 } from '#core/accounts/secrets.ts';
import { savedSearches } from '#db/schema/searches.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { createClient, guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';
import { isOneClickBody } from '../one-click-unsubscribe.ts';

let ann: TestClient;
let bob: TestClient;
let annId: string;
const PASSWORD = 'Brick-Lane-204';
const LEEDS = 'type=rent&category=flat&location[lat]=53.8008&location[lon]=-1.5491&location[display_name]=Leeds';

const t = testAppForFile();

beforeAll(async () => {
  const db = t.database.db;
  annId = (await createUser(db, { email: 'ann@saved.example', password: PASSWORD })).id;
  await createUser(db, { email: 'bob@saved.example', password: PASSWORD });
  ann = await signedInClient(t.app, 'ann@saved.example', PASSWORD, '203.0.113.50');
  bob = await signedInClient(t.app, 'bob@saved.example', PASSWORD, '203.0.113.51');
});

const save = (client: TestClient, body: Record<string, unknown>) => client.post('/api/saved-searches', body);
const row = async (id: number) => (await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0];

describe('saved searches API', () => {
  it('needs a login for every operation', async () => {
    const guest = await guestClient(t.app, '203.0.113.52');
    expect((await guest.get('/api/saved-searches')).statusCode).toBe(401);
    expect((await save(guest, { name: 'x', query: LEEDS, frequency: 'daily' })).statusCode).toBe(401);
    expect((await guest.patch('/api/saved-searches/1', { name: 'y' })).statusCode).toBe(401);
    expect((await guest.delete('/api/saved-searches/1')).statusCode).toBe(401);
  });

  it('saves a search with its query normalised: no page, sort or limit', async () => {
    const response = await save(ann, {
      name: '  Flats in Leeds ',
      query: `?${LEEDS}&page=3&sort=price-asc&limit=50&price[max]=1500`,
      frequency: 'instant',
    });
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toEqual({
      id: expect.any(Number),
      name: 'Flats in Leeds',
      query: expect.any(String),
      frequency: 'instant',
      created_at: expect.any(String),
      last_alert_at: null,
    });
    const params = new URLSearchParams(saved.query);
    expect(params.get('type')).toBe('rent');
    expect(params.get('category')).toBe('flat');
    expect(params.get('location[display_name]')).toBe('Leeds');
    expect(params.get('price[max]')).toBe('1500');
    expect(params.has('page') || params.has('sort') || params.has('limit')).toBe(false);
    // The stored row: a watermark of "now" and a token nobody knows.
    const stored = await row(saved.id);
    expect(stored?.userId).toBe(annId);
    expect(stored?.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs((stored?.alertedUpTo.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('saves what it can read of a search, and a place given by name as that place', async () => {
    const response = await save(ann, {
      name: 'Lenient',
      query: 'type=castle&location=Leeds&flavour=mint&price[max]=%C2%A3250%2C000',
      frequency: 'daily',
    });
    expect(response.statusCode).toBe(201);
    const params = new URLSearchParams(response.json().query);
    expect(params.has('type') || params.has('flavour') || params.has('location')).toBe(false);
    expect(params.get('price[max]')).toBe('250000');
    expect(params.get('location[display_name]')).toMatch(/^Leeds/);
    expect(Number(params.get('location[lat]'))).toBeCloseTo(53.8, 1);
    await ann.delete(`/api/saved-searches/${response.json().id}`);
  });

  it('refuses a place name that names no place, or several (422 under `query`)', async () => {
    const unknown = await save(ann, { name: 'Nowhere', query: 'location=Atlantis', frequency: 'daily' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ query: [SAVED_SEARCH_MESSAGES.placeUnknown('Atlantis')] });
    const several = await save(ann, { name: 'Which', query: 'location=Newport', frequency: 'daily' });
    expect(several.json().errors).toEqual({ query: [SAVED_SEARCH_MESSAGES.placeAmbiguous('Newport')] });
  });

  it('checks the name, the frequency and unknown fields (422)', async () => {
    const tooLong = await save(ann, { name: 'x'.repeat(81), query: LEEDS, frequency: 'daily' });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['name']);
    const blank = await save(ann, { name: '   ', query: LEEDS, frequency: 'daily' });
    expect(blank.json().errors.name).toEqual(['Enter a name for this search']);
    const frequency = await save(ann, { name: 'x', query: LEEDS, frequency: 'hourly' });
    expect(Object.keys(frequency.json().errors)).toEqual(['frequency']);
    const extra = await save(ann, { name: 'x', query: LEEDS, frequency: 'daily', user_id: 'someone' });
    expect(extra.statusCode).toBe(422);
    expect(Object.keys(extra.json().errors)).toEqual(['user_id']);
    // frequency defaults to daily
    const plain = await save(ann, { name: 'Anything', query: '' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ query: '', frequency: 'daily' });
    await ann.delete(`/api/saved-searches/${plain.json().id}`);
  });

  it('lists only the caller’s searches, newest first', async () => {
    const first = (await save(bob, { name: 'Bob one', query: 'type=sell', frequency: 'weekly' })).json();
    const second = (await save(bob, { name: 'Bob two', query: 'type=swap', frequency: 'off' })).json();
    const list = (await bob.get('/api/saved-searches')).json();
    expect(list.data.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    expect(list.meta).toMatchObject({ total: 2, page: 1 });
    const annList = (await ann.get('/api/saved-searches')).json();
    expect(annList.data.some((item: { name: string }) => item.name.startsWith('Bob'))).toBe(false);
  });

  it('renames, changes the frequency, and deletes', async () => {
    const saved = (await save(ann, { name: 'Old name', query: 'type=sell', frequency: 'daily' })).json();
    const renamed = await ann.patch(`/api/saved-searches/${saved.id}`, { name: 'New name' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: saved.id, name: 'New name', frequency: 'daily' });
    expect((await ann.patch(`/api/saved-searches/${saved.id}`, { frequency: 'off' })).json().frequency).toBe('off');
    // Back on from off: alerts start from now, not from when they stopped.
    await t.database.db
      .update(savedSearches)
      .set({ alertedUpTo: new Date('2020-01-01T00:00:00Z') })
      .where(eq(savedSearches.id, saved.id));
    expect((await ann.patch(`/api/saved-searches/${saved.id}`, { frequency: 'weekly' })).json().frequency).toBe(
      'weekly',
    );
    expect((await row(saved.id))?.alertedUpTo.getFullYear()).toBeGreaterThan(2020);
    expect((await ann.patch(`/api/saved-searches/${saved.id}`, { query: 'type=rent' })).statusCode).toBe(422);
    expect((await ann.delete(`/api/saved-searches/${saved.id}`)).statusCode).toBe(204);
    expect((await ann.delete(`/api/saved-searches/${saved.id}`)).statusCode).toBe(404);
    expect((await ann.patch(`/api/saved-searches/${saved.id}`, { name: 'Gone' })).statusCode).toBe(404);
  });

  it('answers 404 for another user’s saved search, and changes nothing', async () => {
    const bobs = (await save(bob, { name: 'Bob private', query: 'type=rent', frequency: 'daily' })).json();
    expect((await ann.patch(`/api/saved-searches/${bobs.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await ann.patch(`/api/saved-searches/${bobs.id}`, { frequency: 'off' })).statusCode).toBe(404);
    expect((await ann.delete(`/api/saved-searches/${bobs.id}`)).statusCode).toBe(404);
    expect(await row(bobs.id)).toMatchObject({ name: 'Bob private', frequency: 'daily' });
    expect((await ann.patch('/api/saved-searches/2147483647', { name: 'x' })).statusCode).toBe(404);
  });

  it('keeps at most 50 saved searches per user', async () => {
    const carl = await createUser(t.database.db, { email: 'carl@saved.example', password: PASSWORD });
    const client = await signedInClient(t.app, 'carl@saved.example', PASSWORD, '203.0.113.53');
    await t.database.db.insert(savedSearches).values(
      Array.from({ length: 49 }, (_, i) => ({
        userId: carl.id,
        name: `Search ${i}`,
        query: `price[max]=${1000 + i}`,
        unsubscribeTokenHash: sha256(randomToken()),
      })),
    );
    // Three at once for the last place: one gets it.
    const attempts = await Promise.all(
      ['sell', 'rent', 'swap'].map((type) => save(client, { name: `Last ${type}`, query: `type=${type}` })),
    );
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
    const refused = attempts.find((response) => response.statusCode === 422);
    expect(refused?.json()).toMatchObject({
      code: 'saved_searches_limit',
      message: 'You can save up to 50 searches. Delete one to save another.',
    });
    expect((await client.get('/api/saved-searches')).json().meta.total).toBe(50);
  });
});

describe('unsubscribe link', () => {
  async function searchWithToken(frequency: 'daily' | 'off' = 'daily') {
    const token = randomToken();
    const [created] = await t.database.db
      .insert(savedSearches)
      .values({ userId: annId, name: 'Alerted', query: 'type=rent', frequency, unsubscribeTokenHash: sha256(token) })
      .returning();
    if (!created) throw new Error('not created');
    return { id: created.id, token };
  }
  const url = (token: string) => `/api/saved-searches/unsubscribe?token=${token}`;

  it('names the search a token stops from a GET without a login, and changes nothing', async () => {
    const { id, token } = await searchWithToken();
    const stranger = createClient(t.app, { remoteAddress: '203.0.113.54' });
    const first = await stranger.get(url(token));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ name: 'Alerted', alerts_on: true });
    expect((await row(id))?.frequency).toBe('daily');
    const unknown = await stranger.get(url(randomToken()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SAVED_SEARCH_MESSAGES.unsubscribeLinkInvalid);
    expect((await stranger.get('/api/saved-searches/unsubscribe?token=short')).statusCode).toBe(422);
    const stopped = await searchWithToken('off');
    expect((await stranger.get(url(stopped.token))).json()).toEqual({ name: 'Alerted', alerts_on: false });
  });

  it('takes the RFC 8058 one-click POST without a session or CSRF header, with a valid token only', async () => {
    const { id, token } = await searchWithToken();
    const mailClient = createClient(t.app, { remoteAddress: '203.0.113.55' });
    const form = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };
    const wrong = await mailClient.post(url(randomToken()), 'List-Unsubscribe=One-Click', { headers: form });
    expect(wrong.statusCode).toBe(404);
    expect((await row(id))?.frequency).toBe('daily');
    const noBody = await mailClient.post(url(token), 'something=else', { headers: form });
    expect(noBody.statusCode).toBe(422);
    expect((await row(id))?.frequency).toBe('daily');
    const done = await mailClient.post(url(token), 'List-Unsubscribe=One-Click', { headers: form });
    expect(done.statusCode).toBe(200);
    expect((await row(id))?.frequency).toBe('off');
    expect(mailClient.cookies.size).toBe(0);
  });

  it('accepts the one-click body as multipart/form-data too', async () => {
    const { id, token } = await searchWithToken();
    const boundary = '----dazu1234';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const response = await createClient(t.app).post(url(token), body, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(200);
    expect((await row(id))?.frequency).toBe('off');
  });

  it('keeps CSRF on every other saved-search write', async () => {
    expect((await ann.post('/api/saved-searches', { name: 'x', query: '' }, { csrf: false })).statusCode).toBe(419);
  });

  it('recognises the one-click body', () => {
    expect(isOneClickBody('List-Unsubscribe=One-Click')).toBe(true);
    expect(isOneClickBody('List-Unsubscribe=Other')).toBe(false);
    expect(isOneClickBody(undefined)).toBe(false);
    expect(isOneClickBody({ 'List-Unsubscribe': 'One-Click' })).toBe(false);
  });
});
