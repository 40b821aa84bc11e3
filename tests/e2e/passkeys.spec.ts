// Passkeys as a person uses them: they add one in their settings (Chromium's virtual
// authenticator plays the phone's fingerprint reader), rename it, sign out, and sign in
// with the password and then the passkey. WebAuthn refuses an IP address as the site's
// name, so this journey browses the server as localhost (its WEBAUTHN_ORIGIN), not
// 127.0.0.1 as the other journeys do.
import { expect, type Page, test } from '@playwright/test';
import {
  collectConsoleErrors,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAgainToSecondStep,
  newActivatedAccount,
} from './support.ts';

// The project's server (PGlite or PostgreSQL), by the name its passkeys belong to.
test.use({ baseURL: async ({ baseURL }, use) => use(baseURL?.replace('//127.0.0.1:', '//localhost:')) });

/** A platform authenticator with a fingerprint reader that always recognises the person. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

test('a person adds a passkey in their settings and signs in with it after the password', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const account = await newActivatedAccount(page, 'passkeys');
  await addVirtualAuthenticator(page);

  await gotoHydrated(page, '/settings');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section).toContainText('No passkeys yet.');
  await section.getByLabel('Passkey name').fill('Test laptop');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added. You can use it to sign in.')).toBeVisible();
  await expect(section.getByRole('listitem')).toContainText('Test laptop');
  await expectNoSeriousA11yViolations(page, 'the passkeys list');

  await section.getByRole('button', { name: 'Rename passkey Test laptop' }).click();
  await section.getByLabel('Rename passkey Test laptop').fill('Work laptop');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('listitem')).toContainText('Work laptop');

  // Signing in again: the password, then the page offers the passkey (the account has no app).
  await logInAgainToSecondStep(page, account);
  await expect(page.getByLabel('Authentication code')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the passkey step of a login');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  // The home page is the first to be rendered by this server since it started: give it time.
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 });
  const status = await page.request.get('/api/user/two-factor');
  expect(status.status()).toBe(200);
  expect(await status.json()).toMatchObject({ passkeys: 1, session_verified: true });

  await gotoHydrated(page, '/settings');
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem')).toContainText('last used');
  expect(errors.list).toEqual([]);
});
