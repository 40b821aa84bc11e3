// An agency checks where its imported listings will appear before confirming: the
// preview's map places every listing (on the offline basemap: tests never leave the
// machine), marks the uncertain ones, names a listing when its marker is clicked; the
// company leaves an uncertain one out, and confirming imports the others only.
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
} from './support.ts';

const FEED = 'uncertain-towns.blm';

async function uploadFeed(page: Page): Promise<Locator> {
  const bytes = await readFile(new URL(`../fixtures/feeds/blm/${FEED}`, import.meta.url));
  await gotoHydrated(page, '/import-offers');
  const form = page.getByRole('form', { name: 'Upload a feed' });
  await form.getByLabel('Feed file').setInputFiles({ name: FEED, mimeType: 'application/octet-stream', buffer: bytes });
  // Only some of the agency's listings: nothing else is withdrawn.
  await form.getByLabel('This file lists all my listings').uncheck();
  await form.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(page).toHaveURL(/\/import-offers\?import=/);
  return page.getByRole('region', { name: `Preview of ${FEED}` });
}

/** The row of the table with `reference`, and its number (the first cell begins with it; the file's line follows). */
async function tableRow(preview: Locator, reference: string): Promise<{ row: Locator; number: string }> {
  const row = preview.getByRole('row').filter({ has: preview.page().getByRole('cell', { name: reference }) });
  const header = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
  expect(header).toMatch(/^\d+line \d+$/);
  return { row, number: /^\d+/.exec(header)?.[0] ?? '' };
}

test('the import preview shows each listing on a map, and an uncertain one left out is not imported', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.agency);
  const preview = await uploadFeed(page);
  const map = preview.getByRole('region', { name: 'Map of where the listings will appear' });
  await expect(map).toHaveAttribute('data-map-status', 'ready');
  await expect(map).toHaveAttribute('data-basemap', 'offline');
  await expect(map.locator('.import-marker')).toHaveCount(5);
  await expect(map.locator('.import-marker-uncertain')).toHaveCount(3);
  await expect(map.locator('.import-marker-uncertain').first()).toContainText('location uncertain');
  await expect(preview.getByText('5 listings on the map; 3 with an uncertain location, in amber.')).toBeVisible();

  // The town says Bassetlaw, the postcode Worksop: the table says why, the map marks it.
  const { row: worksop, number } = await tableRow(preview, 'HV-201');
  await expect(worksop.getByRole('note')).toContainText('Location uncertain: the town “Bassetlaw” matches');
  const marker = map.locator(`.import-marker[data-row="${number}"]`);
  await expect(marker).toHaveText(`Row ${number} · location uncertain`);
  await marker.click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toContainText(`Row ${number} · HV-201`);
  await expect(popup).toContainText('Appears in Worksop');
  await expectNoSeriousA11yViolations(page, 'the import preview with its map');

  await worksop.getByRole('button', { name: 'Leave out of this import' }).click();
  await expect(worksop).toContainText('Left out of this import');
  await expect(marker).toHaveText(`Row ${number} · location uncertain · left out`);
  await expect(marker).toHaveClass(/import-marker-left-out/);
  await expect(preview.getByText(/; 1 left out, in grey and dashed\./)).toBeVisible();

  await page.getByRole('button', { name: 'Import 4 listings' }).click();
  const done = page.getByRole('region', { name: `Import of ${FEED}` });
  await expect(done.getByText('Imported 5 of 5 rows')).toBeVisible({ timeout: 30_000 });
  await expect(done.getByRole('status').filter({ hasText: /^Done:/ })).toContainText(
    'Done: 4 new, 0 updated, 0 withdrawn, 1 left out.',
  );
  const importId = new URL(page.url()).searchParams.get('import');
  // Every row was gone through; only the four kept have an offer.
  const rows = (await (await page.request.get(`/api/offers-import/${importId}/rows`)).json()) as {
    data: Array<{ reference: string; offer_slug: string | null }>;
  };
  expect(rows.data.filter((item) => item.offer_slug !== null).map((item) => item.reference)).toEqual([
    'HV-202',
    'HV-203',
    'HV-204',
    'HV-205',
  ]);
  expect(errors.list).toEqual([]);
});
