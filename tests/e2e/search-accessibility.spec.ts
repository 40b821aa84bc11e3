// axe (WCAG 2.2 AA) on every search surface, with its popups open.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated, resultCards } from './support.ts';

test('/search with the full panel and facet counts', async ({ page }) => {
  await gotoHydrated(page, '/search?type=sell&category=house&ownership=leashold&keywords%5B0%5D=garden');
  await expect(page.getByLabel('How many years of lease?')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the search panel');
  await page.getByRole('form', { name: 'Search filters' }).locator('summary').click();
  await expectNoSeriousA11yViolations(page, 'the search panel with the category cascader open');
});

test('/search on the map', async ({ page }) => {
  await gotoHydrated(page, '/search?type=rent#map');
  await expect(page.getByRole('region', { name: 'Map of results' })).toHaveAttribute('data-map-status', 'ready');
  await expectNoSeriousA11yViolations(page, 'the results map');
});

test('an empty result list with its suggestions', async ({ page }) => {
  await gotoHydrated(page, '/search?type=rent&price%5Bmax%5D=1&rooms=5%2B');
  await expect(page.getByRole('list', { name: 'Wider searches' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'an empty search');
});

test('a place landing page', async ({ page }) => {
  await gotoHydrated(page, '/property/flat/rent/leeds');
  await expect(resultCards(page).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'flats to rent in Leeds');
});

test('the home bar with advanced and the cascader open', async ({ page }) => {
  await gotoHydrated(page, '/');
  const bar = page.getByRole('search', { name: 'Find a property' });
  await bar.getByRole('button', { name: 'advanced' }).click();
  await bar.locator('summary').click();
  await expectNoSeriousA11yViolations(page, 'the home bar, advanced');
});

test('the search modal with suggestions', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByPlaceholder('Search by keyword or city').pressSequentially('Leeds', { delay: 20 });
  await expect(dialog.getByRole('region', { name: 'Locations' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the search modal with suggestions');
});

test('the services directory', async ({ page }) => {
  await gotoHydrated(page, '/services/leeds?service=lettings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lettings in Leeds');
  await expectNoSeriousA11yViolations(page, 'the services directory');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the filters fold behind a button', async ({ page }) => {
    await gotoHydrated(page, '/search?type=rent');
    const show = page.getByRole('button', { name: 'Show filters' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('form', { name: 'Search filters' })).toBeHidden();
    await show.click();
    await expect(page.getByRole('form', { name: 'Search filters' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the search page on a phone');
  });
});
