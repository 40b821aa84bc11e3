// What a feed says reaches the site as it said it: the price qualifier before the price on
// result cards and the ad's page, the EPC rating, tenure and council tax band on the ad's
// page, and a Kyero listing's pool, plot and build year; the summary once.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyImport } from '#core/imports/apply.ts';
import { writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import type { TestClient } from '#tests/setup/client.ts';
import { multipartBody } from '#tests/setup/multipart.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });

async function importFile(client: TestClient, name: string, bytes: Buffer) {
  const body = multipartBody([['file', { filename: name, type: 'application/octet-stream', bytes }]]);
  const preview = await client.post('/api/offers-import', body.payload, { headers: body.headers });
  expect(preview.statusCode, preview.body).toBe(201);
  const { id } = preview.json() as { id: string };
  expect((await client.post('/api/offers-import/migrate', { id })).statusCode).toBe(202);
  await applyImport(t.database.db, id);
}

// A BLM row's offer is `{BRANCH_ID}/{AGENT_REF}`, a Kyero listing's its bare ref.
const offerId = async (reference: string) =>
  (
    await t.database.db.execute<{ id: string }>(
      sql`select id from offers where feed_reference = ${reference} or feed_reference like ${`%/${reference}`}`,
    )
  ).rows[0]?.id;

describe('an imported listing as the feed says it', () => {
  it('shows the price qualifier, tenure and council tax band of a BLM listing', async () => {
    const { client } = await signedInUser(t, '203.0.113.61', { password: 'Faithful-Feed-61', accountType: 'agency' });
    const summary = 'A handsome Victorian home on a quiet street.';
    const listing = importableListing(1, 'FM-1', {
      priceQualifier: 'guide-price',
      tenure: 'leasehold',
      leaseYearsRemaining: 120,
      councilTaxBand: 'D',
      summary,
      description: `<p>${summary}</p><p>Four bedrooms over three floors.</p>`,
    });
    await importFile(client, 'feed.blm', Buffer.from(writeBlm([listing])));
    const id = await offerId('FM-1');
    const page = (await t.app.inject({ url: `/api/offers/${id}` })).json();
    expect(page).toMatchObject({ price_qualifier: 'guide-price', epc_rating: null });
    expect(page.description.split('Victorian home').length - 1).toBe(1);
    const display = (slug: string) =>
      (page.attributes as Array<{ slug: string; display: string }>).find((item) => item.slug === slug)?.display;
    expect(display('ownership')).toBe('Leasehold');
    expect(display('council-tax-band')).toBe('D');
    const search = (await t.app.inject({ url: '/api/search?q=Victorian&limit=50' })).json();
    expect(search.data.find((card: { id: string }) => card.id === id)).toMatchObject({
      price_qualifier: 'guide-price',
    });
  });

  it("keeps a Kyero listing's pool, plot, build year and energy rating", async () => {
    const { client } = await signedInUser(t, '203.0.113.62', { password: 'Faithful-Feed-62', accountType: 'agency' });
    const xml = await readFile(new URL('../../../tests/fixtures/feeds/kyero-pool-plot.xml', import.meta.url));
    await importFile(client, 'kyero.xml', xml);
    const page = (await t.app.inject({ url: `/api/offers/${await offerId('HV-VILLA-7')}` })).json();
    expect(page).toMatchObject({ epc_rating: 'B', price_qualifier: null, category: { slug: 'detached' } });
    const display = (slug: string) =>
      (page.attributes as Array<{ slug: string; display: string }>).find((item) => item.slug === slug)?.display;
    expect(display('dodatkowe')).toBe('Air conditioning, Garage');
    expect(page.description).toContain('Heated swimming pool');
    expect(display('year-built')).toBe('1980 to 1999');
    expect(page.description).toContain('Plot of 1,450 m²');
    const plot = (await t.app.inject({ url: `/api/offers/${await offerId('HV-PLOT-3')}` })).json();
    expect(plot).toMatchObject({ area: 2300, category: { slug: 'building-plot' } });
  });
});
