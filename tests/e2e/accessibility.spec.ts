// WCAG 2.2 AA checks with axe: no serious or critical violation on the main pages
// and with the popups open.
import { expect, test } from '@playwright/test';
import { apiSearch, expectNoSeriousA11yViolations, gotoHydrated, resultCards } from './support.ts';

test('home', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expectNoSeriousA11yViolations(page, 'the home page');
});

test('/search with results', async ({ page }) => {
  await gotoHydrated(page, '/search?type=rent');
  await expect(resultCards(page).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the search results');
});

test('an offer page', async ({ page, request }) => {
  const [offer] = (await apiSearch(request, 'type=sell&category=house&limit=1')).data;
  expect(offer).toBeDefined();
  await gotoHydrated(page, `/offers/${offer?.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer?.title ?? '');
  await expectNoSeriousA11yViolations(page, 'an offer page');
});

test('the 404 page', async ({ page }) => {
  await page.goto('/this-does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expectNoSeriousA11yViolations(page, 'the not-found page');
});

test('/property/house/rent', async ({ page }) => {
  await gotoHydrated(page, '/property/house/rent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houses to rent');
  await expectNoSeriousA11yViolations(page, 'houses to rent');
});

test('/strony/17', async ({ page }) => {
  await gotoHydrated(page, '/strony/17');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the terms page');
});

test('with a navigation dropdown open', async ({ page }) => {
  await gotoHydrated(page, '/');
  const rent = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'RENT' });
  await rent.click();
  await expect(rent).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page, 'the home page with the RENT menu open');
});

test('with the search modal open', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByPlaceholder('Search by keyword or city')).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the search modal');
});
