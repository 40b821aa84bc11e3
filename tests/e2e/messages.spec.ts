// Messages as buyers and advertisers live them: a user writes about an ad, the
// advertiser reads it in Messages and replies; a guest's enquiry is sent once the
// e-mailed link is followed.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { CONVERSATION_MESSAGES } from '#contract/conversations.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { png } from '#tests/fixtures/hostile-files.ts';
import { linkIn, waitForMail } from './mail.ts';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
  xsrfHeaders,
} from './support.ts';

/** A live ad of the demo developer (an account without agents: its ads' messages reach it). */
async function developerPage(browser: Browser): Promise<{ page: Page; slug: string; title: string }> {
  const page = await (await browser.newContext()).newPage();
  await logInAs(page, DEMO_ACCOUNTS.developer);
  const response = await page.request.get('/api/user/offers?status=active&sort=newest');
  const ad = ((await response.json()) as { data: { slug: string; title: string }[] }).data[0];
  if (!ad) throw new Error('the demo developer has no live ad');
  return { page, slug: ad.slug, title: ad.title };
}

test('a user messages the advertiser of an ad; the advertiser reads and replies', async ({ page, browser }) => {
  const errors = collectConsoleErrors(page);
  const advertiser = await developerPage(browser);
  const text = `Is a viewing possible on Saturday? (${Date.now()})`;

  await logInAs(page, DEMO_ACCOUNTS.private);
  await gotoHydrated(page, `/offers/${advertiser.slug}`);
  await page.getByRole('button', { name: 'Message the advertiser' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your message').fill(text);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText(CONVERSATION_MESSAGES.sent)).toHaveRole('status');
  await dialog.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Messages with');
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(text);

  await gotoHydrated(advertiser.page, '/messages');
  const conversation = advertiser.page.getByRole('link', { name: new RegExp(text.replace(/[()?]/g, '\\$&')) });
  await expect(conversation).toContainText('1 unread');
  const menuLink = advertiser.page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: /^Messages/ });
  await expect(menuLink).toHaveAccessibleName('Messages1 unread');
  await expect(conversation).toContainText(`About: ${advertiser.title}`);
  await expectNoSeriousA11yViolations(advertiser.page, '/messages');
  await conversation.click();
  await expect(advertiser.page.getByRole('list', { name: 'Messages' })).toContainText(text);
  await expect(menuLink).toHaveAccessibleName('Messages');
  await advertiser.page.getByLabel('Your reply').fill('Yes, 11am works for us.');
  await advertiser.page
    .getByLabel('Attach files (optional)')
    .setInputFiles({ name: 'floor-plan.png', mimeType: 'image/png', buffer: await png(400, 300) });
  await advertiser.page.getByRole('button', { name: 'Send reply' }).click();
  await expect(advertiser.page.getByRole('list', { name: 'Messages' })).toContainText('Yes, 11am works for us.');
  await expect(advertiser.page.getByRole('img', { name: 'floor-plan.webp' })).toBeVisible();
  await expectNoSeriousA11yViolations(advertiser.page, 'a conversation');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Yes, 11am works for us.');
  // The picture loads for the other member too (served by the API, not /storage).
  const picture = page.getByRole('img', { name: 'floor-plan.webp' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  await advertiser.page.context().close();
  expect(errors.list).toEqual([]);
});

test('an account whose address is not confirmed is told to confirm it before writing, and gets the link again', async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  errors.expectFailedLoad('/api/conversations');
  const advertiser = await developerPage(browser);
  // The account posting as a guest makes: logged in, its address not confirmed yet.
  const email = `unconfirmed-${Date.now()}@example.test`;
  const made = await page.request.post('/api/auth/guest', {
    data: { name: 'Una Unconfirmed', email },
    headers: await xsrfHeaders(page),
  });
  expect(made.status()).toBe(201);

  await gotoHydrated(page, `/offers/${advertiser.slug}`);
  await page.getByRole('button', { name: 'Message the advertiser' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your message').fill('Is it still available?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  const notice = dialog.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.emailNotVerified });
  await expect(notice).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the message dialog of an unconfirmed account');
  await notice.getByRole('button', { name: 'Send the confirmation link again' }).click();
  await expect(dialog.getByText(`A new link is on its way to ${email}. Open it, then try again.`)).toBeVisible();

  // The link sent again replaces the one sent when the account was made.
  const activation = await waitForMail(email, /Activate your Dazu account/, { count: 2 });
  await gotoHydrated(page, linkIn(activation, '/complete-registration?token='));
  await expect(page.getByText(ACCOUNT_MESSAGES.activated)).toBeVisible();
  await gotoHydrated(page, `/offers/${advertiser.slug}`);
  await page.getByRole('button', { name: 'Message the advertiser' }).click();
  await page.getByRole('dialog').getByLabel('Your message').fill('Is it still available?');
  await page.getByRole('dialog').getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('dialog').getByText(CONVERSATION_MESSAGES.sent)).toHaveRole('status');
  await advertiser.page.context().close();
  expect(errors.list).toEqual([]);
});

test('a guest’s enquiry reaches the advertiser once the e-mailed link is followed', async ({ page, browser }) => {
  const advertiser = await developerPage(browser);
  const email = `guest-${Date.now()}@example.test`;
  await gotoHydrated(page, `/offers/${advertiser.slug}`);
  await page.getByRole('button', { name: 'Message the advertiser' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your name').fill('Gina Guest');
  await dialog.getByLabel('Your e-mail address').fill(email);
  await dialog.getByLabel('Your message').fill('Could I see it next week?');
  await expectNoSeriousA11yViolations(page, 'the message dialog');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText(CONVERSATION_MESSAGES.confirmByEmail(email))).toHaveRole('status');

  const mail = await waitForMail(email, /Confirm your message/);
  const link = new URL(linkIn(mail, '/enquiry/confirm?token='));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(CONVERSATION_MESSAGES.enquirySent);

  await gotoHydrated(advertiser.page, '/messages');
  await expect(advertiser.page.getByRole('link', { name: /Gina Guest \(guest\)/ }).first()).toContainText(
    'Could I see it next week?',
  );
  await advertiser.page.context().close();
});
