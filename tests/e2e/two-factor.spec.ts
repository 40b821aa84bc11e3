// Two-factor sign-in as a person uses it: they turn it on in their settings with an
// authenticator app (the QR code and the key, a first code, the recovery codes shown
// once), sign in again with the app's code through the login page, sign in without
// JavaScript with a recovery code, and turn it off. An operator of the site is sent to
// turn it on before the back office opens. The test plays the app: it computes the codes
// from the key the page shows.
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import {
  answerSecondFactor,
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAgainToSecondStep,
  newActivatedAccount,
  postForm,
} from './support.ts';

const STEP_MS = 30_000;

/** The app's code for the step after the one it showed last (a code is accepted once). */
const codeOfNextStep = (secret: string) => generate({ secret, epoch: (Math.floor(Date.now() / STEP_MS) + 1) * 30 });

test('a person turns on two-factor sign-in, signs in with the app’s code, then with a recovery code without JavaScript, and turns it off', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const account = await newActivatedAccount(page, 'two-factor');

  await gotoHydrated(page, '/settings');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section).toContainText('Two-factor sign-in is off.');
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(section.getByRole('img', { name: 'QR code with the key for your authenticator app' })).toBeVisible();
  const secret = ((await section.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page, 'two-factor set-up');

  // A wrong code first: it says so at the field, and nothing is turned on.
  await section.getByLabel('Authentication code').fill('000000');
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(section.getByText('That code is not right')).toBeVisible();
  await section.getByLabel('Authentication code').fill(await generate({ secret }));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = section.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await expectNoSeriousA11yViolations(page, 'recovery codes');
  await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(section).toContainText('Two-factor sign-in is on');
  await expect(section).toContainText('10 recovery codes left.');

  // Signing in again: the password, then the page asks for the app's code.
  await logInAgainToSecondStep(page, account);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-factor sign-in');
  await expectNoSeriousA11yViolations(page, 'the second step of a login');
  await page.getByLabel('Authentication code').fill(await codeOfNextStep(secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  expect((await page.request.get('/api/user/two-factor')).status()).toBe(200);

  // Without JavaScript, with a recovery code typed in capitals.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto('/auth');
  await noScript.getByRole('main').getByLabel('Email').fill(account.email);
  await noScript.getByRole('main').getByLabel('Password', { exact: true }).fill(account.password);
  await postForm(noScript, noScript.getByRole('main').getByRole('button', { name: 'Log in' }));
  await expect(noScript).toHaveURL(/\/auth\/two-factor/);
  await noScript.getByRole('link', { name: 'Use a recovery code instead' }).click();
  await noScript.getByLabel('Recovery code').fill((recoveryCodes[0] ?? '').toUpperCase());
  await postForm(noScript, noScript.getByRole('button', { name: 'Verify and sign in' }));
  await expect(noScript).not.toHaveURL(/\/auth/);
  await noScript.goto('/settings');
  await expect(noScript.getByRole('region', { name: 'Two-factor sign-in' })).toContainText('9 recovery codes left.');
  await plain.close();

  // Turning it off (just signed in, so no second proof is asked for).
  await gotoHydrated(page, '/settings');
  await section.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(section).toContainText('Two-factor sign-in is off.');
  // The browser reports the refused wrong code as a failed request; nothing else may fail.
  const wrongCode = /status of 422 \(Unprocessable Entity\) \(http:\/\/[^)]+\/api\/user\/two-factor\/confirm\)$/;
  expect(errors.list.filter((line) => !wrongCode.test(line))).toEqual([]);
});

test('the demo owner signs in with the app’s code and opens the back office; with the password only it would not', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const owner = DEMO_ACCOUNTS.admin;
  await gotoHydrated(page, '/auth?next=%2Fadmin%2Fcontent');
  const login = page.getByRole('main');
  await login.getByLabel('Email').fill(owner.email);
  await login.getByLabel('Password', { exact: true }).fill(owner.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor\?next=%2Fadmin%2Fcontent/);
  // The session waits for the code: nothing of the back office is open to it yet.
  expect((await page.request.get('/api/admin/prices')).status()).toBe(401);
  // Another browser may have just used this step's code, so the API helper finds one the
  // server has not accepted; the page then goes on as it would after the form.
  await answerSecondFactor(page, owner.totpSecret, owner.email);
  await gotoHydrated(page, '/admin/content');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site content');
  expect(errors.list).toEqual([]);
});
