// Paying for an ad in the browser with the sandbox gateway: choose a package and
// extras, pay on the test-mode page, see the ad go live with what was bought; a declined
// payment leaves it unpaid with a way to try again.
import { expect, type Page, test } from '@playwright/test';
import { PAYMENT_MESSAGES } from '#contract/prices.ts';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
} from './support.ts';

async function draftAd(page: Page, title: string): Promise<string> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const categories = await (await page.request.get('/api/categories')).json();
  const flat = categories.categories.find((root: { slug: string }) => root.slug === 'flat');
  const response = await page.request.post('/api/offers', {
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
    data: {
      title,
      category_id: flat.id,
      price: 21_000_000,
      location: { lat: 51.4545, lon: -2.5879, name: 'Bristol' },
      attributes: [{ id: 1, value: 'sell' }],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).slug;
}

const row = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test('an advertiser pays for a premium package with the test gateway and the ad goes live with it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.private);
  const title = `Paid flat ${Date.now().toString(36)}`;
  const slug = await draftAd(page, title);

  await gotoHydrated(page, '/my-offers?status=draft');
  await row(page, title)
    .getByRole('link', { name: `Pay and publish ${title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay and publish your ad' })).toBeVisible();
  await page.getByRole('radio', { name: /Premium/ }).check();
  await page.getByRole('checkbox', { name: /Urgent tag/ }).check();
  const summary = page.getByRole('region', { name: 'To pay' });
  await expect(summary).toContainText('£19.98');
  // The invoice is made out to the profile unless changed.
  const invoiceDetails = page.getByRole('group', { name: 'Invoice details' });
  await expect(invoiceDetails.getByLabel('Name')).not.toHaveValue('');
  await invoiceDetails.getByLabel('Postcode').fill('BS1 4DJ');
  await expectNoSeriousA11yViolations(page, 'the pay page');
  await summary.getByRole('button', { name: 'Pay £19.98' }).click();

  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  await expect(page.getByRole('note').filter({ hasText: PAYMENT_MESSAGES.testMode })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay £19.98' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/my-offers\/payment\?order=/);
  await expect(page.getByText('Payment of £19.98 received.')).toBeVisible();
  await page.getByRole('link', { name: 'View your ad' }).click();
  await expect(page).toHaveURL(`/offers/${slug}`);
  await expect(page.getByRole('region', { name: 'Your ad' })).toContainText('Your ad is live');
  await expect(page.getByText('URGENT', { exact: false }).first()).toBeVisible();

  // The invoice is in the payment history, as a PDF.
  await gotoHydrated(page, '/invoices');
  const invoice = page.getByRole('row').filter({ hasText: 'Premium, Urgent tag' }).first();
  await expect(invoice).toContainText('£19.98');
  await expect(invoice).toContainText('£3.33');
  await expectNoSeriousA11yViolations(page, 'the payment history');
  const href = (await invoice.getByRole('link', { name: /^PDF/ }).getAttribute('href')) ?? '';
  const pdf = await page.request.get(href);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(errors.list).toEqual([]);
});

test('a declined payment leaves the ad unpaid, with a way to try again', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.private);
  const title = `Declined flat ${Date.now().toString(36)}`;
  const slug = await draftAd(page, title);
  await gotoHydrated(page, `/my-offers/pay/${slug}`);
  await page
    .getByRole('region', { name: 'To pay' })
    .getByRole('button', { name: /^Pay £/ })
    .click();
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('The payment was declined');
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/my-offers/pay/${slug}`);
  await gotoHydrated(page, '/my-offers?status=draft');
  await expect(row(page, title).getByText('Draft', { exact: true })).toBeVisible();
  expect(errors.list).toEqual([]);
});
