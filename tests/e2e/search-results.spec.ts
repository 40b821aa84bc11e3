// /search: sorting, pagination, and addresses as real links write them (a place by name,
// loose values, unknown parameters), which give results, never an error page.
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

test('a place given by name in the address is searched around that place', async ({ page, request }) => {
  const response = await page.goto('/search?location=london');
  expect(response?.status()).toBe(200);
  // The address now names the place by its coordinates, so saving and sharing keep it.
  await expect(page).toHaveURL(/[?&]location%5Blat%5D=/);
  const url = new URL(page.url());
  expect(url.searchParams.get('location[display_name]')).toMatch(/^London/);
  expect(url.searchParams.has('location')).toBe(false);
  const found = await apiSearch(request, url.search);
  expect(found.meta.total, 'demo ads in London').toBeGreaterThan(0);
  await expect(resultCards(page).getByRole('link')).toHaveText(found.data.map((offer) => offer.title));
});

test('values as real links write them give results, never an error page', async ({ page, request }) => {
  const query = 'price[min]=100000.5&urgent=1&bogus=x&order_by=price_asc&type=Sell&rooms=lots';
  const response = await gotoHydrated(page, `/search?${query}`);
  expect(response.status()).toBe(200);
  const found = await apiSearch(request, query);
  expect(found.meta.total, 'urgent sales from £100,000 in the demo data').toBeGreaterThan(0);
  await expect(resultCards(page).getByRole('link')).toHaveText(found.data.map((offer) => offer.title));
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  const prices = await cardPrices(page);
  expectAscending(prices, 'order_by=price_asc');
  for (const price of prices) if (price !== null) expect(price).toBeGreaterThanOrEqual(100_000);
});

test('a place name nobody knows says so above results not narrowed by place', async ({ page, request }) => {
  const response = await gotoHydrated(page, '/search?location=Atlantis&type=rent');
  expect(response.status()).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: 'We could not find a place called “Atlantis”' }),
  ).toBeVisible();
  const found = await apiSearch(request, 'type=rent');
  expect(found.meta.total).toBeGreaterThan(0);
  await expect(resultCards(page).getByRole('link')).toHaveText(found.data.map((offer) => offer.title));
});
