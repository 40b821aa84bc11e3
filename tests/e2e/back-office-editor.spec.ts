// An editor's newsletter and the owner's audit log: the editor writes a campaign, previews
// it as subscribers will see it, sends a test to their own address (it arrives), sends it
// to the subscribers and watches the counts rise; the owner then finds the editor's
// actions in the audit log by the editor's e-mail, opens one entry's before and after,
// and exports the same rows as CSV.
import { expect, type Page, test } from '@playwright/test';
import { linkIn, waitForMail } from './mail.ts';
import {
  collectConsoleErrors,
  DEMO_ACCOUNTS,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  logInAs,
} from './support.ts';

/** A footer sign-up confirmed from its e-mail: a confirmed subscriber. */
async function confirmedSubscriber(page: Page, email: string): Promise<void> {
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Newsletter: your e-mail address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  const confirmation = new URL(linkIn(await waitForMail(email, /Confirm your Dazu newsletter/), '/confirm-newsletter'));
  await gotoHydrated(page, confirmation.pathname + confirmation.search);
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
}

test('an editor previews, tests and sends a newsletter; the owner reads it in the audit log', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const subscriber = `editor-reader-${Date.now()}@example.test`;
  await confirmedSubscriber(page, subscriber);

  const errors = collectConsoleErrors(page);
  await logInAs(page, DEMO_ACCOUNTS.editor);
  await gotoHydrated(page, '/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
  await expectNoSeriousA11yViolations(page, 'the newsletter page');
  // The audit log is the owner's: for an editor the page does not exist.
  expect((await page.request.get('/admin/audit')).status()).toBe(404);

  const subject = `Harbour flats update ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Content').fill('<p>Rents by the <strong>harbour</strong> held steady.</p>');
  await page.getByRole('button', { name: 'Save as a draft' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\?campaign=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Draft. Recipients 0, sent 0, failed 0.');
  await expectNoSeriousA11yViolations(page, 'a draft campaign');
  const campaignUrl = page.url();

  // The preview: the e-mail itself, with its unsubscribe link.
  await page.getByRole('link', { name: 'Preview the e-mail' }).click();
  await expect(page.getByRole('paragraph').filter({ hasText: 'Rents by the harbour held steady.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute(
    'href',
    /\/newsletter\/unsubscribe\?token=/,
  );
  await gotoHydrated(page, new URL(campaignUrl).pathname + new URL(campaignUrl).search);

  await page.getByRole('button', { name: 'Send a test to myself' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `A test e-mail is on its way to ${DEMO_ACCOUNTS.editor.email} (your own address).`,
  );
  const testMail = await waitForMail(DEMO_ACCOUNTS.editor.email, new RegExp(`\\[Test\\] ${subject}`));
  expect(testMail.html).toContain('<strong>harbour</strong>');

  await page.getByLabel(/send it now to every confirmed subscriber/).check();
  await page.getByRole('button', { name: 'Send now to subscribers' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('on its way to every confirmed subscriber');
  const issue = await waitForMail(subscriber, new RegExp(subject));
  expect(issue.html).toContain('<strong>harbour</strong>');
  // The counts rise as the e-mails go: every recipient sent, none failed.
  await expect
    .poll(
      async () => {
        await page.reload();
        const said = (await page.getByRole('main').textContent()) ?? '';
        const counts = said.match(/Recipients (\d+), sent (\d+), failed (\d+)/);
        return counts ? { sent: counts[1] === counts[2] && Number(counts[2]) > 0, failed: counts[3] } : null;
      },
      { timeout: 30_000 },
    )
    .toEqual({ sent: true, failed: '0' });
  expect(errors.list).toEqual([]);

  // The owner reads the editor's actions.
  const owner = await (await browser.newContext()).newPage();
  const ownerErrors = collectConsoleErrors(owner);
  await logInAs(owner, DEMO_ACCOUNTS.admin);
  await gotoHydrated(owner, '/admin/audit');
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  await owner.getByLabel('Operator’s e-mail').fill(DEMO_ACCOUNTS.editor.email);
  await owner.getByRole('button', { name: 'Filter the log' }).click();
  await expect(owner).toHaveURL(/actor=editor%40demo\.dazu\.test/);
  const entries = owner.getByRole('table', { name: 'Audit log entries' });
  const sent = entries.getByRole('row').filter({ hasText: 'newsletter.send' }).first();
  await expect(sent).toBeVisible();
  await expect(entries.getByRole('row').filter({ hasText: 'newsletter.test' }).first()).toBeVisible();
  await expect(entries.getByRole('row').filter({ hasText: 'newsletter.create' }).first()).toBeVisible();
  await expect(sent.getByRole('link', { name: /^newsletter_campaign \d+$/ })).toHaveAttribute(
    'href',
    /\/admin\/newsletter\?campaign=\d+/,
  );
  await expect(sent.getByRole('link', { name: /^History of newsletter_campaign \d+$/ })).toHaveAttribute(
    'href',
    /\/admin\/audit\?target_type=newsletter_campaign&target_id=\d+/,
  );
  await sent.getByText(/\d+ fields?/).click();
  await expect(sent.getByRole('definition').first()).toBeVisible();
  await expect(sent).toContainText('status');
  await expect(sent).toContainText('sending');
  await expectNoSeriousA11yViolations(owner, 'the audit log');

  const csvHref = await owner.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(csvHref).toContain('actor=editor%40demo.dazu.test');
  const csv = await owner.request.get(String(csvHref));
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  const rows = (await csv.text()).trim().split(/\r?\n/).slice(1);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.includes(DEMO_ACCOUNTS.editor.email))).toBe(true);
  expect(rows.some((row) => row.includes('newsletter.send'))).toBe(true);
  expect(ownerErrors.list).toEqual([]);
  await owner.context().close();
});

/** Tomorrow at 09:00 in the UK, as a datetime-local field takes it. */
function tomorrowAtNine(): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 86_400_000));
  return `${day}T09:00`;
}

test('without JavaScript an editor edits a draft, schedules it (not in the past) and cancels it; the owner filters the log', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logInAs(page, DEMO_ACCOUNTS.editor);
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const editor = await plain.newPage();
  await editor.goto('/admin/newsletter');
  const subject = `Quiet week ${Date.now()}`;
  await editor.getByLabel('Subject').fill(subject);
  await editor.getByLabel('Content').fill('<p>Nothing new.</p>');
  await editor.getByRole('button', { name: 'Save as a draft' }).click();
  await expect(editor.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await editor.getByLabel('Subject').fill(`${subject}, edited`);
  await editor.getByRole('button', { name: 'Save the draft' }).click();
  await expect(editor.getByRole('main').getByRole('status')).toHaveText('The draft is saved.');
  await expect(editor.getByRole('heading', { level: 2, name: `${subject}, edited` })).toBeVisible();

  await editor.getByLabel('Send on (UK time)').fill('2020-01-01T09:00');
  await editor.getByRole('button', { name: 'Schedule' }).click();
  await expect(editor.getByText('Choose a date and time in the future (UK time).')).toBeVisible();
  await editor.getByLabel('Send on (UK time)').fill(tomorrowAtNine());
  await editor.getByRole('button', { name: 'Schedule' }).click();
  await expect(editor.getByRole('main').getByRole('status')).toContainText('The campaign is scheduled');
  await expect(editor.getByRole('main')).toContainText(/Scheduled for .*09:00/);
  await editor.getByRole('button', { name: 'Cancel the scheduled sending' }).click();
  await expect(editor.getByRole('main').getByRole('status')).toHaveText(
    'The campaign is cancelled: it will not be sent.',
  );
  await expect(editor.getByRole('row', { name: new RegExp(`${subject}, edited.*Cancelled`) })).toBeVisible();
  await plain.close();

  const ownerContext = await browser.newContext();
  await logInAs(await ownerContext.newPage(), DEMO_ACCOUNTS.admin);
  const plainOwner = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await ownerContext.storageState(),
  });
  const owner = await plainOwner.newPage();
  await owner.goto('/admin/audit');
  await owner.getByLabel('Action (or its start, e.g. newsletter.)').fill('newsletter.cancel');
  await owner.getByLabel('Role').selectOption('editor');
  await owner.getByRole('button', { name: 'Filter the log' }).click();
  await expect(owner).toHaveURL(/action=newsletter\.cancel/);
  const cancelled = owner.getByRole('row').filter({ hasText: 'newsletter.cancel' }).first();
  await expect(cancelled).toContainText(DEMO_ACCOUNTS.editor.email);
  await cancelled.getByText(/\d+ fields?/).click();
  await expect(cancelled.getByRole('definition').first()).toBeVisible();
  await expect(cancelled).toContainText('cancelled');
  await plainOwner.close();
  await ownerContext.close();
});
