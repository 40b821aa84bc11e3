// Paths between pages: "Back to search" returns to the very results page the visitor came
// from; a visitor asked to log in from a heart or "Save this search" can do so from the
// message, and the save is then done for them; a new house hunter sets up a profile
// without a phone; an agent's menus list only the pages an agent can use.
import { expect, type Page, test } from '@playwright/test';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { linkIn, waitForMail } from './mail.ts';
import {
  apiSearch,
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
  resultCards,
  xsrfHeaders,
} from './support.ts';

// Houses for sale around Manchester under £300,000 with 2+ bedrooms, cheapest first.
const MANCHESTER_HOUSES =
  'type=sell&category=house&location%5Blat%5D=53.4808&location%5Blon%5D=-2.2426&location%5Bdisplay_name%5D=Manchester&radius=20&price%5Bmax%5D=300000&rooms=2&sort=price-asc';

async function logInFromToast(page: Page, account: { email: string; password: string }) {
  const toast = page.getByRole('status').filter({ hasText: SPEC_MESSAGES.loginFirst });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Back to search', () => {
  test('returns to the exact results page: filters, sort and page, also after a reload', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const { meta } = await apiSearch(request, MANCHESTER_HOUSES);
    expect(meta.total, 'demo houses around Manchester').toBeGreaterThan(1);
    // Pages of half the matches, so there is a page 2.
    const limit = Math.ceil(meta.total / 2);
    await gotoHydrated(page, `/search?${MANCHESTER_HOUSES}&page=2&limit=${limit}`);
    const results = new URL(page.url());
    expect(results.searchParams.get('page')).toBe('2');
    const resultsPath = `${results.pathname}${results.search}`;

    const card = resultCards(page).first();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The canonical address stays clean of where the visitor came from.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).not.toContain('from=');
    await expect(page.getByRole('link', { name: '← Back to search' })).toHaveAttribute('href', resultsPath);

    await page.reload();
    await page.getByRole('link', { name: '← Back to search' }).click();
    await expect(page).toHaveURL(resultsPath);
    await expect(resultCards(page).first().getByRole('heading')).toHaveText(title);
    expect(errors.list).toEqual([]);
  });

  test('goes to the national list without a search, and never follows a foreign address', async ({ page }) => {
    const { slug, root } = await page.request
      .get('/api/search?type=sell&category=house&limit=1')
      .then(async (response) => {
        const body = (await response.json()) as { data: { slug: string }[] };
        return { slug: body.data[0]?.slug ?? '', root: '/property/house/sell' };
      });
    await gotoHydrated(page, `/offers/${slug}`);
    await expect(page.getByRole('link', { name: '← Back to search' })).toHaveAttribute('href', root);
    for (const from of ['https://evil.example/search', '//evil.example/search', '/settings']) {
      await gotoHydrated(page, `/offers/${slug}?from=${encodeURIComponent(from)}`);
      await expect(page.getByRole('link', { name: '← Back to search' })).toHaveAttribute('href', root);
    }
  });

  test('works without JavaScript: the card link carries the search', async ({ browser, request }) => {
    const { meta } = await apiSearch(request, MANCHESTER_HOUSES);
    const limit = Math.ceil(meta.total / 2);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const resultsPath = `/search?${MANCHESTER_HOUSES}&page=2&limit=${limit}`;
    await page.goto(resultsPath);
    const link = resultCards(page).first().getByRole('heading').getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    expect(new URL(href, 'http://x.invalid').searchParams.get('from')).toBe(resultsPath);
    await page.goto(href);
    await expect(page.getByRole('link', { name: '← Back to search' })).toHaveAttribute('href', resultsPath);
    await context.close();
  });
});

