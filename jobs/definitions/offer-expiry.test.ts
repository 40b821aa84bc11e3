// The hourly expiry job end to end: offers past their period expire with a notice in
// the owner's bell; offers due within 24 hours get one reminder per period, in the bell
// and by e-mail through a real SMTP peer; a refresh starts a new period and a new reminder.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { submitOffer } from '#core/offers/write-offer.ts';
import { notifications } from '#db/schema/accounts.ts';
import { offers } from '#db/schema/offers.ts';
import type { JobRun } from '#jobs/define.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { jobDepsOf } from '#tests/setup/app.ts';
import { signedInClient } from '#tests/setup/client.ts';
import { smtpTestAppForFile } from '#tests/setup/mail-app.ts';
import { offerExpiryJob } from './offer-expiry.ts';

const PUBLIC_URL = 'https://dazu.example';
const PASSWORD = 'Brick-Lane-204';
const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
let ownerId: string;
const run: JobRun = { id: 'test-run', attempt: 1, signal: new AbortController().signal };
const deps = () => jobDepsOf(t);

const { t, smtp } = smtpTestAppForFile({ PUBLIC_URL });

beforeAll(async () => {
  ownerId = (await createUser(t.database.db, { name: 'Olive', email: 'olive@expiry.example', password: PASSWORD })).id;
});

const statusOf = async (id: string) =>
  (await t.database.db.select({ status: offers.status }).from(offers).where(eq(offers.id, id)))[0]?.status;
const bell = async () =>
  (
    await t.database.db
      .select({ message: notifications.message, link: notifications.link, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, ownerId))
  ).map((row) => row.message);

describe('offer expiry job', () => {
  it('expires offers past their period and reminds once, 24 hours ahead, by bell and e-mail', async () => {
    const over = await createOffer(t.database.db, { userId: ownerId, title: 'Period over', expiresAt: hours(-1) });
    const soon = await createOffer(t.database.db, { userId: ownerId, title: 'Ends tomorrow', expiresAt: hours(20) });
    const later = await createOffer(t.database.db, { userId: ownerId, title: 'Ends next week', expiresAt: hours(150) });

    await offerExpiryJob.handler({}, deps(), run);
    expect(await statusOf(over.id)).toBe('expired');
    expect(await statusOf(soon.id)).toBe('active');
    expect(await statusOf(later.id)).toBe('active');
    expect((await t.app.inject({ url: `/api/offers/${over.id}` })).statusCode).toBe(404);
    expect(await bell()).toEqual(
      expect.arrayContaining([
        'Your listing “Period over” has expired. Refresh it to put it back on the site.',
        'Your listing “Ends tomorrow” expires within 24 hours. Refresh it to keep it live.',
      ]),
    );
    expect((await bell()).some((message) => message.includes('Ends next week'))).toBe(false);

    const mail = await smtp.waitForMessage((message) => message.subject.includes('Ends tomorrow'));
    expect(mail.to).toContain('olive@expiry.example');
    expect(mail.subject).toBe('Your listing “Ends tomorrow” expires soon');
    expect(mail.text).toContain('Hello Olive,');
    expect(smtp.linksIn(mail)).toContain(`${PUBLIC_URL}/my-offers`);

    // The next run reminds nobody again.
    const before = (await bell()).length;
    await offerExpiryJob.handler({}, deps(), run);
    expect((await bell()).length).toBe(before);

    // A refresh starts a new period: the expired offer is live again, its reminder comes anew later.
    const owner = await signedInClient(t.app, 'olive@expiry.example', PASSWORD, '203.0.113.95');
    expect((await owner.patch(`/api/offers/refresh/${soon.id}`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, soon.id));
    expect(row?.expiryRemindedAt).toBeNull();
    expect((await owner.patch(`/api/offers/refresh/${over.id}`)).statusCode).toBe(200);
    expect(await statusOf(over.id)).toBe('active');
  });

  it('tells the owner of an offer published for a later date when that day comes, once', async () => {
    const draft = await createOffer(t.database.db, {
      userId: ownerId,
      title: 'Ready next week',
      status: 'draft',
      visibleFrom: hours(24 * 7),
    });
    await submitOffer(t.database.db, { id: ownerId, roles: [] }, draft.id, {
      moderation: false,
      emailVerified: true,
      takesPayments: true,
    });
    const visibleNotice = 'Your listing “Ready next week” is now visible on the site.';
    await offerExpiryJob.handler({}, deps(), run);
    expect(await bell()).not.toContain(visibleNotice);

    // The day comes.
    await t.database.db
      .update(offers)
      .set({ visibleFrom: hours(-1) })
      .where(eq(offers.id, draft.id));
    await offerExpiryJob.handler({}, deps(), run);
    expect((await bell()).filter((message) => message === visibleNotice)).toHaveLength(1);
    await offerExpiryJob.handler({}, deps(), run);
    expect((await bell()).filter((message) => message === visibleNotice)).toHaveLength(1);
  });
});
