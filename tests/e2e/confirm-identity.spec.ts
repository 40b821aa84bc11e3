// Sensitive actions ask again who you are once the last proof is over 10 minutes old.
// Right after signing in the proof is always fresh, so these journeys age it in the
// database (they run against PostgreSQL only, where the test can reach the app's
// database): a person turning two-factor sign-in off meets the dialog in their settings,
// and a support agent deleting an account meets the confirm form on the account's page;
// each confirms with the password and the action is then done.
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import pg from 'pg';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  gotoHydrated,
  logInAs,
  newActivatedAccount,
  xsrfHeaders,
} from './support.ts';

/** Makes every session of the account as if its password was last given 11 minutes ago. */
async function ageProofs(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_POSTGRES_URL });
  await client.connect();
  try {
    const aged = await client.query(
      `update sessions set confirmed_at = now() - interval '11 minutes'
       where user_id = (select id from users where email = $1)`,
      [email],
    );
    expect(aged.rowCount).toBeGreaterThan(0);
  } finally {
    await client.end();
  }
}

test('turning two-factor sign-in off asks for the password again when the last proof is old', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // The first try is refused (403 confirmation_required), as the dialog expects.
  errors.expectFailedLoad('/api/user/two-factor');
  await page.goto('/');
  const account = await newActivatedAccount(page, 'confirm-again');
  const headers = await xsrfHeaders(page);
  const started = await page.request.post('/api/user/two-factor', { headers });
  expect(started.status()).toBe(200);
  const { secret } = await started.json();
  const confirmed = await page.request.post('/api/user/two-factor/confirm', {
    data: { code: await generate({ secret }) },
    headers,
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await ageProofs(account.email);
  await gotoHydrated(page, '/settings');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Use my password instead' }).click();
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(section).toContainText('Two-factor sign-in is off.');
  expect(errors.list).toEqual([]);
});

test('support confirms who they are before deleting an account, then deletes it', async ({ page, browser }) => {
  const personContext = await browser.newContext();
  const personPage = await personContext.newPage();
  await personPage.goto('/');
  const person = await newActivatedAccount(personPage, 'deleted-after-confirming');
  await personContext.close();

  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await logInAs(page, DEMO_ACCOUNTS.support);
  await ageProofs(DEMO_ACCOUNTS.support.email);
  await gotoHydrated(page, `/admin/users?q=${encodeURIComponent(person.email)}`);
  await page.getByRole('link', { name: person.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.name);
  // The refused tries (403 confirmation_required, then 422 for the wrong password) come back as forms.
  errors.expectFailedLoad(`${new URL(page.url()).pathname}.data`);
  const reason = 'Asked by the holder by letter, signature checked';
  await page.getByLabel('Why the account is deleted (the holder reads it)').fill(reason);
  await page.getByRole('button', { name: 'Delete the account for good' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await page.getByLabel('Your password').fill('not the password');
  await page.getByRole('button', { name: 'Confirm with the password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The current password is incorrect' })).toBeVisible();
  await page.getByLabel('Your password').fill(DEMO_ACCOUNTS.support.password);
  await page.getByRole('button', { name: 'Confirm with the password' }).click();
  await expect(page.getByRole('main')).toContainText('Thank you: now do it again.');

  await page.getByLabel('Why the account is deleted (the holder reads it)').fill(reason);
  await page.getByRole('button', { name: 'Delete the account for good' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?deleted=1$/);
  expect(errors.list).toEqual([]);
});
