// The e-mailed confirmation links work without the page's JavaScript: opening a link
// changes nothing (mail scanners open links), and one press of the page's button sends
// the token to the page itself, which runs the same use case as the API.
import { expect, test } from '@playwright/test';
import { CONVERSATION_MESSAGES } from '#contract/conversations.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { linkIn, waitForMail } from './mail.ts';
import { apiSearch, xsrfHeaders } from './support.ts';

test.use({ javaScriptEnabled: false });

test('confirming a newsletter sign-up from its e-mail without JavaScript', async ({ page }) => {
  const email = `nojs-newsletter-${Date.now()}@example.test`;
  const signedUp = await page.request.post('/api/newsletter', { data: { email }, headers: await xsrfHeaders(page) });
  expect(signedUp.status()).toBe(204);
  const link = linkIn(await waitForMail(email, /newsletter/i), '?token=');

  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(SPEC_MESSAGES.newsletterActive);
  // The link is used up: pressing again on a fresh copy of the page says so.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
});

test('confirming a guest’s message from its e-mail without JavaScript', async ({ page }) => {
  const email = `nojs-enquiry-${Date.now()}@example.test`;
  const [card] = (await apiSearch(page.request, 'type=sell')).data;
  if (!card) throw new Error('the demo data has no ad for sale');
  const offer = (await (await page.request.get(`/api/offers/${card.slug}`)).json()) as { id: string };
  const held = await page.request.post(`/api/contact/offer/${offer.id}`, {
    data: { name: 'Nora Jones', email, body: 'Is the garden south facing, please?' },
    headers: await xsrfHeaders(page),
  });
  expect(held.status()).toBe(202);

  await page.goto(linkIn(await waitForMail(email, /Confirm your message/), '?token='));
  await page.getByRole('button', { name: 'Send my message' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(CONVERSATION_MESSAGES.enquirySent);
});
