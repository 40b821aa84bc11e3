// Phones, tablets and desktops: no sideways scrolling on the home and search pages.
import { expect, test } from '@playwright/test';
import { gotoHydrated, resultCards } from './support.ts';

for (const width of [375, 768, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/', '/search?type=rent&category=flat', '/search?type=sell&category=house&page=2']) {
      test(`${path} has no horizontal scroll`, async ({ page }) => {
        await gotoHydrated(page, path);
        if (path !== '/') await expect(resultCards(page).first()).toBeVisible();
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `scrollWidth ${scrollWidth} vs clientWidth ${clientWidth}`).toBeLessThanOrEqual(
          clientWidth,
        );
      });
    }
  });
}
