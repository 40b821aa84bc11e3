// The media step of an import: photos from the feed's zip and from URLs are checked,
// re-encoded and attached in the feed's order; a file that cannot be used is named on its
// row; running the step again changes nothing; new media in a later feed replace the old.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gazetteerGeocoder } from '#core/places/geocoder.ts';
import { writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { buildZip } from '#tests/fixtures/feeds/zip-writer.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { applyImport } from './apply.ts';
import type { FeedMedia } from './feeds/feed-listing.ts';
import { fetchMedia } from './fetch-media.ts';
import { confirmImport } from './imports.ts';
import { geocoderLocator } from './locate.ts';
import { attachImportMedia } from './media.ts';
import { previewImport } from './preview.ts';

let server: Server;
let base: string;
let dir: string;
let jpeg: Buffer;

const t = testAppForFile();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dazu-media-'));
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .jpeg()
    .toBuffer();
  server = createServer((request, response) => {
    if (request.url === '/front.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    else if (request.url === '/page.html') response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const fetchLocal = (url: string) => fetchMedia(url, { allowPrivateHosts: true });

async function importZip(companyId: string, media: FeedMedia[], files: Array<{ name: string; data: Buffer }>) {
  const path = join(dir, `feed-${Date.now()}-${Math.random()}.zip`);
  const feed = writeBlm([importableListing(1, 'MEDIA-1', { media })]);
  writeFileSync(path, buildZip([{ name: 'feed.blm', data: feed }, ...files]));
  const id = await previewImport(
    t.database.db,
    t.app.storage,
    { id: companyId },
    { path, fileName: 'feed.zip', fullFeed: true },
    geocoderLocator(gazetteerGeocoder(t.database.db)),
  );
  await confirmImport(t.database.db, { id: companyId }, id, async () => {});
  await applyImport(t.database.db, id);
  return id;
}

const photosOf = async (companyId: string) =>
  (
    await t.database.db.execute<{ kind: string; position: number; alt: string; widths: number[] }>(sql`
      select p.kind, p.position, p.alt, p.widths from offer_photos p join offers o on o.id = p.offer_id
      where o.feed_owner_id = ${companyId} order by p.kind, p.position`)
  ).rows;

describe('the media of an import', () => {
  it('attaches photos from the zip and from URLs in order, and names the files it could not use', async () => {
    const company = await createUser(t.database.db, { accountType: 'agency' });
    const id = await importZip(
      company.id,
      [
        { kind: 'photo', source: 'Front.JPG', caption: 'The front' },
        { kind: 'photo', source: `${base}/front.jpg`, caption: 'Again, by URL' },
        { kind: 'photo', source: `${base}/page.html`, caption: null },
        { kind: 'photo', source: `${base}/gone.jpg`, caption: null },
        { kind: 'floor-plan', source: 'plan.jpg', caption: 'Ground floor' },
      ],
      [
        { name: 'front.jpg', data: jpeg },
        { name: 'plan.jpg', data: jpeg },
      ],
    );
    expect(await attachImportMedia(t.database.db, t.app.storage, id, fetchLocal)).toBe(1);
    expect(await photosOf(company.id)).toEqual([
      { kind: 'floor_plan', position: 1, alt: 'Ground floor', widths: [480] },
      { kind: 'photo', position: 1, alt: 'The front', widths: [480] },
      { kind: 'photo', position: 2, alt: 'Again, by URL', widths: [480] },
    ]);
    const [row] = (
      await t.database.db.execute<{ errors: string[] }>(
        sql`select errors from offer_import_rows where import_id = ${id}`,
      )
    ).rows;
    expect(row?.errors).toEqual([
      expect.stringMatching(/^Photo 3 \(http:.*page\.html\) is not a picture we can use: /),
      expect.stringMatching(/^Photo 4 \(http:.*gone\.jpg\) could not be fetched: the server answered 404$/),
    ]);
    // Again: nothing left to do.
    expect(await attachImportMedia(t.database.db, t.app.storage, id, fetchLocal)).toBe(0);

    // A later feed with other media replaces them.
    const next = await importZip(company.id, [{ kind: 'photo', source: `${base}/front.jpg`, caption: 'Only one' }], []);
    expect(await attachImportMedia(t.database.db, t.app.storage, next, fetchLocal)).toBe(1);
    expect(await photosOf(company.id)).toEqual([{ kind: 'photo', position: 1, alt: 'Only one', widths: [480] }]);
  });

  it('refuses to fetch from private addresses outside tests', async () => {
    const company = await createUser(t.database.db, { accountType: 'agency' });
    const id = await importZip(company.id, [{ kind: 'photo', source: `${base}/front.jpg`, caption: null }], []);
    await attachImportMedia(t.database.db, t.app.storage, id, (url) => fetchMedia(url));
    expect(await photosOf(company.id)).toEqual([]);
    const [row] = (
      await t.database.db.execute<{ errors: string[] }>(
        sql`select errors from offer_import_rows where import_id = ${id}`,
      )
    ).rows;
    expect(row?.errors).toEqual([expect.stringMatching(/private or reserved address/)]);
  });
});
