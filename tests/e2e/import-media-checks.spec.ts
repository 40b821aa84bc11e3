// An agency uploads a zip whose photos are partly broken and, before confirming, reads
// in the preview which photos each listing will miss and why; once imported, the offer
// page shows the listing's floor plan, energy certificate, brochure and virtual tour.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
} from './support.ts';

const FEED = 'broken-photos.zip';

test('the import preview names the photos a listing will miss before confirming, and the offer keeps its documents', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.agency);
  const bytes = await readFile(new URL(`../fixtures/feeds/${FEED}`, import.meta.url));
  await gotoHydrated(page, '/import-offers');
  const form = page.getByRole('form', { name: 'Upload a feed' });
  await form.getByLabel('Feed file').setInputFiles({ name: FEED, mimeType: 'application/zip', buffer: bytes });
  await form.getByLabel('This file lists all my listings').uncheck();
  await form.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(page).toHaveURL(/\/import-offers\?import=/);
  const preview = page.getByRole('main').getByRole('region', { name: `Preview of ${FEED}` });

  // The checks run in the background; the page looks again until they are done.
  await expect(
    preview.getByText('1 listing will be published without some of its photos or floor plans', { exact: false }),
  ).toBeVisible({ timeout: 30_000 });
  const row = preview.getByRole('row').filter({ has: page.getByRole('cell', { name: 'BROKEN-1' }) });
  const missing = row.getByRole('note').filter({ hasText: 'Photo 2' });
  await expect(missing).toContainText('Photo 2 (missing.jpg) is not in the zip');
  await expect(missing).toContainText('Photo 3 (notes.jpg) is not a picture we can use');
  await expect(missing).toContainText('Photo 4 (huge.png) is too large: the image is 10,000 × 8,000 pixels');
  await expect(missing).toContainText('The listing will be published with 1 of 4 photos.');
  const fine = preview.getByRole('row').filter({ has: page.getByRole('cell', { name: 'BROKEN-2' }) });
  await expect(fine.getByRole('note').filter({ hasText: 'Photo' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the import preview with its media problems');

  await page.getByRole('button', { name: 'Import 2 listings' }).click();
  const done = page.getByRole('main').getByRole('region', { name: `Import of ${FEED}` });
  await expect(done.getByText('Imported 2 of 2 rows')).toBeVisible({ timeout: 30_000 });
  const importId = new URL(page.url()).searchParams.get('import');
  const rows = (await (await page.request.get(`/api/offers-import/${importId}/rows`)).json()) as {
    data: Array<{ reference: string; offer_slug: string | null }>;
  };
  // A BLM row's reference is its branch's: `{BRANCH_ID}/{AGENT_REF}`.
  const slug = rows.data.find((item) => item.reference === 'BROKEN-1')?.offer_slug;
  expect(slug).toBeTruthy();

  // The photos follow the rows in the same job: the offer page shows them once attached.
  await expect(async () => {
    const offer = (await (await page.request.get(`/api/offers/${slug}`)).json()) as { virtual_tours: unknown[] };
    expect(offer.virtual_tours).toHaveLength(1);
  }).toPass({ timeout: 30_000 });
  await gotoHydrated(page, `/offers/${slug}`);
  const main = page.getByRole('main');
  const tour = main.getByRole('link', { name: /^Virtual tour: 3D walk-through/ });
  await expect(tour).toHaveAttribute('href', 'https://tours.example.com/broken-1');
  await expect(tour).toHaveAttribute('rel', /noopener/);
  await expect(main.getByRole('link', { name: /^Brochure/ })).toHaveAttribute(
    'href',
    /\/documents\/[0-9a-f]{24}\.pdf$/,
  );
  await expect(main.getByRole('heading', { name: 'Energy performance certificate' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Floor plans' })).toBeVisible();
  expect(errors.list).toEqual([]);
});
