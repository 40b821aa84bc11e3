// The offer's photos full screen: opened from any photo, turned with the arrow keys,
// Home and End, closed with Escape (focus back on the photo that opened it); without
// JavaScript each photo is a link to its large version.
import { expect, test } from '@playwright/test';
import { apiSearch, collectConsoleErrors, expectNoSeriousA11yViolations, gotoHydrated } from './support.ts';

async function offerWithPhotos(request: Parameters<typeof apiSearch>[0]) {
  const offer = (await apiSearch(request, 'type=sell&limit=48')).data.find(
    (card) => ((card as { photos_count?: number }).photos_count ?? 0) >= 3,
  );
  if (!offer) throw new Error('no demo ad with three photos or more');
  return { slug: offer.slug, photos: (offer as { photos_count?: number }).photos_count ?? 0 };
}

test('the full-screen gallery opens from a photo and is driven by the keyboard', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const { slug, photos } = await offerWithPhotos(request);
  await gotoHydrated(page, `/offers/${slug}`);

  const main = page.getByRole('link', { name: `Open photo 1 of ${photos} full screen` });
  await main.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Photos of / });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`1 of ${photos}`);
  const image = dialog.locator('img');
  await expect(image).toHaveAttribute('sizes', '100vw');
  await expect(image).toHaveAttribute('srcset', /\S+ \d+w/);
  const first = await image.getAttribute('src');

  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText(`2 of ${photos}`);
  expect(await image.getAttribute('src')).not.toBe(first);
  await page.keyboard.press('End');
  await expect(dialog).toContainText(`${photos} of ${photos}`);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText(`1 of ${photos}`);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toContainText(`${photos} of ${photos}`);
  await page.keyboard.press('Home');
  await expect(dialog).toContainText(`1 of ${photos}`);

  // Focus stays inside: tabbing round never reaches the page behind.
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const active = document.activeElement;
      return !active || active === document.body || Boolean(active.closest('dialog'));
    });
    expect(inside, `focus after ${step + 1} tabs`).toBe(true);
  }
  await expectNoSeriousA11yViolations(page, 'Full-screen photo gallery');

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(main).toBeFocused();

  // A thumbnail opens the gallery at its photo; the close button closes it.
  await page.getByRole('link', { name: `Show photo 3 of ${photos}` }).click();
  await expect(dialog).toContainText(`3 of ${photos}`);
  await dialog.getByRole('button', { name: 'Next photo' }).click();
  await expect(dialog).toContainText(`${(3 % photos) + 1} of ${photos}`);
  await dialog.getByRole('button', { name: 'Close photos' }).click();
  await expect(dialog).toHaveCount(0);
  expect(errors.list).toEqual([]);
});

test('a swipe turns the photos full screen', async ({ browser, request }) => {
  const { slug, photos } = await offerWithPhotos(request);
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await gotoHydrated(page, `/offers/${slug}`);
  await page.getByRole('link', { name: `Open photo 1 of ${photos} full screen` }).click();
  const dialog = page.getByRole('dialog', { name: /^Photos of / });
  await expect(dialog).toContainText(`1 of ${photos}`);
  const box = await dialog.locator('img').boundingBox();
  if (!box) throw new Error('no photo');
  // A finger moving from right to left: the next photo.
  const y = box.y + box.height / 2;
  await dialog
    .locator('img')
    .dispatchEvent('pointerdown', { pointerType: 'touch', clientX: box.x + 300, clientY: y, isPrimary: true });
  await dialog
    .locator('img')
    .dispatchEvent('pointerup', { pointerType: 'touch', clientX: box.x + 100, clientY: y, isPrimary: true });
  await expect(dialog).toContainText(`2 of ${photos}`);
  await context.close();
});

test('without JavaScript each photo is a link to its large version', async ({ browser, request }) => {
  const { slug } = await offerWithPhotos(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/offers/${slug}`);
  const gallery = page.getByRole('region', { name: /^Photos of / });
  const links = gallery.getByRole('link');
  expect(await links.count()).toBeGreaterThan(2);
  for (const href of await links.evaluateAll((items) => items.map((item) => item.getAttribute('href')))) {
    expect(href).toMatch(/^\/storage\/.+\.(webp|jpe?g|avif|png)$/);
  }
  const large = await links.first().getAttribute('href');
  const response = await page.request.get(large ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
  await context.close();
});
