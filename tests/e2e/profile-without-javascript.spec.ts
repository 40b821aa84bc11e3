// An advertiser's public profile works before (and without) the page's JavaScript:
// Follow, the message to the advertiser and the report of the profile are forms posted
// to the profile, whose action runs the same use cases as the API and draws the page
// again with a sentence saying what was done, or the form with the refusal beside its
// field. A visitor is sent to log in first to follow or write (not to report), and comes
// back to the profile.
import { expect, type Page, test } from '@playwright/test';
import { FOLLOW_MESSAGES } from '#app/components/favourites/follow-messages.ts';
import { CONVERSATION_MESSAGES } from '#contract/conversations.ts';
import { PROFILE_REPORT_MESSAGES } from '#contract/profile-reports.ts';
import {
  agencyProfile,
  DEMO_ACCOUNTS,
  logInWithoutJavaScript,
  openProfileReports,
  postForm,
  submitLoginForm,
} from './support.ts';

test.use({ javaScriptEnabled: false });

const AGENCY = 'Harbour & Vale Estates';

const followButton = (page: Page, name: 'Follow' | 'Following') =>
  page.getByRole('main').getByRole('button', { name, exact: true });

async function followedIds(page: Page): Promise<string[]> {
  return (await (await page.request.get('/api/favorite-users/ids')).json()) as string[];
}

test('a visitor who presses Follow logs in, comes back, follows the agency and stops again', async ({ page }) => {
  const profile = await agencyProfile(page);
  const agencyId = profile.replace('/profile/', '');
  await page.goto(profile);
  await followButton(page, 'Follow').click();
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(profile)}`);
  await submitLoginForm(page, DEMO_ACCOUNTS.developer);
  await expect(page).toHaveURL(profile);

  expect(await postForm(page, followButton(page, 'Follow'))).toBe(200);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(FOLLOW_MESSAGES.followed(AGENCY));
  await expect(followButton(page, 'Following')).toHaveAttribute('aria-pressed', 'true');
  expect(await followedIds(page)).toContain(agencyId);
  // The page drawn afresh knows it too.
  await page.goto(profile);
  await expect(followButton(page, 'Following')).toHaveAttribute('aria-pressed', 'true');

  expect(await postForm(page, followButton(page, 'Following'))).toBe(200);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(FOLLOW_MESSAGES.unfollowed(AGENCY));
  await expect(followButton(page, 'Follow')).toHaveAttribute('aria-pressed', 'false');
  expect(await followedIds(page)).not.toContain(agencyId);
});

test('a logged-in user writes to the agency from its profile, and the message is in their conversation', async ({
  page,
}) => {
  const profile = await agencyProfile(page);
  const text = `Do you have anything to let near the canal? (${Date.now()})`;
  await logInWithoutJavaScript(page, DEMO_ACCOUNTS.developer, profile);
  await page.getByRole('link', { name: 'Send a message' }).click();
  const form = page.getByRole('region', { name: `Message ${AGENCY}` });
  await expect(form).toBeVisible();
  await form.getByLabel('Your message').fill(text);
  expect(await postForm(page, form.getByRole('button', { name: 'Send message' }))).toBe(200);
  await expect(page).toHaveURL(`${profile}#contact-advertiser`);
  await expect(form.getByRole('status')).toHaveText(CONVERSATION_MESSAGES.sent);

  const id = (await form.getByRole('link', { name: 'Open the conversation' }).getAttribute('href'))?.replace(
    '/messages/',
    '',
  );
  const thread = await page.request.get(`/api/conversations/${id}`);
  expect(thread.status()).toBe(200);
  const read = (await thread.json()) as { offer: unknown; messages: { body: string; from_me: boolean }[] };
  expect(read.offer).toBeNull();
  expect(read.messages).toContainEqual(expect.objectContaining({ body: text, from_me: true }));
});

test('a visitor who wants to write is sent to log in and comes back to the form', async ({ page }) => {
  const profile = await agencyProfile(page);
  await page.goto(profile);
  await page.getByRole('link', { name: 'Send a message' }).click();
  const form = page.getByRole('region', { name: `Message ${AGENCY}` });
  await form.getByRole('link', { name: 'Log in to send a message.' }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  await submitLoginForm(page, DEMO_ACCOUNTS.private);
  await expect(page).toHaveURL(`${profile}#contact-advertiser`);
  await expect(form.getByLabel('Your message')).toBeVisible();
});

/** The profile's report form, shown by its link (a link until JavaScript runs, which there never is here). */
async function openReportForm(page: Page, profile: string) {
  await page.goto(profile);
  await page.getByRole('link', { name: 'Report this profile' }).click();
  const form = page.getByRole('region', { name: 'Report this profile' });
  await expect(form).toBeVisible();
  return form;
}

test('a visitor reports the agency’s profile and is thanked; the operators see it', async ({ page, browser }) => {
  const profile = await agencyProfile(page);
  const message = `Their phone number belongs to another firm (${Date.now()}).`;
  const form = await openReportForm(page, profile);
  await form.getByRole('radio', { name: 'It looks like a scam or asks for money up front' }).check();
  await form.getByLabel('Tell us more').fill(message);
  expect(await postForm(page, form.getByRole('button', { name: 'Send report' }))).toBe(200);
  await expect(page).toHaveURL(`${profile}#report-profile`);
  await expect(form.getByRole('status')).toHaveText(PROFILE_REPORT_MESSAGES.thanks);

  expect(await openProfileReports(browser, profile.replace('/profile/', ''))).toContainEqual(
    expect.objectContaining({ reason: 'scam', message }),
  );
});

test('a report without a reason comes back with the message beside the reasons and what was typed', async ({
  page,
}) => {
  const form = await openReportForm(page, await agencyProfile(page));
  await form.getByLabel('Tell us more').fill('Nothing on this profile adds up.');
  expect(await postForm(page, form.getByRole('button', { name: 'Send report' }))).toBe(422);
  const reasons = form.getByRole('group', { name: 'What is wrong with it?' });
  await expect(reasons).toHaveAccessibleDescription(PROFILE_REPORT_MESSAGES.reason);
  await expect(reasons.getByRole('radio').first()).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Tell us more')).toHaveValue('Nothing on this profile adds up.');
});
