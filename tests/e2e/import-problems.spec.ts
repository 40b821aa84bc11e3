// An agency sees every problem with its feed in full, in words it can act on: a file that
// cannot be imported says why (with the line, when there is one); a file that can be
// imported says which of its columns were missing and what they were read as, and each
// rejected row gives its row, the line of the file and every reason.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { blmRecordFromListing, writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { collectConsoleErrors, DEMO_ACCOUNTS, gotoHydrated, logInAs } from './support.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/feeds/${name}`, import.meta.url));

async function upload(page: Page, name: string, bytes: Buffer) {
  await gotoHydrated(page, '/import-offers');
  const form = page.getByRole('form', { name: 'Upload a feed' });
  await form.getByLabel('Feed file').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: bytes });
  await form.getByLabel('This file lists all my listings').uncheck();
  await form.getByRole('button', { name: 'Upload and preview' }).click();
  return form;
}

test('file errors, file warnings and row errors are shown in full', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // The refused uploads answer 422, which the browser logs.
  errors.expectFailedLoad('/api/offers-import');
  await logInAs(page, DEMO_ACCOUNTS.agency);
  const listing = importableListing(1, `E2E-PROBLEMS-${Date.now().toString(36)}`);
  const fields = Object.keys(blmRecordFromListing(listing)).filter((field) => !['AGENT_REF', 'PRICE'].includes(field));

  // Refused as a whole: the whole sentence, not its first letter.
  let form = await upload(page, 'no-reference.blm', Buffer.from(writeBlm([listing], { fields })));
  await expect(form.getByRole('alert')).toHaveText(
    'The file cannot be imported: its #DEFINITION# row lacks AGENT_REF, PRICE, which every listing needs (its reference, sale or letting, price and where it is)',
  );
  form = await upload(page, 'old.blm', Buffer.from(writeBlm([listing], { version: '2' })));
  await expect(form.getByRole('alert')).toHaveText(
    'Line 2 of the file: BLM version 2 is not supported: only versions 3 and 3i can be imported',
  );
  await expect(page).toHaveURL(/\/import-offers$/);

  // Imported with warnings about the file, and a row rejected for two reasons.
  const broken =
    'NOQ-3|7|0|2024-04-02 11:00:00|2024-04-03 12:00:00|Ancoats, Manchester|1||1|many|lots|4|1|Ancoats|Manchester|M1|4AP|||Bad row.|Bad row.|*\n';
  const feed = fixture('no-price-qualifier.blm').toString('utf8').replace('#END#', `${broken}#END#`);
  await upload(page, 'export.blm', Buffer.from(feed));
  await expect(page).toHaveURL(/\/import-offers\?import=/);
  const preview = page.getByRole('region', { name: 'Preview of export.blm' });
  const warnings = preview.getByRole('region', { name: 'About the file (3 warnings)' });
  await expect(warnings.getByRole('listitem')).toHaveText([
    'The file has no PRICE_QUALIFIER column: prices are read without a qualifier (no “Guide price” or “Offers over”)',
    'The file has no NEW_HOME_FLAG column: listings are read as not new homes',
    'The file has no photo columns (MEDIA_IMAGE_00 and on): listings have no photos from the file',
  ]);
  await preview.getByRole('link', { name: 'Rejected (1)' }).click();
  await expect(page).toHaveURL(/action=reject/);
  await expect(preview.getByRole('rowheader')).toHaveCount(1);
  await expect(preview.getByRole('rowheader')).toContainText(/^3\s*line 13$/);
  const table = preview.getByRole('table', { name: 'Rows of the file and what happens to each' });
  await expect(table.getByRole('listitem')).toHaveText([
    'PRICE must be a whole number of pounds (pence may follow a point, as in 950.50)',
    'BEDROOMS must be a whole number from 0 to 999',
  ]);
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/import-offers$/);
  expect(errors.list).toEqual([]);
});
