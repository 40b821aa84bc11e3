// The newsletter as a visitor lives it: the footer sign-up's toast,
// the confirmation e-mail, its link's page, and the unsubscribe link.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { NEWSLETTER_MESSAGES } from '#contract/newsletter.ts';
import { linkIn, waitForMail } from './mail.ts';
import { DEMO_ACCOUNTS, gotoHydrated, logInAs } from './support.ts';

test('a visitor signs up in the footer, confirms from the e-mail and the newsletter is active', async ({ page }) => {
  const email = `reader-${Date.now()}@example.test`;
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Newsletter: your e-mail address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(SPEC_MESSAGES.newsletterConfirm)).toBeVisible();

  const mail = await waitForMail(email, /Confirm your Dazu newsletter/);
  const link = linkIn(mail, '/confirm-newsletter?token=');
  await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('status').filter({ hasText: SPEC_MESSAGES.newsletterActive })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // The same link again: it worked once.
  await page.reload();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(NEWSLETTER_MESSAGES.confirmLinkInvalid);

  // Signing up again: already active (answered 200, nothing to confirm).
  await gotoHydrated(page, '/');
  await footer.getByLabel('Newsletter: your e-mail address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(SPEC_MESSAGES.newsletterActive)).toBeVisible();
});

test('an operator sends a newsletter; its unsubscribe link asks first, then stops it', async ({ page, browser }) => {
  const email = `campaign-${Date.now()}@example.test`;
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Newsletter: your e-mail address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  const confirmation = new URL(linkIn(await waitForMail(email, /Confirm your Dazu newsletter/), '/confirm-newsletter'));
  await gotoHydrated(page, confirmation.pathname + confirmation.search);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(SPEC_MESSAGES.newsletterActive);

  const operator = await (await browser.newContext()).newPage();
  await logInAs(operator, DEMO_ACCOUNTS.admin);
  await gotoHydrated(operator, '/admin/newsletter');
  const subject = `Spring market update ${Date.now()}`;
  await operator.getByLabel('Subject').fill(subject);
  await operator.getByLabel('Content').fill('<p>Prices in <strong>Leeds</strong> rose by 2%.</p>');
  await operator.getByRole('button', { name: 'Save as a draft' }).click();
  await operator.getByLabel(/send it now to every confirmed subscriber/).check();
  await operator.getByRole('button', { name: 'Send now to subscribers' }).click();
  await expect(operator.getByRole('main').getByRole('status')).toContainText(
    'on its way to every confirmed subscriber',
  );
  await expect(operator.getByRole('row', { name: new RegExp(subject) })).toBeVisible();
  await operator.context().close();

  const issue = await waitForMail(email, new RegExp(subject));
  expect(issue.html).toContain('<strong>Leeds</strong>');
  const unsubscribe = new URL(linkIn(issue, '/newsletter/unsubscribe?token='));
  await gotoHydrated(page, unsubscribe.pathname + unsubscribe.search);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(NEWSLETTER_MESSAGES.unsubscribed);
});

test('a forged unsubscribe link is refused with a clear message', async ({ page }) => {
  const forged = await page.goto('/newsletter/unsubscribe?token=1.forgedforgedforgedforgedforged');
  expect(forged?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
});
