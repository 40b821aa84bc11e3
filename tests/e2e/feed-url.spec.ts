// An agency registers the address of its feed on the import page, asks for it to be
// fetched now, and sees the run in the feed's history: a preview to confirm, whose
// link opens the preview of the file. The feed is served by a local server of the test.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
} from './support.ts';

let server: Server;
let feedUrl = '';

test.beforeAll(async () => {
  const body = writeBlm([
    importableListing(1, 'E2E-URL-1', { media: [] }),
    importableListing(2, 'E2E-URL-2', { media: [] }),
  ]);
  server = createServer((_request, response) => {
    response.writeHead(200, { etag: '"e2e-feed"', 'content-type': 'text/plain' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/agency-feed.blm`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('an agency registers its feed by URL and sees its first run as a preview to confirm', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.agency);
  await gotoHydrated(page, '/import-offers');
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Fetch your feed from its address' });
  await form.getByLabel('Feed address (URL)').fill(feedUrl);
  await form.getByLabel('How often').selectOption('30');
  // Only some of the agency's listings: nothing else would be withdrawn.
  await form.getByLabel('The feed lists all my listings').uncheck();
  await form.getByRole('button', { name: 'Save feed' }).click();

  const feed = main.getByRole('region', { name: 'Your feed' });
  await expect(feed.getByText(feedUrl)).toBeVisible();
  await expect(feed).toContainText('Every 30 minutes · Partial feed · Its first file waits for your confirmation');
  await expect(feed).toContainText('Not fetched yet');
  await expectNoSeriousA11yViolations(page, 'the import page with its feed by URL');

  await feed.getByRole('button', { name: 'Fetch now' }).click();
  const preview = feed.getByRole('link', { name: 'Preview to confirm' });
  await expect(async () => {
    await feed.getByRole('button', { name: 'Refresh runs' }).click();
    await expect(preview).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 45_000 });
  const run = feed.getByRole('row').filter({ has: page.getByRole('link', { name: 'Preview to confirm' }) });
  await expect(run).toContainText('200');
  await expect(run).toContainText('2 new · 0 updated · 0 withdrawn · 0 rejected');

  await preview.click();
  await expect(page).toHaveURL(/\/import-offers\?import=/);
  await expect(main.getByRole('region', { name: 'Preview of agency-feed.blm' })).toBeVisible();

  // Leave the demo agency as it was: the feed goes (its preview stays in the history).
  await gotoHydrated(page, '/import-offers');
  await main.getByRole('region', { name: 'Your feed' }).getByRole('button', { name: 'Delete feed' }).click();
  await expect(main.getByRole('form', { name: 'Fetch your feed from its address' })).toBeVisible();
  expect(errors.list).toEqual([]);
});
