// The not-found page, with status 404.
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './support.ts';

async function expectNotFoundPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('This page could not be found', { exact: true })).toBeVisible();
  await expect(page.getByText('Maybe back to home?', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(/Page not found/);
}

const MISSING = [
  '/this-does-not-exist',
  '/404',
  '/offers/no-such-offer',
  '/strony/999999',
  '/property/house/nosuchtype',
  '/property/land/rent', // land is never let (its category has no rent type)
];

for (const path of MISSING) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
  });
}

test('the Homepage link of the not-found page goes home', async ({ page }) => {
  const response = await gotoHydrated(page, '/this-does-not-exist');
  expect(response.status()).toBe(404);
  await page.getByRole('main').getByRole('link', { name: 'Homepage' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your place.' })).toBeVisible();
});

test('following a link to a missing page inside the app shows the not-found page', async ({ page }) => {
  await gotoHydrated(page, '/strony/17');
  // A client-side navigation to an unknown path: the app's router, not the server, renders it.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/offers/no-such-offer';
    link.textContent = 'missing offer';
    document.querySelector('main')?.append(link);
  });
  await page.getByRole('link', { name: 'missing offer' }).click();
  await expect(page).toHaveURL('/offers/no-such-offer');
  await waitForHydration(page);
  await expectNotFoundPage(page);
});
