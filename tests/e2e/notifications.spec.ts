// Live notifications: with the page open, a user's bell shows a notification made by
// someone else's action (an agency lowers the price of an ad the user saved) without a
// reload, with the live indicator on; the open bell passes axe.
import { expect, test } from '@playwright/test';
import {
  apiCategoryId,
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  flatForSale,
  gotoHydrated,
  logInAs,
  postLiveAd,
  xsrfHeaders,
} from './support.ts';

test('a saved ad’s price drop reaches the open bell live', async ({ page, browser }) => {
  const errors = collectConsoleErrors(page);
  // The agency, in its own browser context, posts an ad.
  const agency = await browser.newContext();
  const agencyPage = await agency.newPage();
  await agencyPage.goto('/readyz');
  await logInAs(agencyPage, DEMO_ACCOUNTS.agency);
  const flat = await apiCategoryId(agencyPage.request, 'flat');
  const ad = (price: number) => flatForSale(flat, 'Live bell test flat', price);
  const { id } = await postLiveAd(agencyPage, ad(30_000_000));

  // The user saves it and keeps a page open.
  await logInAs(page, DEMO_ACCOUNTS.private);
  const userHeaders = await xsrfHeaders(page);
  expect((await page.request.post(`/api/favorites/${id}`, { headers: userHeaders })).ok()).toBe(true);
  await gotoHydrated(page, '/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/live updates on/);
  const before = await bell.getAttribute('aria-label');
  const unread = (label: string | null) => Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);

  // The agency lowers the price: the badge changes without a reload.
  const headers = await xsrfHeaders(agencyPage);
  expect((await agencyPage.request.post(`/api/offers/update/${id}`, { data: ad(28_500_000), headers })).status()).toBe(
    200,
  );
  await expect(bell).toHaveAccessibleName(new RegExp(`Notifications, ${unread(before) + 1} unread`));
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Live bell test flat' })).toHaveText(
    /New notification: Price reduced on a property you saved: Live bell test flat, now £285,000/,
  );

  await bell.click();
  await expect(page.getByText('Live updates on')).toBeAttached();
  await expect(
    page.getByRole('link', { name: /Price reduced on a property you saved: Live bell test flat/ }),
  ).toBeVisible();
  // The open panel lies over the page (whose covered controls axe would count as too
  // small): check the header it belongs to.
  await expectNoSeriousA11yViolations(page, 'the open bell', { include: 'header' });
  await agency.close();
  expect(errors.list).toEqual([]);
});
