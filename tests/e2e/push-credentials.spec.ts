// An agency connects its agency software on the import page: it makes a credential for a
// branch (the secret shown once), the software pushes a listing with it (server to
// server, no session), the listing is in My Ads and in the branch's list, and once the
// credential is revoked the next push is refused. It works without JavaScript too; a
// private account has no such section.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { sendPropertyBody } from '#tests/fixtures/feeds/rtdf-push.ts';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
  logInWithoutJavaScript,
  postForm,
  xsrfHeaders,
} from './support.ts';

const BASE = '/api/rtdf/v1/property';

/** A request as agency software sends it: its own client, no cookies, the credential in Authorization. */
const pushed = (request: APIRequestContext, action: string, token: string, body: object) =>
  request.post(`${BASE}/${action}`, { data: body, headers: { authorization: `Bearer ${token}` } });

const section = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Connect your agency software' });

async function makeCredential(
  page: Page,
  branchId: string,
  submit: (button: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  const form = section(page).getByRole('form', { name: 'Make a credential for a branch' });
  await form.getByLabel('Branch id').fill(branchId);
  await form.getByLabel('Name (optional)').fill('Reapit test');
  await submit(form.getByRole('button', { name: 'Make credential' }));
  await expect(section(page).getByRole('heading', { name: `Credential made for branch ${branchId}` })).toBeVisible();
  const token = await section(page).getByLabel('Secret').inputValue();
  expect(token).toMatch(/^dzp_/);
  return token;
}

test('an agency connects its software: make a credential, push a listing, revoke it', async ({ page, request }) => {
  // Two axe runs and a push that places its listing: longer than a page test's default.
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const stamp = Date.now().toString(36);
  const branchId = `E2E-${stamp}`;
  const ref = `PUSH-${stamp}`;
  await logInAs(page, DEMO_ACCOUNTS.agency);
  await gotoHydrated(page, '/import-offers');
  await expect(section(page).getByText(/\/api\/rtdf\/v1\/property\//)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the agency software section', { include: '#agency-software' });

  const token = await makeCredential(page, branchId, (button) => button.click());
  // The outcome takes the focus, and is told to screen readers.
  await expect(section(page).getByRole('heading', { name: `Credential made for branch ${branchId}` })).toBeFocused();
  await expect(section(page).getByRole('status').first()).toContainText('it is not shown again');
  await expectNoSeriousA11yViolations(page, 'the new secret', { include: '#agency-software' });

  const sent = await pushed(request, 'sendpropertydetails', token, sendPropertyBody(branchId, ref));
  expect(sent.status()).toBe(200);
  const answer = await sent.json();
  expect(answer).toMatchObject({ success: true, property: { agent_ref: ref, change_type: 'CREATE' } });
  const slug = new URL(answer.property.rightmove_url).pathname.split('/').pop() ?? '';

  const list = await pushed(request, 'getbranchpropertylist', token, {
    network: { network_id: 1 },
    branch: { branch_id: branchId, channel: 1 },
  });
  expect((await list.json()).property.map((item: { agent_ref: string }) => item.agent_ref)).toEqual([ref]);
  await gotoHydrated(page, '/my-offers');
  await expect(page.getByRole('main').locator(`a[href*="${slug}"]`).first()).toBeVisible();

  // The list tells when the credential was last used; revoking asks first.
  await gotoHydrated(page, '/import-offers');
  const row = section(page).getByRole('row', { name: new RegExp(branchId) });
  await expect(row.getByRole('cell').nth(2)).not.toHaveText('Never');
  await row.getByRole('link', { name: `Revoke the credential for branch ${branchId}` }).click();
  const confirm = section(page).getByRole('form', { name: `Revoke the credential for branch ${branchId}?` });
  await expect(confirm.getByRole('heading')).toBeFocused();
  await confirm.getByRole('button', { name: 'Revoke credential' }).click();
  await expect(section(page).getByRole('status')).toHaveText(
    `The credential for branch ${branchId} was revoked: requests with it are refused from now on.`,
  );
  await expect(row).toContainText('Revoked');

  const refused = await pushed(request, 'sendpropertydetails', token, sendPropertyBody(branchId, ref));
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ success: false, errors: [{ error_code: 'unauthorised' }] });
  expect(errors.list).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the forms post to the page: a credential is made, a refused one is told, and one is revoked', async ({
    page,
    request,
  }) => {
    const branchId = `NOJS-${Date.now().toString(36)}`;
    await logInWithoutJavaScript(page, DEMO_ACCOUNTS.agency, '/import-offers');
    await expect(page).toHaveURL(/\/import-offers/);

    // A branch id is needed: said beside its field, the page is otherwise as it was.
    const form = section(page).getByRole('form', { name: 'Make a credential for a branch' });
    expect(await postForm(page, form.getByRole('button', { name: 'Make credential' }))).toBe(422);
    await expect(form.getByLabel('Branch id')).toHaveAccessibleDescription(
      /Enter the branch id your agency software sends/,
    );

    const token = await makeCredential(page, branchId, async (button) => {
      expect(await postForm(page, button)).toBe(200);
    });
    const row = section(page).getByRole('row', { name: new RegExp(branchId) });
    await row.getByRole('link', { name: `Revoke the credential for branch ${branchId}` }).click();
    const confirm = section(page).getByRole('form', { name: `Revoke the credential for branch ${branchId}?` });
    expect(await postForm(page, confirm.getByRole('button', { name: 'Revoke credential' }))).toBe(200);
    await expect(section(page).getByRole('status')).toContainText(`The credential for branch ${branchId} was revoked`);
    await expect(section(page).getByRole('row', { name: new RegExp(branchId) })).toContainText('Revoked');
    const refused = await pushed(request, 'getbranchpropertylist', token, {
      network: { network_id: 1 },
      branch: { branch_id: branchId, channel: 1 },
    });
    expect(refused.status()).toBe(401);
  });
});

test('a private account has no agency software section', async ({ page }) => {
  await logInAs(page, DEMO_ACCOUNTS.private);
  await page.goto('/import-offers');
  await expect(page).not.toHaveURL(/\/import-offers/);
  await expect(page.getByRole('heading', { name: 'Connect your agency software' })).toHaveCount(0);
  // Nor does the API make it a credential.
  const made = await page.request.get('/api/user/push-credentials');
  expect(made.status()).toBe(403);
});

test('another company cannot revoke a credential through the page form', async ({ page, browser }) => {
  await logInAs(page, DEMO_ACCOUNTS.agency);
  const made = await page.request.post('/api/user/push-credentials', {
    data: { branch_id: `OWN-${Date.now().toString(36)}` },
    headers: await xsrfHeaders(page),
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const other = await browser.newContext();
  const developer = await other.newPage();
  await logInAs(developer, DEMO_ACCOUNTS.developer);
  // The developer's own page form, sent with the agency's credential id.
  const refused = await developer.request.post('/import-offers', { form: { intent: 'revoke-credential', id } });
  expect(refused.status()).toBe(404);
  await other.close();
  const listed = (await (await page.request.get('/api/user/push-credentials')).json()) as {
    data: { id: string; revoked_at: string | null }[];
  };
  expect(listed.data.find((credential) => credential.id === id)?.revoked_at).toBeNull();
});
