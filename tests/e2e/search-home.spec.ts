// The home bar: listing type tabs, the category cascader, the
// location autocomplete (errors, recent searches), the position on load, 'advanced'.
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './support.ts';

const bar = (page: Page) => page.getByRole('search', { name: 'Find a property' });
const tabs = (page: Page) => bar(page).getByRole('group', { name: 'Advert type' });

test('the listing type tabs drive the listing type select; sell comes first', async ({ page }) => {
  await gotoHydrated(page, '/');
  const select = bar(page).getByLabel('Listing type');
  await expect(tabs(page).getByRole('button')).toHaveText(['FOR SALE', 'FOR RENT', 'SWAP', 'AUCTION', 'SEEKING']);
  await expect(tabs(page).getByRole('button', { name: 'FOR SALE' })).toHaveAttribute('aria-pressed', 'true');
  await expect(select).toHaveValue('sell');

  await tabs(page).getByRole('button', { name: 'SEEKING' }).click();
  await expect(select).toHaveValue('seek-property');
  await expect(tabs(page).getByRole('button', { name: 'SEEKING' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tabs(page).getByRole('button', { name: 'FOR SALE' })).toHaveAttribute('aria-pressed', 'false');

  await select.selectOption('rent');
  await expect(tabs(page).getByRole('button', { name: 'FOR RENT' })).toHaveAttribute('aria-pressed', 'true');

  await bar(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/search?type=rent');
});

test('the category cascader lists roots with their children, and works from the keyboard', async ({ page }) => {
  await gotoHydrated(page, '/');
  const summary = bar(page).locator('summary');
  await expect(summary).toHaveText(/All categories/);
  await summary.click();
  const popup = bar(page).getByRole('group', { name: 'Category' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('radio', { name: 'Houses', exact: true })).toBeVisible();
  await expect(popup.getByRole('radio', { name: 'Detached', exact: true })).toBeVisible();
  await popup.getByText('Flats', { exact: true }).click();
  await expect(popup).toBeHidden();
  await expect(summary).toHaveText(/Flats/);
  await expect(summary).toBeFocused();

  // Keyboard: open, arrow to the next radio, Enter picks and closes.
  await summary.press('Enter');
  await expect(popup).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(popup.getByRole('radio', { name: 'Flats', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(popup.getByRole('radio', { name: 'Apartment', exact: true })).toBeChecked();
  await expect(popup, 'arrow keys only move the choice').toBeVisible();
  await page.keyboard.press('Enter');
  await expect(popup).toBeHidden();
  await expect(summary).toHaveText(/Apartment/);
  await expect(page).toHaveURL('/'); // Enter picked; it did not submit

  // Escape closes without a change.
  await summary.press('Enter');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // Land is not to rent: it leaves the list when FOR RENT is chosen.
  await tabs(page).getByRole('button', { name: 'FOR RENT' }).click();
  await summary.click();
  await expect(popup.getByRole('radio', { name: 'Land', exact: true })).toHaveCount(0);
  await popup.getByText('Houses', { exact: true }).click();

  await bar(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/search?type=rent&category=house');
});

test('a failing location lookup says so and empties the list', async ({ page }) => {
  await gotoHydrated(page, '/');
  const field = bar(page).getByPlaceholder('Enter location');
  await field.pressSequentially('Leeds', { delay: 20 });
  const list = page.getByRole('listbox', { name: 'Suggested locations' });
  await expect(list.getByRole('option').first()).toBeVisible();

  await page.route('**/api/geocode/search**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await field.pressSequentially(' West', { delay: 20 });
  await expect(bar(page).getByRole('alert')).toHaveText('Failed to fetch locations. Please try again.');
  await expect(list.getByRole('option')).toHaveCount(0);
  await expect(field).toHaveAttribute('aria-expanded', 'false');

  await page.unroute('**/api/geocode/search**');
  await field.press('Backspace');
  await expect(bar(page).getByRole('alert')).toHaveCount(0);
  await expect(list.getByRole('option').first()).toBeVisible();
});

test('a guest sees recent searches in the empty field, newest first', async ({ page }) => {
  await gotoHydrated(page, '/');
  const field = bar(page).getByPlaceholder('Enter location');
  for (const place of ['York', 'Bath']) {
    await field.fill('');
    await field.pressSequentially(place, { delay: 20 });
    const option = page.getByRole('listbox', { name: 'Suggested locations' }).getByRole('option').first();
    await expect(option).toHaveText(new RegExp(`^${place}`));
    await field.press('ArrowDown');
    await field.press('Enter');
  }
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('recent_search') ?? '[]'));
  expect(stored.map((item: { display_name: string }) => item.display_name.split(',')[0])).toEqual(['Bath', 'York']);

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await bar(page).getByPlaceholder('Enter location').focus();
  const recent = page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option');
  await expect(recent).toHaveCount(2);
  await expect(recent.first()).toHaveText(/^Bath/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(bar(page).getByPlaceholder('Enter location')).toHaveValue(/^York/);
  await bar(page).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/location%5Bdisplay_name%5D=York/);
});

test.describe('with the location permission already granted', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 53.4808, longitude: -2.2426 } });

  test('the position is asked for on load and fills the field', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(bar(page).getByPlaceholder('Enter location')).toHaveValue(/^Manchester/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'user-location')?.value).toContain('Manchester');
  });
});

test.describe('standing in a London district', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 51.539, longitude: -0.1426 } });

  test('the field takes the city, not the district', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(bar(page).getByPlaceholder('Enter location')).toHaveValue(/^London/);
  });
});

