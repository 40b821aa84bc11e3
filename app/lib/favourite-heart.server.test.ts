// The heart posted without JavaScript, as the page's action answers it: a user's offer is
// saved or removed and the browser goes back to the page it was pressed on (only ever a
// path of this site); a visitor goes to log in with the offer to save once logged in; an
// offer no longer on the site is refused in the heart's own words.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { createTestApp, type TestApp } from '#tests/setup/app.ts';
import { createClient, type TestClient } from '#tests/setup/client.ts';
import { stubSiteWithAction } from '#tests/setup/site.ts';
import { favouriteHeartAction } from './favourite-heart.server.ts';

const PASSWORD = 'Heart-Shaped-42';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
let t: TestApp;
let offerId: string;

beforeAll(async () => {
  t = await createTestApp({}, { site: stubSiteWithAction(favouriteHeartAction) });
  const advertiser = await createUser(t.database.db);
  offerId = (await createOffer(t.database.db, { userId: advertiser.id, title: 'Terrace by the park' })).id;
});
afterAll(async () => t?.close());

/** The heart's form as a browser posts it from `next`. */
const press = (client: TestClient, fields: Record<string, string>) =>
  client.post('/favorites', new URLSearchParams(fields).toString(), {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      'user-agent': BROWSER,
    },
  });

async function signedIn(): Promise<TestClient> {
  const user = await createUser(t.database.db, { password: PASSWORD });
  const client = createClient(t.app);
  await client.login(user.email, PASSWORD);
  return client;
}

const favouriteIds = async (client: TestClient) => (await client.get('/api/favorites/ids')).json() as string[];

describe('the heart without JavaScript', () => {
  it('saves the offer, comes back to the page, and removes it again', async () => {
    const client = await signedIn();
    const saved = await press(client, { intent: 'save', offer: offerId, next: '/search?type=sell&page=2' });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/search?type=sell&page=2');
    expect(await favouriteIds(client)).toEqual([offerId]);

    const removed = await press(client, { intent: 'remove', offer: offerId, next: '/search?type=sell&page=2' });
    expect(removed.headers.location).toBe('/search?type=sell&page=2');
    expect(await favouriteIds(client)).toEqual([]);
    // Already removed (in another tab): what was asked for is so, and the page comes back.
    expect((await press(client, { intent: 'remove', offer: offerId, next: '/' })).statusCode).toBe(303);
  });

  it('sends a visitor to log in, with the page to come back to and the offer to save', async () => {
    const visitor = createClient(t.app);
    const response = await press(visitor, { intent: 'save', offer: offerId, next: `/offers/terrace?back=%2Fsearch` });
    expect(response.statusCode).toBe(303);
    const login = new URL(response.headers.location as string, 'http://site.test');
    expect(login.pathname).toBe('/auth');
    expect(Object.fromEntries(login.searchParams)).toEqual({ next: '/offers/terrace?back=%2Fsearch', save: offerId });
  });

  it('goes back only to a page of this site', async () => {
    const client = await signedIn();
    for (const next of ['//evil.example/phish', 'https://evil.example/', '/\\evil.example', '']) {
      const response = await press(client, { intent: 'save', offer: offerId, next });
      expect(response.headers.location, next).toBe('/');
    }
    const visitor = await press(createClient(t.app), { intent: 'save', offer: offerId, next: '//evil.example' });
    expect(new URL(visitor.headers.location as string, 'http://site.test').searchParams.get('next')).toBe('/');
  });

  it('refuses an offer that is gone, or a form that names none', async () => {
    const client = await signedIn();
    const advertiser = await createUser(t.database.db);
    const gone = await createOffer(t.database.db, { userId: advertiser.id, title: 'Let last week' });
    await t.database.db.update(offers).set({ status: 'inactive' }).where(eq(offers.id, gone.id));
    expect((await press(client, { intent: 'save', offer: gone.id, next: '/' })).statusCode).toBe(404);
    expect((await press(client, { intent: 'save', offer: 'not-an-id', next: '/' })).statusCode).toBe(422);
    expect((await press(client, { intent: 'flip', offer: offerId, next: '/' })).statusCode).toBe(422);
    expect(await favouriteIds(client)).toEqual([]);
  });
});
