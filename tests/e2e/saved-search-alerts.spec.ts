// A saved search's instant alert as its owner gets it: the search is saved from the
// results for instant e-mails, an agency then puts a matching ad live, and the alert
// e-mail (the server under test looks for instant alerts every minute:
// INSTANT_ALERT_MINUTES in playwright.config.ts) names only that ad. Its links open the
// ad, the results and the page that stops the alerts. The owner is the demo developer:
// the private account's saved searches and bell are other tests' to count.
import { expect, test } from '@playwright/test';
import { ALERT_FREQUENCY_LABELS, alertHeadline, SAVED_SEARCH_MESSAGES } from '#contract/saved-searches.ts';
import { linkIn, waitForMail } from './mail.ts';
import {
  apiCategoryId,
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  flatForSale,
  gotoHydrated,
  logInAs,
  postLiveAd,
  resultCards,
} from './support.ts';

/** A word no other ad has (earlier tests share the database): letters only, one word to the full-text search. */
const uniqueWord = () =>
  `alert${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/\d/g, (digit) =>
    'qwertyuiop'.charAt(Number(digit)),
  );

test('an instant alert e-mails the ad that is new since the search was saved; its links lead to the ad, the results and the unsubscribe page', async ({
  page,
  browser,
}) => {
  // The e-mail waits for the next minute's dispatch: up to about 100 s.
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  const word = uniqueWord();
  const agency = await browser.newContext();
  const agencyPage = await agency.newPage();
  await logInAs(agencyPage, DEMO_ACCOUNTS.agency);
  const flat = await apiCategoryId(agencyPage.request, 'flat');
  // Live before the search is saved: not new to it.
  const earlier = `Garden flat ${word} listed earlier`;
  await postLiveAd(agencyPage, flatForSale(flat, earlier, 25_000_000));

  await logInAs(page, DEMO_ACCOUNTS.developer);
  await gotoHydrated(page, `/search?q=${word}`);
  await expect(resultCards(page)).toHaveCount(1);
  const name = `Flats ${word}`;
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByText(ALERT_FREQUENCY_LABELS.instant, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Your search has been saved.')).toBeVisible();

  const added = `Top-floor flat ${word} just listed`;
  const { slug } = await postLiveAd(agencyPage, flatForSale(flat, added, 26_000_000));
  await agency.close();

  // One new property: the ad that was live before the search was saved is not in it.
  const mail = await waitForMail(DEMO_ACCOUNTS.developer.email, new RegExp(`^${alertHeadline(name, 1)}$`), {
    timeout: 150_000,
  });
  expect(mail.text).toContain(added);
  expect(mail.text).not.toContain(earlier);

  await gotoHydrated(page, linkIn(mail, `/offers/${slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(added);

  // 'See all results': the saved search, newest first.
  await gotoHydrated(page, linkIn(mail, `/search?`));
  await expect(resultCards(page)).toHaveCount(2);
  await expect(resultCards(page).first()).toContainText(added);

  // The unsubscribe link asks first; the search stays saved, with its alerts off.
  await gotoHydrated(page, linkIn(mail, '/alerts/unsubscribe?token='));
  const main = page.getByRole('main');
  await expect(main).toContainText(`saved search “${name}”`);
  await expectNoSeriousA11yViolations(page, 'the unsubscribe page of an alert');
  await main.getByRole('button', { name: 'Stop alert e-mails' }).click();
  await expect(main.getByRole('status')).toHaveText(SAVED_SEARCH_MESSAGES.unsubscribed(name));
  await gotoHydrated(page, '/favorites');
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item.getByLabel('E-mail alerts')).toHaveValue('off');
  expect(errors.list).toEqual([]);
});
