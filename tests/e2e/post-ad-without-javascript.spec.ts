// Posting and editing an ad before (and without) the page's JavaScript: the ad form posts
// to its page, files and all, and the page runs the same use cases as the API. The
// features of a listing type appear once the form is sent with it; a place is typed, not
// picked; the ad's page then says what was done.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, logInAs, logInWithoutJavaScript, submitLoginForm } from './support.ts';

test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'serial' });

type Colour = { r: number; g: number; b: number };
const BLUE: Colour = { r: 60, g: 90, b: 200 };

// Stored files are named by their content, so photos told apart on a page must differ.
const photo = async (name: string, background: Colour = BLUE) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 900, height: 675, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

/** The addresses of the photos on an ad's page, in the order it shows them (from its thumbnails). */
async function photoAddresses(page: Page, title: string): Promise<string[]> {
  const gallery = page.getByRole('region', { name: `Photos of ${title}` });
  const thumbnails = gallery.getByRole('link', { name: /^Show photo \d+ of \d+$/ });
  await expect(thumbnails.first()).toBeVisible();
  return thumbnails.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Clicks a button of the form; returns the status of the answer to the post. */
async function press(page: Page, name: string): Promise<number> {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name, exact: true }).click();
  const status = (await answered).status();
  await page.waitForLoadState();
  return status;
}