test.describe('Logging in from "You need to login first"', () => {
  test('the heart: log in from the message, and the ad is in the favourites', async ({ page, browser, request }) => {
    const errors = collectConsoleErrors(page);
    const query = 'type=rent&sort=price-asc';
    const offer = (await apiSearch(request, query)).data[2] as { id?: string; title: string } | undefined;
    // What the demo account had saved before, so the test leaves it as it was.
    const before = await browser.newContext();
    const other = await before.newPage();
    await logInAs(other, DEMO_ACCOUNTS.private);
    const savedBefore = (await (await other.request.get('/api/favorites/ids')).json()) as string[];
    await before.close();

    await gotoHydrated(page, `/search?${query}`);
    const card = resultCards(page).nth(2);
    await expect(card.getByRole('heading')).toHaveText(offer?.title ?? '');
    await card.getByRole('button', { name: 'Save to favourites' }).click();
    await logInFromToast(page, DEMO_ACCOUNTS.private);
    await expect(page.getByText('Saved to your favourites.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'true');

    await gotoHydrated(page, '/favorites');
    const saved = page.getByRole('region', { name: 'Saved properties' });
    await expect(saved.getByRole('heading', { name: offer?.title ?? '' })).toBeVisible();
    if (offer?.id && !savedBefore.includes(offer.id))
      await page.request.delete(`/api/favorites/${offer.id}`, { headers: await xsrfHeaders(page) });
    expect(errors.list).toEqual([]);
  });

  test('"Save this search": log in from the message, and the search is saved', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, '/search?type=rent&rooms=3');
    const heading = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    await page.getByRole('button', { name: 'Save this search' }).click();
    await logInFromToast(page, DEMO_ACCOUNTS.private);
    await expect(page.getByText('Your search has been saved.')).toBeVisible();

    const list = (await (await page.request.get('/api/saved-searches')).json()) as {
      data: { id: string; name: string; query: string }[];
    };
    const saved = list.data.find((search) => search.name === heading.slice(0, 100));
    expect(saved, `a saved search named ${heading}`).toBeDefined();
    expect(saved?.query).toContain('rooms=3');
    await page.request.delete(`/api/saved-searches/${saved?.id}`, { headers: await xsrfHeaders(page) });
    expect(errors.list).toEqual([]);
  });

  test('without JavaScript the heart leads to the login page, which comes back', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search?type=rent');
    await resultCards(page).first().getByRole('button', { name: 'Save to favourites' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fsearch%3Ftype%3Drent/);
    await context.close();
  });
});

test('a new house hunter completes profile set-up without a phone', async ({ page, request }) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  const email = `hunter-${Date.now()}@example.test`;
  const password = 'Lantern-Fog-31';
  await request.get('/api/sanctum/csrf-cookie');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const registered = await request.post('/api/auth/register', {
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
    data: { type: 'user', name: 'Amira Khan', email, password, rePassword: password, tos: true },
  });
  expect(registered.status()).toBe(204);
  await gotoHydrated(page, linkIn(await waitForMail(email, /Activate/), '/complete-registration?token='));
  await logInAs(page, { email, password });

  await gotoHydrated(page, '/favorites');
  await expect(page).toHaveURL(/\/profile-setup\?next=%2Ffavorites/);
  await expect(page.getByLabel('Your name')).toHaveValue('Amira Khan');
  const phone = page.getByLabel('Phone number');
  await expect(phone).toHaveValue('');
  await expect(phone).not.toHaveAttribute('required');
  await expectNoSeriousA11yViolations(page, '/profile-setup (private)');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL('/favorites');
  const me = (await (await page.request.get('/api/user')).json()) as { profile_completed: boolean; phone: null };
  expect(me).toMatchObject({ profile_completed: true, phone: null });
  expect(errors.list).toEqual([]);
});

test.describe('Menus show only what the account can use', () => {
  test('an agent sees no Import Properties or Agents, and is told why at those addresses', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await logInAs(page, DEMO_ACCOUNTS.agent1);
    await gotoHydrated(page, '/settings');
    const side = page.getByRole('navigation', { name: 'Your account' });
    await expect(side.getByRole('link', { name: 'My Ads' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Import Properties' })).toHaveCount(0);
    await expect(side.getByRole('link', { name: 'Agents' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Agents', exact: true })).toHaveCount(0);

    await gotoHydrated(page, '/import-offers');
    await expect(page).toHaveURL('/?denied=offers.import');
    await expect(page.getByRole('status').filter({ hasText: 'You cannot use that page.' })).toContainText(
      'from your company’s account',
    );
    await gotoHydrated(page, '/agents');
    await expect(page.getByText('Agents are managed from your company’s account')).toBeVisible();
    expect(errors.list).toEqual([]);
  });

  test('the agency itself sees both', async ({ page }) => {
    await logInAs(page, DEMO_ACCOUNTS.agency);
    await gotoHydrated(page, '/settings');
    const side = page.getByRole('navigation', { name: 'Your account' });
    await expect(side.getByRole('link', { name: 'Import Properties' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Agents' })).toBeVisible();
  });
});
