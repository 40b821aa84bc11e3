// Getting into an account works before (and without) the page's JavaScript: the login,
// registration and e-mail prompt forms post to the /auth page, which runs the same use
// cases as the API and answers with a page.
import { expect, test } from '@playwright/test';
import { ACCOUNT_MESSAGES, SPEC_MESSAGES } from '#contract/messages.ts';
import { linkIn, waitForMail } from './mail.ts';
import { DEMO_ACCOUNTS, logInWithoutJavaScript } from './support.ts';

const PASSWORD = 'Quiet-Harbour-47';

test.use({ javaScriptEnabled: false });

test('registering without JavaScript: refused fields are named and kept, then the activation e-mail comes', async ({
  page,
}) => {
  const email = `nojs-${Date.now()}@example.test`;
  await page.goto('/auth');
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\?type=register/);
  const form = page.getByRole('main');
  await form.getByText('Private person', { exact: true }).click();
  await form.getByLabel('Company name or first name').fill('Morgan Hale');
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Repeat password').fill(PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Register' }).click();
  // Refused by the server, beside the field, with what was typed kept (never the password).
  await expect(form.getByText('Incorrect email address')).toBeVisible();
  await expect(form.getByLabel('Company name or first name')).toHaveValue('Morgan Hale');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');

  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Repeat password').fill(PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/check-email$/);
  const activation = await waitForMail(email, /Activate/);
  // Opening the link changes nothing (mail scanners open links); the button activates.
  await page.goto(linkIn(activation, '/complete-registration?token='));
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.activated)).toBeVisible();

  // The same address again: taken, said at the e-mail field.
  await page.goto('/auth?type=register');
  await form.getByText('Private person', { exact: true }).click();
  await form.getByLabel('Company name or first name').fill('Morgan Hale');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Repeat password').fill(PASSWORD);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText(SPEC_MESSAGES.emailTaken)).toBeVisible();
});

test('logging in without JavaScript: a wrong password is told, the right one opens the page asked for', async ({
  page,
}) => {
  await page.goto('/auth?next=%2Fsettings');
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(DEMO_ACCOUNTS.private.email);
  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  const refused = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Log in' }).click();
  expect((await refused).status()).toBe(401);
  await expect(form.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.loginFailed);
  await expect(form.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.private.email);

  await logInWithoutJavaScript(page, DEMO_ACCOUNTS.private, '/settings');
  await expect(page).toHaveURL(/\/settings$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'dazu_session')?.httpOnly).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Settings');
});

test('asking for a password reset link without JavaScript', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('main').getByRole('link', { name: 'Password reminder' }).click();
  await expect(page).toHaveURL(/\/auth\?prompt=remind/);
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill('wrong');
  await form.getByRole('button', { name: /send/i }).click();
  await expect(form.getByText(SPEC_MESSAGES.promptEmailInvalid)).toBeVisible();
  await form.getByLabel('Email').fill(DEMO_ACCOUNTS.developer.email);
  await form.getByRole('button', { name: /send/i }).click();
  await expect(
    page.getByRole('status').filter({ hasText: SPEC_MESSAGES.linkSent(DEMO_ACCOUNTS.developer.email) }),
  ).toBeVisible();
  const reset = await waitForMail(DEMO_ACCOUNTS.developer.email, /password/i);
  expect(linkIn(reset, '/set-password?token=')).toContain('/set-password?token=');
});

test('a form posted to a page from another site is refused', async ({ request }) => {
  const posted = await request.post('/auth', {
    headers: { origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' },
    data: `intent=login&email=${encodeURIComponent(DEMO_ACCOUNTS.private.email)}&password=x`,
  });
  expect(posted.status()).toBe(403);
  expect(await posted.text()).toContain('sent from another site');
});
