// /search: sorting, pagination and the 422 page for a parameter it does not know.
import { expect, type Page, test } from '@playwright/test';
import { apiSearch, countText, gotoHydrated, poundsIn, resultCards } from './support.ts';

const PRICE_LINE = /^(£[\d,]+(\.\d\d)?( pcm| pw)?|Price on application)$/;

/** The price line of every card, in order: pounds, or null for 'Price on application'. */
async function cardPrices(page: Page): Promise<Array<number | null>> {
  const lines = await resultCards(page).getByText(PRICE_LINE).allTextContents();
  return lines.map(poundsIn);
}

function expectAscending(prices: Array<number | null>, what: string): void {
  const known = prices.filter((price): price is number => price !== null);
  expect(known.length, `${what}: cards with a price`).toBeGreaterThan(0);
  expect(known, `${what}: prices in ascending order`).toEqual([...known].sort((a, b) => a - b));
  // 'Price on application' sorts after every price.
  const firstUnknown = prices.indexOf(null);
  if (firstUnknown >= 0) expect(prices.slice(firstUnknown).every((price) => price === null)).toBe(true);
}

test('houses for sale sorted by lowest price ascend on page 1, and page 2 carries on', async ({ page, request }) => {
  await gotoHydrated(page, '/search?type=sell&category=house');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houses for sale');

  await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' });
  await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
  const url = new URL(page.url());
  expect(url.searchParams.get('type')).toBe('sell');
  expect(url.searchParams.get('category')).toBe('house');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');

  const pageOne = await apiSearch(request, 'type=sell&category=house&sort=price-asc');
  expect(pageOne.meta.last_page, 'enough houses for sale for two pages').toBeGreaterThan(1);
  await expect(page.getByText(`${countText(pageOne.meta.total)} · page 1 of ${pageOne.meta.last_page}`)).toBeVisible();
  await expect(resultCards(page).getByRole('link')).toHaveText(pageOne.data.map((offer) => offer.title));
  const pricesOne = await cardPrices(page);
  expect(pricesOne).toHaveLength(pageOne.data.length);
  expectAscending(pricesOne, 'page 1');

  await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  const next = new URL(page.url());
  expect(next.searchParams.get('sort')).toBe('price-asc');
  expect(next.searchParams.get('type')).toBe('sell');
  expect(next.searchParams.get('category')).toBe('house');

  const pageTwo = await apiSearch(request, 'type=sell&category=house&sort=price-asc&page=2');
  await expect(resultCards(page).getByRole('link')).toHaveText(pageTwo.data.map((offer) => offer.title));
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const pricesTwo = await cardPrices(page);
  expectAscending(pricesTwo, 'page 2');
  const lastOfOne = pricesOne.at(-1);
  const firstOfTwo = pricesTwo[0];
  if (lastOfOne !== null && lastOfOne !== undefined && firstOfTwo !== null && firstOfTwo !== undefined) {
    expect(firstOfTwo, 'page 2 starts where page 1 ended').toBeGreaterThanOrEqual(lastOfOne);
  }
  // No offer appears on both pages.
  const onOne = new Set(pageOne.data.map((offer) => offer.slug));
  expect(pageTwo.data.filter((offer) => onOne.has(offer.slug))).toEqual([]);
});

test('an unknown search parameter gives a 422 page naming it', async ({ page }) => {
  const response = await page.goto('/search?colour=red');
  expect(response?.status()).toBe(422);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This search can’t be run');
  const problem = page.getByRole('listitem').filter({ has: page.locator('code', { hasText: /^colour$/ }) });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('is not a search parameter');
  await expect(page.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/search');
});
