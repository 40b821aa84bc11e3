// The interface in the visitor's language: British English by default, Polish chosen
// in the footer (with or without JavaScript), the choice kept in a cookie, and the
// specification's Polish paths beside their English twins.
import { expect, type Page, test } from '@playwright/test';
import type { Dictionary } from '#app/lib/i18n/dictionary.ts';
import { en } from '#app/lib/i18n/en.ts';
import { pl } from '#app/lib/i18n/pl.ts';
import { linkIn, waitForMail } from './mail.ts';
import { gotoHydrated, waitForHydration } from './support.ts';

const SPEC_POLISH = {
  newsletterConfirm: 'Potwierdź zapis do newslettera klikając w link wysłany na podany adres email.',
  newsletterActive: 'Gratulujemy. Twój newsletter jest aktywny',
  tosRequiredOnSubmit: 'Akceptacja regulaminu jest wymagana',
};

async function signUpForNewsletter(page: Page, label: string, button: string) {
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel(label).fill(`reader-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`);
  await footer.getByRole('button', { name: button }).click();
}

async function registerWithoutTerms(page: Page, dictionary: Dictionary) {
  await gotoHydrated(page, '/auth?type=register');
  await page.getByRole('button', { name: dictionary.auth.register, exact: true }).click();
}

/** The footer's switch posts the whole page; the new one is in the chosen language. */
async function chooseLanguage(page: Page, name: 'English' | 'Polski') {
  await page.getByRole('contentinfo').getByRole('button', { name, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', name === 'Polski' ? 'pl' : 'en-GB');
  await waitForHydration(page);
}

test('by default the site speaks British English, the three messages too', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'RENT' })).toBeVisible();

  await signUpForNewsletter(page, en.newsletter.label, en.newsletter.subscribe);
  await expect(page.getByText(en.messages.spec.newsletterConfirm)).toBeVisible();
  await expect(page.getByText(SPEC_POLISH.newsletterConfirm)).toHaveCount(0);

  await registerWithoutTerms(page, en);
  await expect(page.getByText('You must accept the terms and conditions.')).toBeVisible();
  await expect(page.getByText(SPEC_POLISH.tosRequiredOnSubmit)).toHaveCount(0);
});

test('Polish, chosen in the footer, shows the specification’s Polish words and stays chosen', async ({ page }) => {
  test.slow(); // six pages and two whole-page posts
  await gotoHydrated(page, '/search?q=garden');
  await chooseLanguage(page, 'Polski');
  // Back on the same page, now in Polish.
  await expect(page).toHaveURL('/search?q=garden');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const nav = page.getByRole('navigation', { name: pl.shell.mainNav });
  await expect(nav.getByRole('button', { name: 'WYNAJEM' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'SPRZEDAŻ' })).toBeVisible();
  await nav.getByRole('button', { name: 'WYNAJEM' }).click();
  await expect(nav.getByRole('link', { name: 'Domy', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: pl.shell.postAd })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Polski' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: pl.notifications.title }).click();
  await expect(page.getByText('Najpierw musisz się zalogować')).toBeVisible();

  await gotoHydrated(page, '/');
  await signUpForNewsletter(page, pl.newsletter.label, pl.newsletter.subscribe);
  await expect(page.getByText(SPEC_POLISH.newsletterConfirm)).toBeVisible();

  await registerWithoutTerms(page, pl);
  await expect(page.getByRole('heading', { name: 'Rejestracja', level: 1 })).toBeVisible();
  await expect(page.getByText(SPEC_POLISH.tosRequiredOnSubmit)).toBeVisible();
  await expect(page.getByText('Adres e-mail jest wymagany')).toBeVisible();
  const terms = page.getByRole('link', { name: 'regulamin' });
  await expect(terms).toHaveAttribute('href', '/strony/17');

  // And back to English.
  await chooseLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('heading', { name: 'Registration', level: 1 })).toBeVisible();
});

test('a Polish reader confirms the newsletter on the specification’s path and reads its Polish words', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // an e-mail round trip and four pages
  await context.addCookies([{ name: 'lang', value: 'pl', url: baseURL ?? '' }]);
  const email = `czytelnik-${Date.now()}@example.test`;
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel(pl.newsletter.label).fill(email);
  await footer.getByRole('button', { name: pl.newsletter.subscribe }).click();
  await expect(page.getByText(SPEC_POLISH.newsletterConfirm)).toBeVisible();

  // The e-mail (English) links the English path; the Polish one shows the same page.
  const link = new URL(linkIn(await waitForMail(email, /Confirm your Dazu newsletter/), '/confirm-newsletter?token='));
  await gotoHydrated(page, `/potwierdz-newsletter${link.search}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(SPEC_POLISH.newsletterActive);

  // Signing up again: already active, said in Polish.
  await gotoHydrated(page, '/');
  await footer.getByLabel(pl.newsletter.label).fill(email);
  await footer.getByRole('button', { name: pl.newsletter.subscribe }).click();
  await expect(page.getByText(SPEC_POLISH.newsletterActive)).toBeVisible();

  // A spent link says so in Polish.
  await gotoHydrated(page, `/confirm-newsletter${link.search}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(pl.messages.newsletter.confirmLinkInvalid);
});

test('the switch works without JavaScript: a plain form post that comes back to the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Polski', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('navigation', { name: pl.shell.mainNav }).first()).toContainText('WYNAJEM');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('pl');
  await page.getByRole('contentinfo').getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await context.close();
});

test('the Polish and English paths both answer, each naming the English one canonical', async ({ page }) => {
  for (const path of ['/strony/17', '/pages/17']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions of use');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pages\/17$/);
  }
  for (const path of ['/potwierdz-newsletter', '/confirm-newsletter']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/confirm-newsletter$/);
  }
  // In English the site links the English path.
  await gotoHydrated(page, '/');
  await expect(
    page.getByRole('contentinfo').getByRole('navigation', { name: 'Information' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^\/pages\/\d+$/);
});

test('the not-found page speaks the chosen language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'pl', url: baseURL ?? '' }]);
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pl.notFound.title);
  await expect(page.getByRole('link', { name: pl.notFound.homepage, exact: true })).toBeVisible();
});
