// A page's code file that does not arrive (an old file after a deploy, a dropped
// connection): the first failure reloads the page once, which mends a deploy; a second
// failure within a minute shows a page saying what happened, with a way to reload,
// instead of a link that silently reloads forever.
import { expect, test } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './support.ts';

// The service worker would answer code files itself, out of the test's reach.
test.use({ serviceWorkers: 'block' });

const FAQ_CODE = /\/assets\/faq-[\w-]+\.js$/;

test('a code file that fails reloads once, then a second failure explains itself', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.route(FAQ_CODE, (route) => route.abort('failed'));
  const faqLink = page.getByRole('contentinfo').getByRole('link', { name: 'Questions and answers' });

  const reloaded = page.waitForEvent('load');
  await faqLink.click();
  await reloaded;
  await waitForHydration(page);
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => sessionStorage.getItem('dazu:chunk-reload-at'))).toMatch(/^\d+$/);

  await faqLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not load' })).toBeVisible();
  await expect(page.getByText('Check your connection, then reload the page.')).toBeVisible();

  // The connection is back: the page's own link loads the page it was going to.
  await page.unroute(FAQ_CODE);
  await page.getByRole('link', { name: 'Reload the page' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not load');
  await waitForHydration(page);
});
