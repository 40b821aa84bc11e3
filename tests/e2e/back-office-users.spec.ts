// A support agent's day with accounts: they sign in with their second factor, find a
// person by the phone number they gave on the phone, open the account's file, suspend it
// with a reason (the person is signed out, cannot sign in and is told why), and reinstate
// it. The owner then gives the support agent's colleague a role. Operators without the
// permission, people and guests never see the pages.
import { readFile } from 'node:fs/promises';
import { type Download, expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { waitForMail } from './mail.ts';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
  newActivatedAccount,
  xsrfHeaders,
} from './support.ts';

test('a support agent suspends an account with a reason and reinstates it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The person, signed in in their own browser, with a phone number on their profile.
  const personContext = await browser.newContext();
  const personPage = await personContext.newPage();
  await personPage.goto('/');
  const person = await newActivatedAccount(personPage, 'suspended');
  const phone = `07700 9${String(Date.now()).slice(-5)}`;
  const profile = await personPage.request.put('/api/user/profile', {
    data: { name: person.name, phone },
    headers: await xsrfHeaders(personPage),
  });
  expect(profile.status(), await profile.text()).toBe(200);

  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await logInAs(page, DEMO_ACCOUNTS.support);
  await gotoHydrated(page, '/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');
  await page.getByLabel('Name, e-mail, company or phone').fill(phone.replace(/\s/g, '-'));
  await page.getByRole('button', { name: 'Find accounts' }).click();
  await expect(page).toHaveURL(/q=07700-9/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 account');
  await expectNoSeriousA11yViolations(page, 'the accounts list');
  await page.getByRole('link', { name: person.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.name);
  await expect(page.getByRole('main')).toContainText(person.email);
  await expectNoSeriousA11yViolations(page, 'an account’s file');

  const reason = 'Ads copied from another agent’s website';
  await page.getByLabel('Reason (the account holder reads it)').fill(reason);
  await page.getByRole('button', { name: 'Suspend the account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('The account is suspended');
  await expect(page.getByRole('main')).toContainText(`: ${reason}`);

  // The person is signed out, told by e-mail, and the login page says why.
  expect((await personPage.request.get('/api/user')).status()).toBe(401);
  const told = await waitForMail(person.email, /suspended/);
  expect(told.text).toContain(reason);
  await gotoHydrated(personPage, '/auth');
  const login = personPage.getByRole('main');
  await login.getByLabel('Email').fill(person.email);
  await login.getByLabel('Password', { exact: true }).fill(person.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toContainText(`This account is suspended: ${reason}`);

  await page.getByRole('button', { name: 'Reinstate the account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('The account is active again');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(personPage).not.toHaveURL(/\/auth/);
  await personContext.close();

  // The file's audit trail is the owner's to read.
  const audit = await page.request.get('/api/admin/audit?action=users.');
  expect(audit.status()).toBe(403);
  const known = /status of 403 \(Forbidden\) \(http:\/\/[^)]+\/api\/(user|auth\/login)\)$|status of 401/;
  expect(errors.list.filter((line) => !known.test(line))).toEqual([]);
});

test('support confirms the address of a person whose activation e-mail never came, and they can sign in', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const email = `no-mail-${Date.now()}@example.test`;
  const password = 'Quiet-Harbour-2026';
  const registered = await page.request.post('/api/auth/register', {
    data: { type: 'user', name: 'Stella Stuck', email, password },
    headers: await xsrfHeaders(page),
  });
  expect(registered.status()).toBe(204);
  const refused = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: await xsrfHeaders(page),
  });
  expect((await refused.json()).code).toBe('not_activated');

  await logInAs(page, DEMO_ACCOUNTS.support);
  await gotoHydrated(page, `/admin/users?q=${encodeURIComponent(email)}&status=unverified`);
  await page.getByRole('link', { name: 'Stella Stuck' }).click();
  await expect(page.getByRole('main')).toContainText('Not confirmed yet');
  await page.getByRole('button', { name: 'Confirm the address by hand' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'The e-mail address is confirmed: the account can sign in.',
  );
  await expect(page.getByRole('button', { name: 'Confirm the address by hand' })).toHaveCount(0);
  await page.request.post('/api/auth/logout', { headers: await xsrfHeaders(page) });
  const login = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: await xsrfHeaders(page),
  });
  expect(login.status()).toBe(200);
});

test('the owner gives an account an operator role; the change is on record', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const colleague = await newActivatedAccount(page, 'new-moderator');
  await page.request.post('/api/auth/logout', { headers: await xsrfHeaders(page) });
  await logInAs(page, DEMO_ACCOUNTS.admin);
  const found = await page.request.get(`/api/admin/users?q=${encodeURIComponent(colleague.email)}`);
  const id = (await found.json()).data[0].id as string;
  await gotoHydrated(page, `/admin/users/${id}`);
  const roles = page.getByRole('group', { name: 'Operator roles' });
  await roles.getByLabel('moderator').check();
  await page.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The roles are saved.');
  await expect(page.getByRole('main')).toContainText('user, moderator');
  const audit = await (await page.request.get(`/api/admin/audit?action=users.roles&target_id=${id}`)).json();
  expect(audit.data[0]).toMatchObject({
    actor_email: DEMO_ACCOUNTS.admin.email,
    after: { roles: ['user', 'moderator'] },
  });
});

