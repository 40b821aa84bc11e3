// A Polish visitor makes an account and never meets English on the way: the footer's
// switch, registration, the e-mail check page, the activation link, the login, profile
// set-up and the settings page, their checks and toasts included. The e-mail itself is
// English for now (e-mails are not translated yet).
import { expect, type Page, test } from '@playwright/test';
import { pl } from '#app/lib/i18n/pl.ts';
import { linkIn, waitForMail } from './mail.ts';
import { collectConsoleErrors, gotoHydrated, waitForHydration } from './support.ts';

const PASSWORD = 'Bursztyn-Wisla-73';
const t = pl.accountPages;

async function choosePolish(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Polski', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await waitForHydration(page);
}

test('a visitor switches to Polish, registers, activates, sets up the profile and edits settings in Polish', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const email = `polka-${Date.now()}@example.test`;

  await gotoHydrated(page, '/');
  await choosePolish(page);

  await gotoHydrated(page, '/auth?type=register');
  const registration = page.getByRole('main');
  await registration.getByText(pl.auth.registrationTypes.user, { exact: true }).click();
  await registration.getByLabel(pl.auth.nameLabel).fill('Agnieszka Nowak');
  await registration.getByLabel(pl.auth.email).fill(email);
  await registration.getByLabel(pl.auth.password, { exact: true }).fill(PASSWORD);
  await registration.getByLabel(pl.auth.repeatPassword).fill(PASSWORD);
  await registration.getByRole('checkbox').check();
  await registration.getByRole('button', { name: pl.auth.register, exact: true }).click();

  // The e-mail check page.
  await expect(page).toHaveURL(/\/check-email/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.checkEmail.title);
  await expect(page.getByRole('main')).toContainText(`${t.checkEmail.sentBefore} ${email}${t.checkEmail.sentAfter}`);
  await expect(page).toHaveTitle(new RegExp(`^${t.checkEmail.title}`));

  // The activation link.
  const activation = await waitForMail(email, /Activate/);
  await gotoHydrated(page, linkIn(activation, '/complete-registration?token='));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.activation.title);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(pl.messages.account.activated);
  await page.getByRole('main').getByRole('link', { name: t.logIn }).click();
  const login = page.getByRole('dialog', { name: pl.auth.loginTitle });
  await login.getByLabel(pl.auth.email).fill(email);
  await login.getByLabel(pl.auth.password, { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: pl.auth.logIn }).click();

  // Profile set-up: its words, a check in Polish, then the Polish toast.
  await expect(page).toHaveURL(/\/profile-setup/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.profileSetup.title);
  await expect(page.getByText(t.profileSetup.intro)).toBeVisible();
  await expect(page.getByLabel(t.yourName)).toHaveValue('Agnieszka Nowak');
  await page.getByLabel(t.phone).fill('07700 abc');
  await page.getByRole('button', { name: t.profileSetup.submit }).click();
  await expect(page.getByText(pl.messages.profile.phoneDigits)).toBeVisible();
  await page.getByLabel(t.phone).fill('07700 900123');
  await page.getByRole('button', { name: t.profileSetup.submit }).click();
  await expect(page.getByText(pl.messages.account.profileSaved)).toBeVisible();
  await expect(page).not.toHaveURL(/\/profile-setup/);

  // Settings.
  await gotoHydrated(page, '/settings');
  await expect(page).toHaveTitle(new RegExp(`^${t.settings.title}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.settings.title);
  for (const section of [t.settings.profile, t.settings.media, t.settings.languages, t.settings.changePassword]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByLabel(t.profileForm.name, { exact: true })).toHaveValue('Agnieszka Nowak');
  await expect(page.getByLabel(t.spokenLanguages.pl, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: t.profileForm.city, exact: true }).fill('Leeds');
  await page.getByRole('button', { name: t.profileForm.submit }).click();
  await expect(page.getByText(pl.messages.account.profileSaved)).toBeVisible();
  expect(errors.list).toEqual([]);
  // A wrong current password: the API's English answer is shown in Polish at its field
  // (the browser logs the 400 itself, so this comes after the console check).
  await page.getByLabel(t.changePassword.current).fill('Not-My-Password-1');
  await page.getByLabel(t.newPassword, { exact: true }).fill('Nowe-Haslo-2026');
  await page.getByLabel(t.changePassword.repeatNew).fill('Nowe-Haslo-2026');
  await page.getByRole('button', { name: t.changePassword.submit }).click();
  await expect(page.getByText(pl.messages.account.currentPasswordWrong)).toBeVisible();
});
