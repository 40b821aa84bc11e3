// An agency invites an agent: nothing exists until the person answers the e-mailed link.
// A new person makes their account there, joins and posts an ad; the agency sees it and
// removes the agent, keeping the ad. Someone who already has an account logs in from
// the link, is told what would happen to their ads, and refuses.
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
const AGENCY = 'Harbour & Vale Estates';

test('a new person accepts an agency’s invitation, posts as its agent; removing the agent keeps the ad', async ({
  page,
}) => {
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
  await expect(row).toContainText('Invitation sent, no answer yet');
  // The same address again is refused beside the field: the invitation is waiting.
  errors.expectFailedLoad('/api/user/agents');
  await invite.getByLabel('Agent’s name').fill(name);
  await invite.getByLabel('Agent’s e-mail address').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('This address has an invitation waiting for an answer.')).toBeVisible();

  // The invited person, in the same browser after the agency logs out.
  await page.context().clearCookies();
  const invitation = await waitForMail(email, /invites you to join it on Dazu/);
  await gotoHydrated(page, linkIn(invitation, '/agent-invitation?token='));
  await expect(page.getByRole('heading', { level: 1, name: `${AGENCY} invites you to join it` })).toBeVisible();
  await expect(page.getByText(`${AGENCY} manages the ads you post on Dazu from now on.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/agent-invitation');
  await expect(page.getByLabel('Your name')).toHaveValue(name);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await page.getByRole('button', { name: `Accept and join ${AGENCY}` }).click();
  await expect(page.getByText(`You have joined ${AGENCY} as an agent.`)).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
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
  await expect(confirm).toContainText('they keep their own account, as a private one');
  await expect(confirm).toContainText('Their 1 ad will pass to your account unchanged');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(`${name} was removed. 1 ad now belongs to you.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await gotoHydrated(page, `/my-offers?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  expect(errors.list).toEqual([]);
});

test('someone with an account logs in from the invitation, reads what joining means for their ads, and refuses', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.agency);
  await gotoHydrated(page, '/agents');
  const invite = page.getByRole('form', { name: 'Invite an agent' });
  await invite.getByLabel('Agent’s name').fill('Pat Private');
  await invite.getByLabel('Agent’s e-mail address').fill(DEMO_ACCOUNTS.private.email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${DEMO_ACCOUNTS.private.email}.`)).toBeVisible();

  await page.context().clearCookies();
  const invitation = await waitForMail(DEMO_ACCOUNTS.private.email, /invites you to join it on Dazu/);
  const link = linkIn(invitation, '/agent-invitation?token=');
  await gotoHydrated(page, link);
  await expect(page.getByText(`The address ${DEMO_ACCOUNTS.private.email} already has a Dazu account.`)).toBeVisible();
  await page.getByRole('link', { name: 'Log in to answer' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(DEMO_ACCOUNTS.private.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.private.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  // Before deciding, in plain words: the company would manage the ads the person has now.
  const consequences = page.getByRole('list').filter({ hasText: 'manages your ads on Dazu' });
  await expect(consequences).toContainText(`${AGENCY} manages your ads on Dazu: the `);
  await expect(consequences).toContainText('those ads stay with');
  await expectNoSeriousA11yViolations(page, '/agent-invitation (accept)');
  await page.getByRole('button', { name: 'Refuse' }).click();
  await expect(
    page.getByText(`You refused the invitation. ${AGENCY} has been told; nothing has changed.`),
  ).toBeVisible();

  // Still a private account with its own ads; the agency sees the refusal.
  const me = await (await page.request.get('/api/user')).json();
  expect(me).toMatchObject({ type: 'private', roles: ['user'] });
  await page.context().clearCookies();
  await logInAs(page, DEMO_ACCOUNTS.agency);
  await gotoHydrated(page, '/agents');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pat Private' }) });
  await expect(row).toContainText('Refused the invitation');
  await row.getByRole('button', { name: 'Withdraw the invitation to Pat Private' }).click();
  await page
    .getByRole('dialog', { name: 'Withdraw the invitation to Pat Private?' })
    .getByRole('button', { name: 'Withdraw', exact: true })
    .click();
  await expect(page.getByText(`The invitation to ${DEMO_ACCOUNTS.private.email} was withdrawn.`)).toBeVisible();
  expect(errors.list).toEqual([]);
});
