// The advertisers' directory and public profiles in a browser: find an agency by kind,
// name and place, open its profile, see its agents and live ads, ask for the phone,
// report the profile to the operators (never one's own).
import { expect, test } from '@playwright/test';
import { PROFILE_REPORT_MESSAGES } from '#contract/profile-reports.ts';
import {
  agencyProfile,
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
  newActivatedAccount,
  openProfileReports,
} from './support.ts';

test('a visitor finds an agency in the directory and opens its profile with its agents’ ads', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, '/');
  const find = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Find' });
  await find.click();
  await page
    .locator(`[id="${await find.getAttribute('aria-controls')}"]`)
    .getByRole('link', { name: 'Agency' })
    .click();
  await expect(page).toHaveURL(/\/agencies\?type=agencies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Estate agents' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Estate agents' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page, '/agencies');

  const search = page.getByRole('search', { name: 'Find advertisers' });
  await search.getByLabel('Name').fill('harbour');
  const location = search.getByRole('combobox', { name: 'Location' });
  await location.fill('Manches');
  await page
    .getByRole('option', { name: /^Manchester/ })
    .first()
    .click();
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/type=agencies&q=harbour&place=manchester/);
  await expect(page.getByText('1 advertiser within 10 miles')).toBeVisible();
  await page.getByRole('link', { name: 'Harbour & Vale Estates' }).click();

  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour & Vale Estates' })).toBeVisible();
  await expect(page.getByText(/Estate agency · Manchester · on Dazu since/)).toBeVisible();
  const agents = page.getByRole('region', { name: 'Agents' });
  await expect(agents.getByRole('link', { name: 'Priya Shah' })).toBeVisible();
  const ads = page.getByRole('region', { name: /live ads?$/ });
  await expect(ads.getByRole('article').first()).toBeVisible();
  // Nothing private in the page until asked for.
  await expect(page.locator('body')).not.toContainText('07700 900214');
  await expect(page.locator('body')).not.toContainText('agency@demo.dazu.test');
  await page.getByRole('button', { name: 'Show phone number' }).click();
  await expect(page.getByRole('link', { name: '07700 900214' })).toHaveAttribute('href', 'tel:07700900214');
  await expectNoSeriousA11yViolations(page, 'a profile');

  // An agent's profile names the company and links back.
  await agents.getByRole('link', { name: 'Priya Shah' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Shah' })).toBeVisible();
  await page.getByRole('link', { name: 'Harbour & Vale Estates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour & Vale Estates' })).toBeVisible();
  expect(errors.list).toEqual([]);
});

test('an ad links to its advertiser’s profile, and unknown profiles are not found', async ({ page, request }) => {
  const found = (await (await request.get('/api/search?sort=newest&limit=1')).json()) as { data: { slug: string }[] };
  await gotoHydrated(page, `/offers/${found.data[0]?.slug}`);
  const advertiser = page.getByRole('region', { name: 'Advertiser' });
  await advertiser.getByRole('link', { name: /: profile and all ads$/ }).click();
  await expect(page).toHaveURL(/\/profile\//);
  await expect(
    page
      .getByRole('region', { name: /live ads?$/ })
      .getByRole('article')
      .first(),
  ).toBeVisible();
  expect((await page.goto('/profile/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
  expect((await page.goto('/profile/not-an-id'))?.status()).toBe(404);
  expect((await page.goto('/agencies?type=landlords'))?.status()).toBe(404);
});

test('a signed-in person reports an agency’s profile and is thanked; the operators see it', async ({
  page,
  browser,
}) => {
  // A new account's activation e-mail and the moderator's two-step login take their time.
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await newActivatedAccount(page, 'profile-reporter');
  const profile = await agencyProfile(page);
  await gotoHydrated(page, profile);

  await page.getByRole('button', { name: 'Report this profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this profile' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Profile report dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(PROFILE_REPORT_MESSAGES.reason)).toBeVisible();

  const message = `They copied another agency's name and logo (${Date.now()}).`;
  await dialog.getByRole('radio', { name: 'It pretends to be someone else' }).check();
  await dialog.getByLabel('Tell us more').fill(message);
  const answered = page.waitForResponse((response) => response.url().endsWith(`/api/users${profile.slice(8)}/report`));
  await dialog.getByRole('button', { name: 'Send report' }).click();
  expect((await answered).status()).toBe(202);
  await expect(page.getByText(PROFILE_REPORT_MESSAGES.thanks)).toBeVisible();
  await expect(dialog).toBeHidden();

  expect(await openProfileReports(browser, profile.replace('/profile/', ''))).toContainEqual(
    expect.objectContaining({ reason: 'impersonation', message }),
  );
  expect(errors.list).toEqual([]);
});

test('nobody is offered a report of their own profile', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await logInAs(page, DEMO_ACCOUNTS.agency);
  await gotoHydrated(page, await agencyProfile(page));
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour & Vale Estates' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report this profile' })).toHaveCount(0);
  expect(errors.list).toEqual([]);
});
