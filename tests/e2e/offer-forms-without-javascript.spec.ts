// An ad's forms work before (and without) the page's JavaScript: a logged-in user's
// message to the advertiser, a visitor's enquiry (sent once its e-mailed link is
// followed) and a report of the ad post to the ad's page, which runs the same use cases
// as the API and answers with the page: the confirmation, or the form again with the
// refusal beside the field and what was typed.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { CONVERSATION_MESSAGES } from '#contract/conversations.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { REPORT_MESSAGES } from '#contract/offer-reports.ts';
import { linkIn, waitForMail } from './mail.ts';
import {
  apiCategoryId,
  DEMO_ACCOUNTS,
  flatForSale,
  gotoHydrated,
  logInAs,
  logInWithoutJavaScript,
  postForm,
  postLiveAd,
  xsrfHeaders,
} from './support.ts';

test.use({ javaScriptEnabled: false });

/**
 * A fresh live ad of the demo private person (an account without agents, so its messages
 * reach it), with that person's logged-in context, which reads them through the API.
 */
let ad: { slug: string; title: string; advertiser: BrowserContext };

test.beforeAll(async ({ browser }) => {
  const advertiser = await browser.newContext({ javaScriptEnabled: true });
  const page = await advertiser.newPage();
  await logInAs(page, DEMO_ACCOUNTS.private);
  const title = `Flat with forms ${Date.now().toString(36)}`;
  const { slug } = await postLiveAd(page, flatForSale(await apiCategoryId(page.request, 'flat'), title, 23_500_000));
  ad = { slug, title, advertiser };
});

test.afterAll(async () => {
  await ad.advertiser.close();
});

/** The ad's page, with the form its link shows (a link until JavaScript runs, which there never is here). */
async function openForm(page: Page, link: 'Message the advertiser' | 'Report this ad') {
  if (!page.url().endsWith(`/offers/${ad.slug}`)) await page.goto(`/offers/${ad.slug}`);
  await page.getByRole('link', { name: link }).click();
  const form = page.getByRole('region', { name: link === 'Report this ad' ? link : /^Message / });
  await expect(form).toBeVisible();
  return form;
}

test('a logged-in user writes to the advertiser, and the message is in the advertiser’s conversation', async ({
  page,
}) => {
  const text = `Could I see it on Thursday evening? (${Date.now()})`;
  await logInWithoutJavaScript(page, DEMO_ACCOUNTS.developer, `/offers/${ad.slug}`);
  await expect(page).toHaveURL(new RegExp(`/offers/${ad.slug}$`));

  const form = await openForm(page, 'Message the advertiser');
  // Files go up through the API only: the form says so instead of offering a file input.
  await expect(form.getByText('To attach files to your message, turn on JavaScript in your browser.')).toBeVisible();
  await form.getByLabel('Your message').fill(text);
  expect(await postForm(page, form.getByRole('button', { name: 'Send message' }))).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/offers/${ad.slug}#contact-advertiser$`));
  await expect(form.getByRole('status')).toHaveText(CONVERSATION_MESSAGES.sent);

  const conversation = form.getByRole('link', { name: 'Open the conversation' });
  const id = (await conversation.getAttribute('href'))?.replace('/messages/', '');
  const thread = await ad.advertiser.request.get(`/api/conversations/${id}`);
  expect(thread.status()).toBe(200);
  const read = (await thread.json()) as { offer: { slug: string }; messages: { body: string; from_me: boolean }[] };
  expect(read.offer.slug).toBe(ad.slug);
  expect(read.messages).toContainEqual(expect.objectContaining({ body: text, from_me: false }));
});

test('an account whose address is not confirmed is told so, and asks for its link again', async ({ page }) => {
  // Posting as a guest makes an account that is logged in, its address not confirmed yet.
  const email = `nojs-unconfirmed-${Date.now()}@example.test`;
  const made = await page.request.post('/api/auth/guest', {
    data: { name: 'Una Unconfirmed', email },
    headers: await xsrfHeaders(page),
  });
  expect(made.status()).toBe(201);

  const form = await openForm(page, 'Message the advertiser');
  await form.getByLabel('Your message').fill('Is it still available?');
  expect(await postForm(page, form.getByRole('button', { name: 'Send message' }))).toBe(403);
  const notice = form.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.emailNotVerified });
  await expect(notice).toBeVisible();
  await expect(form.getByLabel('Your message')).toHaveValue('Is it still available?');

  await notice.getByRole('link', { name: 'Send the confirmation link again' }).click();
  await expect(page).toHaveURL(/\/auth\?prompt=resend$/);
  const prompt = page.getByRole('main');
  await expect(prompt.getByLabel('Email', { exact: true })).toHaveValue(email);
  expect(await postForm(page, prompt.getByRole('button', { name: 'Send link' }))).toBe(200);
  await expect(prompt.getByRole('status')).toContainText(email);
  // The link sent again comes after the one sent when the account was made.
  await waitForMail(email, /Activate your Dazu account/, { count: 2 });
});

