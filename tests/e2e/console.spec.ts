// A normal journey logs no console error and throws nothing: a CSP violation, a
// hydration mismatch or a failed request would show up here.
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, gotoHydrated, resultCards } from './support.ts';

test('home, search and an offer page log no console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);

  await gotoHydrated(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'RENT' }).click();
  await page.keyboard.press('Escape');

  const bar = page.getByRole('search', { name: 'Find a property' });
  await bar.getByLabel('Listing type').selectOption({ label: 'FOR RENT' });
  await bar.getByPlaceholder('Enter location').pressSequentially('Leeds', { delay: 20 });
  await page.getByRole('listbox', { name: 'Suggested locations' }).getByRole('option').first().click();
  await bar.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  await expect(resultCards(page).first()).toBeVisible();

  await resultCards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/offers\//);
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();

  // The same pages loaded directly (server render plus hydration, where mismatches show).
  const offerPath = new URL(page.url()).pathname;
  await gotoHydrated(page, '/search?type=sell&category=house&sort=price-asc');
  await gotoHydrated(page, offerPath);
  await page.waitForLoadState('networkidle');

  // A deliberate 404: the browser reports the page's own status, and nothing else may fail.
  errors.expectFailedLoad('/no-such-page');
  const missing = await gotoHydrated(page, '/no-such-page');
  expect(missing.status()).toBe(404);
  await gotoHydrated(page, '/');

  expect(errors.list).toEqual([]);
});

test('the collector sees a CSP violation (so the test above can trust an empty list)', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => errors.list.join('\n')).toContain('Content Security Policy');
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});
