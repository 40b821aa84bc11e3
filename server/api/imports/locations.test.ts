// Where imported listings will appear, through the API: each preview row carries its
// location and, when the address does not settle it, why; the company can leave such a
// listing out before confirming, and the import then writes nothing for it. Fixtures are
// BLM files as agency software writes them: an empty TOWN with the town in the address
// lines, and towns that are misspelt, a council district's name, or shared by several places.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyImport } from '#core/imports/apply.ts';
import { kilometres } from '#core/places/distance.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import type { TestClient } from '#tests/setup/client.ts';
import { multipartBody } from '#tests/setup/multipart.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });
let address = 60;

const company = () => {
  address += 1;
  return signedInUser(t, `203.0.113.${address}`, { password: 'Locate-Desk-77', accountType: 'agency' });
};
const fixture = (name: string) => readFile(new URL(`../../../tests/fixtures/feeds/blm/${name}`, import.meta.url));

async function upload(client: TestClient, name: string) {
  const body = multipartBody([
    ['file', { filename: name, type: 'application/octet-stream', bytes: await fixture(name) }],
  ]);
  const answer = await client.post('/api/offers-import', body.payload, { headers: body.headers });
  expect(answer.statusCode).toBe(201);
  return answer.json();
}

const rowsOf = async (client: TestClient, id: string) =>
  (await client.get(`/api/offers-import/${id}/rows`)).json().data as Array<{
    row: number;
    reference: string;
    action: string;
    location: { lat: number; lon: number; name: string } | null;
    location_warning: string | null;
    skipped: boolean;
  }>;

describe('the location of each imported listing in the preview', () => {
  it('takes the town from the address lines when TOWN is empty', async () => {
    const { client } = await company();
    const preview = await upload(client, 'empty-town.blm');
    expect(preview.counts).toMatchObject({ create: 3, reject: 0 });
    expect(preview.uncertain_locations).toBe(0);
    const rows = await rowsOf(client, preview.id);
    expect(rows.map((row) => [row.reference, row.location?.name, row.location_warning])).toEqual([
      ['HV-101', 'Headingley', null],
      ['HV-102', 'Harrogate', null],
      ['HV-103', 'Cardiff', null],
    ]);
  });

  it('places a town that contradicts its postcode by the postcode, flags it, and lets the company leave it out', async () => {
    const { user, client } = await company();
    const preview = await upload(client, 'uncertain-towns.blm');
    expect(preview).toMatchObject({ counts: { create: 5, reject: 0 }, uncertain_locations: 3, skipped: 0 });
    const rows = await rowsOf(client, preview.id);
    const byReference = new Map(rows.map((row) => [row.reference, row]));
    const bassetlaw = byReference.get('HV-201');
    expect(bassetlaw?.location?.name).toBe('Worksop');
    expect(kilometres(bassetlaw?.location ?? { lat: 0, lon: 0 }, { lat: 53.292, lon: -1.149 })).toBeLessThan(1);
    expect(bassetlaw?.location_warning).toMatch(
      /^Location uncertain: the town “Bassetlaw” matches Bassett, Southampton, \d+ km from the postcode; the postcode S80 2AA says Worksop\./,
    );
    expect(byReference.get('HV-202')).toMatchObject({ location: { name: 'Slough' }, location_warning: null });
    expect(byReference.get('HV-203')).toMatchObject({ location: { name: 'Richmond' }, location_warning: null });
    expect(byReference.get('HV-204')?.location_warning).toMatch(/“Harrogte” is not a place we know/);
    expect(byReference.get('HV-205')?.location_warning).toMatch(/several places called “Newport”/);
    const uncertain = (await client.get(`/api/offers-import/${preview.id}/rows?uncertain=true`)).json().data;
    expect(uncertain.map((item: { reference: string }) => item.reference)).toEqual(['HV-201', 'HV-204', 'HV-205']);

    // Left out, then the summary says so; a row that is not there, or a wrong body, is refused.
    const row = bassetlaw?.row ?? 0;
    const left = await client.patch(`/api/offers-import/${preview.id}/rows/${row}`, { skipped: true });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ row, skipped: true });
    // A listing left out is no longer counted among the new ones.
    expect((await client.get(`/api/offers-import/${preview.id}`)).json()).toMatchObject({
      skipped: 1,
      counts: { create: 4 },
    });
    expect((await client.patch(`/api/offers-import/${preview.id}/rows/99`, { skipped: true })).statusCode).toBe(404);
    const wrong = await client.patch(`/api/offers-import/${preview.id}/rows/${row}`, { skipped: 'yes' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toMatch(/skipped must be true/);
    // Another company's import is not found.
    const other = await company();
    expect(
      (await other.client.patch(`/api/offers-import/${preview.id}/rows/${row}`, { skipped: false })).statusCode,
    ).toBe(404);

    expect((await client.post('/api/offers-import/migrate', { id: preview.id })).statusCode).toBe(202);
    await applyImport(t.database.db, preview.id);
    const offers = await t.database.db.execute<{ feed_reference: string; location_name: string }>(sql`
      select feed_reference, location_name from offers where feed_owner_id = ${user.id} order by feed_reference`);
    expect(offers.rows.map((offer) => offer.feed_reference)).toEqual([
      'HV01/HV-202',
      'HV01/HV-203',
      'HV01/HV-204',
      'HV01/HV-205',
    ]);
    const done = (await client.get(`/api/offers-import/${preview.id}`)).json();
    expect(done).toMatchObject({ status: 'done', skipped: 1, counts: { create: 4 } });
    // Confirmed: the choice is settled.
    expect((await client.patch(`/api/offers-import/${preview.id}/rows/${row}`, { skipped: false })).statusCode).toBe(
      409,
    );
  });
});
