// Ads shown as their advertisers made them: a rent typed per month is shown per month
// on the ad; a refresh says what it did and what is left; a rejected ad is edited
// beside the operator's reason and resubmitted for checking.
import { expect, type Page, test } from '@playwright/test';
import {
  apiCategoryId,
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  flatForSale,
  gotoHydrated,
  logInAs,
  postLiveAd,
  xsrfHeaders,
} from './support.ts';

const myAdRow = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test('a rent typed at £1,150 per calendar month is shown as £1,150 pcm on the ad', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.private);
  await gotoHydrated(page, '/post-ad');
  const title = `Canal-side flat to rent ${Date.now().toString(36)}`;
  await page.getByRole('radio', { name: 'Letting' }).check({ force: true });
  await page.getByLabel('Category').selectOption({ label: 'Apartment' });
  // The period is one choice next to the price, per calendar month unless changed; the label follows it.
  const period = page.getByRole('group', { name: 'The rent is' });
  await expect(period.getByRole('radio', { name: 'Per calendar month (pcm)' })).toBeChecked();
  await period.getByRole('radio', { name: 'Per week (pw)' }).check({ force: true });
  await expect(page.getByLabel('Rent per week (£)')).toBeVisible();
  await period.getByRole('radio', { name: 'Per calendar month (pcm)' }).check({ force: true });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Rent per month (£)').fill('1150');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('Manches');
  await page
    .getByRole('option', { name: /^Manchester/ })
    .first()
    .click();
  await expectNoSeriousA11yViolations(page, 'the ad form with a rent period');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/offers\/canal-side-flat-to-rent-/, { timeout: 30_000 });
  await expect(page.getByText('£1,150 pcm').first()).toBeVisible();
  await page.getByRole('region', { name: 'Your ad' }).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your ad is published.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table').getByText('£1,150 pcm')).toBeVisible();
  expect(errors.list).toEqual([]);
});

test('refresh in My Ads says what it did and how many free refreshes are left', async ({ page, request }) => {
  test.setTimeout(60_000);
  await logInAs(page, DEMO_ACCOUNTS.private);
  const title = `Refreshed flat ${Date.now().toString(36)}`;
  await postLiveAd(page, flatForSale(await apiCategoryId(request, 'flat'), title, 21_000_000));
  await gotoHydrated(page, `/my-offers?status=active&q=${encodeURIComponent(title)}`);
  const row = myAdRow(page, title);
  const refresh = row.getByRole('button', { name: new RegExp(`^Refresh ${title}`) });
  await expect(refresh).toContainText('free: 3 left');
  await refresh.click();
  await expect(row.getByRole('status')).toHaveText(
    /^Your ad is back at the top of the results and live until .+\. 2 free refreshes left\.$/,
  );
  await expect(refresh).toContainText('free: 2 left');
  // A second click straight after spends nothing.
  await refresh.click();
  await expect(row.getByRole('status')).toContainText('Nothing more was used. 2 free refreshes left.');
  await expect(refresh).toContainText('free: 2 left');
});

test('a rejected ad is edited beside the reason and resubmitted for checking', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  await logInAs(page, DEMO_ACCOUNTS.private);
  const title = `Rejected flat ${Date.now().toString(36)}`;
  const { id, slug } = await postLiveAd(page, flatForSale(await apiCategoryId(request, 'flat'), title, 19_000_000));
  const operator = await browser.newContext();
  const operatorPage = await operator.newPage();
  await logInAs(operatorPage, DEMO_ACCOUNTS.admin);
  const rejected = await operatorPage.request.patch(`/api/admin/offers/${id}/reject`, {
    data: { reason: 'The photos show a different building.' },
    headers: await xsrfHeaders(operatorPage),
  });
  expect(rejected.status()).toBe(200);
  await operator.close();

  await gotoHydrated(page, '/my-offers?status=rejected');
  await myAdRow(page, title)
    .getByRole('link', { name: `Edit and resubmit ${title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/my-ads/edit-ad/${slug}$`));
  const reason = page.getByRole('region', { name: 'Why we did not accept this ad' });
  await expect(reason).toContainText('The photos show a different building.');
  await expectNoSeriousA11yViolations(page, 'editing a rejected ad');
  await page.getByLabel('Title').fill(`${title} now`);
  await page.getByRole('button', { name: 'Save and resubmit' }).click();
  await expect(page.getByText('Thank you. Your ad will be live once we have checked it again.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-offers$/);
  await gotoHydrated(page, '/my-offers?status=pending');
  await expect(myAdRow(page, `${title} now`)).toBeVisible();
});
