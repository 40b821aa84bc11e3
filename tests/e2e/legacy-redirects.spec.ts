// The old site's page-name duplicates (/About, /account/MyOffers, ...) redirect permanently
// to their pages, keeping the query string.
import { type APIRequestContext, expect, test } from '@playwright/test';

async function redirectOf(request: APIRequestContext, path: string): Promise<{ status: number; target: string }> {
  const response = await request.get(path, { maxRedirects: 0 });
  const location = response.headers().location ?? '';
  const target = new URL(location, 'http://origin.invalid');
  return {
    status: response.status(),
    target: location ? `${target.pathname}${target.search}` : '',
  };
}

const CASES: Array<[string, string]> = [
  ['/About', '/about'],
  ['/About?ref=footer&lang=en', '/about?ref=footer&lang=en'],
  ['/account/MyOffers', '/my-offers'],
  ['/account/MyOffers?page=2&sort=newest', '/my-offers?page=2&sort=newest'],
  ['/SearchResults?type=rent&category=flat', '/search?type=rent&category=flat'],
  ['/AboutCopy', '/about'],
];

for (const [from, to] of CASES) {
  test(`${from} redirects with 301 to ${to}`, async ({ request }) => {
    expect(await redirectOf(request, from)).toEqual({ status: 301, target: to });
  });
}

test('the lower-case page itself is not redirected (no loop)', async ({ request }) => {
  const { status } = await redirectOf(request, '/about');
  expect(status === 301 || status === 302 || status === 307 || status === 308).toBe(false);
});

test('a browser following /SearchResults lands on the results', async ({ page }) => {
  await page.goto('/SearchResults?type=rent');
  await expect(page).toHaveURL('/search?type=rent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties to rent');
});
