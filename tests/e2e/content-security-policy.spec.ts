// The site works under its strict Content-Security-Policy: no inline style (neither
// <style> elements nor style attributes), scripts only from the site or with the
// response's nonce. Every page that renders something unusual (maps, photos, charts,
// editors, the API reference) is opened and used, and the browser must report no
// violation: neither a `securitypolicyviolation` event nor a console error.
import { expect, type Page, test } from '@playwright/test';
import { fillBasics } from './post-ad-form.ts';
import { apiSearch, collectConsoleErrors, DEMO_ACCOUNTS, gotoHydrated, logInAs, resultCards } from './support.ts';

/** Every violation the browser reports on any page of this tab, as it happens. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', ({ page: source }, text: string) => {
    violations.push(`${source.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return violations;
}

test('the watcher sees a blocked inline style (so the tests below can trust an empty list)', async ({ page }) => {
  const violations = await watchViolations(page);
  await gotoHydrated(page, '/');
  const color = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.innerHTML =
      '<p id="injected" style="color: rgb(255, 0, 0)">x</p><style>#injected { font-size: 99px }</style>';
    document.body.append(probe);
    const injected = document.getElementById('injected') as HTMLElement;
    return [getComputedStyle(injected).color, getComputedStyle(injected).fontSize];
  });
  expect(color).not.toContain('rgb(255, 0, 0)');
  expect(color).not.toContain('99px');
  await expect.poll(() => violations.join('\n')).toContain('style-src-attr');
  await expect.poll(() => violations.join('\n')).toContain('style-src-elem');
});

test('public pages: home, search with its map, an offer with its map and photos', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const errors = collectConsoleErrors(page);

  await gotoHydrated(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'RENT' }).click();
  await page.keyboard.press('Escape');

  await gotoHydrated(page, '/search?type=rent&location%5Blat%5D=53.4808&location%5Blon%5D=-2.2426&radius=10');
  await expect(resultCards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const resultsMap = page.getByRole('region', { name: 'Map of results' });
  await expect(resultsMap).toHaveAttribute('data-map-status', 'ready');
  await expect(
    resultsMap.locator('.leaflet-marker-pane a[data-offer], .leaflet-marker-pane button').first(),
  ).toBeVisible();

  const withPhotos = (await apiSearch(request, 'type=sell&limit=24')).data.find(
    (offer) => ((offer as { photos_count?: number }).photos_count ?? 0) > 1,
  );
  expect(withPhotos, 'a demo ad with several photos').toBeDefined();
  await gotoHydrated(page, `/offers/${withPhotos?.slug}`);
  await page.getByRole('button', { name: 'Next photo' }).click();
  // Any photo opens the full-screen gallery (a dialog); Escape closes it.
  await page.getByRole('link', { name: /^Show photo 1 of / }).click();
  await expect(page.getByRole('dialog', { name: /^Photos of / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const pointMap = page.getByRole('region', { name: /^Map of where the property is/ });
  await pointMap.scrollIntoViewIfNeeded();
  await expect(pointMap).toHaveAttribute('data-map-status', 'ready');
  await expect(pointMap.locator('.map-pin')).toHaveCount(1);
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
  expect(errors.list).toEqual([]);
});

test('account pages: post an ad (with its map), my ads with statistics, messages', async ({ page }) => {
  const violations = await watchViolations(page);
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.private);

  await gotoHydrated(page, '/post-ad');
  await fillBasics(page, 'A flat to test the page policy', '250000');
  await page.waitForLoadState('networkidle');

  await gotoHydrated(page, '/my-offers');
  const statistics = page.getByRole('button', { name: /^Statistics of / }).first();
  await statistics.click();
  await expect(page.getByRole('region', { name: 'Statistics' }).first().locator('svg').first()).toBeVisible();

  await gotoHydrated(page, '/messages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
  expect(errors.list).toEqual([]);
});

test('the API reference (Swagger UI) works under the same policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const errors = collectConsoleErrors(page);
  await page.goto('/api/docs');
  const operation = page.locator('.opblock').first();
  await expect(operation).toBeVisible({ timeout: 15_000 });
  // Open an operation and a schema: the parts that render code, tables and models.
  await operation.locator('.opblock-summary').click();
  await expect(operation.locator('.opblock-body')).toBeVisible();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  // The schemas are listed; expanding one renders its properties.
  const schemas = page.locator('.models');
  await schemas.getByRole('button', { name: 'Expand all' }).first().click();
  await expect(schemas.getByText('category_id').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
  expect(errors.list).toEqual([]);
});
