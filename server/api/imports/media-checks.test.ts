// The media of an import through the API: before confirming, the preview says per
// listing which photos will be missing and why (a file the zip lacks, one that is not a
// picture, one over the pixel limit), and counts the listings; once imported, the offer
// keeps its floor plan, certificate, brochure and virtual tour, and its detail shows them.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { IMPORT_MEDIA_NOTES } from '#contract/import-media.ts';
import { applyImport } from '#core/imports/apply.ts';
import { fetchMedia } from '#core/imports/fetch-media.ts';
import { attachImportMedia } from '#core/imports/media.ts';
import { checkImportMedia } from '#core/imports/media-check.ts';
import { BROKEN_PHOTOS_TOUR } from '#tests/fixtures/feeds/broken-photos.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient, type TestClient } from '#tests/setup/client.ts';
import { multipartBody } from '#tests/setup/multipart.ts';
import { signedInUser } from '#tests/setup/users.ts';

// No job workers: the test runs the checks and the import itself, when it chooses.
const t = testAppForFile({ JOBS_WORKER: 'false' });
let address = 120;

const company = () => {
  address += 1;
  return signedInUser(t, `203.0.113.${address}`, { password: 'Media-Desk-2026', accountType: 'agency' });
};

async function uploadBrokenPhotos(client: TestClient): Promise<string> {
  const bytes = await readFile(new URL('../../../tests/fixtures/feeds/broken-photos.zip', import.meta.url));
  const body = multipartBody([
    ['full_feed', 'false'],
    ['file', { filename: 'broken-photos.zip', type: 'application/zip', bytes }],
  ]);
  const answer = await client.post('/api/offers-import', body.payload, { headers: body.headers });
  expect(answer.statusCode).toBe(201);
  return answer.json().id;
}

const source = (importId: string) => ({
  storage: t.app.storage,
  importId,
  fetchUrl: (url: string) => fetchMedia(url, { allowPrivateHosts: true }),
});

type Row = { reference: string; media_check: unknown };

describe('media checks in the preview', () => {
  it('names each photo a listing will miss, and why, before confirming', async () => {
    const { client } = await company();
    const id = await uploadBrokenPhotos(client);
    const before = (await client.get(`/api/offers-import/${id}`)).json();
    expect(before).toMatchObject({ status: 'ready', media_pending: 2, media_problems: 0 });

    expect(await checkImportMedia(t.database.db, source(id))).toBe(2);
    const summary = (await client.get(`/api/offers-import/${id}`)).json();
    expect(summary).toMatchObject({ status: 'ready', media_pending: 0, media_problems: 1 });
    const rows: Row[] = (await client.get(`/api/offers-import/${id}/rows`)).json().data;
    const broken = rows.find((row) => row.reference === 'BROKEN-1');
    expect(broken?.media_check).toEqual({
      photos: { listed: 4, usable: 1 },
      floor_plans: { listed: 1, usable: 1 },
      problems: [
        'Photo 2 (missing.jpg) is not in the zip (or could not be read from it)',
        expect.stringMatching(/^Photo 3 \(notes\.jpg\) is not a picture we can use: the file is not a supported image/),
        expect.stringMatching(
          /^Photo 4 \(huge\.png\) is too large: the image is 10,000 × 8,000 pixels \(80 megapixels\)/,
        ),
      ],
      outcome: 'The listing will be published with 1 of 4 photos',
    });
    expect(rows.find((row) => row.reference === 'BROKEN-2')?.media_check).toEqual({
      photos: { listed: 1, usable: 1 },
      floor_plans: { listed: 0, usable: 0 },
      problems: [],
      outcome: null,
    });
    // Checked once: running again finds nothing left to check.
    expect(await checkImportMedia(t.database.db, source(id))).toBe(0);
  });

  it('says what it could not reach in time instead of waiting', async () => {
    const { client } = await company();
    const id = await uploadBrokenPhotos(client);
    await checkImportMedia(t.database.db, source(id), { budgetMs: -1 });
    const rows: Row[] = (await client.get(`/api/offers-import/${id}/rows`)).json().data;
    expect(rows.find((row) => row.reference === 'BROKEN-2')?.media_check).toMatchObject({
      photos: { listed: 1, usable: 0 },
      problems: ['Photo 1 (second.jpg) could not be checked in time: it will be fetched when importing'],
    });
  });

  it('shows one company’s media checks to no one else', async () => {
    const { client } = await company();
    const id = await uploadBrokenPhotos(client);
    const other = await company();
    expect((await other.client.get(`/api/offers-import/${id}/rows`)).statusCode).toBe(404);
    expect((await (await guestClient(t.app)).get(`/api/offers-import/${id}/rows`)).statusCode).toBe(401);
  });
});

describe('documents and virtual tours of an import', () => {
  it('keeps the floor plan, certificate, brochure and tour, and the offer’s detail shows them', async () => {
    const { client } = await company();
    const id = await uploadBrokenPhotos(client);
    expect((await client.post('/api/offers-import/migrate', { id })).statusCode).toBe(202);
    await applyImport(t.database.db, id);
    await attachImportMedia(t.database.db, t.app.storage, id, source(id).fetchUrl);
    const rows: Array<{ reference: string; offer_slug: string; errors: string[] }> = (
      await client.get(`/api/offers-import/${id}/rows`)
    ).json().data;
    const broken = rows.find((row) => row.reference === 'BROKEN-1');
    expect(broken?.errors).toEqual([
      'Photo 2 (missing.jpg) is not in the zip (or could not be read from it)',
      expect.stringMatching(/^Photo 3 \(notes\.jpg\) is not a picture we can use/),
      expect.stringMatching(/^Photo 4 \(huge\.png\) is too large/),
    ]);
    const offer = (await (await guestClient(t.app)).get(`/api/offers/${broken?.offer_slug}`)).json();
    expect(offer.photos).toHaveLength(1);
    expect(offer.project_plan_photos).toHaveLength(1);
    expect(offer.ecertificate).toMatchObject({ format: 'image' });
    expect(offer.virtual_tours).toEqual([{ url: BROKEN_PHOTOS_TOUR, caption: '3D walk-through' }]);
    expect(offer.brochures).toEqual([
      { url: expect.stringMatching(/\/documents\/[0-9a-f]{24}\.pdf$/), caption: 'Brochure' },
    ]);
    const brochure = await (await guestClient(t.app)).get(new URL(offer.brochures[0].url, 'http://localhost').pathname);
    expect(brochure.statusCode).toBe(200);
    expect(brochure.headers['content-type']).toBe('application/pdf');
  });

  it('leaves an approved listing’s brochures and tours alone while moderation is on', async () => {
    const { client } = await company();
    const id = await uploadBrokenPhotos(client);
    expect((await client.post('/api/offers-import/migrate', { id })).statusCode).toBe(202);
    await applyImport(t.database.db, id);
    await attachImportMedia(t.database.db, t.app.storage, id, source(id).fetchUrl, { moderation: true });
    const rows: Array<{ reference: string; offer_slug: string; errors: string[] }> = (
      await client.get(`/api/offers-import/${id}/rows`)
    ).json().data;
    const broken = rows.find((row) => row.reference === 'BROKEN-1');
    expect(broken?.errors).toContain(IMPORT_MEDIA_NOTES.documentsHeld);
    const offer = (await (await guestClient(t.app)).get(`/api/offers/${broken?.offer_slug}`)).json();
    expect(offer).toMatchObject({ virtual_tours: [], brochures: [] });
  });
});