test('a visitor’s enquiry is held until the e-mailed link is followed', async ({ page, browser }) => {
  const email = `nojs-guest-${Date.now()}@example.test`;
  const form = await openForm(page, 'Message the advertiser');
  await form.getByLabel('Your name').fill('Nora Noscript');
  await form.getByLabel('Your e-mail address').fill(email);
  await form.getByLabel('Your message').fill('Is the flat still available to view?');
  expect(await postForm(page, form.getByRole('button', { name: 'Send message' }))).toBe(200);
  await expect(form.getByRole('status')).toHaveText(CONVERSATION_MESSAGES.confirmByEmail(email));

  const mail = await waitForMail(email, /Confirm your message/);
  const link = new URL(linkIn(mail, '/enquiry/confirm?token='));
  // The link's page confirms with JavaScript: followed in a browser that has it.
  const withScript = await browser.newContext({ javaScriptEnabled: true });
  const confirming = await withScript.newPage();
  await gotoHydrated(confirming, link.pathname + link.search);
  await expect(confirming.getByRole('main').getByRole('status')).toHaveText(CONVERSATION_MESSAGES.enquirySent);
  await withScript.close();
  const inbox = await ad.advertiser.request.get('/api/conversations');
  const conversations = ((await inbox.json()) as { data: unknown[] }).data;
  expect(conversations).toContainEqual(
    expect.objectContaining({
      other: expect.objectContaining({ name: 'Nora Noscript (guest)', is_guest: true }),
      offer: expect.objectContaining({ slug: ad.slug }),
      last_message: expect.objectContaining({ body: 'Is the flat still available to view?' }),
    }),
  );
});

test('a visitor reports the ad and is thanked; the operators are told', async ({ page }) => {
  const message = `The agent told me it was let last week (${Date.now()}).`;
  const form = await openForm(page, 'Report this ad');
  await form.getByRole('radio', { name: 'The property is no longer available' }).check();
  await form.getByLabel('Tell us more').fill(message);
  expect(await postForm(page, form.getByRole('button', { name: 'Send report' }))).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/offers/${ad.slug}#report-ad$`));
  await expect(form.getByRole('status')).toHaveText(REPORT_MESSAGES.thanks);
  // The visitor had no session (the API's CSRF cookie opens one): the report opened one.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'dazu_session')?.httpOnly).toBe(true);

  const notice = await waitForMail(DEMO_ACCOUNTS.admin.email, new RegExp(`Ad reported: “${ad.title}”`));
  expect(notice.text).toContain(message);
});

test('a refused form comes back with the message beside the field and what was typed', async ({ page }) => {
  const report = await openForm(page, 'Report this ad');
  await report.getByRole('radio', { name: 'It is a copy of another ad' }).check();
  await report.getByLabel('Tell us more').fill('Too short');
  expect(await postForm(page, report.getByRole('button', { name: 'Send report' }))).toBe(422);
  const field = report.getByLabel('Tell us more');
  await expect(field).toHaveValue('Too short');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(REPORT_MESSAGES.messageShort.replace(/[()]/g, '\\$&')));
  await expect(report.getByRole('radio', { name: 'It is a copy of another ad' })).toBeChecked();

  const enquiry = await openForm(page, 'Message the advertiser');
  await enquiry.getByLabel('Your name').fill('Nora Noscript');
  await enquiry.getByLabel('Your e-mail address').fill('nora-at-example');
  await enquiry.getByLabel('Your message').fill('Does it have a garden?');
  expect(await postForm(page, enquiry.getByRole('button', { name: 'Send message' }))).toBe(422);
  await expect(enquiry.getByLabel('Your e-mail address')).toHaveAccessibleDescription('Incorrect email address');
  await expect(enquiry.getByLabel('Your e-mail address')).toHaveValue('nora-at-example');
  await expect(enquiry.getByLabel('Your name')).toHaveValue('Nora Noscript');
  await expect(enquiry.getByLabel('Your message')).toHaveValue('Does it have a garden?');
  // The other form is not shown open for this answer.
  await expect(page.getByRole('region', { name: 'Report this ad' })).toBeHidden();
});

test('a visitor sees the advertiser’s phone number on the ad and on the profile', async ({ page }) => {
  await page.goto(`/offers/${ad.slug}`);
  expect(await postForm(page, page.getByRole('button', { name: 'Show phone number' }))).toBe(200);
  await expect(page.getByRole('link', { name: '07700 900123' })).toHaveAttribute('href', 'tel:07700900123');

  const me = (await (await ad.advertiser.request.get('/api/user')).json()) as { id: string };
  await page.goto(`/profile/${me.id}`);
  expect(await postForm(page, page.getByRole('button', { name: 'Show phone number' }))).toBe(200);
  await expect(page.getByRole('link', { name: '07700 900123' })).toBeVisible();
});
