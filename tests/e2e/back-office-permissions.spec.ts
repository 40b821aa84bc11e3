// The permission table against the back office's pages, as a browser meets them: every
// demo account of every role opens every back-office page and posts to its forms. An
// operator whose roles give the page's permission gets the page (and a form post naming
// no form is "not a form", 400, or 405 on a page with no forms); everyone else gets
// not-found for both, so nothing says the page exists. A guest is sent to log in. The API's half is operator-guard.test.ts.
import { expect, test } from '@playwright/test';
import { BACK_OFFICE_PAGES } from '#app/lib/back-office-pages.ts';
import { hasPermission, type Role } from '#contract/permissions.ts';
import { collectConsoleErrors, DEMO_ACCOUNTS, logInAs, type TestAccount } from './support.ts';

const WALKERS: ReadonlyArray<{ account: TestAccount; roles: Role[] }> = [
  { account: DEMO_ACCOUNTS.admin, roles: ['owner'] },
  { account: DEMO_ACCOUNTS.moderator, roles: ['moderator'] },
  { account: DEMO_ACCOUNTS.support, roles: ['support'] },
  { account: DEMO_ACCOUNTS.finance, roles: ['finance'] },
  { account: DEMO_ACCOUNTS.editor, roles: ['editor'] },
  { account: DEMO_ACCOUNTS.private, roles: ['user'] },
  { account: DEMO_ACCOUNTS.agency, roles: ['company'] },
];

for (const { account, roles } of WALKERS) {
  test(`${roles.join('+')} reaches exactly the back-office pages the table gives ${roles.join('+')}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await logInAs(page, account);
    for (const backOfficePage of BACK_OFFICE_PAGES) {
      const allowed = hasPermission(roles, backOfficePage.permission);
      const where = `${roles.join('+')} ${backOfficePage.path}`;
      const shown = await page.request.get(backOfficePage.path, { maxRedirects: 0 });
      expect(shown.status(), where).toBe(allowed ? 200 : 404);
      const posted = await page.request.post(backOfficePage.path, {
        form: { intent: 'no-such-form' },
        maxRedirects: 0,
      });
      if (allowed) expect([400, 405], `${where} (post)`).toContain(posted.status());
      else expect(posted.status(), `${where} (post)`).toBe(404);
    }
    expect(errors.list).toEqual([]);
  });
}

test('a guest is asked to log in on every back-office page', async ({ page }) => {
  for (const backOfficePage of BACK_OFFICE_PAGES) {
    const shown = await page.request.get(backOfficePage.path, { maxRedirects: 0 });
    expect(shown.status(), backOfficePage.path).toBe(302);
    expect(shown.headers().location, backOfficePage.path).toBe(`/?next=${encodeURIComponent(backOfficePage.path)}`);
  }
});
