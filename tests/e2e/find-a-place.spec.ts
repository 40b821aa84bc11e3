// Finding a place as house hunters type it: a postcode, a neighbourhood the cards
// name, a place that only an ad names, a place typed without picking a suggestion (with
// and without JavaScript), the "Which Newport?" choice, and a near miss offered as
// "Did you mean ...?".
import { expect, type Page, test } from '@playwright/test';
import {
  apiCategoryId,
  apiSearch,
  DEMO_ACCOUNTS,
  flatForSale,
  gotoHydrated,
  logInAs,
  postLiveAd,
  resultCards,
} from './support.ts';

const bar = (page: Page) => page.getByRole('search', { name: 'Find a property' });
const field = (page: Page) => bar(page).getByPlaceholder('Enter location');
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggested locations' }).getByRole('option');

async function searchedPlace(page: Page): Promise<{ name: string | null; lat: number; lon: number }> {
  const url = new URL(page.url());
  expect(url.pathname).toBe('/search');
  expect(url.searchParams.get('q')).toBeNull();
  return {
    name: url.searchParams.get('location[display_name]'),
    lat: Number(url.searchParams.get('location[lat]')),
    lon: Number(url.searchParams.get('location[lon]')),
  };
}

/** Types into the home bar, checks the first suggestion's label, picks it and searches. */
async function searchFirstSuggestion(page: Page, typed: string, label: string): Promise<void> {
  await field(page).pressSequentially(typed, { delay: 20 });
  await expect(suggestions(page).first()).toHaveText(label);
  await suggestions(page).first().click();
  await bar(page).getByRole('button', { name: 'Search' }).click();
}

test('a full postcode, typed without a space, is suggested and searched around its district', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchFirstSuggestion(page, 'ls14ap', 'LS1 4AP, Leeds (around LS1)');
  await expect(page).toHaveURL(/location%5Blat%5D=53\.79/);
  const place = await searchedPlace(page);
  expect(place.name).toBe('LS1 4AP, Leeds (around LS1)');
  await expect(resultCards(page).first()).toBeVisible();
  const api = await apiSearch(page.request, new URL(page.url()).search);
  expect(api.meta.total).toBeGreaterThan(0);
});

test('a neighbourhood the cards name is suggested by its name and searched around it', async ({ page }) => {
  await gotoHydrated(page, '/');
  await searchFirstSuggestion(page, 'Ancoats', 'Ancoats, Manchester');
  await expect(page).toHaveURL(/location%5Bdisplay_name%5D=Ancoats/);
  const place = await searchedPlace(page);
  expect(place.lat).toBeCloseTo(53.484, 2);
  expect(place.lon).toBeCloseTo(-2.226, 2);
  await expect(resultCards(page).first()).toBeVisible();
});

// A seller posts an ad in a neighbourhood no list knows; a visitor who types the name its
// card shows (picking the suggestion, or pressing Search without picking) finds the ad.
test('a visitor types the place a card names and finds that ad', async ({ page, browser, request }) => {
  // The servers read the live ads' place names again every minute.
  test.setTimeout(150_000);
  const title = `Fernbrook through terrace ${Date.now().toString(36)}`;
  await logInAs(page, DEMO_ACCOUNTS.private);
  await postLiveAd(page, {
    ...flatForSale(await apiCategoryId(request, 'flat'), title, 18_500_000),
    location: { lat: 53.8212, lon: -1.6031, name: 'Fernbrook, Leeds' },
  });
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/geocode/search?q=Fernbrook');
        return ((await answer.json()) as Array<{ display_name: string }>)[0]?.display_name;
      },
      { timeout: 100_000, intervals: [1000, 2000, 5000] },
    )
    .toBe('Fernbrook, Leeds');
  // The results page reads typed words as that place once its own copy of the names has the ad's.
  await expect
    .poll(
      async () => (await request.get('/search?type=sell&q=fernbrook', { maxRedirects: 0 })).headers().location ?? '',
      { timeout: 100_000, intervals: [1000, 2000, 5000] },
    )
    .toContain('location%5Bdisplay_name%5D=Fernbrook');

  const visitor = await browser.newPage();
  await gotoHydrated(visitor, '/');
  await searchFirstSuggestion(visitor, 'Fernbrook', 'Fernbrook, Leeds');
  await expect(visitor).toHaveURL(/location%5Bdisplay_name%5D=Fernbrook/);
  const card = resultCards(visitor).filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Fernbrook, Leeds');

  // Typed without picking a suggestion, the name is searched as the place too.
  await gotoHydrated(visitor, '/');
  await field(visitor).fill('fernbrook');
  await bar(visitor).getByRole('button', { name: 'Search' }).click();
  await expect(visitor).toHaveURL(/location%5Bdisplay_name%5D=Fernbrook/);
  expect((await searchedPlace(visitor)).name).toBe('Fernbrook, Leeds');
  await expect(resultCards(visitor).filter({ hasText: title })).toBeVisible();
  await visitor.close();
});

test('a place typed but not picked is searched as that place', async ({ page }) => {
  await gotoHydrated(page, '/');
  await field(page).fill('Stretford');
  await bar(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/location%5Bdisplay_name%5D=Stretford/);
  const place = await searchedPlace(page);
  expect(place.name).toBe('Stretford, Trafford, England');
  expect(place.lat).toBeCloseTo(53.45, 1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home form sends typed words, and the place they name is searched', async ({ page }) => {
    await page.goto('/');
    await field(page).fill('Headingley');
    await bar(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/location%5Bdisplay_name%5D=Headingley/);
    expect((await searchedPlace(page)).name).toBe('Headingley, Leeds');
  });

  test('several places of one name are offered as a choice that keeps the other filters', async ({ page }) => {
    await page.goto('/search?q=Newport&type=rent');
    const choice = page.getByRole('navigation', { name: 'Which Newport?' });
    await expect(choice).toBeVisible();
    await expect(choice.getByRole('link', { name: 'Newport, Isle of Wight, England' })).toBeVisible();
    await choice.getByRole('link', { name: 'Newport, Wales' }).click();
    await expect(page).toHaveURL(/location%5Bdisplay_name%5D=Newport%2C\+Wales/);
    expect(new URL(page.url()).searchParams.get('type')).toBe('rent');
    await expect(page.getByRole('navigation', { name: 'Which Newport?' })).toHaveCount(0);
  });
});

test('a misspelt place is offered as "Did you mean ...?"', async ({ page }) => {
  await gotoHydrated(page, '/');
  await field(page).pressSequentially('Manchestr', { delay: 20 });
  await expect(suggestions(page).first()).toHaveText('Did you mean Manchester, England?');
  await suggestions(page).first().click();
  await expect(field(page)).toHaveValue('Manchester, England');
});
