// The expanded search panel of /search. Its "to" suggestions stay at or above the
// "from" and the other way round, keywords become tags, leasehold asks for the years of lease, and
// the URL holds the whole state (back and forward included).
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiSearch, countText, gotoHydrated } from './support.ts';

const panel = (page: Page) => page.getByRole('form', { name: 'Search filters' });
const group = (page: Page, name: string | RegExp) => panel(page).getByRole('group', { name, exact: true });

/** The chip (a label around a hidden radio or checkbox) whose text starts with `text`. */
const chip = (scope: Locator, text: string) => scope.locator('label').filter({ hasText: new RegExp(`^${text}\\b`) });

/** The values of the datalist an input suggests from. */
async function suggestions(input: Locator): Promise<number[]> {
  const listId = await input.getAttribute('list');
  expect(listId, 'the field has a suggestion list').toBeTruthy();
  return input
    .page()
    .locator(`datalist[id="${listId}"] option`)
    .evaluateAll((options) => options.map((option) => Number((option as HTMLOptionElement).value)));
}

test('price and area suggestions follow the chosen bounds', async ({ page }) => {
  await gotoHydrated(page, '/search?type=sell');
  for (const [legend, min, max] of [
    [/^Price/, 200_000, 500_000],
    [/^Floor area/, 60, 150],
  ] as const) {
    const bounds = group(page, legend);
    const from = bounds.getByLabel('From');
    const to = bounds.getByLabel('To');
    const everything = await suggestions(to);
    expect(everything.length).toBeGreaterThan(5);
    expect(await suggestions(from)).toEqual(everything);

    await from.fill(String(min));
    await expect.poll(() => suggestions(to)).toEqual(everything.filter((value) => value >= min));
    expect(await suggestions(from), 'no maximum yet: every from value').toEqual(everything);

    await to.fill(String(max));
    await expect.poll(() => suggestions(from)).toEqual(everything.filter((value) => value <= max));
    expect(await suggestions(to)).toEqual(everything.filter((value) => value >= min));

    await from.fill('');
    await expect.poll(() => suggestions(to)).toEqual(everything);
  }
});

test('rent prices suggest rents', async ({ page }) => {
  await gotoHydrated(page, '/search?type=rent');
  const to = group(page, /^Price/).getByLabel('To');
  expect((await suggestions(to))[0]).toBeLessThan(1_000);
});

test('keywords: Enter adds a tag, blanks and duplicates are ignored, each tag can be removed', async ({ page }) => {
  await gotoHydrated(page, '/search');
  const field = panel(page).getByPlaceholder('add keywords');
  const tags = panel(page).getByRole('list', { name: 'Keywords added' }).getByRole('listitem');

  await field.fill('Garden');
  await field.press('Enter');
  await expect(page, 'Enter adds a tag, it does not submit').toHaveURL('/search');
  await expect(tags).toHaveText(['garden']);
  await expect(field).toHaveValue('');

  await field.fill('   ');
  await field.press('Enter');
  await field.fill('garden ');
  await field.press('Enter');
  await expect(tags).toHaveText(['garden']);

  await field.fill('sea view');
  await field.press('Enter');
  await field.fill('loft');
  await field.press('Enter');
  await expect(tags).toHaveText(['garden', 'sea view', 'loft']);

  await panel(page).getByRole('button', { name: 'Remove sea view' }).click();
  await expect(tags).toHaveText(['garden', 'loft']);
  await expect(field, 'focus goes back to the field').toBeFocused();

  await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('keywords[0]')).toBe('garden');
  expect(url.searchParams.get('keywords[1]')).toBe('loft');
  await expect(tags).toHaveText(['garden', 'loft']);
});

