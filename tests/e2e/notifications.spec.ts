// Live notifications: with the page open, a user's bell shows a notification made by
// someone else's action (an agency lowers the price of an ad the user saved) without a
// reload, with the live indicator on; the open bell passes axe.
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
} from './support.ts';

async function xsrfHeaders(request: APIRequestContext, cookies: () => Promise<{ name: string; value: string }[]>) {
  await request.get('/api/sanctum/csrf-cookie');
  const xsrf = (await cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'x-xsrf-token': decodeURIComponent(xsrf) };
}

test('a saved ad’s price drop reaches the open bell live', async ({ page, browser }) => {
  const errors = collectConsoleErrors(page);
  // The agency, in its own browser context, posts an ad.
  const agency = await browser.newContext();
  const agencyPage = await agency.newPage();
  await agencyPage.goto('/readyz');
  await logInAs(agencyPage, DEMO_ACCOUNTS.agency);
  const headers = await xsrfHeaders(agencyPage.request, () => agency.cookies());
  const categories = (await (await agencyPage.request.get('/api/categories')).json()) as {
    categories: { id: number; slug: string; children: { id: number; slug: string }[] }[];
  };
  const flat = categories.categories.flatMap((root) => [root, ...root.children]).find((c) => c.slug === 'flat');
  const ad = (price: number) => ({
    title: 'Live bell test flat',
    category_id: flat?.id,
    price,
    location: { lat: 51.75, lon: -1.26, name: 'Oxford' },
    attributes: [{ id: 1, value: 'sell' }],
  });
  const created = await agencyPage.request.post('/api/offers', { data: ad(30_000_000), headers });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await agencyPage.request.patch(`/api/offers/submit/${id}`, { headers })).status()).toBe(200);

  // The user saves it and keeps a page open.
  await logInAs(page, DEMO_ACCOUNTS.private);
  const userHeaders = await xsrfHeaders(page.request, () => page.context().cookies());
  expect((await page.request.post(`/api/favorites/${id}`, { headers: userHeaders })).ok()).toBe(true);
  await gotoHydrated(page, '/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/live updates on/);
  const before = await bell.getAttribute('aria-label');
  const unread = (label: string | null) => Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);

  // The agency lowers the price: the badge changes without a reload.
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
