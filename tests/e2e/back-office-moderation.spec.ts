// A moderator's day, on a server with moderation on: the demo agency changes the title of
// a live ad (the change waits) and sends a new ad (it waits too). The moderator opens the
// queue, reads the change side by side and approves it with the keyboard, then rejects the
// new ad with a listed reason; the agency's bell says why. A second moderator sees the item
// taken. The same pages work without JavaScript.
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type OwnServer, startOwnServer } from './own-server.ts';
import {
  apiCategoryId,
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  flatForSale,
  logInAs,
  waitForHydration,
  xsrfHeaders,
} from './support.ts';

const port = Number(process.env.E2E_PORT ?? 3300) + 1;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({ port, env: { OFFER_MODERATION: 'true', SEED_DEMO: 'true' } });
});

test.afterAll(async () => {
  await server?.stop();
});

async function signedIn(browser: Browser, account: Parameters<typeof logInAs>[1], javaScript = true) {
  const context = await browser.newContext({ baseURL: server?.baseURL, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  await page.goto('/readyz');
  await logInAs(page, account);
  return { context, page };
}

/** A new ad of the page's account, sent to the moderators: its id. */
async function sentAd(page: Page, title: string): Promise<string> {
  const headers = await xsrfHeaders(page);
  const flat = await apiCategoryId(page.request, 'flat');
  const created = await page.request.post('/api/offers', { data: flatForSale(flat, title, 31_000_000), headers });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await page.request.patch(`/api/offers/submit/${id}`, { headers });
  expect((await sent.json()).status).toBe('pending_moderation');
  return id;
}

test('a moderator approves a change with the keyboard and rejects a new ad with a listed reason', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const agency = await signedIn(browser, DEMO_ACCOUNTS.agency);
  const moderator = await signedIn(browser, DEMO_ACCOUNTS.moderator);
  const { page } = moderator;
  const errors = collectConsoleErrors(page);
  const stamp = Date.now().toString(36);

  // A live ad of the agency (approved through the API), whose title it then changes.
  const liveId = await sentAd(agency.page, `Canal flat ${stamp}`);
  const modHeaders = await xsrfHeaders(page);
  expect((await page.request.patch(`/api/admin/offers/${liveId}/approve`, { headers: modHeaders })).status()).toBe(200);
  const flat = await apiCategoryId(agency.page.request, 'flat');
  const renamed = `Canal flat with balcony ${stamp}`;
  const edit = await agency.page.request.post(`/api/offers/update/${liveId}`, {
    data: flatForSale(flat, renamed, 31_000_000),
    headers: await xsrfHeaders(agency.page),
  });
  expect(edit.status(), await edit.text()).toBe(200);
  const newTitle = `Mill house ${stamp}`;
  await sentAd(agency.page, newTitle);

  // A reason on the moderators' list.
  const reasonText = 'The photos do not show the property.';
  await page.goto('/admin/moderation/templates');
  await waitForHydration(page);
  await page.getByLabel('Title').last().fill(`No photos ${stamp}`);
  await page.getByLabel('Text the advertiser reads').last().fill(reasonText);
  await page.getByRole('button', { name: 'Add the reason' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Reason added.');
  await expectNoSeriousA11yViolations(page, 'the reasons for rejecting');

  // The queue: both items wait; j/k move between them.
  await page.goto('/admin/moderation');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moderation');
  await expect(page.getByRole('main')).toContainText('Keyboard: j/k');
  await expect(page.getByRole('link', { name: newTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: `Canal flat ${stamp}`, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the moderation queue');
  await page.keyboard.press('j');
  await expect(page.locator('[data-queue-item]').first()).toBeFocused();
  await page.keyboard.press('j');
  await expect(page.locator('[data-queue-item]').nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(page.locator('[data-queue-item]').first()).toBeFocused();

  // The change: side by side, only the title; another moderator sees it taken.
  await page.getByRole('link', { name: `Canal flat ${stamp}`, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/moderation\/revisions\/\d+$/);
  await waitForHydration(page);
  const diff = page.getByRole('table', { name: 'What the change changes' });
  await expect(diff.getByRole('row')).toHaveCount(2);
  await expect(diff.getByRole('row').nth(1)).toContainText(`Title`);
  await expect(diff.getByRole('row').nth(1)).toContainText(`Canal flat ${stamp}`);
  await expect(diff.getByRole('row').nth(1)).toContainText(renamed);
  await expectNoSeriousA11yViolations(page, 'a change waiting');
  const other = await signedIn(browser, DEMO_ACCOUNTS.admin);
  await other.page.goto(page.url());
  await expect(other.page.getByRole('main')).toContainText(/Being reviewed by .+ until \d\d:\d\d/);
  await other.page.getByRole('button', { name: 'Approve' }).click();
  await expect(other.page.getByRole('main').getByRole('alert')).toContainText('Being reviewed by');
  await other.context.close();

  // r goes to the reason (typing there approves nothing), a approves.
  await page.keyboard.press('r');
  await expect(page.getByLabel('More words for the advertiser')).toBeFocused();
  await page.keyboard.type('a');
  await expect(page.getByLabel('More words for the advertiser')).toHaveValue('a');
  await page.getByLabel('More words for the advertiser').fill('');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('a');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Approved: the advertiser has been told.');
  const live = await page.request.get(`/api/offers/${liveId}`);
  expect((await live.json()).title).toBe(renamed);

  // The new ad: rejected with the listed reason and a few words more.
  await page.goto('/admin/moderation');
  await page.getByRole('link', { name: newTitle }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The ad as it will appear' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('£310,000');
  await page.getByLabel('Reason from the list').selectOption({ label: `No photos ${stamp}` });
  await page.getByLabel('More words for the advertiser').fill('Add one of each room.');
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Rejected');

  // The agency's bell says why.
  await agency.page.goto('/');
  await waitForHydration(agency.page);
  await agency.page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(agency.page.getByText(`${reasonText} Add one of each room.`).first()).toBeVisible();
  await agency.context.close();
  const expected = /status of 409 \(Conflict\)/;
  expect(errors.list.filter((line) => !expected.test(line))).toEqual([]);
  await moderator.context.close();
});

test('the queue and an item work without JavaScript, ticked items too', async ({ browser }) => {
  test.setTimeout(120_000);
  const agency = await signedIn(browser, DEMO_ACCOUNTS.agency);
  const stamp = Date.now().toString(36);
  const title = `Quiet lane cottage ${stamp}`;
  const ticked = `Orchard bungalow ${stamp}`;
  await sentAd(agency.page, title);
  await sentAd(agency.page, ticked);
  await agency.context.close();

  let plain: { context: BrowserContext; page: Page } | undefined;
  try {
    plain = await signedIn(browser, DEMO_ACCOUNTS.moderator, false);
    const { page } = plain;
    await page.goto('/admin/moderation');
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main')).toContainText('Yours to review until');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Approved: the advertiser has been told.');

    // The other one, ticked in the list and rejected with typed words.
    await page.goto('/admin/moderation');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page.getByRole('checkbox', { name: `Pick “${ticked}”` }).check();
    await page.getByLabel('More words for the advertiser').fill('The floor plan belongs to another house.');
    await page.getByRole('button', { name: 'Reject the picked items' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('1 item decided.');
    await expect(page.getByRole('link', { name: ticked })).toHaveCount(0);
  } finally {
    await plain?.context.close();
  }
});
