// The finance officer's day: a buyer pays for an ad in the sandbox gateway; the finance
// officer signs in with their second factor, finds the order by the buyer's e-mail,
// refunds part of it (confirming who they are if the page asks), sees the credit note
// and downloads it; then schedules a price change with the preview of what a customer
// pays, and withdraws it. Operators without the permission never see the pages.
import { expect, type Page, test } from '@playwright/test';
import {
  apiCategoryId,
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  flatForSale,
  gotoHydrated,
  logInAs,
  newActivatedAccount,
  xsrfHeaders,
} from './support.ts';

/** The buyer's draft ad paid for with the Premium package (£14.99) on the sandbox gateway's page. */
async function buyPremium(page: Page): Promise<void> {
  const headers = await xsrfHeaders(page);
  const title = `Refundable flat ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/offers', {
    data: flatForSale(await apiCategoryId(page.request, 'flat'), title, 240_000),
    headers,
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const charged = await page.request.post(`/api/offers/charge/${id}`, {
    data: { package: 'premium', gateway: 'sandbox' },
    headers,
  });
  expect(charged.status(), await charged.text()).toBe(201);
  await gotoHydrated(page, (await charged.json()).url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment of £14.99 received.')).toBeVisible();
}

/** After a sensitive form: the page either did it, or asks for the password first (then it is done again). */
async function confirmIfAsked(page: Page, again: () => Promise<void>): Promise<void> {
  const asked = page.getByRole('heading', { name: 'Confirm it is you' });
  const said = page.getByRole('main').getByRole('status');
  await expect(asked.or(said).first()).toBeVisible();
  if (!(await asked.isVisible())) return;
  await page.getByLabel('Your password').fill(DEMO_ACCOUNTS.finance.password);
  await page.getByRole('button', { name: 'Confirm with the password' }).click();
  await expect(said).toContainText('now refund again');
  await again();
}

test('the finance officer refunds part of an order and downloads its credit note', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const buyerContext = await browser.newContext({ baseURL });
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto('/');
  const buyer = await newActivatedAccount(buyerPage, 'refund-buyer');
  await buyPremium(buyerPage);
  await buyerContext.close();

  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await logInAs(page, DEMO_ACCOUNTS.finance);
  await gotoHydrated(page, '/admin/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await page.getByLabel('Buyer’s name or e-mail').fill(buyer.email);
  await page.getByLabel('Status').selectOption('paid');
  await page.getByRole('button', { name: 'Find orders' }).click();
  await expect(page).toHaveURL(/q=refund-buyer.*status=paid/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 order');
  await expectNoSeriousA11yViolations(page, 'the orders list');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order of ${buyer.name}`);
  await expect(page.getByRole('main')).toContainText('£14.99 (net £12.49, VAT £2.50 at 20%)');
  await expectNoSeriousA11yViolations(page, 'an order’s file');

  const refundPart = async () => {
    await page.getByLabel(/Amount in pounds/).fill('5.00');
    await page.getByLabel('Reason (printed on the credit note)').fill('Premium started a day late');
    await page.getByRole('button', { name: 'Refund' }).click();
  };
  await refundPart();
  await confirmIfAsked(page, refundPart);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Refunded £5.00: credit note CN-');
  await expect(page.getByRole('main')).toContainText('Partly refunded');
  await expect(page.getByRole('main')).toContainText('Still refundable£9.99');
  const note = page.getByRole('link', { name: /^Credit note CN-\d{4}-\d{6} \(PDF\)$/ });
  await expect(note).toBeVisible();
  const pdf = await page.request.get((await note.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectNoSeriousA11yViolations(page, 'an order after a refund');
  expect(errors.list.filter((line) => !/status of 403 \(Forbidden\)/.test(line))).toEqual([]);
});

test('the finance officer schedules a price with its preview, then withdraws it', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await logInAs(page, DEMO_ACCOUNTS.finance);
  await gotoHydrated(page, '/admin/prices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prices');
  await page.getByLabel('Product').selectOption('extra.super_deal');
  await page.getByLabel('Audience').selectOption('business');
  await page.getByLabel('Price in pounds, VAT included').fill('12.00');
  await expect(page.getByText('Net £10.00 + VAT £2.00 (20%) =')).toBeVisible();
  // A week ahead, so nothing anyone pays today changes.
  const start = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
  await page.getByLabel('Applies from (UK time; empty: now)').fill(`${start}T09:00`);
  await page.getByRole('button', { name: 'Save the price' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The price is saved.');
  const row = page.getByRole('row').filter({ hasText: 'Super deal tag' }).filter({ hasText: '£12.00' });
  await expect(row).toContainText('business');
  await expectNoSeriousA11yViolations(page, 'the price list');
  // Today's public price is still the one in force.
  const list = await (await page.request.get('/api/prices?audience=business')).json();
  expect(list.prices.find((price: { code: string }) => price.code === 'extra.super_deal').gross).toBe(499);
  await row.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('The price is removed');
  await expect(row).toHaveCount(0);
  expect(errors.list).toEqual([]);
});

test('the preview works without JavaScript, worked out on the server', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await logInAs(page, DEMO_ACCOUNTS.finance);
  await page.goto('/admin/prices');
  await page.getByLabel('Price in pounds, VAT included').fill('6.99');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Net £5.82 + VAT £1.17 (20%) =')).toBeVisible();
  await expect(page.getByLabel('Price in pounds, VAT included')).toHaveValue('6.99');
  await context.close();
});

test('other operators and guests never reach the finance pages', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await logInAs(page, DEMO_ACCOUNTS.moderator);
  expect((await page.goto('/admin/orders'))?.status()).toBe(404);
  expect((await page.goto('/admin/prices'))?.status()).toBe(404);
  expect((await page.request.get('/api/admin/orders')).status()).toBe(403);
  await page.request.post('/api/auth/logout', { headers: await xsrfHeaders(page) });
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\?next=%2Fadmin%2Forders$/);
});
