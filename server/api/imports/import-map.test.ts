// The preview's map through the API: every new or updated listing of an import at its
// place, the uncertain ones and the ones left out said so, for the company's own imports.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '#tests/setup/app.ts';
import type { TestClient } from '#tests/setup/client.ts';
import { multipartBody } from '#tests/setup/multipart.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });
let address = 80;

const company = () => {
  address += 1;
  return signedInUser(t, `203.0.113.${address}`, { password: 'Map-Desk-2026', accountType: 'agency' });
};

async function upload(client: TestClient, name: string): Promise<{ id: string }> {
  const bytes = await readFile(new URL(`../../../tests/fixtures/feeds/blm/${name}`, import.meta.url));
  const body = multipartBody([['file', { filename: name, type: 'application/octet-stream', bytes }]]);
  const answer = await client.post('/api/offers-import', body.payload, { headers: body.headers });
  expect(answer.statusCode).toBe(201);
  return answer.json();
}

describe('GET /api/offers-import/{id}/map', () => {
  it('places every listing of the preview, says which are uncertain and which are left out', async () => {
    const { client } = await company();
    const preview = await upload(client, 'uncertain-towns.blm');
    const first = await client.get(`/api/offers-import/${preview.id}/map`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const map = first.json();
    expect(map.total).toBe(5);
    expect(
      map.listings.map((item: { reference: string; place: string; uncertain: boolean }) => [
        item.reference,
        item.place,
        item.uncertain,
      ]),
    ).toEqual([
      ['HV-201', 'Worksop', true],
      ['HV-202', 'Slough', false],
      ['HV-203', 'Richmond', false],
      ['HV-204', expect.any(String), true],
      ['HV-205', expect.any(String), true],
    ]);
    const worksop = map.listings[0];
    expect(worksop).toMatchObject({ row: expect.any(Number), skipped: false, title: expect.any(String) });
    expect(worksop.lat).toBeCloseTo(53.29, 1);
    expect(worksop.lon).toBeCloseTo(-1.15, 1);

    await client.patch(`/api/offers-import/${preview.id}/rows/${worksop.row}`, { skipped: true });
    const after = (await client.get(`/api/offers-import/${preview.id}/map`)).json();
    expect(after.listings.map((item: { skipped: boolean }) => item.skipped)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('is another company’s import: not found; not an id: 422', async () => {
    const { client } = await company();
    const preview = await upload(client, 'empty-town.blm');
    const other = await company();
    expect((await other.client.get(`/api/offers-import/${preview.id}/map`)).statusCode).toBe(404);
    const wrong = await client.get('/api/offers-import/not-an-id/map');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toMatch(/Give the import by its id/);
  });
});
