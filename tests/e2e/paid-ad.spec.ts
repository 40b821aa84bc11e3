// Payments on every install, in a browser. The production build started as `npm start`
// starts it (no PAYMENTS_SANDBOX in its environment: the demo data turns the test-mode
// gateway on by itself): a new advertiser registers, activates from the e-mail, posts an
// ad whose posting costs money, pays in the sandbox, marked "Test mode: no real money"
// on every page and on the invoice, and sees the ad live. The same build with the gateway
// turned off (a second server, started here) offers nothing for money: posting is free,
// no package or promotion is shown, and an operator is told what to configure.
import { expect, type Page, test } from '@playwright/test';
import { OPERATOR_PAYMENT_NOTICES, PAYMENT_MESSAGES } from '#contract/prices.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { enrolTotp } from '#tests/fixtures/two-factor.ts';
import { pdfText } from '#tests/setup/pdf-text.ts';
import { linkIn, waitForMail } from './mail.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';
import { fillBasics } from './post-ad-form.ts';
import {
  apiCategoryId,
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  flatForSale,
  gotoHydrated,
  logInAs,
  xsrfHeaders,
} from './support.ts';

const PASSWORD = 'Ledger-Harbour-64';
const OPERATOR = {
  email: 'operator@free.example.test',
  password: 'Free-Operator-2026!',
  totpSecret: 'FREEOPERATORKEYFORTESTSAAAAAAAAA',
};
const POSTING_PRICE = { code: 'package.basic', listing_type: 'sell', audience: 'private' } as const;

