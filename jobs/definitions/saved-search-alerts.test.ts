// Saved-search alerts end to end: offers published after the watermark arrive by
// e-mail at a real SMTP peer, once; the links in the e-mail work; dispatch picks only
// the searches that are due.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomToken, sha256 } from '#core/accounts/secrets.ts';
import type { Mailer } from '#core/mail/mailer.ts';
import { notifications } from '#db/schema/accounts.ts';
import { savedSearches } from '#db/schema/searches.ts';
import type { JobDeps, JobRun } from '#jobs/define.ts';
import type { JobQueue } from '#jobs/queue.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { jobDepsOf, withTestApp } from '#tests/setup/app.ts';
import { createClient, signedInClient, type TestClient } from '#tests/setup/client.ts';
import { smtpTestAppForFile } from '#tests/setup/mail-app.ts';
import type { CapturedMail } from '#tests/setup/smtp.ts';
import { dispatchSavedSearchAlertsJob, savedSearchAlertJob } from './saved-search-alerts.ts';

const PUBLIC_URL = 'https://dazu.example';
const PASSWORD = 'Brick-Lane-204';
const LEEDS = { lat: 53.8008, lon: -1.5491, locationName: 'Leeds, West Yorkshire' };
const QUERY = 'type=rent&category=flat&location[lat]=53.8008&location[lon]=-1.5491&location[display_name]=Leeds';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

let ann: TestClient;
let annId: string;
let advertiserId: string;
const run: JobRun = { id: 'test-run', attempt: 1, signal: new AbortController().signal };
const deps = (overrides: Partial<JobDeps> = {}) => jobDepsOf(t, overrides);

const { t, smtp } = smtpTestAppForFile({ PUBLIC_URL });

beforeAll(async () => {
  annId = (await createUser(t.database.db, { name: 'Ann', email: 'ann@alerts.example', password: PASSWORD })).id;
  advertiserId = (await createUser(t.database.db, { email: 'agent@alerts.example' })).id;
  ann = await signedInClient(t.app, 'ann@alerts.example', PASSWORD, '203.0.113.60');
});

const row = async (id: number) => (await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0];
const mailsTo = (address: string) => smtp.messages.filter((message) => message.to.includes(address));
const header = (mail: CapturedMail, name: string) =>
  mail.parsed.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .slice(name.length + 1)
    .trim();