test('without the permission nothing is asked on load; the button remains', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(bar(page).getByRole('button', { name: 'Use my location' })).toBeVisible();
  await expect(bar(page).getByPlaceholder('Enter location')).toHaveValue('');
});

test('three lines, and advanced opens the rest of the panel', async ({ page }) => {
  await gotoHydrated(page, '/');
  const form = bar(page);
  for (const label of ['Bedrooms', 'Bathrooms', 'Distance', 'Added'])
    await expect(form.getByLabel(label)).toBeVisible();
  await expect(form.getByRole('group', { name: /^Price/ })).toBeVisible();
  await expect(form.getByRole('group', { name: /^Floor area/ })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Instalments available' })).toBeVisible();

  const advanced = form.getByRole('button', { name: 'advanced' });
  await expect(advanced).toHaveAttribute('aria-expanded', 'false');
  await expect(form.getByRole('group', { name: 'Extras' })).toBeHidden();
  await advanced.click();
  await expect(form.getByRole('group', { name: 'Extras' })).toBeVisible();
  await expect(form.getByPlaceholder('add keywords')).toBeVisible();

  await form
    .getByRole('group', { name: /^Price/ })
    .getByLabel('To')
    .fill('400000');
  await form.getByLabel('Bedrooms').selectOption('3');
  await form.getByRole('group', { name: 'Extras' }).locator('label', { hasText: 'Garage' }).click();
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url()).searchParams;
  expect(url.get('type')).toBe('sell');
  expect(url.get('price[max]')).toBe('400000');
  expect(url.get('rooms')).toBe('3');
  expect(url.get('dodatkowe')).toBe('garage');
});

test("the open panel's 'less options' closes it and 'reset filter' clears every filter", async ({ page }) => {
  await gotoHydrated(page, '/');
  const form = bar(page);
  await form.getByRole('button', { name: 'advanced' }).click();
  const extras = form.getByRole('group', { name: 'Extras' });
  await expect(extras).toBeVisible();
  await form.getByLabel('Bedrooms').selectOption('3');
  await extras.locator('label', { hasText: 'Garage' }).click();
  await form.getByRole('group', { name: 'Offer tags' }).locator('label', { hasText: 'Urgent' }).click();

  await form.getByRole('button', { name: 'reset filter' }).click();
  await expect(form.getByLabel('Bedrooms')).toHaveValue('');
  await expect(form.getByRole('group', { name: 'Extras' }).getByRole('checkbox', { name: 'Garage' })).not.toBeChecked();
  await expect(form.getByRole('group', { name: 'Extras' })).toBeVisible();

  await form.getByRole('button', { name: 'less options' }).click();
  await expect(form.getByRole('group', { name: 'Extras' })).toBeHidden();
  await expect(form.getByRole('button', { name: 'advanced' })).toHaveAttribute('aria-expanded', 'false');
});

test('a logged-in user keeps recent searches on the server', async ({ page }) => {
  await page.request.get('/api/sanctum/csrf-cookie');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'private@demo.dazu.test', password: 'Demo-Private-2026!' },
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
  });
  expect(login.status()).toBe(200);

  await gotoHydrated(page, '/');
  const field = bar(page).getByPlaceholder('Enter location');
  await field.pressSequentially('Durham', { delay: 20 });
  await expect(page.getByRole('listbox', { name: 'Suggested locations' }).getByRole('option').first()).toHaveText(
    /^Durham/,
  );
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/recent-search' && response.request().method() === 'POST',
  );
  await field.press('ArrowDown');
  await field.press('Enter');
  expect((await saved).ok()).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('recent_search')), 'nothing kept in the browser').toBeNull();

  await gotoHydrated(page, '/');
  const listed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/recent-search' && response.request().method() === 'GET',
  );
  await bar(page).getByPlaceholder('Enter location').focus();
  expect((await listed).ok()).toBe(true);
  await expect(page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option').first()).toHaveText(
    /^Durham/,
  );
});
