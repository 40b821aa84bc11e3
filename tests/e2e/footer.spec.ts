// Footer links, the footer pages fetched at start, the copyright line.
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support.ts';

test('the footer has the copyright line from 2021 to the current year and the static links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© 2021-${new Date().getFullYear()}`);
  const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  await expect(links).toHaveText(['Accessibility Statement', 'About', 'Privacy Policy', 'Contact']);
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  const guides = footer.getByRole('navigation', { name: 'Guides and help' }).getByRole('link');
  await expect(guides).toHaveText(['Guides and news', 'Questions and answers']);
  await expect(guides.first()).toHaveAttribute('href', '/blog');
});

test('the footer pages list links the terms page, which renders', async ({ page, request }) => {
  const api = await request.get('/api/footers');
  expect(api.status()).toBe(200);
  const pages = ((await api.json()) as { data: Array<{ id: number; name: string; title: string }> }).data;
  const terms = pages.find((item) => item.id === 17);
  expect(terms, 'footer page 17 (terms) exists').toBeDefined();

  await gotoHydrated(page, '/');
  const information = page.getByRole('contentinfo').getByRole('navigation', { name: 'Information' });
  await expect(information.getByRole('link')).toHaveText(pages.map((item) => item.name));
  const link = information.getByRole('link', { name: terms?.name ?? '' });
  await expect(link).toHaveAttribute('href', '/pages/17');

  await link.click();
  await expect(page).toHaveURL('/pages/17');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms?.title ?? '');
  await expect(page.getByRole('main')).toContainText('These terms apply');
});

test('/strony/17 answers 200 when loaded directly', async ({ page }) => {
  const response = await page.goto('/strony/17');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions of use');
});