/** The e-mail's "Unsubscribe" link: a page that asks before stopping. */
const unsubscribeLink = (mail: CapturedMail) => {
  const link = smtp.linksIn(mail).find((url) => url.startsWith(`${PUBLIC_URL}/alerts/unsubscribe?token=`));
  if (!link) throw new Error('no unsubscribe link');
  return link;
};
const tokenOf = (mail: CapturedMail) => new URL(unsubscribeLink(mail)).searchParams.get('token') ?? '';
/** The API address of a token: GET names the search, the one-click POST stops it. */
const apiPath = (token: string) => `/api/saved-searches/unsubscribe?token=${token}`;
const oneClick = (client: TestClient, token: string) =>
  client.post(apiPath(token), 'List-Unsubscribe=One-Click', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const path = (url: string) => url.slice(PUBLIC_URL.length);
const rentFlat = (title: string, publishedAt: Date, extra: Partial<Parameters<typeof createOffer>[1]> = {}) =>
  createOffer(t.database.db, {
    title,
    userId: advertiserId,
    listingType: 'rent',
    category: 'apartment',
    ...LEEDS,
    publishedAt,
    ...extra,
  });

async function saveSearch(name: string, frequency: 'instant' | 'daily' = 'instant'): Promise<number> {
  const response = await ann.post('/api/saved-searches', { name, query: QUERY, frequency });
  expect(response.statusCode).toBe(201);
  const id: number = response.json().id;
  await t.database.db
    .update(savedSearches)
    .set({ alertedUpTo: minutesAgo(60) })
    .where(eq(savedSearches.id, id));
  return id;
}

describe('saved-search alert e-mail', () => {
  it('e-mails the offers published after the watermark, once, and the links work', async () => {
    const id = await saveSearch('Flats in Leeds');
    await rentFlat('Old flat before the alert', minutesAgo(120));
    const station = await rentFlat('Two bedroom flat near the station', minutesAgo(30), {
      price: 125_000,
      attributes: { 5: ['true'] },
    });
    const studio = await rentFlat('Canal-side <studio>', minutesAgo(10), { price: 29_000, category: 'studio' });
    await createOffer(t.database.db, {
      title: 'House for sale',
      userId: advertiserId,
      ...LEEDS,
      publishedAt: minutesAgo(5),
    });
    await rentFlat('Flat in Manchester', minutesAgo(5), { lat: 53.4808, lon: -2.2426, locationName: 'Manchester' });

    // Through the queue, as dispatch sends it.
    await t.app.jobs.send(savedSearchAlertJob, { savedSearchId: id });
    const mail = await smtp.waitForMessage((message) => message.to.includes('ann@alerts.example'));
    expect(mail.subject).toBe('2 new properties for “Flats in Leeds”');
    expect(mail.text).toContain('Hello Ann,');
    // Newest first, each with its price, place and link.
    const studioAt = mail.text.indexOf('Canal-side <studio>');
    const stationAt = mail.text.indexOf('Two bedroom flat near the station');
    expect(studioAt).toBeGreaterThan(0);
    expect(stationAt).toBeGreaterThan(studioAt);
    expect(mail.text).toContain('£1,250 pcm');
    expect(mail.text).toContain('£290 pw');
    expect(mail.text).toContain('Leeds, West Yorkshire');
    expect(mail.html).toContain('Canal-side &lt;studio&gt;');
    expect(mail.text).not.toContain('Old flat');
    expect(mail.text).not.toContain('House for sale');
    expect(mail.text).not.toContain('Manchester');
    const links = smtp.linksIn(mail);
    expect(links).toContain(`${PUBLIC_URL}/offers/${station.slug}`);
    expect(links).toContain(`${PUBLIC_URL}/offers/${studio.slug}`);
    const { query } = (await row(id)) ?? { query: '' };
    expect(mail.text).toContain(`See all results:\n${PUBLIC_URL}/search?${query}\n`);
    const token = tokenOf(mail);
    expect(header(mail, 'list-unsubscribe')).toBe(`<${PUBLIC_URL}${apiPath(token)}>`);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The watermark moved to the newest offer included; the bell has it too.
    await expect.poll(async () => (await row(id))?.alertsSent).toBe(1);
    const stored = await row(id);
    expect(stored?.alertedUpTo.toISOString()).toBe(studio.publishedAt?.toISOString());
    expect(stored?.lastAlertAt).not.toBeNull();
    expect(stored?.unsubscribeTokenHash).toBe(sha256(token));
    const bell = (await ann.get('/api/user/notifications')).json().data;
    expect(bell[0]).toMatchObject({
      message: '2 new properties for “Flats in Leeds”',
      link: `/search?${query}`,
    });

    // Again: nothing new, nothing sent.
    await savedSearchAlertJob.handler({ savedSearchId: id }, deps(), run);
    expect(mailsTo('ann@alerts.example')).toHaveLength(1);
    expect((await row(id))?.alertsSent).toBe(1);

    // A newer offer: only it is sent, and the earlier e-mail's unsubscribe link stops working.
    await rentFlat('Loft conversion', new Date());
    await savedSearchAlertJob.handler({ savedSearchId: id }, deps(), run);
    const second = mailsTo('ann@alerts.example')[1];
    expect(second?.subject).toBe('1 new property for “Flats in Leeds”');
    expect(second?.text).toContain('Loft conversion');
    expect(second?.text).not.toContain('Canal-side');
    expect((await ann.get(apiPath(token))).statusCode).toBe(404);

    // The latest link turns alerts off; later offers are not e-mailed.
    const visitor = createClient(t.app);
    const latest = tokenOf(second as CapturedMail);
    expect((await visitor.get(apiPath(latest))).json()).toEqual({ name: 'Flats in Leeds', alerts_on: true });
    expect((await oneClick(visitor, token)).statusCode).toBe(404);
    const off = await oneClick(visitor, latest);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('You will not get alert e-mails for “Flats in Leeds” any more.');
    expect((await row(id))?.frequency).toBe('off');
    await rentFlat('After unsubscribing', new Date());
    await savedSearchAlertJob.handler({ savedSearchId: id }, deps(), run);
    expect(mailsTo('ann@alerts.example')).toHaveLength(2);
  });

  it('unsubscribes with the one-click POST of the List-Unsubscribe header, without CSRF', async () => {
    const id = await saveSearch('One-click flats');
    await rentFlat('Garden flat', new Date());
    smtp.messages.length = 0;
    await savedSearchAlertJob.handler({ savedSearchId: id }, deps(), run);
    const mail = mailsTo('ann@alerts.example')[0];
    if (!mail) throw new Error('no alert e-mail');
    const target = header(mail, 'list-unsubscribe')?.replace(/^<|>$/g, '') ?? '';
    const mailClient = createClient(t.app, { remoteAddress: '198.51.100.7' });
    expect((await oneClick(mailClient, randomToken())).statusCode).toBe(404);
    expect((await row(id))?.frequency).toBe('instant');
    const response = await mailClient.post(path(target), 'List-Unsubscribe=One-Click', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect((await row(id))?.frequency).toBe('off');
  });

  it('keeps microseconds apart: an offer just after the watermark is sent, and only once', async () => {
    const id = await saveSearch('Microsecond flats');
    const watermark = new Date();
    await t.database.db.update(savedSearches).set({ alertedUpTo: watermark }).where(eq(savedSearches.id, id));
    const offer = await rentFlat('Flat a moment later', new Date());
    // Published 400 µs after the watermark: the same millisecond in JavaScript.
    await t.database.db.execute(
      sql`update offers set published_at = ${watermark.toISOString()}::timestamptz + interval '400 microseconds' where id = ${offer.id}`,
    );
    smtp.messages.length = 0;
    await savedSearchAlertJob.handler({ savedSearchId: id }, deps(), run);
    expect(mailsTo('ann@alerts.example')[0]?.text).toContain('Flat a moment later');
    expect((await row(id))?.alertedUpTo.getTime()).toBe(watermark.getTime() + 1);
    await savedSearchAlertJob.handler({ savedSearchId: id }, deps(), run);
    expect(mailsTo('ann@alerts.example')).toHaveLength(1);
  });

  it('releases the claim when the e-mail cannot be sent, so the retry sends the same offers', async () => {
    const id = await saveSearch('Retry flats');
    await rentFlat('Mews flat', new Date());
    const before = await row(id);
    const unreachable: Mailer = {
      async send() {
        throw Object.assign(new Error('Connection closed unexpectedly'), { code: 'ECONNECTION' });
      },
      async close() {},
    };
    await expect(
      savedSearchAlertJob.handler({ savedSearchId: id }, deps({ mailer: unreachable }), run),
    ).rejects.toThrow('Connection closed');
    const after = await row(id);
    expect(after?.alertedUpTo).toEqual(before?.alertedUpTo);
    expect(after?.lastAlertAt).toBeNull();
    expect(after?.alertsSent).toBe(0);
    expect(after?.unsubscribeTokenHash).toBe(before?.unsubscribeTokenHash);
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, annId), eq(notifications.message, '1 new property for “Retry flats”')));
    expect(bell).toHaveLength(0);

    smtp.messages.length = 0;
    await savedSearchAlertJob.handler({ savedSearchId: id }, deps(), run);
    expect(mailsTo('ann@alerts.example')[0]?.text).toContain('Mews flat');
    expect((await row(id))?.alertsSent).toBe(1);
  });
});

