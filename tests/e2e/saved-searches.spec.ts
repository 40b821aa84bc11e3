// Saving a search from a result list, then managing it under Favourites: rename,
// alert frequency, run, delete. A visitor is told to log in first.
import { expect, test } from '@playwright/test';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { SAVED_SEARCH_MESSAGES } from '#contract/saved-searches.ts';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
} from './support.ts';

test('a visitor is asked to log in before saving a search', async ({ page }) => {
  await gotoHydrated(page, '/search?type=rent');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText(SPEC_MESSAGES.loginFirst)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Save this search' })).toBeHidden();
});

test('save a search from the results, then rename, change and delete it under Favourites', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.private);
  await gotoHydrated(page, '/search?type=rent&category=flat&sort=price-asc&page=1');
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue(heading);
  await dialog.getByLabel('Name').fill('Flats to rent, cheapest');
  await dialog.getByText('Weekly e-mail', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Your search has been saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await gotoHydrated(page, '/favorites');
  const item = page.getByRole('listitem').filter({ hasText: 'Flats to rent, cheapest' });
  await expect(item.getByLabel('E-mail alerts')).toHaveValue('weekly');
  await expect(item.getByRole('link', { name: 'Flats to rent, cheapest', exact: true })).toHaveAttribute(
    'href',
    '/search?type=rent&category=flat',
  );
  await expectNoSeriousA11yViolations(page, 'favourites with a saved search');

  await item.getByLabel('E-mail alerts').selectOption('instant');
  await expect(page.getByText('Your saved search has been updated.')).toBeVisible();

  await item.getByRole('button', { name: /^Rename/ }).click();
  await item.getByLabel('Name').fill('Cheapest flats');
  await item.getByRole('button', { name: 'Save name' }).click();
  const renamed = page.getByRole('listitem').filter({ hasText: 'Cheapest flats' });
  await expect(renamed.getByRole('link', { name: 'Cheapest flats', exact: true })).toBeVisible();

  // The server has the changes.
  await page.reload();
  await expect(renamed.getByLabel('E-mail alerts')).toHaveValue('instant');

  await renamed.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this saved search?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The saved search has been deleted.')).toBeVisible();
  await expect(page.getByText('No saved searches yet.', { exact: false })).toBeVisible();
  expect(errors.list).toEqual([]);
});

test('an unsubscribe link that is not valid any more says so, and points to Favourites', async ({ page }) => {
  const response = await page.goto('/alerts/unsubscribe?token=Hx0-not-a-token-of-any-alert-e-mail-000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop alert e-mails' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: SAVED_SEARCH_MESSAGES.unsubscribeLinkInvalid })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage your saved searches' })).toHaveAttribute('href', '/favorites');
  await expectNoSeriousA11yViolations(page, 'the unsubscribe page');
});
