// Bulk import through the API: a feed's preview changes nothing; confirming creates the
// offers; the same file again changes nothing; a later full feed updates and withdraws;
// a partial feed withdraws nothing. BLM, Kyero and CSV alike. Only the importing company
// sees or confirms its imports.
import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyImport } from '#core/imports/apply.ts';
import type { FeedListing } from '#core/imports/feeds/feed-listing.ts';
import { failImport } from '#core/imports/imports.ts';
import { blmRecordFromListing, writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { writeCsv } from '#tests/fixtures/feeds/csv-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { billionLaughs, writeKyero } from '#tests/fixtures/feeds/kyero-writer.ts';
import { buildZip } from '#tests/fixtures/feeds/zip-writer.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient, type TestClient } from '#tests/setup/client.ts';
import { multipartBody } from '#tests/setup/multipart.ts';
import { signedInUser } from '#tests/setup/users.ts';

const PASSWORD = 'Import-Desk-77';
let address = 40;

// No job workers: the tests apply imports themselves, at the moment they choose.
const t = testAppForFile({ JOBS_WORKER: 'false' });

function company(accountType: 'agency' | 'developer' | 'hotel' | 'private' = 'agency', extra = {}) {
  address += 1;
  return signedInUser(t, `203.0.113.${address}`, { password: PASSWORD, accountType, ...extra });
}

// One branch's listings: a full file withdraws only what it leaves out of the branches it names.
const house = (i: number, changes: Partial<FeedListing> = {}) =>
  importableListing(i, `REF-${i}`, { branch: '40001', ...changes });

const upload = (
  client: TestClient,
  name: string,
  text: string | Buffer,
  fields: Record<string, string> = {},
  url = '/api/offers-import',
) => {
  const body = multipartBody([
    ...Object.entries(fields),
    ['file', { filename: name, type: 'application/octet-stream', bytes: Buffer.from(text) }],
  ]);
  return client.post(url, body.payload, { headers: body.headers });
};

async function confirmAndApply(client: TestClient, id: string) {
  const confirmed = await client.post('/api/offers-import/migrate', { id });
  expect(confirmed.statusCode).toBe(202);
  expect(confirmed.json().status).toBe('importing');
  await applyImport(t.database.db, id);
  const done = (await client.get(`/api/offers-import/${id}`)).json();
  expect(done).toMatchObject({ status: 'done' });
  expect(done.applied_rows).toBe(done.total_rows);
  // The company hears of it in the bell, with a link to the imports page.
  const bell = (await client.get('/api/user/notifications')).json().data;
  expect(bell).toContainEqual(
    expect.objectContaining({
      message: expect.stringMatching(/^Your import “.+” has finished: \d+ listings? processed\.$/),
      link: '/import-offers',
    }),
  );
  return done;
}

const offersOf = async (ownerId: string) =>
  (
    await t.database.db.execute<{
      feed_reference: string;
      status: string;
      price: string;
      previous_price: string | null;
    }>(
      sql`select feed_reference, status, price, previous_price from offers where feed_owner_id = ${ownerId} order by feed_reference`,
    )
  ).rows;

describe('importing a BLM feed', () => {
  it('previews, imports, ignores the same file, then updates and withdraws from a later full feed', async () => {
    const { user, client } = await company();
    const broken = { ...blmRecordFromListing(house(9)), PRICE: 'lots' };
    const first = writeBlm([house(1), house(2), house(3), broken]);
    const preview = await upload(client, 'feed.blm', first);
    expect(preview.statusCode).toBe(201);
    expect(preview.json()).toMatchObject({
      format: 'blm',
      status: 'ready',
      total_rows: 4,
      counts: { create: 3, update: 0, unchanged: 0, withdraw: 0, reject: 1 },
    });
    const { id } = preview.json();
    // Nothing on the site before confirmation.
    expect(await offersOf(user.id)).toEqual([]);
    const rejected = (await client.get(`/api/offers-import/${id}/rows?action=reject`)).json();
    expect(rejected.data).toEqual([
      expect.objectContaining({
        row: 4,
        reference: 'REF-9',
        action: 'reject',
        errors: [expect.stringMatching(/PRICE/)],
      }),
    ]);
    const report = await client.get(`/api/offers-import/${id}/rejected.csv`);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    expect(report.body).toMatch(/^row,reference,branch,line,reasons\r\n4,REF-9,40001,\d+,.*PRICE/);

    await confirmAndApply(client, id);
    expect((await offersOf(user.id)).map((offer) => [offer.feed_reference, offer.status])).toEqual([
      ['40001/REF-1', 'active'],
      ['40001/REF-2', 'active'],
      ['40001/REF-3', 'active'],
    ]);
    const created = (await client.get(`/api/offers-import/${id}/rows?action=create`)).json().data[0];
    expect(created).toMatchObject({ applied: true, title: expect.stringMatching(/ bed detached, Manchester$/) });
    const page = await t.app.inject({ url: `/api/offers/${created.offer_slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().location.name).toBe('Manchester');
    // A second confirmation is refused.
    expect((await client.post('/api/offers-import/migrate', { id })).statusCode).toBe(409);

    // The same file again: nothing to do.
    const again = await upload(client, 'feed.blm', first);
    expect(again.json().counts).toMatchObject({ create: 0, update: 0, unchanged: 3, withdraw: 0, reject: 1 });
    const before = await offersOf(user.id);
    await confirmAndApply(client, again.json().id);
    expect(await offersOf(user.id)).toEqual(before);

    // A later full feed: REF-1 cheaper, REF-2 gone, REF-3 the same.
    const later = writeBlm([house(1, { pricePence: 200_000_00 }), house(3)]);
    const next = await upload(client, 'feed.blm', later);
    expect(next.json().counts).toMatchObject({ create: 0, update: 1, unchanged: 1, withdraw: 1, reject: 0 });
    await confirmAndApply(client, next.json().id);
    expect(await offersOf(user.id)).toEqual([
      { feed_reference: '40001/REF-1', status: 'active', price: '20000000', previous_price: '25100000' },
      expect.objectContaining({ feed_reference: '40001/REF-2', status: 'inactive' }),
      expect.objectContaining({ feed_reference: '40001/REF-3', status: 'active' }),
    ]);

    // A partial feed withdraws nothing; the history lists every import, newest first.
    const partial = await upload(client, 'one.blm', writeBlm([house(3)]), { full_feed: 'false' });
    expect(partial.json()).toMatchObject({ full_feed: false, counts: { unchanged: 1, withdraw: 0 } });
    const history = (await client.get('/api/offers-import/get-imported-offers')).json();
    expect(history.data.map((item: { status: string }) => item.status)).toEqual(['ready', 'done', 'done', 'done']);
    expect((await client.delete(`/api/offers-import/${partial.json().id}`)).statusCode).toBe(204);
  });

  it('takes Kyero XML and CSV too, and a new file for an import not yet confirmed', async () => {
    const { user, client } = await company('developer');
    const kyero = await upload(client, 'feed.xml', writeKyero([house(20, { location: { lat: 53.48, lon: -2.24 } })]));
    expect(kyero.statusCode).toBe(201);
    expect(kyero.json()).toMatchObject({ format: 'kyero', counts: { create: 1 } });
    const csv = writeCsv([house(21), house(22)]);
    const replaced = await upload(client, 'feed.csv', csv, {}, `/api/offers-import/update/${kyero.json().id}`);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: kyero.json().id, format: 'csv', total_rows: 2, counts: { create: 2 } });
    await confirmAndApply(client, kyero.json().id);
    expect((await offersOf(user.id)).map((offer) => offer.feed_reference)).toEqual(['REF-21', 'REF-22']);
    const template = await t.app.inject({ url: '/api/offers-import/template.csv' });
    expect(template.body.split('\r\n')[0]).toMatch(/^reference,/);
  });

  it('refuses unreadable and hostile files, naming the problem, and keeps nothing', async () => {
    const { client } = await company('hotel');
    const garbage = await upload(client, 'feed.txt', 'hello, this is not a feed');
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors.file[0]).toMatch(/not a feed we can read/);
    const laughs = await upload(client, 'feed.xml', billionLaughs());
    expect(laughs.statusCode).toBe(422);
    expect(laughs.json().errors.file[0]).toMatch(/DOCTYPE/i);
    const truncated = await upload(client, 'feed.blm', writeBlm([house(30)], { end: false }));
    expect(truncated.statusCode).toBe(422);
    expect((await client.get('/api/offers-import/get-imported-offers')).json().data).toEqual([]);
    expect((await client.post('/api/offers-import', {})).statusCode).toBe(422);
  });

  it('keeps the photos of a zip privately while the import waits, and deletes them when it is cancelled', async () => {
    const { client } = await company();
    const feed = writeBlm([house(60, { media: [{ kind: 'photo', source: 'front.jpg', caption: null }] })]);
    const zip = buildZip([
      { name: 'feed.blm', data: feed },
      { name: 'front.jpg', data: Buffer.from('not really a photo') },
    ]);
    const preview = await upload(client, 'feed.zip', zip);
    expect(preview.statusCode).toBe(201);
    const { id } = preview.json();
    const kept = async () => {
      const keys: string[] = [];
      for await (const entry of t.app.storage.list(`private/imports/${id}/`)) keys.push(entry.key);
      return keys;
    };
    expect(await kept()).toEqual([`private/imports/${id}/front.jpg`]);
    // Private: never served.
    expect((await t.app.inject({ url: `/storage/private/imports/${id}/front.jpg` })).statusCode).toBe(404);
    expect((await client.delete(`/api/offers-import/${id}`)).statusCode).toBe(204);
    expect(await kept()).toEqual([]);
  });

  it('writes the rejected rows so that no cell runs as a spreadsheet formula', async () => {
    const { client } = await company();
    const hostile = [
      {
        ...blmRecordFromListing(house(50)),
        AGENT_REF: '=HYPERLINK("https://evil.example","Fix")',
        BRANCH_ID: '=1+1',
        PRICE: 'x',
      },
      { ...blmRecordFromListing(house(51)), AGENT_REF: '@SUM(1+1)*cmd|/C calc!A0', PRICE: 'x' },
      { ...blmRecordFromListing(house(52)), AGENT_REF: '+1-2', PRICE: 'x' },
      { ...blmRecordFromListing(house(53)), AGENT_REF: '-1+2', PRICE: 'x' },
    ];
    const preview = await upload(client, 'feed.blm', writeBlm(hostile));
    expect(preview.json().counts.reject).toBe(4);
    const report = await client.get(`/api/offers-import/${preview.json().id}/rejected.csv`);
    const rows: string[][] = parseCsv(report.body);
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      `'=HYPERLINK("https://evil.example","Fix")`,
      `'@SUM(1+1)*cmd|/C calc!A0`,
      `'+1-2`,
      `'-1+2`,
    ]);
    // Every cell of the report, reasons included, starts harmlessly.
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
  it('lets only the importing company see, confirm, cancel or replace its import', async () => {
    const { user: owner, client } = await company();
    const { id } = (await upload(client, 'feed.blm', writeBlm([house(40)]))).json();
    const { client: rival } = await company();
    const { client: person } = await company('private');
    const { client: agent } = await company('agency', { roles: ['agent'], companyId: owner.id });
    const guest = await guestClient(t.app, '203.0.113.99');
    expect((await rival.get(`/api/offers-import/${id}`)).statusCode).toBe(404);
    expect((await rival.get(`/api/offers-import/${id}/rows`)).statusCode).toBe(404);
    expect((await rival.get(`/api/offers-import/${id}/rejected.csv`)).statusCode).toBe(404);
    expect((await rival.post('/api/offers-import/migrate', { id })).statusCode).toBe(404);
    expect((await rival.delete(`/api/offers-import/${id}`)).statusCode).toBe(404);
    expect(
      (await upload(rival, 'x.blm', writeBlm([house(41)]), {}, `/api/offers-import/update/${id}`)).statusCode,
    ).toBe(404);
    expect((await rival.get('/api/offers-import/get-imported-offers')).json().data).toEqual([]);
    for (const [client, status] of [
      [person, 403],
      [agent, 403],
      [guest, 401],
    ] as const) {
      expect((await client.get('/api/offers-import/get-imported-offers')).statusCode).toBe(status);
      expect((await client.post('/api/offers-import/migrate', { id })).statusCode).toBe(status);
      expect((await upload(client, 'feed.blm', writeBlm([house(42)]))).statusCode).toBe(status);
    }
    expect((await client.get(`/api/offers-import/${id}`)).json().status).toBe('ready');
    // An import whose job gives up says so, and how far it got.
    await client.post('/api/offers-import/migrate', { id });
    await failImport(t.database.db, id);
    expect((await client.get(`/api/offers-import/${id}`)).json()).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^The import stopped after 0 of 1 rows\. Upload the file again/),
    });
    expect((await client.get('/api/user/notifications')).json().data[0]).toMatchObject({
      type: 'warning',
      message: expect.stringMatching(/^Your import “.+” stopped before the end/),
      link: '/import-offers',
    });
    expect((await client.post('/api/offers-import/migrate', { id }, { csrf: false })).statusCode).toBe(419);
    expect((await client.post('/api/offers-import/migrate', { id: 'nope' })).statusCode).toBe(422);
  });
});
