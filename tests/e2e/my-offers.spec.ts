// My Ads (/my-offers): the advertiser's offers by status, and the actions that change
// them, through the real API and database: deactivate (with a confirmation), activate,
// raise, market status and refresh; a company sees its agents' offers and filters by agent.
import { expect, type Page, test } from '@playwright/test';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
} from './support.ts';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Ads by status' });
const countIn = async (page: Page, tab: string) => {
  const text =
    (await tabs(page)
      .getByRole('link', { name: new RegExp(`^${tab} \\(`) })
      .textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? Number.NaN);
};

test('a guest is sent away from My Ads', async ({ page }) => {
  await page.goto('/my-offers');
  await expect(page).not.toHaveURL(/\/my-offers/);
});

test('an owner deactivates an ad after confirming, finds it under Deactivated, and activates it again', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.private);
  await gotoHydrated(page, '/my-offers?status=active&sort=oldest');
  await expect(page.getByRole('heading', { level: 1, name: 'My Ads' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'My Ads');
  const liveBefore = await countIn(page, 'Live');
  const inactiveBefore = await countIn(page, 'Deactivated');
  expect(liveBefore).toBeGreaterThan(0);

  const first = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  const title = ((await first.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  await first.getByRole('button', { name: `Deactivate ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate this offer?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByText('The offer is off the site.')).toBeVisible();
  await expect.poll(() => countIn(page, 'Live')).toBe(liveBefore - 1);
  expect(await countIn(page, 'Deactivated')).toBe(inactiveBefore + 1);

  await tabs(page)
    .getByRole('link', { name: /^Deactivated/ })
    .click();
  const row = page.getByRole('listitem').filter({ hasText: title }).first();
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();
  // Its page is still there for its owner, saying the public cannot see it.
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Your ad' })).toContainText(
    'Your ad is not on the site: deactivated. Only you can see this page.',
  );
  // A visitor (no session) gets the not-found page.
  expect((await request.get(page.url())).status()).toBe(404);
  await page.goBack();
  await row.getByRole('button', { name: `Activate ${title}` }).click();
  await expect(page.getByText('The offer is live again.')).toBeVisible();
  await expect.poll(() => countIn(page, 'Live')).toBe(liveBefore);
  expect(errors.list).toEqual([]);
});

test('raise puts an ad first in the newest results, once for free, then for a payment', async ({ page, request }) => {
  await logInAs(page, DEMO_ACCOUNTS.private);
  await gotoHydrated(page, '/my-offers?status=active&sort=oldest&q=');
  const row = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Raise/ }) })
    .first();
  const title = ((await row.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  await row.getByRole('button', { name: `Raise to the top ${title}` }).click();
  await expect(page.getByText('The offer is back at the top.')).toBeVisible();
  const newest = (await (await request.get('/api/search?sort=newest&limit=1')).json()) as { data: { title: string }[] };
  expect(newest.data[0]?.title).toBe(title);

  // Raising again costs money: the message says so, and paying (the test gateway) raises it.
  await row.getByRole('button', { name: `Raise to the top ${title}` }).click();
  const offer = page.getByRole('dialog', { name: 'Pay for it?' });
  await expect(
    offer.getByText(/Your free raises for this offer are used up\. The next one costs £1\.99\./),
  ).toBeVisible();
  await offer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment of £1.99 received.')).toBeVisible();
});

test('a sale is marked sold STC and back to available; the badge follows', async ({ page }) => {
  await logInAs(page, DEMO_ACCOUNTS.private);
  await gotoHydrated(page, '/my-offers?status=active&q=');
  const row = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('option', { name: 'Sold STC' }) })
    .first();
  const title = ((await row.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  const market = row.getByLabel(`Market status of ${title}`);
  await market.selectOption('sold_stc');
  await expect(page.getByText('Marked as sold stc.')).toBeVisible();
  await expect(row.getByText('Sold STC', { exact: true }).first()).toBeVisible();
  await expect(market).toHaveValue('sold_stc');
  await market.selectOption('available');
  await expect(market).toHaveValue('available');
});

test('a company sees its agents’ ads and can list one agent’s', async ({ page }) => {
  await logInAs(page, DEMO_ACCOUNTS.agency);
  await gotoHydrated(page, '/my-offers');
  const agent = page.getByLabel('Agent', { exact: true });
  await expect(agent.locator('option')).not.toHaveCount(1);
  // The company and each agent by their own name: no name twice.
  const names = (await agent.locator('option').allTextContents()).map((name) => name.trim());
  expect(new Set(names).size).toBe(names.length);
  const allCount = await countIn(page, 'All');
  const agentName = ((await agent.locator('option').nth(2).textContent()) ?? '').trim();
  await agent.selectOption({ label: agentName });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/agent=/);
  await expect(page.getByLabel('Agent', { exact: true })).toHaveValue(/.+/);
  await expect.poll(() => countIn(page, 'All')).toBeLessThan(allCount);
  const owners = await page.getByRole('main').getByText(/^by /).allTextContents();
  expect(new Set(owners)).toEqual(new Set([`by ${agentName}`]));
});
