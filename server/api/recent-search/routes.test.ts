import { describe, expect, it } from 'vitest';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient } from '#tests/setup/client.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile();

const PASSWORD = 'Kettle-Moss-42';
let counter = 0;
async function signedIn() {
  const email = `recent-${++counter}@example.test`;
  const { user, client: browser } = await signedInUser(t, `198.51.100.${counter}`, { email, password: PASSWORD });
  return { user, browser };
}

const place = (name: string, lat = 51.5, lon = -0.12) => ({ display_name: name, lat, lon });
const names = (body: { data: Array<{ display_name: string }> }) => body.data.map((entry) => entry.display_name);

describe('recent searches', () => {
  it('refuses a guest with 401 on every call', async () => {
    const guest = await guestClient(t.app, '198.51.100.250');
    for (const [method, url, body] of [
      ['GET', '/api/recent-search'],
      ['POST', '/api/recent-search', place('Leeds, England')],
      ['DELETE', '/api/recent-search'],
      ['DELETE', '/api/recent-search/1'],
    ] as const) {
      const response = await guest.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: SPEC_MESSAGES.loginToAccess });
    }
  });

  it('starts empty and lists what was searched, newest first', async () => {
    const { browser } = await signedIn();
    const empty = await browser.get('/api/recent-search');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 5, last_page: 1 } });

    const added = await browser.post('/api/recent-search', place('Manchester, England', 53.48, -2.24));
    expect(added.statusCode).toBe(200);
    const [entry] = added.json().data;
    expect(entry).toEqual({
      id: expect.any(Number),
      display_name: 'Manchester, England',
      lat: 53.48,
      lon: -2.24,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await browser.post('/api/recent-search', place('Leeds, England'));
    const listed = (await browser.get('/api/recent-search')).json();
    expect(names(listed)).toEqual(['Leeds, England', 'Manchester, England']);
    expect(listed.meta).toEqual({ total: 2, page: 1, per_page: 5, last_page: 1 });
  });

  it('keeps the 5 newest and moves a repeated place to the top instead of repeating it', async () => {
    const { browser } = await signedIn();
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) await browser.post('/api/recent-search', place(name));
    expect(names((await browser.get('/api/recent-search')).json())).toEqual(['F', 'E', 'D', 'C', 'B']);

    const again = await browser.post('/api/recent-search', { display_name: '  C ', lat: '52.1', lon: '-1.5' });
    expect(names(again.json())).toEqual(['C', 'F', 'E', 'D', 'B']);
    expect(again.json().data[0]).toMatchObject({ lat: 52.1, lon: -1.5 });
    expect(again.json().data).toHaveLength(5);
  });

  it('refuses a bad place with 422 naming the field', async () => {
    const { browser } = await signedIn();
    const cases: Array<[unknown, string[]]> = [
      [{ display_name: '', lat: 1, lon: 1 }, ['display_name']],
      [{ display_name: 'x'.repeat(201), lat: 1, lon: 1 }, ['display_name']],
      [{ display_name: 'Nowhere', lat: 91, lon: 1 }, ['lat']],
      [{ display_name: 'Nowhere', lat: 1, lon: -180.5 }, ['lon']],
      [{ display_name: 'Nowhere', lat: 'north', lon: 1 }, ['lat']],
      [{ display_name: 'Nowhere', lat: 1 }, ['lon']],
      [{ display_name: 'Nowhere', lat: 1, lon: 1, user_id: 'someone' }, ['user_id']],
    ];
    for (const [body, fields] of cases) {
      const response = await browser.post('/api/recent-search', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(fields);
    }
    expect((await browser.get('/api/recent-search')).json().data).toEqual([]);
  });

  it('never shows or deletes another person’s entries', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const aliceList = (await alice.browser.post('/api/recent-search', place('Alice’s place'))).json();
    const aliceId = aliceList.data[0].id;
    await bob.browser.post('/api/recent-search', place('Bob’s place'));

    expect(names((await bob.browser.get('/api/recent-search')).json())).toEqual(['Bob’s place']);
    const stolen = await bob.browser.delete(`/api/recent-search/${aliceId}`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ message: 'No such recent search' });
    expect((await bob.browser.delete('/api/recent-search')).statusCode).toBe(204);
    expect(names((await alice.browser.get('/api/recent-search')).json())).toEqual(['Alice’s place']);
    // The same name in two lists is two entries.
    await bob.browser.post('/api/recent-search', place('Alice’s place', 10, 10));
    expect((await alice.browser.get('/api/recent-search')).json().data[0]).toMatchObject({ lat: 51.5, lon: -0.12 });
  });

  it('removes one entry, then all, with 204', async () => {
    const { browser } = await signedIn();
    await browser.post('/api/recent-search', place('York, England'));
    const list = (await browser.post('/api/recent-search', place('Bath, England'))).json();
    const bath = list.data[0].id;

    const removed = await browser.delete(`/api/recent-search/${bath}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(names((await browser.get('/api/recent-search')).json())).toEqual(['York, England']);
    expect((await browser.delete(`/api/recent-search/${bath}`)).statusCode).toBe(404);
    expect((await browser.delete('/api/recent-search/abc')).statusCode).toBe(422);

    const cleared = await browser.delete('/api/recent-search');
    expect(cleared.statusCode).toBe(204);
    expect((await browser.get('/api/recent-search')).json().data).toEqual([]);
  });

  it('needs the CSRF header to change the list', async () => {
    const { browser } = await signedIn();
    const response = await browser.post('/api/recent-search', place('Hull, England'), { csrf: false });
    expect(response.statusCode).toBe(419);
    expect((await browser.get('/api/recent-search')).json().data).toEqual([]);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths['/api/recent-search']).sort()).toEqual(['delete', 'get', 'post']);
    expect(document.paths['/api/recent-search/{id}'].delete.tags).toEqual(['search']);
  });
});
