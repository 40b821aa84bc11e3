// Posting and editing ads in a browser, through the real API, database and image
// pipeline: a private advertiser fills the form with photos, previews, publishes and
// edits; an agency agent does the same with a pin on the map; the form explains what is
// missing; a guest is sent to /login-prompt, and posts from there without an account.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { linkIn, waitForMail } from './mail.ts';
import { fillBasics } from './post-ad-form.ts';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
} from './support.ts';

const ORDINARY_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const photo = async (name: string, width: number, colour: { r: number; g: number; b: number }) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
});

const myAdRow = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

/** From My Ads: edit the price, deactivate (confirming), refresh, and open the statistics. */
async function editDeactivateRefreshAndMeasure(page: Page, title: string, newPrice: string) {
  await myAdRow(page, title)
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await page.getByLabel('Price (£)').fill(newPrice);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();

  await myAdRow(page, title)
    .getByRole('button', { name: `Deactivate ${title}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Deactivate this offer?' })
    .getByRole('button', { name: 'Deactivate', exact: true })
    .click();
  await expect(page.getByText('The offer is off the site.')).toBeVisible();
  await gotoHydrated(page, '/my-offers?status=inactive');
  await myAdRow(page, title)
    .getByRole('button', { name: new RegExp(`^Refresh ${title}`) })
    .click();
  await expect(page.getByText(/^Your ad is back at the top of the results/).first()).toBeVisible();
  await gotoHydrated(page, '/my-offers?status=active');
  const row = myAdRow(page, title);
  await row.getByRole('button', { name: `Statistics of ${title}` }).click();
  await expect(
    row.getByRole('region', { name: 'Statistics' }).getByText('Appearances in search results', { exact: true }),
  ).toBeVisible();
}

test('a guest who wants to post is asked to log in', async ({ page }) => {
  await gotoHydrated(page, '/post-ad');
  await expect(page).toHaveURL(/\/login-prompt$/);
  await expect(page.getByRole('heading', { name: 'Log in to post an ad' })).toBeVisible();
});

test('a private advertiser posts an ad with photos, previews, publishes, edits, deactivates, refreshes and sees statistics', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.private);
  await gotoHydrated(page, '/post-ad');
  await expect(page.getByRole('heading', { level: 1, name: 'Post an ad' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Post an ad');

  const title = `Detached family home ${Date.now().toString(36)}`;
  await fillBasics(page, title, '425,000');
  await page.getByLabel('Description').fill('A **bright** family home.\n\n- South-facing garden\n- Double garage');
  // The features of a house for sale appear once the type and category are chosen.
  await page.getByLabel('Bedrooms').selectOption('4');
  await page.getByRole('checkbox', { name: 'Garden' }).check();

  const photos = page.getByRole('group', { name: 'Photos' });
  await photos
    .locator('input[type=file]')
    .setInputFiles([
      await photo('front.jpg', 1200, { r: 200, g: 60, b: 120 }),
      await photo('garden.jpg', 1700, { r: 40, g: 160, b: 90 }),
    ]);
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  await photos.getByRole('button', { name: 'Make photo 2 the main photo' }).click();
  await expect(photos.getByRole('listitem').first()).toContainText('garden.jpg');
  await expect(photos.getByRole('listitem').first()).toContainText('Main photo');

  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/offers\/detached-family-home-/, { timeout: 30_000 });
  const banner = page.getByRole('region', { name: 'Your ad' });
  await expect(banner).toContainText('Preview: this is how your ad will look.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The main photo is the one chosen (the larger one: its widest rendition is 1600 px).
  await expect(page.locator('main img').first()).toHaveAttribute('srcset', /-1600\.webp 1600w/);
  await expect(page.getByText('South-facing garden')).toBeVisible();

  await banner.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your ad is published.')).toBeVisible();
  await expect(banner).toContainText('Your ad is live');
  // The public sees it now.
  const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
  // A visitor in an ordinary browser (headless ones count as bots) opens it: one view.
  const visitor = await page.context().browser()?.newContext({ userAgent: ORDINARY_BROWSER });
  const visitorPage = await visitor?.newPage();
  const publicResponse = await visitorPage?.goto(`${new URL(page.url()).origin}/offers/${slug}`);
  expect(publicResponse?.status()).toBe(200);
  await visitor?.close();

  await banner.getByRole('link', { name: 'Edit ad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your ad' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Price (£)')).toHaveValue('425000');
  await expect(page.getByLabel('Description')).toHaveValue(
    'A **bright** family home.\n\n- South-facing garden\n- Double garage',
  );
  await expect(page.getByRole('group', { name: 'Photos' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Price (£)').fill('399950');
  await page.getByRole('group', { name: 'Photos' }).getByRole('button', { name: 'Remove photo 2' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-offers$/);
  const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  await mine.getByRole('button', { name: `Statistics of ${title}` }).click();
  const stats = mine.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByRole('definition').first()).toHaveText('1');
  await expect(stats.getByText('Views of the ad')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'My Ads with statistics');

  await gotoHydrated(page, `/offers/${slug}`);
  await expect(page.getByText('£399,950').first()).toBeVisible();
  await expect(page.getByText('Reduced', { exact: true })).toBeVisible();
  await expect(page.getByText('from £425,000')).toBeVisible();
  await gotoHydrated(page, '/my-offers');
  await editDeactivateRefreshAndMeasure(page, title, '389000');
  expect(errors.list).toEqual([]);
});

test('the form names what is missing and puts the focus on it', async ({ page }) => {
  await logInAs(page, DEMO_ACCOUNTS.private);
  await gotoHydrated(page, '/post-ad');
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/offers')) posted = true;
  });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Some details need your attention');
  await expect(page.getByText('Choose the listing type').first()).toBeVisible();
  await expect(page.getByText('The title needs at least 5 characters')).toBeVisible();
  await expect(page.getByText('Choose the location from the suggestions, or put a pin on the map')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Selling' })).toBeFocused();
  expect(posted).toBe(false);
});

test('an agency agent posts with a pin on the map and a certificate, previews, publishes, edits, deactivates, refreshes and sees statistics', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.agent1);
  await gotoHydrated(page, '/post-ad');
  const title = `Agent listing ${Date.now().toString(36)}`;
  await fillBasics(page, title, '615000');
  // A pin on the map moves the location to where it is put, named after the nearest place.
  const location = page.getByRole('combobox', { name: 'Location' });
  const pinMap = page.getByRole('region', { name: /^Map: click or tap where the property is/ });
  await pinMap.scrollIntoViewIfNeeded();
  await expect(pinMap).toHaveAttribute('data-map-status', 'ready');
  await expect(pinMap.locator('.map-pin')).toHaveCount(1);
  await pinMap.click({ position: { x: 60, y: 60 } });
  await expect(location).not.toHaveValue(/^Manchester/);
  await expect(location).not.toHaveValue('');
  await page
    .getByRole('group', { name: 'Energy performance certificate' })
    .locator('input[type=file]')
    .setInputFiles(await photo('epc.jpg', 800, { r: 250, g: 250, b: 250 }));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/offers\/agent-listing-/, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Your ad' })).toContainText('Preview');
  await page.getByRole('region', { name: 'Your ad' }).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your ad is published.')).toBeVisible();
  await gotoHydrated(page, '/my-offers');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await editDeactivateRefreshAndMeasure(page, title, '599000');
  expect(errors.list).toEqual([]);
});

test('a guest posts without an account, confirms the address, publishes, edits, deactivates, refreshes and sees statistics', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const email = `guest-${Date.now().toString(36)}@example.test`;
  await gotoHydrated(page, '/post-ad');
  await expect(page).toHaveURL(/\/login-prompt$/);
  await expectNoSeriousA11yViolations(page, '/login-prompt');
  const guestForm = page.getByRole('region', { name: 'Post without an account' });
  await guestForm.getByLabel('Your name').fill('Gwen Guest');
  await guestForm.getByLabel('E-mail address').fill(email);
  await guestForm.getByRole('button', { name: 'Continue to the ad form' }).click();
  await expect(page).toHaveURL(/\/post-ad$/);
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  // The browser keeps the temporary credentials until profile set-up replaces them.
  const kept = await page.evaluate(() => localStorage.getItem('dazu-temporary-credentials'));
  expect(JSON.parse(kept ?? '{}')).toMatchObject({ email });

  const title = `Guest semi ${Date.now().toString(36)}`;
  await fillBasics(page, title, '289000');
  await page
    .getByRole('group', { name: 'Photos' })
    .locator('input[type=file]')
    .setInputFiles(await photo('house.jpg', 1000, { r: 90, g: 90, b: 200 }));
  await page.getByRole('button', { name: 'Publish' }).click();
  // Not live before the address is confirmed: the ad waits as a preview.
  await expect(page.getByText('goes live only once you confirm your e-mail address').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/offers\/guest-semi-/);
  await expect(page.getByRole('region', { name: 'Your ad' })).toContainText('Preview');

  const activation = await waitForMail(email, /Activate/);
  await gotoHydrated(page, linkIn(activation, '/complete-registration?token='));
  await page.getByRole('main').getByRole('link', { name: 'Go to My Ads' }).click();
  // The profile comes now: a phone number and a password of the guest's own.
  await expect(page).toHaveURL(/\/profile-setup/);
  await page.getByLabel('Phone number').fill('07700 900456');
  await page.getByLabel('New password', { exact: true }).fill('Brick-Lane-2026!');
  await page.getByLabel('Repeat password').fill('Brick-Lane-2026!');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/my-offers/);
  expect(await page.evaluate(() => localStorage.getItem('dazu-temporary-credentials'))).toBeNull();

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByText('Your ad is published.')).toBeVisible();
  await expect(row.getByText('Live', { exact: true })).toBeVisible();

  await editDeactivateRefreshAndMeasure(page, title, '279000');
  expect(errors.list).toEqual([]);
});
