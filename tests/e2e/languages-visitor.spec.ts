// A house hunter who reads Polish: the results, the cards, an ad's page and its
// contact form are in Polish once chosen in the footer; prices stay in pounds.
import { expect, test } from '@playwright/test';
import { pl } from '#app/lib/i18n/pl.ts';
import { apiSearch, collectConsoleErrors, gotoHydrated, waitForHydration } from './support.ts';

test('in Polish a visitor searches, reads the cards and an ad, and meets the contact form in Polish', async ({
  page,
  request,
}) => {
  test.slow(); // a whole-page post, a search, an ad and its dialog
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, '/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Polski', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await waitForHydration(page);

  const bar = page.getByRole('search', { name: pl.search.findProperty });
  await bar.getByRole('group', { name: pl.search.advertType }).getByRole('button', { name: 'DO WYNAJĘCIA' }).click();
  await bar.getByRole('button', { name: pl.search.searchButton }).click();
  await expect(page).toHaveURL('/search?type=rent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieruchomości do wynajęcia');
  await expect(page).toHaveTitle(/^Nieruchomości do wynajęcia – wyszukiwanie \| Dazu$/);
  const found = await apiSearch(request, 'type=rent');
  await expect(page.getByText(pl.results.total(found.meta.total, true))).toBeVisible();
  await expect(page.getByLabel(pl.results.sortBy)).toBeVisible();
  await expect(page.getByRole('button', { name: pl.results.save.button })).toBeVisible();

  const cards = page.getByRole('region', { name: pl.results.resultsLabel }).getByRole('article');
  await expect(cards.first()).toContainText('DO WYNAJĘCIA');
  await expect(cards.getByText(/^£[\d,]+ \/ (mies\.|tydz\.)$/).first()).toBeVisible();
  await expect(cards.getByText(/pcm|pw/)).toHaveCount(0);

  const title = found.data[0]?.title ?? '';
  await cards.getByRole('link', { name: title, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: pl.offer.backToSearch })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: pl.offer.keyFacts })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: pl.offer.description })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: pl.offer.location })).toBeVisible();
  await expect(page.getByRole('button', { name: pl.offer.report.button })).toBeVisible();

  await page.getByRole('button', { name: pl.offer.messageAdvertiser }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Wiadomość do: / })).toBeVisible();
  await expect(dialog.getByText(pl.offer.contact.guestIntro)).toBeVisible();
  // Sent empty, the form's checks speak Polish too.
  await dialog.getByRole('button', { name: pl.offer.contact.send }).click();
  await expect(dialog.getByText('Podaj swoje imię')).toBeVisible();
  await expect(dialog.getByText('Napisz wiadomość', { exact: true })).toBeVisible();

  const email = `polish-guest-${Date.now()}@example.test`;
  await dialog.getByLabel(pl.offer.contact.yourName).fill('Agnieszka');
  await dialog.getByLabel(pl.offer.contact.yourEmail).fill(email);
  await dialog.getByLabel(pl.offer.contact.yourMessage).fill('Czy mieszkanie jest jeszcze dostępne?');
  await dialog.getByRole('button', { name: pl.offer.contact.send }).click();
  await expect(dialog.getByText(pl.messages.conversation.confirmByEmail(email))).toHaveRole('status');
  expect(errors.list).toEqual([]);
});
