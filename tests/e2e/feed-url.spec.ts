// An agency registers the address of its feed on the import page, asks for it to be
// fetched now, and sees the run in the feed's history: a preview to confirm, whose
// link opens the preview of the file. Every button is a form posted to the page: it
// works without JavaScript, tells what it did (or why not), and deleting asks first.
// The feed is served by a local server of the test.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
  logInWithoutJavaScript,
  postForm,
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

const main = (page: Page) => page.getByRole('main');
const feedForm = (page: Page) => main(page).getByRole('form', { name: 'Fetch your feed from its address' });
const feedPanel = (page: Page) => main(page).getByRole('region', { name: 'Your feed' });

/** Deletes the feed as a person does: the link asks first, the confirmation's button deletes. */
async function deleteFeed(page: Page, submit: (button: ReturnType<Page['getByRole']>) => Promise<void>) {
  await feedPanel(page).getByRole('link', { name: 'Delete feed' }).click();
  const confirm = feedPanel(page).getByRole('form', { name: 'Delete your feed?' });
  await submit(confirm.getByRole('button', { name: 'Delete feed' }));
  await expect(feedForm(page).getByRole('status')).toHaveText('Feed deleted: its imports stay in your history.');
}

test('an agency registers its feed by URL and sees its first run as a preview to confirm', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.agency);
  await gotoHydrated(page, '/import-offers');
  const form = feedForm(page);
  await form.getByLabel('Feed address (URL)').fill(feedUrl);
  await form.getByLabel('How often').selectOption('30');
  // Only some of the agency's listings: nothing else would be withdrawn.
  await form.getByLabel('The feed lists all my listings').uncheck();
  await form.getByRole('button', { name: 'Save feed' }).click();

  const feed = feedPanel(page);
  await expect(feed.getByText(feedUrl)).toBeVisible();
  await expect(feed.getByRole('status')).toHaveText('Feed saved: its first run will be a preview for you to confirm.');
  await expect(feed.getByRole('status')).toBeFocused();
  await expect(feed).toContainText('Every 30 minutes · Partial feed · Its first file waits for your confirmation');
  await expect(feed).toContainText('Not fetched yet');
  await expectNoSeriousA11yViolations(page, 'the import page with its feed by URL');

  await feed.getByRole('button', { name: 'Fetch now' }).click();
  await expect(feed.getByRole('status')).toContainText('Your feed is being fetched');
  await expect(feed.getByRole('status')).toBeFocused();
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
  await expect(main(page).getByRole('region', { name: 'Preview of agency-feed.blm' })).toBeVisible();

  // Pausing and resuming say so; deleting asks first, and Cancel keeps the feed.
  await gotoHydrated(page, '/import-offers');
  await feed.getByRole('button', { name: 'Pause' }).click();
  await expect(feed.getByRole('status')).toHaveText('Feed paused: it is not fetched until you resume it.');
  await expect(feed).toContainText('· Paused');
  await feed.getByRole('button', { name: 'Resume' }).click();
  await expect(feed.getByRole('status')).toHaveText('Feed resumed: it is fetched on its interval again.');
  await expect(feed).not.toContainText('· Paused');
  await feed.getByRole('link', { name: 'Delete feed' }).click();
  const confirm = feed.getByRole('form', { name: 'Delete your feed?' });
  await expect(confirm.getByRole('heading')).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the confirmation of deleting the feed');
  await confirm.getByRole('link', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(feed.getByText(feedUrl)).toBeVisible();

  // Leave the demo agency as it was: the feed goes (its preview stays in the history).
  await deleteFeed(page, (button) => button.click());
  await expect(feedForm(page).getByRole('status')).toBeFocused();
  expect(errors.list).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the feed forms post to the page: register, fetch now, pause, resume and delete', async ({ page }) => {
    await logInWithoutJavaScript(page, DEMO_ACCOUNTS.agency, '/import-offers');
    await expect(page).toHaveURL(/\/import-offers/);

    // An address that is not one is told beside its field, with what was typed kept.
    await feedForm(page).getByLabel('Feed address (URL)').fill('not an address');
    expect(await postForm(page, feedForm(page).getByRole('button', { name: 'Save feed' }))).toBe(422);
    await expect(feedForm(page).getByLabel('Feed address (URL)')).toHaveAccessibleDescription(
      /Enter the full address of your feed/,
    );
    await expect(feedForm(page).getByLabel('Feed address (URL)')).toHaveValue('not an address');

    await feedForm(page).getByLabel('Feed address (URL)').fill(feedUrl);
    await feedForm(page).getByLabel('How often').selectOption('120');
    expect(await postForm(page, feedForm(page).getByRole('button', { name: 'Save feed' }))).toBe(200);
    const feed = feedPanel(page);
    await expect(feed.getByText(feedUrl)).toBeVisible();
    await expect(feed).toContainText('Every 2 hours · Full feed');
    await expect(feed.getByRole('status')).toContainText('Feed saved');

    expect(await postForm(page, feed.getByRole('button', { name: 'Fetch now' }))).toBe(200);
    await expect(feed.getByRole('status')).toContainText('Your feed is being fetched');
    expect(await postForm(page, feed.getByRole('button', { name: 'Pause' }))).toBe(200);
    await expect(feed.getByRole('status')).toContainText('Feed paused');
    await expect(feed).toContainText('· Paused');
    expect(await postForm(page, feed.getByRole('button', { name: 'Resume' }))).toBe(200);
    await expect(feed.getByRole('status')).toContainText('Feed resumed');

    // A second feed is refused: told beside the address (a form of an older page, say).
    const again = await page.request.post('/import-offers', {
      form: { intent: 'create-feed', url: feedUrl, interval_minutes: '60' },
    });
    expect(again.status()).toBe(409);

    await deleteFeed(page, async (button) => {
      expect(await postForm(page, button)).toBe(200);
    });
  });
});

