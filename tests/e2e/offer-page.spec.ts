// An ad's page for a visitor: structured data for search engines, the phone number on
// request, the map, the price history and similar properties, sharing, and reporting
// the ad (the dialog explains what is missing, then sends the report and says so).
import { expect, test } from '@playwright/test';
import { apiSearch, collectConsoleErrors, expectNoSeriousA11yViolations, gotoHydrated } from './support.ts';

test('a visitor reads an ad, asks for the phone number, shares it and reports it', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const [offer] = (await apiSearch(request, 'type=rent&limit=1')).data;
  expect(offer).toBeDefined();
  await gotoHydrated(page, `/offers/${offer?.slug}`);
  // Search engines get the canonical address and a RealEstateListing with its price in pounds.
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/offers/${offer?.slug}$`));
  const listing = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(listing).toMatchObject({
    '@type': 'RealEstateListing',
    name: offer?.title,
    offers: { '@type': 'Offer', priceCurrency: 'GBP', price: ((offer?.price ?? 0) / 100).toFixed(2) },
  });
  // The phone number is not in the page until asked for.
  expect(await page.content()).not.toMatch(/07\d{3} ?\d{6}/);
  await page.getByRole('button', { name: 'Show phone number' }).click();
  await expect(page.getByRole('link', { name: /^0\d{3,4} ?\d{5,6}$/ })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Price history' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Added' })).toBeVisible();
  const map = page.getByRole('region', { name: /^Map of where the property is/ });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-status', 'ready');
  await expect(map.locator('.map-pin')).toHaveCount(1);

  await expectNoSeriousA11yViolations(page, 'Offer page with its map and phone number');
  await page.getByRole('button', { name: 'Share this ad' }).click();
  await expect(page.getByText(/The link to this ad is copied\.|Copy this link to share the ad/)).toBeVisible();

  await page.getByRole('button', { name: 'Report this ad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this ad' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Report dialog');

  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose what is wrong with the ad')).toBeVisible();
  await expect(dialog.getByText('Tell us a little more (at least 10 characters)')).toBeVisible();

  await dialog.getByRole('radio', { name: 'The property is no longer available' }).check();
  await dialog.getByLabel('Tell us more').fill('I called and it was let last month.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. We will look at this ad.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(errors.list).toEqual([]);
});
