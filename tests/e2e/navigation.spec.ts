// The top navigation's dropdowns, the heart for guests, the mobile menu.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiCategories, gotoHydrated } from './support.ts';

const FIND_ITEMS = ['Agency', 'Agent', 'Developer', 'Private landlord', 'Hotel/B&B', 'Services'];
const TYPE_MENUS = ['RENT', 'SALE', 'SWAP', 'AUCTION'];
const PAGE_LINKS = [
  { name: 'NEW BUILD', href: '/category/new-build' },
  { name: 'COMMERCIAL', href: '/category/commercial' },
  { name: 'Hotels/B&B', href: '/category/hotel-bb' },
];

/** The visible main navigation (the desktop bar, or the mobile menu's copy when that is open). */
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The panel a disclosure button controls. */
async function panelOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the button names the panel it controls').toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

async function hrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
}

test.describe('desktop navigation', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/');
  });

  test('RENT opens on click and lists the categories to rent; Escape closes it and gives focus back', async ({
    page,
    request,
  }) => {
    const rentable = (await apiCategories(request)).filter((category) => category.offer_types.includes('rent'));
    expect(rentable.length).toBeGreaterThan(0);

    const rent = mainNav(page).getByRole('button', { name: 'RENT' });
    const panel = await panelOf(rent);
    await expect(rent).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await rent.click();
    await expect(rent).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    const links = panel.getByRole('link');
    await expect(links).toHaveText(rentable.map((category) => category.name));
    expect(await hrefs(links)).toEqual(rentable.map((category) => `/property/${category.slug}/rent`));

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(rent).toHaveAttribute('aria-expanded', 'false');
    await expect(rent).toBeFocused();
  });

  test('a click outside closes an open dropdown', async ({ page }) => {
    const rent = mainNav(page).getByRole('button', { name: 'RENT' });
    const panel = await panelOf(rent);
    await rent.click();
    await expect(panel).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Find Your place.' }).click();
    await expect(panel).toBeHidden();
    await expect(rent).toHaveAttribute('aria-expanded', 'false');
  });

  test('opening one dropdown closes the other', async ({ page }) => {
    const rent = mainNav(page).getByRole('button', { name: 'RENT' });
    const sale = mainNav(page).getByRole('button', { name: 'SALE' });
    await rent.click();
    await expect(rent).toHaveAttribute('aria-expanded', 'true');
    await sale.click();
    await expect(sale).toHaveAttribute('aria-expanded', 'true');
    await expect(rent).toHaveAttribute('aria-expanded', 'false');
  });

  test('SALE works from the keyboard, and its Houses link goes to houses for sale', async ({ page, request }) => {
    const forSale = (await apiCategories(request)).filter((category) => category.offer_types.includes('sell'));
    const names = forSale.map((category) => category.name);
    expect(names).toContain('Houses');

    const sale = mainNav(page).getByRole('button', { name: 'SALE' });
    const panel = await panelOf(sale);
    const links = panel.getByRole('link');

    // Enter on the focused button opens the menu; Tab walks into its links.
    await sale.focus();
    await page.keyboard.press('Enter');
    await expect(sale).toHaveAttribute('aria-expanded', 'true');
    await expect(links).toHaveText(names);
    await page.keyboard.press('Tab');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    // Arrow keys, Home and End move between the links, wrapping round.
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.nth(0)).toBeFocused();

    // Tabbing out past the last link closes the menu.
    await links.last().focus();
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
    await sale.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await links.nth(0).focus();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(sale).toBeFocused();

    // ArrowDown on the closed button opens it at the first link.
    await page.keyboard.press('ArrowDown');
    await expect(panel).toBeVisible();
    await expect(links.nth(0)).toBeFocused();

    const houses = panel.getByRole('link', { name: 'Houses', exact: true });
    await expect(houses).toHaveAttribute('href', '/property/house/sell');
    const isFocused = () => houses.evaluate((link) => link === document.activeElement);
    for (let step = 0; step < names.length && !(await isFocused()); step++) await page.keyboard.press('ArrowDown');
    await expect(houses).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/property/house/sell');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houses for sale');
    await expect(panel).toBeHidden(); // the menu closes after the navigation
  });

  test('each listing-type menu lists the categories advertised under that type', async ({ page, request }) => {
    const categories = await apiCategories(request);
    const types: Record<string, string> = { RENT: 'rent', SALE: 'sell', SWAP: 'swap', AUCTION: 'auction' };
    for (const label of TYPE_MENUS) {
      const type = types[label] ?? '';
      const button = mainNav(page).getByRole('button', { name: label });
      await button.click();
      const panel = await panelOf(button);
      const expected = categories.filter((category) => category.offer_types.includes(type));
      expect(await hrefs(panel.getByRole('link'))).toEqual(
        expected.map((category) => `/property/${category.slug}/${type}`),
      );
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
  });

  test('the page links and the Find dropdown are there', async ({ page }) => {
    for (const link of PAGE_LINKS) {
      await expect(mainNav(page).getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    const find = mainNav(page).getByRole('button', { name: 'Find' });
    await find.click();
    const panel = await panelOf(find);
    await expect(panel.getByRole('link')).toHaveText(FIND_ITEMS);
    await expect(panel.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    await expect(panel.getByRole('link', { name: 'Agency' })).toHaveAttribute('href', '/agencies?type=agencies');
  });

  test('the heart warns a guest to log in first and stays on the page', async ({ page }) => {
    await page.getByRole('banner').getByRole('link', { name: 'Favourites' }).click();
    const warning = page.getByRole('status').getByText('You need to login first');
    await expect(warning).toBeVisible();
    await expect(page).toHaveURL('/');
    // Warnings show for 3 s.
    await page.mouse.move(0, 0);
    await expect(warning).toBeHidden({ timeout: 5_000 });
  });

  test('the search modal opens from the header and Escape closes it, giving focus back', async ({ page }) => {
    const open = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByPlaceholder('Search by keyword or city')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu button reveals the same items', async ({ page, request }) => {
    await gotoHydrated(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(mainNav(page)).toBeHidden(); // the desktop bar is folded away
    const panel = await panelOf(menu);
    await expect(panel).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    const nav = panel.getByRole('navigation', { name: 'Main' });
    for (const label of [...TYPE_MENUS, 'Find']) {
      await expect(nav.getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    for (const link of PAGE_LINKS) {
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.href);
    }
    await expect(panel.getByRole('link', { name: 'Post ad' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Register' })).toBeVisible();

    // Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await expect(panel).toBeVisible();

    const find = nav.getByRole('button', { name: 'Find' });
    await find.click();
    await expect((await panelOf(find)).getByRole('link')).toHaveText(FIND_ITEMS);

    const rentable = (await apiCategories(request)).filter((category) => category.offer_types.includes('rent'));
    const rent = nav.getByRole('button', { name: 'RENT' });
    await rent.click();
    const rentPanel = await panelOf(rent);
    await expect(rentPanel.getByRole('link')).toHaveText(rentable.map((category) => category.name));

    // Following a link closes the menu.
    await rentPanel.getByRole('link', { name: 'Houses', exact: true }).click();
    await expect(page).toHaveURL('/property/house/rent');
    await expect(panel).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
