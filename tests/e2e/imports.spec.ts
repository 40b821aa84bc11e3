// An agency imports its listings in a browser: a BLM zip (feed and photos), a Kyero file
// and a CSV; each shows its preview with the reasons for refused rows, is confirmed, is
// followed to the end, and its offers are found in search.
import { expect, type Page, test } from '@playwright/test';
import type { FeedListing } from '#core/imports/feeds/feed-listing.ts';
import { blmRecordFromListing, writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { writeCsv } from '#tests/fixtures/feeds/csv-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { writeKyero } from '#tests/fixtures/feeds/kyero-writer.ts';
import { buildZip } from '#tests/fixtures/feeds/zip-writer.ts';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
} from './support.ts';

/** A listing whose description carries a word no other ad has, to find it in search. */
const listing = (i: number, stamp: string, word: string, changes: Partial<FeedListing> = {}) =>
  importableListing(i, `E2E-${stamp}-${i}`, {
    description: `<p>A bright family home. Code ${word}.</p>`,
    media: [],
    ...changes,
  });

async function uploadAndImport(page: Page, name: string, bytes: Buffer, expected: { create: number; reject: number }) {
  await gotoHydrated(page, '/import-offers');
  const form = page.getByRole('form', { name: 'Upload a feed' });
  await form.getByLabel('Feed file').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: bytes });
  // Only some of the agency's listings: nothing else is withdrawn.
  await form.getByLabel('This file lists all my listings').uncheck();
  await form.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(page).toHaveURL(/\/import-offers\?import=/);
  const preview = page.getByRole('region', { name: `Preview of ${name}` });
  const tabs = preview.getByRole('navigation', { name: 'Rows by outcome' });
  await expect(tabs.getByRole('link', { name: `New (${expected.create})` })).toBeVisible();
  await expect(tabs.getByRole('link', { name: `Rejected (${expected.reject})` })).toBeVisible();
  return preview;
}

async function confirmAndFollow(page: Page, name: string, count: number, rows = count) {
  await page.getByRole('button', { name: `Import ${count} listings` }).click();
  const done = page.getByRole('region', { name: `Import of ${name}` });
  await expect(done.getByText(`Imported ${rows} of ${rows} rows`)).toBeVisible({ timeout: 30_000 });
  await expect(done.getByRole('status')).toContainText(`Done: ${count} new`);
}

async function searchFinds(page: Page, word: string): Promise<number> {
  const response = await page.request.get(`/api/search?q=${word}`);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

/** The agent's qualifier before the price on the result card and the ad's page, with the tenure and council tax band. */
async function showsPriceFacts(page: Page, word: string) {
  await gotoHydrated(page, `/search?q=${word}`);
  const card = page.getByRole('article').filter({ hasText: 'Guide price' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(/Guide price £[\d,]+/);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByText(/^Guide price £[\d,]+$/)).toBeVisible();
  const facts = page.getByRole('region', { name: 'Key facts' });
  await expect(facts).toContainText(/Tenure\s*Freehold/);
  await expect(facts).toContainText(/Council tax\s*Band D/);
}

test('an agency imports a BLM zip, a Kyero file and a CSV, and finds the offers in search', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const stamp = Date.now().toString(36);
  await logInAs(page, DEMO_ACCOUNTS.agency);
  await gotoHydrated(page, '/import-offers');
  await expectNoSeriousA11yViolations(page, '/import-offers');

  // A BLM zip: two good listings and one with a bad price, whose reason is shown.
  const blmWord = `blmzip${stamp}`;
  const broken = { ...blmRecordFromListing(listing(3, stamp, blmWord)), PRICE: 'lots' };
  const zip = buildZip([
    {
      name: 'feed/agency.blm',
      data: writeBlm([
        listing(1, stamp, blmWord, { priceQualifier: 'guide-price', councilTaxBand: 'D' }),
        listing(2, stamp, blmWord),
        broken,
      ]),
    },
    { name: 'feed/photo.jpg', data: Buffer.from('not really a photo') },
  ]);
  const preview = await uploadAndImport(page, 'agency.zip', zip, { create: 2, reject: 1 });
  await preview.getByRole('link', { name: 'Rejected (1)' }).click();
  await expect(preview.getByRole('cell', { name: /PRICE/ })).toBeVisible();
  await expect(preview.getByRole('link', { name: /Download the 1 rejected rows/ })).toHaveAttribute(
    'href',
    /rejected\.csv$/,
  );
  await expectNoSeriousA11yViolations(page, 'an import preview');
  await confirmAndFollow(page, 'agency.zip', 2, 3);
  expect(await searchFinds(page, blmWord)).toBe(2);
  await showsPriceFacts(page, blmWord);

  const kyeroWord = `kyero${stamp}`;
  await uploadAndImport(page, 'feed.xml', Buffer.from(writeKyero([listing(4, stamp, kyeroWord)])), {
    create: 1,
    reject: 0,
  });
  await confirmAndFollow(page, 'feed.xml', 1);
  expect(await searchFinds(page, kyeroWord)).toBe(1);
  // Kyero gives the energy rating.
  const [kyeroOffer] = (await (await page.request.get(`/api/search?q=${kyeroWord}`)).json()).data;
  await gotoHydrated(page, `/offers/${kyeroOffer.slug}`);
  await expect(page.getByRole('region', { name: 'Key facts' })).toContainText(/EPC rating\s*[A-G]/);

  const csvWord = `csv${stamp}`;
  const csv = writeCsv([listing(5, stamp, csvWord), listing(6, stamp, csvWord)]);
  await uploadAndImport(page, 'listings.csv', Buffer.from(csv), { create: 2, reject: 0 });
  await confirmAndFollow(page, 'listings.csv', 2);
  expect(await searchFinds(page, csvWord)).toBe(2);

  // The history lists all three; an imported ad is in My Ads.
  await gotoHydrated(page, '/import-offers');
  const history = page.getByRole('region', { name: 'Your imports' });
  for (const name of ['agency.zip', 'feed.xml', 'listings.csv']) {
    await expect(history.getByRole('link', { name })).toBeVisible();
  }
  expect(errors.list).toEqual([]);
});

test('a private advertiser is kept away from imports, and told why', async ({ page }) => {
  await logInAs(page, DEMO_ACCOUNTS.private);
  await page.goto('/import-offers');
  await expect(page).toHaveURL(/\/\?denied=offers\.import$/);
  await expect(page.getByText('Properties are imported by agency, developer and hotel accounts only.')).toBeVisible();
});
