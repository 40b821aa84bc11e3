// A visitor becomes a user: registration, the activation e-mail (delivered to a real
// SMTP peer), login, profile set-up, settings, logout, and the guards on the way.
import { expect, type Page, test } from '@playwright/test';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { linkIn, waitForMail } from './mail.ts';
import { collectConsoleErrors, expectNoSeriousA11yViolations, gotoHydrated } from './support.ts';

const PASSWORD = 'Tidal-Lantern-58';

async function openUserMenu(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).first().click();
}

async function logInThroughDialog(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

test('register, activate from the e-mail, log in, complete the profile, edit settings and log out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const email = `journey-${Date.now()}@example.test`;

  await gotoHydrated(page, '/');
  await openUserMenu(page, /^Account$/);
  await page.getByRole('link', { name: 'Register' }).first().click();
  const registration = page.getByRole('dialog', { name: 'Registration' });
  await expect(registration).toBeVisible();

  // Messages appear at the field as the user types, in the fixed wording of contract/messages.ts.
  await registration.getByLabel('Email').fill('not-an-address');
  await registration.getByLabel('Email').blur();
  await expect(registration.getByText('Incorrect email address')).toBeVisible();
  // A click on the backdrop does not close the dialog.
  await page.mouse.click(5, 5);
  await expect(registration).toBeVisible();

  await registration.getByText('Private person', { exact: true }).click();
  await expect(registration.getByLabel('Private person')).toBeChecked();
  await registration.getByLabel('Company name or first name').fill('Robin Ashby');
  await registration.getByLabel('Email').fill(`  ${email}  `);
  await registration.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await registration.getByLabel('Repeat password').fill(PASSWORD);
  await registration.getByRole('checkbox').check();
  await registration.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(SPEC_MESSAGES.registered)).toBeVisible();
  await expect(page).toHaveURL(/\/check-email/);

  const activation = await waitForMail(email, /Activate/);
  await gotoHydrated(page, linkIn(activation, '/complete-registration?token='));
  await expect(page.getByText('Your account is active. You can log in now.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await logInThroughDialog(page, email, PASSWORD);

  // A new account: set-up comes first (for a person the phone is optional; this one gives it).
  await expect(page).toHaveURL(/\/profile-setup/);
  await expectNoSeriousA11yViolations(page, '/profile-setup');
  await page.getByLabel('Phone number').fill('07700 900777');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).not.toHaveURL(/\/profile-setup/);

  await gotoHydrated(page, '/settings');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Robin Ashby');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('York');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i }).first()).toBeVisible();
  await page
    .getByRole('switch', { name: /newsletter/i })
    .first()
    .click();
  await expect(page.getByText(SPEC_MESSAGES.newsletterUpdated)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/settings');
  await gotoHydrated(page, '/settings');
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('York');

  await openUserMenu(page, /^Account: Robin Ashby/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const marker = (await page.context().cookies()).find((cookie) => cookie.name === 'isLogged');
  expect(marker).toBeUndefined();

  // 'authenticated' guard: the guest goes home with ?next=, logs in and lands where they wanted.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/\?next=%2Fsettings/);
  await logInThroughDialog(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/settings$/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'isLogged')?.value).toBe('1');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dazu') ?? 'null'));
  expect(stored).toMatchObject({ email, isLogged: true });

  // 'company' guard: a private person is sent home from the agents page, and told why.
  await page.goto('/agents');
  await expect(page).toHaveURL(/\/\?denied=agents\.manage$/);
  await expect(page.getByText('Agents are managed by agency, developer and hotel accounts only.')).toBeVisible();
  expect(errors.list).toEqual([]);
});

test('the registration dialog is accessible and toggles with the login dialog', async ({ page }) => {
  await gotoHydrated(page, '/auth?type=register');
  await expect(page.getByRole('heading', { name: 'Registration' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/auth?type=register');
  await gotoHydrated(page, '/');
  await openUserMenu(page, /^Account$/);
  await page.getByRole('link', { name: 'Log in' }).first().click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'login dialog');
  await login.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Registration' })).toBeVisible();
  await expect(login).toBeHidden();
});

test('a password reminder e-mail leads to a new password', async ({ page, request }) => {
  // An account made through the API, activated from its e-mail.
  const email = `reminder-${Date.now()}@example.test`;
  await request.get('/api/sanctum/csrf-cookie');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const registered = await request.post('/api/auth/register', {
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
    data: { type: 'user', name: 'Pat Doyle', email, password: PASSWORD, rePassword: PASSWORD, tos: true },
  });
  expect(registered.status()).toBe(204);
  await gotoHydrated(page, linkIn(await waitForMail(email, /Activate/), '/complete-registration?token='));
  await expect(page.getByText('Your account is active. You can log in now.')).toBeVisible();

  await gotoHydrated(page, '/auth');
  await page.getByRole('button', { name: 'Password reminder' }).click();
  await page.getByLabel('Email').last().fill('wrong');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(SPEC_MESSAGES.promptEmailInvalid)).toBeVisible();
  await page.getByLabel('Email').last().fill(email);
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(SPEC_MESSAGES.linkSent(email))).toBeVisible();

  const reset = await waitForMail(email, /password/i);
  await gotoHydrated(page, linkIn(reset, '/set-password?token='));
  await page.getByLabel('New password').fill('Harbour-Crane-91');
  await page.getByLabel('Repeat password').fill('Harbour-Crane-91');
  await page
    .getByRole('button', { name: /set|save/i })
    .first()
    .click();
  await logInThroughDialog(page, email, 'Harbour-Crane-91');
  await expect(page).toHaveURL(/\/profile-setup|\/$/);
});
