// The newsletter sign-up, the contact form and the favourite heart work without the
// page's JavaScript: each form posts to a page whose action runs the same use case as
// the JSON API, and the page answers with the outcome, or with the form again, what was
// typed kept and the refusal beside its field.
import { expect, type Page, test } from '@playwright/test';
import { CONTACT_MESSAGES } from '#contract/contact.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { waitForMail } from './mail.ts';
import { agencyProfile, DEMO_ACCOUNTS, submitLoginForm } from './support.ts';

test.use({ javaScriptEnabled: false });

const NEWSLETTER_FIELD = 'Newsletter: your e-mail address';

/** The first ad card on the page whose heart is not pressed, and its title. */
async function unsavedCard(page: Page) {
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Save to favourites' }) })
    .first();
  const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const byTitle = page.getByRole('heading', { name: title, exact: true });
  return { card: page.getByRole('main').getByRole('article').filter({ has: byTitle }), title };
}

const savedProperties = (page: Page) => page.getByRole('region', { name: 'Saved properties' });

test('the footer’s newsletter sign-up: the e-mail to confirm comes, a malformed address is refused and kept', async ({
  page,
}) => {
  const email = `nojs-reader-${Date.now()}@example.test`;
  await page.goto('/blog');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel(NEWSLETTER_FIELD).fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(SPEC_MESSAGES.newsletterConfirm);
  await waitForMail(email, /Confirm your Dazu newsletter/);

  await footer.getByLabel(NEWSLETTER_FIELD).fill('reader-at-example.test');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveCount(0);
  await expect(main.getByRole('alert')).toHaveText('Incorrect email address');
  await expect(main.getByLabel(NEWSLETTER_FIELD)).toHaveValue('reader-at-example.test');
  await expect(main.getByLabel(NEWSLETTER_FIELD)).toHaveAccessibleDescription('Incorrect email address');
});

test('the contact form: a short message is refused beside it with the rest kept, then the operators get it', async ({
  page,
}) => {
  const name = `Nia Okafor ${Date.now()}`;
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel('Your name').fill(name);
  await main.getByLabel('Your e-mail address').fill('nia.okafor@example.co.uk');
  await main.getByLabel('What is it about?').selectOption({ label: 'Technical problem' });
  await main.getByLabel('Your message').fill('Help!');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(main.getByLabel('Your message')).toHaveAccessibleDescription(CONTACT_MESSAGES.messageShort);
  await expect(main.getByLabel('Your message')).toHaveValue('Help!');
  await expect(main.getByLabel('Your name')).toHaveValue(name);
  await expect(main.getByLabel('What is it about?')).toHaveValue('technical');

  await main.getByLabel('Your message').fill('The map on the search page stays grey on my old tablet.');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(main.getByRole('status')).toHaveText(CONTACT_MESSAGES.sent);
  await expect(main.getByLabel('Your name')).toHaveValue('');
  const mail = await waitForMail(
    DEMO_ACCOUNTS.admin.email,
    new RegExp(`Contact form: Technical problem, from ${name}`),
  );
  expect(mail.text).toContain('nia.okafor@example.co.uk');
  expect(mail.text).toContain('stays grey on my old tablet');
});

test('logged in, the heart saves an ad and comes back to the page pressed; pressed again it removes it', async ({
  page,
}) => {
  await page.goto('/auth');
  await submitLoginForm(page, DEMO_ACCOUNTS.private);
  const profile = await agencyProfile(page);
  await page.goto(profile);
  const { card, title } = await unsavedCard(page);
  await expect(card.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'false');
  await card.getByRole('button', { name: 'Save to favourites' }).click();
  await expect(page).toHaveURL(profile);
  await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favorites');
  await expect(savedProperties(page).getByRole('heading', { name: title })).toBeVisible();

  // On the ad's own page the heart is pressed too, and takes it off the list.
  await savedProperties(page).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const adPage = page.url();
  await page.getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(page).toHaveURL(adPage);
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save to favourites' }).first()).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.goto('/favorites');
  await expect(savedProperties(page).getByRole('heading', { name: title })).toHaveCount(0);
});

test('logged out, the heart leads to the login page, and logging in saves the ad and comes back', async ({ page }) => {
  const profile = await agencyProfile(page);
  await page.goto(profile);
  const { card, title } = await unsavedCard(page);
  await card.getByRole('button', { name: 'Save to favourites' }).click();
  await expect(page).toHaveURL(/\/auth\?/);
  const asked = new URL(page.url()).searchParams;
  expect(asked.get('next')).toBe(profile);
  expect(asked.get('save')).toMatch(/^[0-9a-f-]{36}$/);

  await submitLoginForm(page, DEMO_ACCOUNTS.private);
  await expect(page).toHaveURL(profile);
  await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favorites');
  await expect(savedProperties(page).getByRole('heading', { name: title })).toBeVisible();

  // Taken off again from the favourites page itself, so the list is as it was.
  await savedProperties(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('button', { name: 'Remove from favourites' })
    .click();
  await expect(page).toHaveURL('/favorites');
  await expect(savedProperties(page).getByRole('heading', { name: title })).toHaveCount(0);
});
