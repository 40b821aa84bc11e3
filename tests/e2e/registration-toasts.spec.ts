// On a phone the registration dialog fills the screen with its Register button at the
// bottom: the toasts answering a click on it must not cover it (they show at the top).
import { expect, type Locator, test } from '@playwright/test';
import { REGISTRATION_MESSAGES } from '#contract/messages.ts';
import { gotoHydrated } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

test('the toasts of the registration dialog leave its Register button uncovered at 390 px', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Register' }).first().click();
  const registration = page.getByRole('dialog', { name: 'Registration' });
  await expect(registration).toBeVisible();

  // Sent empty: two error toasts (the form, and the terms not accepted).
  const submit = registration.getByRole('button', { name: 'Register' });
  await submit.click();
  const toasts = registration.getByRole('alert').locator(':scope > *');
  await expect(toasts.filter({ hasText: REGISTRATION_MESSAGES.formInvalid })).toBeVisible();
  await expect(toasts.filter({ hasText: REGISTRATION_MESSAGES.tosRequiredOnSubmit })).toBeVisible();

  // The form moved to its first wrong field: back to the button, as the user would scroll.
  await submit.scrollIntoViewIfNeeded();
  const button = await boxOf(submit);
  expect(button.y + button.height).toBeLessThanOrEqual(844);
  for (const toast of await toasts.all()) {
    const box = await boxOf(toast);
    expect(intersects(box, button), `toast ${JSON.stringify(box)} covers the button ${JSON.stringify(button)}`).toBe(
      false,
    );
  }
});
