// The heart: a visitor is asked to log in; a user saves an ad from the results, sees it
// saved on its page and in /favorites, and removes it there.
import { expect, test } from '@playwright/test';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
  resultCards,
} from './support.ts';

test('a visitor who taps a heart is asked to log in first', async ({ page }) => {
  await gotoHydrated(page, '/search?type=rent');
  const card = resultCards(page).first();
  await card.getByRole('button', { name: 'Save to favourites' }).click();
  await expect(page.getByText(SPEC_MESSAGES.loginFirst)).toBeVisible();
});

test('a user saves an ad from the results, finds it in Favorites and removes it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.private);
  await gotoHydrated(page, '/search?type=sell&sort=price-desc');
  const card = resultCards(page).nth(1);
  const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const heart = card.getByRole('button', { name: 'Save to favourites' });
  await expect(heart).toHaveAccessibleDescription(title);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('Saved to your favourites.')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'true');

  await gotoHydrated(page, '/favorites');
  const saved = page.getByRole('region', { name: 'Saved properties' });
  await expect(saved.getByRole('heading', { name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/favorites');
  await saved
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .getByRole('button', { name: 'Save to favourites' })
    .click();
  await expect(page.getByText('Removed from your favourites.')).toBeVisible();
  await gotoHydrated(page, '/favorites');
  await expect(
    page.getByRole('region', { name: 'Saved properties' }).getByRole('heading', { name: title }),
  ).toHaveCount(0);
  expect(errors.list).toEqual([]);
});

test('a user follows an agency from its profile and finds it in Favorites', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const found = (await (await request.get('/api/advertisers?type=agencies&q=harbour')).json()) as {
    data: { id: string }[];
  };
  const agency = `/profile/${found.data[0]?.id}`;
  await gotoHydrated(page, agency);
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByText(SPEC_MESSAGES.loginFirst)).toBeVisible();

  await logInAs(page, DEMO_ACCOUNTS.private);
  await gotoHydrated(page, agency);
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await gotoHydrated(page, '/favorites');
  const followed = page.getByRole('region', { name: 'Followed advertisers' });
  await followed.getByRole('link', { name: 'Harbour & Vale Estates' }).click();
  await expect(page).toHaveURL(agency);
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  expect(errors.list).toEqual([]);
});
