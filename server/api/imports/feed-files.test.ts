// Real agency files through the API: a BLM without PRICE_QUALIFIER is imported with a
// warning on the import (not refused), a Windows-1252 BLM and an ISO-8859-1 Kyero file
// put their pound signs and accents on the site as written, and every rejected row says
// the line of the file it starts on.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyImport } from '#core/imports/apply.ts';
import { blmRecordFromListing, writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import type { TestClient } from '#tests/setup/client.ts';
import { multipartBody } from '#tests/setup/multipart.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });
let address = 10;

function company() {
  address += 1;
  return signedInUser(t, `203.0.113.${address}`, { password: 'Feed-Files-2026', accountType: 'agency' });
}

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/feeds/${name}`, import.meta.url));

function upload(client: TestClient, name: string, bytes: Buffer) {
  const body = multipartBody([['file', { filename: name, type: 'application/octet-stream', bytes }]]);
  return client.post('/api/offers-import', body.payload, { headers: body.headers });
}

async function importedTexts(client: TestClient, id: string, ownerId: string) {
  expect((await client.post('/api/offers-import/migrate', { id })).statusCode).toBe(202);
  await applyImport(t.database.db, id);
  const { rows } = await t.database.db.execute<{ feed_reference: string; title: string; description: string }>(
    sql`select feed_reference, title, description from offers where feed_owner_id = ${ownerId} order by feed_reference`,
  );
  return rows;
}

describe('importing feed files as agency software writes them', () => {
  it('imports a BLM without PRICE_QUALIFIER, warning about the columns it read as their defaults', async () => {
    const { user, client } = await company();
    const preview = await upload(client, 'export.blm', fixture('no-price-qualifier.blm'));
    expect(preview.statusCode).toBe(201);
    expect(preview.json()).toMatchObject({ status: 'ready', counts: { create: 2, reject: 0 } });
    expect(preview.json().warnings).toEqual([
      'The file has no PRICE_QUALIFIER column: prices are read without a qualifier (no “Guide price” or “Offers over”)',
      'The file has no NEW_HOME_FLAG column: listings are read as not new homes',
      'The file has no photo columns (MEDIA_IMAGE_00 and on): listings have no photos from the file',
    ]);
    // The history says it too, and a new file for the same import replaces the warnings.
    const history = (await client.get('/api/offers-import/get-imported-offers')).json().data;
    expect(history[0].warnings).toHaveLength(3);
    const replaced = await upload(client, 'export.blm', fixture('windows-1252.blm'));
    expect(replaced.json().warnings).toEqual([]);
    const again = await upload(client, 'export.blm', fixture('no-price-qualifier.blm'));
    const offers = await importedTexts(client, again.json().id, user.id);
    expect(offers.map((offer) => offer.feed_reference)).toEqual(['7/NOQ-1', '7/NOQ-2']);
  });

  it('puts the pound signs and accents of a Windows-1252 BLM and an ISO-8859-1 Kyero file on the site', async () => {
    const { user, client } = await company();
    const blm = await upload(client, 'EXPORT.BLM', fixture('windows-1252.blm'));
    expect(blm.json()).toMatchObject({ warnings: [], counts: { create: 2, reject: 0 } });
    const offers = await importedTexts(client, blm.json().id, user.id);
    expect(offers[0]?.description).toContain('Ground rent £250 a year');
    const kyero = await upload(client, 'feed.xml', fixture('kyero-iso-8859-1.xml'));
    expect(kyero.json()).toMatchObject({ counts: { create: 1, reject: 0 } });
    const all = await importedTexts(client, kyero.json().id, user.id);
    expect(all.find((offer) => offer.feed_reference === 'KY-LATIN1-1')?.description).toContain(
      '£425,000, near the café and the crèche',
    );
    expect(JSON.stringify(all)).not.toMatch(/\ufffd|Ã|Â/);
  });

  it('gives each row the line of the file it starts on, and refuses a file without AGENT_REF in full words', async () => {
    const { client } = await company();
    const good = importableListing(1, 'LINE-1', { description: 'One\nTwo\nThree' });
    const bad = { ...blmRecordFromListing(importableListing(2, 'LINE-2')), PRICE: 'lots', BEDROOMS: 'many' };
    const preview = await upload(client, 'feed.blm', Buffer.from(writeBlm([good, bad])));
    const rows = (await client.get(`/api/offers-import/${preview.json().id}/rows`)).json().data;
    expect(rows.map((row: { row: number; line: number }) => [row.row, row.line])).toEqual([
      [1, 11],
      [2, 14],
    ]);
    expect(rows[1].errors).toEqual([
      'PRICE must be a whole number of pounds (pence may follow a point, as in 950.50)',
      'BEDROOMS must be a whole number from 0 to 999',
    ]);
    const fields = Object.keys(blmRecordFromListing(good)).filter((field) => field !== 'AGENT_REF');
    const refused = await upload(client, 'feed.blm', Buffer.from(writeBlm([good], { fields })));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file).toEqual([
      'The file cannot be imported: its #DEFINITION# row lacks AGENT_REF, which every listing needs (its reference, sale or letting, price and where it is)',
    ]);
    const version2 = await upload(client, 'feed.blm', Buffer.from(writeBlm([good], { version: '2' })));
    expect(version2.json().errors.file).toEqual([
      'Line 2 of the file: BLM version 2 is not supported: only versions 3 and 3i can be imported',
    ]);
  });
});
