// Passkeys as a person uses them: they add one in their settings (Chromium's virtual
// authenticator plays the phone's fingerprint reader), rename it, sign out, and sign in
// with the password and then the passkey, or a recovery code the first passkey came with. WebAuthn refuses an IP address as the site's
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
  // The account's first second factor: its recovery codes, shown this once.
  const codeList = section.getByRole('list', { name: 'Your recovery codes' });
  await expect(codeList.getByRole('listitem')).toHaveCount(10);
  const recoveryCode = (await codeList.getByRole('listitem').first().textContent()) ?? '';
  await expectNoSeriousA11yViolations(page, 'the recovery codes of a first passkey');
  await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(codeList).toHaveCount(0);
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

  // The passkey not at hand: a recovery code signs in instead, once.
  await logInAgainToSecondStep(page, account);
  await page.getByRole('link', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 });
  await gotoHydrated(page, '/settings');
  await expect(page.getByRole('main')).toContainText(
    'Two-factor sign-in is on with your passkeys; no authenticator app is set up. 9 recovery codes left.',
  );
  expect(errors.list).toEqual([]);
});