test('nobody else reaches the accounts: a moderator and a person get not-found, a guest is asked to log in; unknown accounts are not found', async ({
  page,
}) => {
  // Support signed in moments ago: its next code may be a step away.
  test.setTimeout(90_000);
  await page.goto('/');
  await logInAs(page, DEMO_ACCOUNTS.support);
  // An account that is not there, or an address that is not an account's: not found.
  expect((await page.goto('/admin/users/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
  expect((await page.goto('/admin/users/17'))?.status()).toBe(404);
  await page.request.post('/api/auth/logout', { headers: await xsrfHeaders(page) });
  await logInAs(page, DEMO_ACCOUNTS.moderator);
  expect((await page.goto('/admin/users'))?.status()).toBe(404);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  await page.request.post('/api/auth/logout', { headers: await xsrfHeaders(page) });
  await logInAs(page, DEMO_ACCOUNTS.private);
  expect((await page.goto('/admin/users'))?.status()).toBe(404);
  await page.request.post('/api/auth/logout', { headers: await xsrfHeaders(page) });
  // A guest is sent home with the login dialog's way back to the page.
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\?next=%2Fadmin%2Fusers$/);
});

/** The zip a download saved, as its files' text by name. */
async function zipFiles(download: Download): Promise<Record<string, string>> {
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

test('a person downloads their data; support downloads it for them, then deletes the account with a reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const personContext = await browser.newContext();
  const personPage = await personContext.newPage();
  await personPage.goto('/');
  const person = await newActivatedAccount(personPage, 'leaving');
  await gotoHydrated(personPage, '/settings');
  const own = personPage.waitForEvent('download');
  await personPage.getByRole('link', { name: 'Download your data' }).click();
  const ownFiles = await zipFiles(await own);
  expect(JSON.parse(ownFiles['account.json'] ?? '{}')).toMatchObject({ email: person.email, name: person.name });
  expect(ownFiles['README.txt']).toContain(person.name);

  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await logInAs(page, DEMO_ACCOUNTS.support);
  await gotoHydrated(page, `/admin/users?q=${encodeURIComponent(person.email)}`);
  await page.getByRole('link', { name: person.name }).click();
  const forThem = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the account’s data' }).click();
  expect(JSON.parse((await zipFiles(await forThem))['account.json'] ?? '{}')).toMatchObject({ email: person.email });

  const reason = 'Asked by the holder on the phone, identity checked';
  await page.getByLabel('Why the account is deleted (the holder reads it)').fill(reason);
  await page.getByRole('button', { name: 'Delete the account for good' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?deleted=1$/);
  await expect(page.getByRole('main')).toContainText('The account is deleted, and its holder has been told by e-mail.');
  expect((await waitForMail(person.email, /deleted/)).text).toContain(reason);
  expect((await personPage.request.get('/api/user')).status()).toBe(401);
  await personContext.close();

  expect(errors.list).toEqual([]);
});
