// Landing pages for search engines (/property/..., /category/...) and the services
// directory (/services, /services/{location}).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, gotoHydrated } from './support.ts';

async function jsonLd(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? 'null');
}

test('a place landing page has its title, description, canonical address and breadcrumb', async ({ page, baseURL }) => {
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, '/property/house/rent/manchester?rooms=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houses to rent in Manchester');
  await expect(page).toHaveTitle('Houses to rent in Manchester | Dazu');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Houses to rent in Manchester: [\d,]+\+? propert(y|ies) on Dazu\./,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/property/house/rent/manchester`,
  );

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText([/Home/, /Houses/, /To rent/, /Manchester/]);
  await expect(crumbs.getByRole('link', { name: 'Houses' })).toHaveAttribute('href', '/search?category=house');
  await expect(crumbs.getByRole('link', { name: 'To rent' })).toHaveAttribute('href', '/property/house/rent');
  await expect(crumbs.getByText('Manchester')).toHaveAttribute('aria-current', 'page');

  const data = await jsonLd(page);
  expect(data['@type']).toBe('BreadcrumbList');
  expect(data.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    'Home',
    'Houses',
    'To rent',
    'Manchester',
  ]);
  expect(data.itemListElement[3].item).toBe(`${baseURL}/property/house/rent/manchester`);

  // A client navigation to another landing page updates all of it.
  await crumbs.getByRole('link', { name: 'To rent' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houses to rent');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/property/house/rent`);
  expect((await jsonLd(page)).itemListElement).toHaveLength(3);

  // JSON-LD is a data block: no CSP report, nothing else failed.
  expect(errors.list).toEqual([]);
});

test('a category page has its breadcrumb and canonical address', async ({ page, baseURL }) => {
  await gotoHydrated(page, '/category/new-build');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/category/new-build`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    /Home/,
    /New build/,
  ]);
  expect((await jsonLd(page)).itemListElement).toHaveLength(2);
});

test('a landing page with a place changes its radius on /search', async ({ page }) => {
  await gotoHydrated(page, '/property/flat/rent/leeds');
  await page.getByLabel('Within').selectOption({ label: '20 miles' });
  await expect(page).toHaveURL(/\/search\?.*radius=20/);
  const url = new URL(page.url()).searchParams;
  expect(url.get('type')).toBe('rent');
  expect(url.get('category')).toBe('flat');
  expect(url.get('location[display_name]')).toMatch(/^Leeds/);
});

test('unknown categories, types and places are not found', async ({ page }) => {
  for (const path of ['/property/castle/rent', '/property/house/lease', '/property/house/rent/atlantis']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  expect((await page.goto('/category/house'))?.status()).toBe(404);
  expect((await page.goto('/services/atlantis'))?.status()).toBe(404);
});

/** GET /api/services: the page lists the same providers. */
async function apiProviders(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/services?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { data: Array<{ id: string; name: string }>; meta: { total: number } };
}

const providersText = (total: number) => `${total.toLocaleString('en-GB')} provider${total === 1 ? '' : 's'}`;

test('the services directory lists providers by service and place, as the API does', async ({ page, request }) => {
  await gotoHydrated(page, '/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property services');
  const everyone = await apiProviders(request, '');
  const list = page.getByRole('region', { name: 'Service providers' });
  await expect(list.getByText(providersText(everyone.meta.total))).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(everyone.data.length);
  for (const [index, provider] of everyone.data.entries()) {
    await expect(list.getByRole('article').nth(index).getByRole('link', { name: provider.name })).toHaveAttribute(
      'href',
      `/profile/${provider.id}`,
    );
  }

  const form = page.getByRole('search', { name: 'Find services' });
  await form.getByLabel('Service').selectOption({ label: 'Lettings' });
  await form.getByPlaceholder('Enter location').pressSequentially('Manchester', { delay: 20 });
  await page.getByRole('listbox', { name: 'Suggested locations' }).getByRole('option').first().click();
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/services/manchester?service=lettings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lettings in Manchester');
  await expect(page).toHaveTitle('Lettings in Manchester | Dazu');
  const near = await apiProviders(request, 'service=lettings&location%5Blat%5D=53.4808&location%5Blon%5D=-2.2426');
  await expect(list.getByText(providersText(near.meta.total))).toBeVisible();
  await expect(form.getByLabel('Service')).toHaveValue('lettings');
  await expect(form.getByPlaceholder('Enter location')).toHaveValue(/^Manchester/);
});

test('a typed place without a pick goes to the best match', async ({ page }) => {
  await gotoHydrated(page, '/services?where=Leeds&service=valuations');
  await expect(page).toHaveURL('/services/leeds?service=valuations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Valuations in Leeds');
});
