// The owner's first look of the day and support's watch over agency feeds: the dashboard
// shows the site's figures with a chart for each and the job queues; support finds a
// developer's feed on the imports page, stops it with a reason (the developer reads it on
// their import page), and releases it. (That a stopped feed cannot be fetched by hand is
// the API test's: a fetch counts against the company's hourly allowance, which other
// browser tests of this demo company use up on purpose.)
import { expect, test } from '@playwright/test';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
  xsrfHeaders,
} from './support.ts';

test('the owner reads the dashboard: figures with their charts, and the job queues', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await logInAs(page, DEMO_ACCOUNTS.admin);
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The site today');
  const main = page.getByRole('main');
  for (const title of ['New accounts', 'Ads posted', 'Revenue (VAT included)', 'Reports', 'E-mails that failed']) {
    await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(main.getByRole('img', { name: /^New accounts: / })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Job queues' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page, 'the back office’s dashboard');
  expect(errors.list).toEqual([]);
});

test('support stops a developer’s feed with a reason, the developer reads it, support releases it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const developerContext = await browser.newContext();
  const developer = await developerContext.newPage();
  await developer.goto('/');
  await logInAs(developer, DEMO_ACCOUNTS.developer);
  const feedUrl = `https://feeds.example.com/developer-${Date.now()}.blm`;
  const registered = await developer.request.post('/api/offers-import/feeds', {
    data: { url: feedUrl, interval_minutes: 60, full_feed: false },
    headers: await xsrfHeaders(developer),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const feedId = (await registered.json()).id as string;

  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await logInAs(page, DEMO_ACCOUNTS.support);
  await gotoHydrated(page, '/admin/imports');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imports and feeds');
  await page.getByLabel('Feeds', { exact: true }).selectOption('running');
  await page.getByRole('button', { name: 'Find feeds and imports' }).click();
  await expect(page).toHaveURL(/state=running/);
  const row = page.getByRole('row').filter({ hasText: feedUrl });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the imports and feeds page');

  const reason = 'It lists the same flats twice an hour';
  await row.getByLabel('Why stop it (the company reads it)').fill(reason);
  await row.getByRole('button', { name: /^Stop the feed of / }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('The feed is stopped');

  await gotoHydrated(developer, '/import-offers');
  await expect(developer.getByRole('main')).toContainText(`The site’s team has stopped this feed: ${reason}.`);

  await gotoHydrated(page, '/admin/imports?state=stopped');
  await page
    .getByRole('row')
    .filter({ hasText: feedUrl })
    .getByRole('button', { name: /^Release the feed of / })
    .click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('The feed is released');
  const deleted = await developer.request.delete(`/api/offers-import/feeds/${feedId}`, {
    headers: await xsrfHeaders(developer),
  });
  expect(deleted.status()).toBe(204);
  await developerContext.close();
  expect(errors.list).toEqual([]);
});