/** A house for sale: the listing type and category, sent once so that the features appear. */
async function chooseHouseForSale(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Selling' }).check({ force: true });
  await page.getByLabel('Category').selectOption({ label: 'Detached' });
  expect(await press(page, 'Show the features for this choice')).toBe(200);
  await expect(page.getByLabel('Bedrooms')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Selling' })).toBeChecked();
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your ad' });

let posted: { slug: string; title: string };

test('a visitor is asked to log in, and comes back to the form', async ({ page }) => {
  await page.goto('/post-ad');
  await page.getByRole('link', { name: 'Log in or create an account' }).click();
  await expect(page).toHaveURL(/\/auth\?/);
  await submitLoginForm(page, DEMO_ACCOUNTS.private);
  await expect(page).toHaveURL(/\/post-ad$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Post an ad' })).toBeVisible();
  await expect(page.getByLabel('Title')).toBeVisible();
});

test('the form names what is wrong beside each field and keeps what was typed', async ({ page }) => {
  await logInWithoutJavaScript(page, DEMO_ACCOUNTS.private, '/post-ad');
  await chooseHouseForSale(page);
  await page.getByLabel('Title').fill('Hut');
  await page.getByRole('combobox', { name: 'Location' }).fill('Zzyzxville Upon Nowhere');
  await page.getByLabel('Bedrooms').selectOption('2');
  expect(await press(page, 'Publish')).toBe(422);
  await expect(page.getByRole('alert').first()).toContainText('Some details need your attention');
  await expect(page.getByText('The title needs at least 5 characters')).toBeVisible();
  await expect(page.getByText(/We could not find Zzyzxville Upon Nowhere/)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Hut');
  await expect(page.getByLabel('Bedrooms')).toHaveValue('2');
  await expect(page.getByLabel('Category')).toHaveValue(/\d+/);
});

test('a private advertiser posts an ad with a photo and a typed place, and it goes live', async ({ page }) => {
  await logInWithoutJavaScript(page, DEMO_ACCOUNTS.private, '/post-ad');
  await chooseHouseForSale(page);
  const title = `House without scripts ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Price (£)').fill('395,000');
  await page.getByRole('combobox', { name: 'Location' }).fill('Leeds');
  await page.getByLabel('Description').fill('A **quiet** street.\n\n- Garden\n- Garage');
  await page.getByLabel('Bedrooms').selectOption('3');
  await page.getByRole('checkbox', { name: 'Garden' }).check();
  await page
    .getByRole('group', { name: 'Photos' })
    .locator('input[type=file]')
    .setInputFiles([await photo('front.jpg')]);
  expect(await press(page, 'Publish')).toBe(302);

  await expect(page).toHaveURL(/\/offers\/house-without-scripts-[^?]+\?saved=published$/);
  await expect(banner(page).getByRole('status')).toHaveText('Your ad is live.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Leeds').first()).toBeVisible();
  await expect(page.getByRole('region', { name: new RegExp(`^Photos of ${title}`) }).locator('img')).not.toHaveCount(0);
  posted = { slug: new URL(page.url()).pathname.split('/').at(-1) ?? '', title };
});

test('the advertiser edits the ad; another account cannot', async ({ page, browser }) => {
  await logInWithoutJavaScript(page, DEMO_ACCOUNTS.private, `/my-ads/edit-ad/${posted.slug}`);
  await expect(page.getByLabel('Title')).toHaveValue(posted.title);
  await page.getByLabel('Price (£)').fill('380000');
  expect(await press(page, 'Save changes')).toBe(302);
  await expect(page).toHaveURL(new RegExp(`/offers/${posted.slug}\\?saved=changes$`));
  await expect(banner(page).getByRole('status')).toHaveText('Your changes are saved.');
  await expect(page.getByText('£380,000').first()).toBeVisible();
  // The place and the photo were kept as they were.
  await expect(page.getByText('Leeds').first()).toBeVisible();
  await expect(page.getByRole('region', { name: /^Photos of / }).locator('img')).not.toHaveCount(0);

  const other = await browser.newContext({ javaScriptEnabled: false });
  const otherPage = await other.newPage();
  await logInAs(otherPage, DEMO_ACCOUNTS.agency);
  const refused = await otherPage.request.post(`/my-ads/edit-ad/${posted.slug}`, {
    multipart: { title: 'Taken over by another account', intent: 'save' },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(404);
  await other.close();
});

test('the advertiser reorders and removes the ad’s photos by their position and remove boxes', async ({ page }) => {
  await logInWithoutJavaScript(page, DEMO_ACCOUNTS.private, '/post-ad');
  await chooseHouseForSale(page);
  const title = `Rearranged without scripts ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Price (£)').fill('310000');
  await page.getByRole('combobox', { name: 'Location' }).fill('Leeds');
  const photos = page.getByRole('group', { name: 'Photos' });
  await photos
    .locator('input[type=file]')
    .setInputFiles([
      await photo('red.jpg', { r: 200, g: 40, b: 40 }),
      await photo('green.jpg', { r: 40, g: 170, b: 60 }),
      await photo('blue.jpg'),
    ]);
  expect(await press(page, 'Publish')).toBe(302);
  const slug = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const [red, green, blue] = await photoAddresses(page, title);
  expect(new Set([red, green, blue]).size).toBe(3);

  await page.goto(`/my-ads/edit-ad/${slug}`);
  await expect(photos.getByRole('spinbutton', { name: 'Position of photo 1' })).toHaveValue('1');
  await expect(photos.getByRole('spinbutton', { name: 'Position of photo 3' })).toHaveValue('3');
  await photos.getByRole('spinbutton', { name: 'Position of photo 3' }).fill('1');
  await photos.getByRole('checkbox', { name: 'Remove photo 2' }).check();
  expect(await press(page, 'Save changes')).toBe(302);

  await expect(banner(page).getByRole('status')).toHaveText('Your changes are saved.');
  expect(await photoAddresses(page, title)).toEqual([blue, red]);
});

test('a preview is published from the banner on its page', async ({ page }) => {
  await logInWithoutJavaScript(page, DEMO_ACCOUNTS.private, '/post-ad');
  await chooseHouseForSale(page);
  const title = `Previewed without scripts ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Price (£)').fill('250000');
  await page.getByRole('combobox', { name: 'Location' }).fill('LS6');
  expect(await press(page, 'Preview')).toBe(302);
  await expect(banner(page)).toContainText('Preview: this is how your ad will look.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await banner(page).getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\?saved=published$/);
  await expect(banner(page).getByRole('status')).toHaveText('Your ad is live.');
});
