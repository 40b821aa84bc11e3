// The full-screen search modal with grouped suggestions.
import { expect, type Page, test } from '@playwright/test';
import { apiSearch, gotoHydrated } from './support.ts';

async function openModal(page: Page) {
  await gotoHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('typing shows at most 5 locations and 5 offers, grouped', async ({ page, request }) => {
  const dialog = await openModal(page);
  const field = dialog.getByPlaceholder('Search by keyword or city');
  await expect(field).toBeFocused();
  const offersAsked = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/offers' &&
      new URL(response.url()).searchParams.get('q') === 'Manchester',
  );
  await field.pressSequentially('Manchester', { delay: 20 });
  const asked = new URL((await offersAsked).url());
  expect(asked.searchParams.get('limit')).toBe('5');

  const locations = dialog.getByRole('region', { name: 'Locations' }).getByRole('button');
  const offers = dialog.getByRole('region', { name: 'Offers' }).getByRole('link');
  await expect(locations.first()).toHaveText(/^Manchester/);
  expect(await locations.count()).toBeLessThanOrEqual(5);
  const expected = await apiSearch(request, 'q=Manchester&limit=5');
  expect(expected.data.length, 'the demo data has offers in Manchester').toBeGreaterThan(0);
  await expect(offers).toHaveText(expected.data.map((offer) => offer.title));
  await expect(offers.first()).toHaveAttribute('href', `/offers/${expected.data[0]?.slug}`);

  // Keyboard: down into the suggestions, through them, Escape back to the field.
  await field.press('ArrowDown');
  await expect(locations.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(field).toBeFocused();
  await field.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(field).toBeFocused();
  await expect(dialog, 'Escape in the suggestions does not close the modal').toBeVisible();

  // An offer suggestion opens the offer and closes the modal.
  await offers.first().click();
  await expect(page).toHaveURL(`/offers/${expected.data[0]?.slug}`);
  await expect(dialog).toBeHidden();
});

test('property types, added, listing type, max price, rooms and bathrooms make the search', async ({ page }) => {
  const dialog = await openModal(page);
  const types = dialog.getByRole('group', { name: 'Property Type' });
  expect(await types.getByRole('checkbox').count()).toBe(12);
  await types.locator('label', { hasText: 'Houses' }).click();
  await types.locator('label', { hasText: 'Flats' }).click();
  await types.locator('label', { hasText: 'Flats' }).click(); // toggles off again
  await types.locator('label', { hasText: 'Caravans' }).click();
  await expect(dialog.getByRole('group', { name: 'Added' }).getByRole('radio')).toHaveCount(4);
  await dialog.getByRole('group', { name: 'Added' }).locator('label', { hasText: 'Since yesterday' }).click();
  await dialog.getByRole('group', { name: 'Listing type' }).locator('label', { hasText: 'FOR RENT' }).click();
  await dialog.getByLabel('Max price').fill('1500');
  await dialog.getByRole('group', { name: 'Rooms', exact: true }).locator('label', { hasText: '5+' }).click();
  await dialog.getByRole('group', { name: 'Bathrooms', exact: true }).locator('label', { hasText: /^2$/ }).click();

  // A place picked from the suggestions searches around it.
  const field = dialog.getByPlaceholder('Search by keyword or city');
  await field.pressSequentially('Leeds', { delay: 20 });
  const leeds = dialog.getByRole('region', { name: 'Locations' }).getByRole('button').first();
  await expect(leeds).toHaveText(/^Leeds/);
  await field.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(/^Leeds/);
  await expect(field).toBeFocused();

  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url()).searchParams;
  expect(url.get('type')).toBe('rent');
  expect(url.get('category')).toBe('house,caravan');
  expect(url.get('added')).toBe('yesterday');
  expect(url.get('price[max]')).toBe('1500');
  expect(url.get('rooms')).toBe('5+');
  expect(url.get('bathrooms')).toBe('2');
  expect(url.get('location[display_name]')).toMatch(/^Leeds/);
  expect(url.has('q')).toBe(false);
});

test('failing lookups only empty the lists', async ({ page }) => {
  const dialog = await openModal(page);
  await page.route('**/api/geocode/search**', (route) => route.abort());
  await page.route('**/api/offers?**', (route) => route.fulfill({ status: 500, body: '{}' }));
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'log') messages.push(message.text());
  });
  await dialog.getByPlaceholder('Search by keyword or city').pressSequentially('Bristol', { delay: 20 });
  const suggestions = dialog.locator('[data-suggestions-failed]');
  await expect(suggestions).toHaveAttribute('data-suggestions-failed', 'locations offers');
  await expect(suggestions).toBeHidden();
  await expect(dialog.getByRole('region', { name: 'Locations' })).toHaveCount(0);
  await expect(dialog.getByRole('region', { name: 'Offers' })).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(messages, 'nothing is logged').toEqual([]);
});

test('Tab never reaches the page behind the modal; the close button gives focus back', async ({ page }) => {
  const dialog = await openModal(page);
  let insideCount = 0;
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab');
    // Past the last control focus may go to the browser itself (the body here), never to the page behind.
    const where = await dialog.evaluate((element) =>
      element.contains(document.activeElement) ? 'inside' : document.activeElement === document.body ? 'body' : 'page',
    );
    expect(where, `step ${step}`).not.toBe('page');
    if (where === 'inside') insideCount++;
  }
  expect(insideCount).toBeGreaterThan(50);
  await dialog.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();
});