test('sorting: most relevant only with words, nearest first only with a place', async ({ page, request }) => {
  const options = page.getByLabel('Sort by').locator('option');
  expect((await apiSearch(request, 'keywords[0]=garden')).meta.total, 'the demo data has gardens').toBeGreaterThan(0);
  await gotoHydrated(page, '/search?keywords%5B0%5D=garden');
  await expect(options.filter({ hasText: 'Most relevant' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Nearest first' })).toHaveCount(0);
  await gotoHydrated(page, '/search?type=rent&location%5Blat%5D=53.4808&location%5Blon%5D=-2.2426&radius=10');
  await expect(options.filter({ hasText: 'Nearest first' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Most relevant' })).toHaveCount(0);
  // The radius select shows with a place.
  await page.getByLabel('Within').selectOption({ label: '20 miles' });
  await expect(page).toHaveURL(/[?&]radius=20(&|$)/);
});

test('the leasehold chip asks how many years of lease', async ({ page }) => {
  await gotoHydrated(page, '/search?type=sell&category=flat');
  const ownership = group(page, 'Ownership');
  const years = panel(page).getByLabel('How many years of lease?');
  await expect(years).toHaveCount(0);

  await chip(ownership, 'Leasehold').click();
  await expect(years).toBeVisible();
  const options = await years
    .locator('option')
    .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value).filter(Boolean));
  expect(options).toHaveLength(200);
  expect(options[0]).toBe('1');
  expect(options.at(-1)).toBe('200');
  await years.selectOption('90');

  await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/lease-years=90/);
  expect(new URL(page.url()).searchParams.get('ownership')).toBe('leashold');
  await expect(panel(page).getByLabel('How many years of lease?')).toHaveValue('90');

  await chip(group(page, 'Ownership'), 'Leasehold').click();
  await expect(panel(page).getByLabel('How many years of lease?')).toHaveCount(0);
});

test('the URL holds the search: a shared link fills the panel, a change updates it, Back restores it', async ({
  page,
  request,
}) => {
  const query =
    'type=sell&category=house&price%5Bmin%5D=150000&price%5Bmax%5D=900000&meter%5Bmin%5D=40&rooms=2&bathrooms=1' +
    '&tags=investment&dodatkowe=garage%2Cwinda&blisko=school&ownership=freehold&condition=good&na-raty=true' +
    '&keywords%5B0%5D=garden&sort=price-asc';
  await gotoHydrated(page, `/search?${query}`);
  const form = panel(page);
  await expect(
    form.getByRole('group', { name: 'Listing type' }).getByRole('radio', { name: /FOR SALE/ }),
  ).toBeChecked();
  await expect(form.locator('summary')).toContainText('Houses');
  await expect(group(page, /^Price/).getByLabel('From')).toHaveValue('150000');
  await expect(group(page, /^Price/).getByLabel('To')).toHaveValue('900000');
  await expect(group(page, /^Floor area/).getByLabel('From')).toHaveValue('40');
  await expect(group(page, 'Rooms').getByRole('radio', { name: /^2/ })).toBeChecked();
  await expect(group(page, 'Bathrooms').getByRole('radio', { name: '1' })).toBeChecked();
  await expect(group(page, 'Offer tags').getByRole('checkbox', { name: /Investment/ })).toBeChecked();
  await expect(group(page, 'Extras').getByRole('checkbox', { name: 'Garage' })).toBeChecked();
  await expect(group(page, 'Extras').getByRole('checkbox', { name: 'Lift' })).toBeChecked();
  await expect(group(page, 'Nearby').getByRole('checkbox', { name: 'School' })).toBeChecked();
  await expect(group(page, 'Ownership').getByRole('checkbox', { name: 'Freehold' })).toBeChecked();
  await expect(group(page, 'Overall condition').getByRole('checkbox', { name: 'Good' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Instalments available' })).toBeChecked();
  await expect(form.getByRole('list', { name: 'Keywords added' })).toHaveText('garden');
  const before = await apiSearch(request, query);
  await expect(page.getByText(countText(before.meta.total), { exact: false }).first()).toBeVisible();

  // One change: three bedrooms instead of two.
  await chip(group(page, 'Rooms'), '3').click();
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]rooms=3(&|$)/);
  const changed = new URL(page.url()).searchParams;
  expect(changed.get('dodatkowe')).toBe('garage,winda');
  expect(changed.get('sort'), 'the sort is kept').toBe('price-asc');
  await expect(group(page, 'Rooms').getByRole('radio', { name: /^3/ })).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]rooms=2(&|$)/);
  await expect(group(page, 'Rooms').getByRole('radio', { name: /^2/ })).toBeChecked();
  await expect(group(page, 'Extras').getByRole('checkbox', { name: 'Garage' })).toBeChecked();

  await page.goForward();
  await expect(group(page, 'Rooms').getByRole('radio', { name: /^3/ })).toBeChecked();
});

test('the page-level filter format is understood too', async ({ page }) => {
  await gotoHydrated(page, '/search?typ=rent&dodatkowe%5Bgarage%5D=true&blisko%5B0%5D=school&rachunki-wliczone=true');
  await expect(group(page, 'Listing type').getByRole('radio', { name: /FOR RENT/ })).toBeChecked();
  await expect(group(page, 'Extras').getByRole('checkbox', { name: 'Garage' })).toBeChecked();
  await expect(group(page, 'Nearby').getByRole('checkbox', { name: 'School' })).toBeChecked();
  await expect(panel(page).getByRole('checkbox', { name: 'Bills included' })).toBeChecked();
});

test('less options collapses the panel, reset filter keeps only the listing type', async ({ page }) => {
  await gotoHydrated(page, '/search?type=rent&rooms=2&tags=urgent&blisko=park');
  const form = panel(page);
  const toggle = form.getByRole('button', { name: 'less options' });
  await expect(group(page, 'Nearby')).toBeVisible();
  await toggle.click();
  await expect(group(page, 'Nearby')).toBeHidden();
  await expect(form.getByRole('button', { name: 'more options' })).toHaveAttribute('aria-expanded', 'false');
  await form.getByRole('button', { name: 'more options' }).click();
  await expect(group(page, 'Nearby')).toBeVisible();

  await form.getByRole('button', { name: 'reset filter' }).click();
  await expect(page).toHaveURL('/search?type=rent');
  await expect(group(page, 'Nearby').getByRole('checkbox', { name: 'Park' })).not.toBeChecked();
});

test('the filters apply where the listing type and category allow them', async ({ page }) => {
  await gotoHydrated(page, '/search?type=sell');
  const form = panel(page);
  await expect(form.getByRole('checkbox', { name: 'Instalments available' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Bills included' })).toHaveCount(0);
  await chip(group(page, 'Listing type'), 'FOR RENT').click();
  await expect(form.getByRole('checkbox', { name: 'Bills included' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Instalments available' })).toHaveCount(0);
});

test('facet counts stand next to listing types, bedrooms and tags', async ({ page, request }) => {
  await gotoHydrated(page, '/search?type=rent');
  const response = await request.get('/api/search/facets?type=rent');
  expect(response.status()).toBe(200);
  type Counted = { slug?: string; value?: string; count: number };
  const facets = (await response.json()) as Record<'listing_types' | 'bedrooms' | 'tags', Counted[]>;
  const countOf = (items: Counted[], key: string) =>
    (items.find((item) => (item.slug ?? item.value) === key)?.count ?? 0).toLocaleString('en-GB');
  // Another listing type counts as if the listing type were not chosen: how many for sale.
  await expect(group(page, 'Listing type').getByRole('radio', { name: /FOR SALE/ })).toHaveAccessibleName(
    `FOR SALE (${countOf(facets.listing_types, 'sell')})`,
  );
  await expect(group(page, 'Rooms').getByRole('radio', { name: /^2\b/ })).toHaveAccessibleName(
    `2 (${countOf(facets.bedrooms, '2')})`,
  );
  const urgent = countOf(facets.tags, 'urgent');
  await expect(group(page, 'Offer tags').getByRole('checkbox', { name: /^Urgent/ })).toHaveAccessibleName(
    `Urgent (${urgent})`,
  );
});

test('a filter change is announced with the new count', async ({ page, request }) => {
  await gotoHydrated(page, '/search?type=rent');
  await chip(group(page, 'Rooms'), '2').click();
  await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/rooms=2/);
  const expected = await apiSearch(request, 'type=rent&rooms=2');
  const live = page.locator('[aria-live="polite"]', { hasText: countText(expected.meta.total) });
  await expect(live).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the panel and the home bar are plain GET forms the search understands', async ({ page }) => {
    await page.goto('/search?type=rent&location%5Blat%5D=53.4808&location%5Blon%5D=-2.2426&radius=10&sort=price-asc');
    const form = panel(page);
    await chip(group(page, 'Rooms'), '2').click();
    await chip(group(page, 'Extras'), 'Garage').click();
    await chip(group(page, 'Extras'), 'Lift').click();
    await form.getByRole('checkbox', { name: 'Bills included' }).check();
    await group(page, /^Price/)
      .getByLabel('To')
      .fill('1500');
    await form.getByPlaceholder('add keywords').fill('garden');
    const response = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/search');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    expect((await response).status()).toBe(200);
    const url = new URL(page.url()).searchParams;
    expect(url.get('rooms')).toBe('2');
    expect(url.getAll('dodatkowe')).toEqual(['garage', 'winda']);
    expect(url.get('location[lat]')).toBe('53.4808');
    expect(url.get('sort')).toBe('price-asc');
    await expect(group(page, 'Extras').getByRole('checkbox', { name: 'Lift' })).toBeChecked();
    await expect(form.getByRole('list', { name: 'Keywords added' })).toHaveText('garden');

    await page.goto('/');
    const bar = page.getByRole('search', { name: 'Find a property' });
    await bar.locator('summary').click();
    await bar.getByRole('group', { name: 'Category' }).getByText('Flats', { exact: true }).click();
    await bar.getByLabel('Listing type').selectOption('rent');
    await bar.getByPlaceholder('Enter location').fill('Leeds');
    // Typed but not picked, 'Leeds' names one place: the search is around it, not a word match.
    await bar.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.has('location[lat]'));
    const around = new URL(page.url()).searchParams;
    expect(around.get('q')).toBeNull();
    expect(around.get('location[display_name]')).toMatch(/^Leeds\b/);
    expect(around.get('type')).toBe('rent');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Leeds');
  });
});
