// A moderator's day with reports: a visitor reports an ad, the moderator finds it on the
// Reports page grouped with the reason, takes the ad off the site (or, without
// JavaScript, warns its advertiser) and the group moves to the handled ones; then they
// block a word in messages and allow it again on Messages safety.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { waitForMail } from './mail.ts';
import {
  apiCategoryId,
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  flatForSale,
  gotoHydrated,
  logInAs,
  newActivatedAccount,
  postForm,
  postLiveAd,
  xsrfHeaders,
} from './support.ts';

/** A new advertiser's live ad, reported by a visitor in a browser of their own; the advertiser's e-mail. */
async function reportedAd(browser: Browser, page: Page, title: string, complaint: string) {
  const advertiserContext = await browser.newContext();
  const advertiser = await advertiserContext.newPage();
  await advertiser.goto('/');
  const account = await newActivatedAccount(advertiser, 'reported');
  const ad = await postLiveAd(advertiser, flatForSale(await apiCategoryId(page.request, 'flat'), title, 9_900_000));
  await advertiserContext.close();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const report = await visitor.request.post(`/api/offers/${ad.id}/report`, {
    data: { reason: 'scam', message: complaint },
    headers: await xsrfHeaders(visitor),
  });
  expect(report.status()).toBe(202);
  await visitorContext.close();
  return { ad, email: account.email };
}

const groupOf = (page: Page, text: string) => page.getByRole('main').getByRole('region').filter({ hasText: text });

test('a moderator takes a reported ad off the site; the group moves to the handled ones', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `Reported flat ${Date.now()}`;
  const complaint = 'The agent asked me for a holding deposit by gift card.';
  const { ad } = await reportedAd(browser, page, title, complaint);

  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await logInAs(page, DEMO_ACCOUNTS.moderator);
  await gotoHydrated(page, '/admin/reports');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }).click();
  await page.getByLabel('What was reported').selectOption('offer');
  await page.getByRole('button', { name: 'Show reports' }).click();
  await expect(page).toHaveURL(/kind=offer/);
  const group = groupOf(page, title);
  await expect(group).toContainText('1 report');
  await expect(group).toContainText('It looks like a scam or asks for money up front');
  await expect(group).toContainText(complaint);
  await expectNoSeriousA11yViolations(page, 'the reports');

  await group.getByLabel('Reason (the advertiser reads it)').fill('Asks for money before any viewing');
  await group.getByRole('button', { name: 'Remove it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Content removed' })).toBeVisible();
  await expect(groupOf(page, title)).toHaveCount(0);
  expect((await page.request.get(`/api/offers/${ad.slug}`)).status()).toBe(404);

  await gotoHydrated(page, '/admin/reports?kind=offer&status=handled');
  await expect(groupOf(page, title)).toContainText(`Removed the content by ${DEMO_ACCOUNTS.moderator.email}`);
  await expectNoSeriousA11yViolations(page, 'the handled reports');
  expect(errors.list.filter((line) => !/status of 404/.test(line))).toEqual([]);
});

test('without JavaScript, a moderator warns a reported ad’s advertiser, who is told by e-mail', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Warned flat ${Date.now()}`;
  const { email } = await reportedAd(browser, page, title, 'The photos are of a different building.');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const moderator = await context.newPage();
  await moderator.goto('/');
  await logInAs(moderator, DEMO_ACCOUNTS.moderator);
  await moderator.goto('/admin/reports?kind=offer');
  const group = groupOf(moderator, title);
  const words = 'Please use photos of the property you advertise.';
  await group.getByLabel('Warning (sent by e-mail and in the bell)').fill(words);
  expect(await postForm(moderator, group.getByRole('button', { name: 'Warn the account holder' }))).toBe(200);
  await expect(moderator.getByRole('status').filter({ hasText: 'Warning sent' })).toBeVisible();
  expect((await waitForMail(email, /warning/i)).text).toContain(words);
  await context.close();
});

test('a moderator blocks a word in messages and allows it again', async ({ page }) => {
  test.setTimeout(90_000);
  const term = `giftcard${Date.now() % 100_000}`;
  await page.goto('/');
  await logInAs(page, DEMO_ACCOUNTS.moderator);
  await gotoHydrated(page, '/admin/messages-safety');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages safety');
  await expect(page.getByRole('link', { name: 'Reports page, messages only' })).toHaveAttribute(
    'href',
    '/admin/reports?kind=message',
  );
  await page.getByLabel('Word or link host to block').fill(term);
  await page.getByRole('button', { name: 'Block it' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${term}” is blocked in messages.` })).toBeVisible();
  const list = page.getByRole('list', { name: 'Blocked terms' });
  await expect(list).toContainText(term);
  await expectNoSeriousA11yViolations(page, 'messages safety');

  await list.getByRole('link', { name: `Remove “${term}”` }).click();
  await expect(page.getByRole('heading', { name: `Allow “${term}” in messages again?` })).toBeVisible();
  await page.getByRole('button', { name: `Yes, remove “${term}”` }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${term}” is allowed again.` })).toBeVisible();
  await expect(list.getByText(term)).toHaveCount(0);
});