describe('saved-search dispatch', () => {
  it('queues one alert per due search of the frequency, keyed by the search', async () => {
    const user = await createUser(t.database.db, { email: 'due@alerts.example' });
    await rentFlat('Something new', new Date());
    const longAgo = new Date('2020-01-01T00:00:00Z');
    const future = new Date(Date.now() + 86_400_000);
    const insert = async (
      name: string,
      frequency: 'instant' | 'daily' | 'weekly' | 'off',
      lastAlertAt: Date | null,
      alertedUpTo = longAgo,
    ) => {
      const [created] = await t.database.db
        .insert(savedSearches)
        .values({
          userId: user.id,
          name,
          query: 'type=rent',
          frequency,
          lastAlertAt,
          alertedUpTo,
          unsubscribeTokenHash: sha256(randomToken()),
        })
        .returning({ id: savedSearches.id });
      return created?.id ?? 0;
    };
    const ids = {
      instant: await insert('instant', 'instant', minutesAgo(5)),
      instantNothingNew: await insert('instant, nothing new', 'instant', null, future),
      dailyNever: await insert('daily, never alerted', 'daily', null),
      dailyYesterday: await insert('daily, yesterday', 'daily', minutesAgo(25 * 60)),
      dailyToday: await insert('daily, 2 hours ago', 'daily', minutesAgo(120)),
      weeklyOld: await insert('weekly, 8 days ago', 'weekly', minutesAgo(8 * 24 * 60)),
      weeklyRecent: await insert('weekly, 2 days ago', 'weekly', minutesAgo(2 * 24 * 60)),
      off: await insert('off', 'off', null),
    };
    const mine = new Set(Object.values(ids));

    async function dispatch(frequency: 'instant' | 'daily' | 'weekly') {
      const sent: { payload: { savedSearchId: number }; singletonKey: string | undefined }[] = [];
      const recorder = {
        async send(_job: unknown, payload: { savedSearchId: number }, options?: { singletonKey?: string }) {
          sent.push({ payload, singletonKey: options?.singletonKey });
          return 'job-id';
        },
      } as unknown as JobQueue;
      await dispatchSavedSearchAlertsJob.handler({ frequency }, deps({ queue: recorder }), run);
      for (const { payload, singletonKey } of sent) expect(singletonKey).toBe(`saved-search:${payload.savedSearchId}`);
      return sent.map(({ payload }) => payload.savedSearchId).filter((id) => mine.has(id));
    }

    expect(await dispatch('instant')).toEqual([ids.instant]);
    expect(await dispatch('daily')).toEqual([ids.dailyNever, ids.dailyYesterday]);
    expect(await dispatch('weekly')).toEqual([ids.weeklyOld]);
  });

  it('collapses a second alert job for a search that already has one waiting', async () => {
    await withTestApp({ env: { JOBS_WORKER: 'false' } }, async (sender) => {
      const user = await createUser(sender.database.db, { email: 'twice@alerts.example' });
      await createOffer(sender.database.db, { userId: user.id, publishedAt: new Date() });
      await sender.database.db.insert(savedSearches).values({
        userId: user.id,
        name: 'Twice',
        query: '',
        frequency: 'instant',
        alertedUpTo: new Date('2020-01-01T00:00:00Z'),
        unsubscribeTokenHash: sha256(randomToken()),
      });
      const senderDeps = deps({ db: sender.database.db, queue: sender.app.jobs });
      await dispatchSavedSearchAlertsJob.handler({ frequency: 'instant' }, senderDeps, run);
      await dispatchSavedSearchAlertsJob.handler({ frequency: 'instant' }, senderDeps, run);
      const jobs = await sender.app.jobs.boss.findJobs(savedSearchAlertJob.name);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]?.state).toBe('created');
    });
    // It starts an app of its own on a fresh database, which takes most of the time.
  }, 60_000);
});
