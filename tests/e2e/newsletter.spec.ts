// The newsletter as a visitor lives it (spec 2, 4 and 8): the footer sign-up's toast,
// the confirmation e-mail, its link's page, and the unsubscribe link.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { NEWSLETTER_MESSAGES } from '#contract/newsletter.ts';
import { linkIn, waitForMail } from './mail.ts';
import { gotoHydrated } from './support.ts';

test('a visitor signs up in the footer, confirms from the e-mail and the newsletter is active', async ({ page }) => {
  const email = `reader-${Date.now()}@example.test`;
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Newsletter: your e-mail address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(SPEC_MESSAGES.newsletterConfirm)).toBeVisible();

  const mail = await waitForMail(email, /Confirm your Dazu newsletter/);
  const link = linkIn(mail, '/potwierdz-newsletter?token=');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('status').filter({ hasText: SPEC_MESSAGES.newsletterActive })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // The same link again: it worked once.
  await page.reload();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(NEWSLETTER_MESSAGES.confirmLinkInvalid);

  // Signing up again: already active (spec 4: 200).
  await gotoHydrated(page, '/');
  await footer.getByLabel('Newsletter: your e-mail address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(SPEC_MESSAGES.newsletterActive)).toBeVisible();
});

test('a forged unsubscribe link is refused with a clear message', async ({ page }) => {
  const forged = await page.goto('/newsletter/unsubscribe?token=1.forgedforgedforgedforgedforged');
  expect(forged?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
});