test('a refused form with JavaScript is told beside it: a second feed, fetching past the allowance', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.developer);
  await gotoHydrated(page, '/import-offers');
  // A feed registered meanwhile (in another tab, say): the page's form is refused, and says why.
  const made = await page.request.post('/import-offers', {
    form: { intent: 'create-feed', url: feedUrl, interval_minutes: '1440', full_feed: 'on' },
  });
  expect(made.status()).toBe(200);
  // The page's own answers to its forms (409, 429): the browser logs their status, as it should.
  errors.expectFailedLoad('/import-offers.data');
  await feedForm(page).getByLabel('Feed address (URL)').fill(`${feedUrl}?again`);
  await feedForm(page).getByRole('button', { name: 'Save feed' }).click();
  const exists = 'Your company has a feed already: change its address, or delete it first';
  await expect(feedForm(page).getByRole('alert')).toHaveText(exists);
  await expect(feedForm(page).getByRole('alert')).toBeFocused();
  await expect(feedForm(page).getByLabel('Feed address (URL)')).toHaveAccessibleDescription(new RegExp(exists));
  await expect(feedForm(page).getByLabel('Feed address (URL)')).toHaveValue(`${feedUrl}?again`);
  // The allowance is counted per company: twelve asks (for a feed that is not there) use it up.
  for (let ask = 0; ask < 12; ask++) {
    const missing = await page.request.post('/import-offers', {
      form: { intent: 'run-feed', id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status()).toBe(404);
  }
  await gotoHydrated(page, '/import-offers');
  const feed = feedPanel(page);
  await feed.getByRole('button', { name: 'Fetch now' }).click();
  await expect(feed.getByRole('alert')).toContainText('Too many attempts. Try again in');
  await expect(feed.getByRole('alert')).toBeFocused();
  await deleteFeed(page, (button) => button.click());
  expect(errors.list).toEqual([]);
});

test('another company cannot delete a feed through the page form', async ({ page, browser }) => {
  await logInAs(page, DEMO_ACCOUNTS.agency);
  const made = await page.request.post('/import-offers', {
    form: { intent: 'create-feed', url: feedUrl, interval_minutes: '60', full_feed: 'on' },
  });
  expect(made.status()).toBe(200);
  const listed = (await (await page.request.get('/api/offers-import/feeds')).json()) as { data: { id: string }[] };
  const id = listed.data[0]?.id ?? '';
  const other = await browser.newContext();
  const developer = await other.newPage();
  await logInAs(developer, DEMO_ACCOUNTS.developer);
  const refused = await developer.request.post('/import-offers', { form: { intent: 'delete-feed', id } });
  expect(refused.status()).toBe(404);
  await other.close();
  const deleted = await page.request.post('/import-offers', { form: { intent: 'delete-feed', id } });
  expect(deleted.status()).toBe(200);
  expect((await (await page.request.get('/api/offers-import/feeds')).json()).data).toEqual([]);
});