/** A new private advertiser: registered, activated from the e-mail, logged in, profile complete. */
async function newAdvertiser(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`;
  const registered = await page.request.post('/api/auth/register', {
    headers: await xsrfHeaders(page),
    data: { type: 'user', name, email, password: PASSWORD, rePassword: PASSWORD, tos: true },
  });
  expect(registered.status()).toBe(204);
  await gotoHydrated(page, linkIn(await waitForMail(email, /Activate/), '/complete-registration?token='));
  await expect(page.getByText('Your account is active. You can log in now.')).toBeVisible();
  await logInAs(page, { email, password: PASSWORD });
  const setup = await page.request.post('/api/user/profile-setup', {
    headers: await xsrfHeaders(page),
    data: { name, phone: '07700 900555' },
  });
  expect(setup.status()).toBe(200);
  return email;
}

/** The operator's price of posting a private sale (set, or removed again with null). */
async function setPostingPrice(page: Page, pence: number | null): Promise<void> {
  const headers = await xsrfHeaders(page);
  const response =
    pence === null
      ? await page.request.delete('/api/admin/prices', { headers, data: POSTING_PRICE })
      : await page.request.put('/api/admin/prices', { headers, data: { ...POSTING_PRICE, pence } });
  expect(response.ok()).toBe(true);
}

const myAdRow = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test('a new advertiser pays for a premium ad in the test gateway of a demo install, marked as test mode', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  expect(await (await page.request.get('/api/health')).json()).toMatchObject({
    payments: { gateway: 'sandbox', test_mode: true },
  });
  // The operator makes posting a private sale cost £2.99 for the length of this test.
  const operatorContext = await browser.newContext({ baseURL });
  const operator = await operatorContext.newPage();
  await logInAs(operator, DEMO_ACCOUNTS.admin);
  await setPostingPrice(operator, 299);
  try {
    await newAdvertiser(page, 'Sam Payer');
    const title = `Paid detached ${Date.now().toString(36)}`;
    await gotoHydrated(page, '/post-ad');
    await fillBasics(page, title, '325000');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();

    // Posting costs money: the ad is saved, not published, and the pay page opens.
    await expect(page).toHaveURL(/\/my-offers\/pay\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay and publish your ad' })).toBeVisible();
    await expect(page.getByRole('main').getByText(PAYMENT_MESSAGES.postingRequiresPayment(299))).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: PAYMENT_MESSAGES.testMode })).toBeVisible();
    await page.getByRole('radio', { name: /Premium/ }).check();
    const summary = page.getByRole('region', { name: 'To pay' });
    await summary.getByRole('button', { name: 'Pay £14.99' }).click();

    await expect(page).toHaveURL(/\/payments\/sandbox\//);
    await expect(page.getByRole('note').filter({ hasText: PAYMENT_MESSAGES.testMode })).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/my-offers\/payment\?order=/);
    await expect(page.getByRole('note').filter({ hasText: PAYMENT_MESSAGES.testMode })).toBeVisible();
    await expect(page.getByText('Payment of £14.99 received.')).toBeVisible();
    await page.getByRole('link', { name: 'View your ad' }).click();
    await expect(page.getByRole('region', { name: 'Your ad' })).toContainText('Your ad is live');

    await gotoHydrated(page, '/invoices');
    const invoice = page.getByRole('row').filter({ hasText: 'Premium' }).first();
    await expect(invoice).toContainText(PAYMENT_MESSAGES.testMode);
    await expect(invoice).toContainText('£14.99');
    const href = (await invoice.getByRole('link', { name: /^PDF/ }).getAttribute('href')) ?? '';
    const pdf = await page.request.get(href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(await pdfText(await pdf.body())).toContain(PAYMENT_MESSAGES.testMode);
  } finally {
    await setPostingPrice(operator, null);
    await operatorContext.close();
  }
  // The browser logs the submit's 402 (the answer that sent the advertiser to pay); nothing else.
  const paymentRequired = /status of 402 \(Payment Required\) \(http:\/\/[^)]+\/api\/offers\/submit\/[0-9a-f-]+\)$/;
  expect(errors.list.filter((line) => !paymentRequired.test(line))).toEqual([]);
});

test('a refused ad whose posting was refunded is paid for again when resubmitted, then waits for the operators', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const operatorContext = await browser.newContext({ baseURL });
  const operator = await operatorContext.newPage();
  await logInAs(operator, DEMO_ACCOUNTS.admin);
  await setPostingPrice(operator, 299);
  try {
    await newAdvertiser(page, 'Rhea Refused');
    const headers = await xsrfHeaders(page);
    // Paid for, and scheduled a week ahead: refused before anyone saw it, so its posting is refunded.
    const title = `Refused cottage ${Date.now().toString(36)}`;
    const ad = flatForSale(await apiCategoryId(page.request, 'flat'), title, 21_000_000);
    const visibleFrom = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await page.request.post('/api/offers', {
      headers,
      data: { ...ad, visible_from_date: visibleFrom },
    });
    expect(created.status()).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };
    const ordered = await page.request.post(`/api/offers/charge/${id}?platform=desktop`, {
      headers,
      data: { package: 'basic' },
    });
    expect(ordered.status()).toBe(201);
    const orderId = ((await ordered.json()) as { order_id: string }).order_id;
    const paid = await page.request.post(`/api/payments/sandbox/${orderId}`, { headers, data: { outcome: 'paid' } });
    expect(paid.status()).toBe(200);
    const rejected = await operator.request.patch(`/api/admin/offers/${id}/reject`, {
      data: { reason: 'The floor plan belongs to another home.' },
      headers: await xsrfHeaders(operator),
    });
    expect(rejected.status()).toBe(200);

    await gotoHydrated(page, `/my-ads/edit-ad/${slug}`);
    const reason = page.getByRole('region', { name: 'Why we did not accept this ad' });
    await expect(reason).toContainText('The floor plan belongs to another home.');
    await expect(reason).toContainText('Its posting was refunded when we refused it');
    await page.getByRole('button', { name: 'Save and resubmit' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-offers/pay/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Pay and publish your ad' })).toBeVisible();
    await page
      .getByRole('region', { name: 'To pay' })
      .getByRole('button', { name: /^Pay £/ })
      .click();
    await expect(page).toHaveURL(/\/payments\/sandbox\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/my-offers\/payment\?order=/);
    // Paid again: back with the operators, not on the site.
    await gotoHydrated(page, '/my-offers?status=pending');
    await expect(myAdRow(page, title)).toBeVisible();
    expect((await page.request.get(`/api/offers/${id}`, { headers: { cookie: '' } })).status()).toBe(404);
  } finally {
    await setPostingPrice(operator, null);
    await operatorContext.close();
  }
  // The browser logs the resubmission's 402 (the answer that sent the advertiser to pay); nothing else.
  const paymentRequired = /status of 402 \(Payment Required\) \(http:\/\/[^)]+\/api\/offers\/resubmit\/[0-9a-f-]+\)$/;
  expect(errors.list.filter((line) => !paymentRequired.test(line))).toEqual([]);
});

test.describe('the same build with the payment gateway turned off', () => {
  const port = Number(process.env.E2E_PORT ?? 3300) + 1;
  const baseURL = `http://127.0.0.1:${port}`;
  let server: OwnServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // A site without the demo: its database prepared as a start would, with one operator.
    server = await startOwnServer({
      port,
      env: { PAYMENTS_SANDBOX: 'false' },
      prepare: async (db) => {
        const { totpSecret, ...credentials } = OPERATOR;
        const operator = await createUser(db, { ...credentials, name: 'Free Operator', roles: ['user', 'owner'] });
        await enrolTotp(db, operator.id, totpSecret);
      },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('offers nothing for money: posting is free, no package or promotion, and the operator is told', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    expect(await (await page.request.get('/api/health')).json()).toMatchObject({
      payments: { gateway: 'none', test_mode: false },
    });
    // Even with a price for posting on the list, nothing is sold without a gateway.
    const operatorContext = await browser.newContext({ baseURL });
    const operator = await operatorContext.newPage();
    await logInAs(operator, OPERATOR);
    await setPostingPrice(operator, 299);

    await newAdvertiser(page, 'Fran Free');
    const title = `Free detached ${Date.now().toString(36)}`;
    await gotoHydrated(page, '/post-ad');
    await fillBasics(page, title, '199000');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // Publishing geocodes and stores the ad: on a busy runner that takes longer than a click's answer.
    await expect(page).toHaveURL(/\/my-offers/, { timeout: 30_000 });
    await gotoHydrated(page, '/my-offers?status=active');
    const row = myAdRow(page, title);
    await expect(row.getByText('Live', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: /Promote|Pay and publish/ })).toHaveCount(0);
    const slug =
      (await row.getByRole('link', { name: title, exact: true }).getAttribute('href'))?.split('/').pop() ?? '';
    await gotoHydrated(page, `/my-offers/pay/${slug}`);
    await expect(page.getByText(PAYMENT_MESSAGES.unavailable)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay £/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Premium/ })).toHaveCount(0);
    // Advertisers are not shown the operators' notice.
    await expect(page.getByRole('region', { name: 'Payments on this site' })).toHaveCount(0);

    await gotoHydrated(operator, '/settings');
    const notice = operator.getByRole('region', { name: 'Payments on this site' });
    await expect(notice).toContainText(OPERATOR_PAYMENT_NOTICES.none.title);
    await expect(notice).toContainText('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    await expect(notice).toContainText('PAYMENTS_SANDBOX=true');
    await gotoHydrated(operator, '/admin/content');
    await expect(operator.getByRole('region', { name: 'Payments on this site' })).toContainText(
      OPERATOR_PAYMENT_NOTICES.none.title,
    );
    expect(errors.list).toEqual([]);
    await context.close();
    await operatorContext.close();
  });
});
