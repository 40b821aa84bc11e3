// The home search bar, through the results, to an offer.
import { expect, test } from '@playwright/test';
import { apiSearch, countText, gotoHydrated, resultCards } from './support.ts';

test('a visitor searches flats to rent around a suggested place and opens a result with photos', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your place.' })).toBeVisible();

  const bar = page.getByRole('search', { name: 'Find a property' });
  await bar.locator('summary').click(); // the category cascader
  await bar.getByRole('group', { name: 'Category' }).getByText('Flats', { exact: true }).click();
  await bar.getByLabel('Listing type').selectOption({ label: 'FOR RENT' });

  // Real suggestions from the gazetteer, asked for after the 300 ms debounce.
  const location = bar.getByPlaceholder('Enter location');
  const suggested = page.waitForResponse(
    (response) =>
      response.url().includes('/api/geocode/search') &&
      new URL(response.url()).searchParams.get('q') === 'Manchester' &&
      response.status() === 200,
  );
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/geocode/search')) asked.push(new URL(req.url()).searchParams.get('q') ?? '');
  });
  await location.pressSequentially('Manchester', { delay: 20 });
  await suggested;
  expect(asked, 'quick typing is debounced into one request').toEqual(['Manchester']);
  const list = page.getByRole('listbox', { name: 'Suggested locations' });
  const first = list.getByRole('option').first();
  await expect(first).toHaveText('Manchester, England');
  await expect(location).toHaveAttribute('aria-expanded', 'true');

  // Keyboard only: ArrowDown highlights the first suggestion, Enter picks it.
  await location.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(location).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await location.press('Enter');
  await expect(location).toHaveValue('Manchester, England');
  await expect(list).toBeHidden();
  await expect(page).toHaveURL('/'); // Enter picked the place; it did not submit the form

  await bar.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?/);

  // The criteria live in the URL.
  const url = new URL(page.url());
  expect(url.searchParams.get('type')).toBe('rent');
  expect(url.searchParams.get('category')).toBe('flat');
  expect(Number(url.searchParams.get('location[lat]'))).toBeCloseTo(53.48, 1);
  expect(Number(url.searchParams.get('location[lon]'))).toBeCloseTo(-2.24, 1);
  expect(url.searchParams.get('location[display_name]')).toBe('Manchester, England');

  // The page shows what the API finds for the same query.
  const expected = await apiSearch(request, url.search);
  expect(expected.meta.total, 'the demo data has flats to rent around Manchester').toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flats to rent in Manchester');
  await expect(page.getByText(countText(expected.meta.total))).toBeVisible();
  await expect(resultCards(page)).toHaveCount(expected.data.length);

  // The first result with photos: other journeys post ads without any in the same place.
  const shown = expected.data.findIndex((offer) => offer.main_photo !== null);
  expect(shown, 'a result with photos').toBeGreaterThanOrEqual(0);
  const card = resultCards(page).nth(shown);
  const cardLink = card.getByRole('link');
  const cardTitle = (await cardLink.textContent())?.trim() ?? '';
  expect(cardTitle).toBe(expected.data[shown]?.title);
  const priceLine = /^(£[\d,]+(\.\d\d)?( pcm| pw)|Price on application)$/;
  const cardPrice = (await card.getByText(priceLine).textContent())?.trim() ?? '';

  // The ad's address carries the results it was opened from, for the way back.
  const results = new URL(page.url());
  const resultsPath = results.pathname + results.search;
  await cardLink.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === `/offers/${expected.data[shown]?.slug}` && url.searchParams.get('from') === resultsPath,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardTitle);
  // The same price as the card, with its rent period.
  // (The first price on the page: the price history and similar properties come later.)
  await expect(page.getByRole('article').first().getByText(priceLine).first()).toHaveText(cardPrice);

  const gallery = page.getByRole('region', { name: `Photos of ${cardTitle}` });
  const photo = gallery.locator('img').first();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('srcset', /\S+ \d+w/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      message: 'the first photo loads',
    })
    .toBeGreaterThan(0);

  await expect(page.getByRole('heading', { level: 2, name: 'Description' })).toBeVisible();
  const description = page.locator('h2:text-is("Description") + div');
  await expect(description).toHaveText(/\w+(\s+\w+){5,}/);
});
