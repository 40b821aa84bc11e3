// An agency invites an agent, who chooses a password from the e-mail, completes the
// profile and posts an ad; the agency sees it and removes the agent, keeping the ad.
import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';
import { fillBasics } from './post-ad-form.ts';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
} from './support.ts';

const PASSWORD = 'Quay-Side-2026!';

test('an agency invites an agent who sets a password and posts; removing the agent keeps the ad', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const stamp = Date.now().toString(36);
  const email = `agent-${stamp}@example.test`;
  const name = `Ada Agent ${stamp}`;

  await logInAs(page, DEMO_ACCOUNTS.agency);
  await gotoHydrated(page, '/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/agents');
  const invite = page.getByRole('form', { name: 'Invite an agent' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByLabel('Agent’s name')).toHaveAttribute('aria-invalid', 'true');
  await invite.getByLabel('Agent’s name').fill(name);
  await invite.getByLabel('Agent’s e-mail address').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(row).toContainText('Invitation sent, no password yet');
  // The same address again is refused beside the field.
  errors.expectFailedLoad('/api/user/agents');
  await invite.getByLabel('Agent’s name').fill(name);
  await invite.getByLabel('Agent’s e-mail address').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('This address already has an account.')).toBeVisible();

  // The agent, in the same browser after the agency logs out.
  await page.context().clearCookies();
  const invitation = await waitForMail(email, /invites you to Dazu/);
  await gotoHydrated(page, linkIn(invitation, '/set-password?token='));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await gotoHydrated(page, '/post-ad');
  await expect(page).toHaveURL(/\/profile-setup/);
  await page.getByLabel('Phone number').fill('07700 900777');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).not.toHaveURL(/\/profile-setup/);
  await gotoHydrated(page, '/post-ad');
  const title = `Quayside semi ${stamp}`;
  await fillBasics(page, title, '415000');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your ad is live.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // Agents have no Agents page.
  await expect((await page.request.get('/api/user/agents')).status()).toBe(403);

  await page.context().clearCookies();
  await logInAs(page, DEMO_ACCOUNTS.agency);
  await gotoHydrated(page, '/agents');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('1 live ad of 1');
  await row.getByRole('button', { name: `Remove ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${name}?` });
  await expect(confirm).toContainText('Their 1 ad will pass to your account unchanged');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(`${name} was removed. 1 ad now belongs to you.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await gotoHydrated(page, `/my-offers?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  expect(errors.list).toEqual([]);
});
