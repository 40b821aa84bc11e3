// The editors' newsletter campaigns through the API: a draft written and edited, its
// preview, a test e-mail that only ever reaches the operator (10 an hour), sending now,
// scheduling for a UK time (never in the past) started exactly once by the scheduler
// even when two processes run it together, cancelling, the delivery counts, who may,
// and the audit entry each action leaves.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Mailer } from '#core/mail/mailer.ts';
import type { JobRun } from '#jobs/define.ts';
import { campaignEmailJob, campaignSchedulerJob } from '#jobs/definitions/newsletter.ts';
import { jobDepsOf } from '#tests/setup/app.ts';
import { startMailTestApp, TEST_PUBLIC_URL } from '#tests/setup/mail-app.ts';

const app = startMailTestApp();
const { t, smtp } = app;
const db = () => t.database.db;
const run: JobRun = { id: 'test-run', attempt: 1, signal: new AbortController().signal };
const runScheduler = () => campaignSchedulerJob.handler({}, jobDepsOf(t), run);

async function subscribe(email: string): Promise<void> {
  const client = app.visitor();
  await client.csrf();
  expect((await client.post('/api/newsletter/', { email })).statusCode).toBe(204);
  const mail = await smtp.waitForMessage((m) => m.to.includes(email) && /Confirm your Dazu newsletter/.test(m.subject));
  const link = smtp.linksIn(mail).find((url) => url.startsWith(`${TEST_PUBLIC_URL}/confirm-newsletter?token=`));
  const token = new URL(String(link)).searchParams.get('token');
  expect((await client.patch('/api/newsletter/', { token })).statusCode).toBe(200);
}

async function pending(email: string): Promise<void> {
  const client = app.visitor();
  await client.csrf();
  expect((await client.post('/api/newsletter/', { email })).statusCode).toBe(204);
}

const editor = () => app.signedIn({ roles: ['editor'] });

async function draft(client: Awaited<ReturnType<typeof editor>>['client'], subject: string) {
  const created = await client.post('/api/admin/newsletter', { subject, content: `<p>${subject} body</p>` });
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({ subject, status: 'draft', queued: 0 });
  return created.json().id as number;
}

async function auditOf(id: number) {
  const result = await db().execute<{ action: string; actor_email: string; before: unknown; after: unknown }>(
    sql`select action, actor_email, before, after from operator_audit_log
        where target_type = 'newsletter_campaign' and target_id = ${String(id)} order by id`,
  );
  return result.rows;
}

const mailsTo = (email: string, subject: string) =>
  smtp.messages.filter((m) => m.to.includes(email) && m.subject.includes(subject));

/** A London wall-clock time `minutes` from now, as the form's datetime-local value. */
function londonLocal(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

describe('drafts and the preview', () => {
  it('keeps a draft, edits it, previews it with the unsubscribe link, and audits each change', async () => {
    const { user, client } = await editor();
    const id = await draft(client, 'Autumn lettings');
    const edited = await client.put(`/api/admin/newsletter/${id}`, {
      subject: 'Autumn lettings, revised',
      content: '<p>Rents in <strong>Bristol</strong></p><script>alert(1)</script>',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'draft', content: '<p>Rents in <strong>Bristol</strong></p>' });

    const preview = await client.get(`/api/admin/newsletter/${id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^text\/html/);
    expect(preview.body).toContain('<strong>Bristol</strong>');
    expect(preview.body).not.toContain('<script');
    expect(preview.body).toContain(`${TEST_PUBLIC_URL}/newsletter/unsubscribe?token=`);
    expect(String(preview.headers['content-security-policy'])).toContain("default-src 'none'");

    expect((await client.get('/api/admin/newsletter/999999/preview')).statusCode).toBe(404);
    expect((await client.put('/api/admin/newsletter/abc', { subject: 'x', content: 'y' })).statusCode).toBe(422);

    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'newsletter.create', actor_email: user.email, before: null }),
      expect.objectContaining({
        action: 'newsletter.edit',
        before: expect.objectContaining({ subject: 'Autumn lettings' }),
        after: expect.objectContaining({ subject: 'Autumn lettings, revised' }),
      }),
    ]);
  });
});

describe('test e-mails', () => {
  it('go only to the signed-in operator, say where they went, and stop after 10 an hour', async () => {
    await subscribe('test.bystander@example.test');
    const { user, client } = await editor();
    const id = await draft(client, 'Test only issue');
    const first = await client.post(`/api/admin/newsletter/${id}/test`);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ to: user.email });
    const mail = await smtp.waitForMessage((m) => m.subject === '[Test] Test only issue');
    expect(mail.to).toContain(user.email.toLowerCase());
    expect(mail.html).toContain('Test only issue body');
    expect(smtp.linksIn(mail).some((url) => url.startsWith(`${TEST_PUBLIC_URL}/newsletter/unsubscribe?token=`))).toBe(
      true,
    );

    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) codes.push((await client.post(`/api/admin/newsletter/${id}/test`)).statusCode);
    expect(codes.slice(0, 9)).toEqual(Array(9).fill(202));
    expect(codes[9]).toBe(429);
    await expect.poll(() => mailsTo(user.email.toLowerCase(), 'Test only issue').length, { timeout: 30_000 }).toBe(10);
    expect(mailsTo('test.bystander@example.test', 'Test only issue')).toEqual([]);
    // The campaign itself went nowhere.
    expect(
      (await client.get('/api/admin/newsletter')).json().data.find((c: { id: number }) => c.id === id),
    ).toMatchObject({ status: 'draft', queued: 0 });
    const entries = await auditOf(id);
    expect(entries.filter((e) => e.action === 'newsletter.test')).toHaveLength(10);
    expect(entries.at(-1)?.after).toEqual({ to: user.email });
  });
});

describe('sending', () => {
  it('sends a draft once to confirmed subscribers only, and counts what was delivered', async () => {
    await subscribe('send.reader@example.test');
    await pending('send.pending@example.test');
    const { client } = await editor();
    const id = await draft(client, 'Winter market');
    const [a, b] = await Promise.all([
      client.post(`/api/admin/newsletter/${id}/send`),
      client.post(`/api/admin/newsletter/${id}/send`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    // A campaign that has started is no longer a draft.
    expect((await client.put(`/api/admin/newsletter/${id}`, { subject: 'Changed', content: 'x' })).statusCode).toBe(
      409,
    );
    const active = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from newsletter_subscribers where status = 'active'`,
    );
    const recipients = Number(active.rows[0]?.n);
    await expect
      .poll(
        async () => (await client.get('/api/admin/newsletter')).json().data.find((c: { id: number }) => c.id === id),
        { timeout: 30_000 },
      )
      .toMatchObject({ status: 'sent', queued: recipients, delivered: recipients, failed: 0 });
    expect(mailsTo('send.reader@example.test', 'Winter market')).toHaveLength(1);
    expect(mailsTo('send.pending@example.test', 'Winter market')).toEqual([]);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['newsletter.create', 'newsletter.send']);
  });
});

describe('the failed count', () => {
  it('counts an address the server refuses for good at once, and any other failure only after the last retry', async () => {
    const { client } = await editor();
    const id = await draft(client, 'Bounced issue');
    const refusing = (error: object): Mailer => ({
      send: async () => {
        throw Object.assign(new Error('refused'), error);
      },
      close: async () => {},
    });
    const permanent = refusing({ permanent: true, code: 'EENVELOPE', rejected: ['gone@example.test'] });
    const transient = refusing({ code: 'ECONNECTION' });
    const email = { campaignId: id, to: 'gone@example.test', subject: 'Bounced issue', html: '<p>x</p>', text: 'x' };
    const attempt = (mailer: Mailer, n: number) =>
      campaignEmailJob.handler(email, jobDepsOf(t, { mailer }), { ...run, attempt: n });
    const counts = async () =>
      (await client.get('/api/admin/newsletter')).json().data.find((c: { id: number }) => c.id === id);

    await attempt(permanent, 1);
    expect(await counts()).toMatchObject({ delivered: 0, failed: 1 });
    await expect(attempt(transient, 1)).rejects.toThrow('refused');
    expect(await counts()).toMatchObject({ delivered: 0, failed: 1 });
    await attempt(transient, 9);
    expect(await counts()).toMatchObject({ delivered: 0, failed: 2 });
  });
});

describe('scheduling', () => {
  it('refuses a time in the past or a date that does not exist (422)', async () => {
    const { client } = await editor();
    const id = await draft(client, 'Too late');
    const past = await client.post(`/api/admin/newsletter/${id}/schedule`, { send_at: londonLocal(-5) });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.send_at).toBeDefined();
    const impossible = await client.post(`/api/admin/newsletter/${id}/schedule`, { send_at: '2031-02-30T09:00' });
    expect(impossible.statusCode).toBe(422);
    expect((await client.post(`/api/admin/newsletter/${id}/schedule`, {})).statusCode).toBe(422);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['newsletter.create']);
  });

  it('is not sent before its time, then once, by one of two schedulers running together', async () => {
    await subscribe('scheduled.reader@example.test');
    await pending('scheduled.pending@example.test');
    const { client } = await editor();
    const id = await draft(client, 'Scheduled digest');
    const scheduled = await client.post(`/api/admin/newsletter/${id}/schedule`, { send_at: londonLocal(90) });
    expect(scheduled.statusCode).toBe(200);
    // The UK minute asked for: within the minute (and the test's own running time) of 90 minutes from now.
    const at = new Date(scheduled.json().scheduled_for).getTime();
    expect(Math.abs(at - (Date.now() + 90 * 60_000))).toBeLessThan(2 * 60_000);

    await runScheduler();
    const early = (await client.get('/api/admin/newsletter')).json().data.find((c: { id: number }) => c.id === id);
    expect(early).toMatchObject({ status: 'scheduled', queued: 0 });

    // The time comes.
    await db().execute(
      sql`update newsletter_campaigns set scheduled_for = now() - interval '1 second' where id = ${id}`,
    );
    await Promise.all([runScheduler(), runScheduler()]);
    await expect
      .poll(
        async () => (await client.get('/api/admin/newsletter')).json().data.find((c: { id: number }) => c.id === id),
        { timeout: 30_000 },
      )
      .toMatchObject({ status: 'sent', failed: 0 });
    // Every batch is queued; the e-mails go out on their own jobs.
    await expect
      .poll(() => mailsTo('scheduled.reader@example.test', 'Scheduled digest').length, { timeout: 15_000 })
      .toBe(1);
    await runScheduler();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('scheduled.reader@example.test', 'Scheduled digest')).toHaveLength(1);
    expect(mailsTo('scheduled.pending@example.test', 'Scheduled digest')).toEqual([]);
    const batches = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'newsletter.campaign-batch'
          and (data->>'campaignId')::int = ${id} and (data->>'afterId')::int = 0`,
    );
    expect(batches.rows[0]?.n).toBe(1);
  });

  it('cancels a scheduled campaign before it starts, and never sends it', async () => {
    await subscribe('cancel.reader@example.test');
    const { client } = await editor();
    const id = await draft(client, 'Cancelled notice');
    expect((await client.post(`/api/admin/newsletter/${id}/cancel`)).statusCode).toBe(409);
    expect((await client.post(`/api/admin/newsletter/${id}/schedule`, { send_at: londonLocal(30) })).statusCode).toBe(
      200,
    );
    const cancelled = await client.post(`/api/admin/newsletter/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await client.post(`/api/admin/newsletter/${id}/send`)).statusCode).toBe(409);
    await db().execute(
      sql`update newsletter_campaigns set scheduled_for = now() - interval '1 second' where id = ${id}`,
    );
    await runScheduler();
    expect(
      (await client.get('/api/admin/newsletter')).json().data.find((c: { id: number }) => c.id === id),
    ).toMatchObject({ status: 'cancelled', queued: 0 });
    expect(mailsTo('cancel.reader@example.test', 'Cancelled notice')).toEqual([]);
    expect((await auditOf(id)).map((e) => e.action)).toEqual([
      'newsletter.create',
      'newsletter.schedule',
      'newsletter.cancel',
    ]);
  });
});

describe('who may', () => {
  it('answers a guest 401 and operators without newsletter.send 403, changing nothing', async () => {
    const { client: owner } = await app.signedIn({ roles: ['owner'] });
    const id = await draft(owner, 'Owners only draft');
    const guest = app.visitor();
    await guest.csrf();
    const { client: support } = await app.signedIn({ roles: ['support'] });
    const { client: user } = await app.signedIn();
    const attempts = [
      (c: typeof guest) => c.get('/api/admin/newsletter'),
      (c: typeof guest) => c.post('/api/admin/newsletter', { subject: 'Not allowed', content: '<p>x</p>' }),
      (c: typeof guest) => c.put(`/api/admin/newsletter/${id}`, { subject: 'Not allowed', content: '<p>x</p>' }),
      (c: typeof guest) => c.get(`/api/admin/newsletter/${id}/preview`),
      (c: typeof guest) => c.post(`/api/admin/newsletter/${id}/test`),
      (c: typeof guest) => c.post(`/api/admin/newsletter/${id}/schedule`, { send_at: londonLocal(60) }),
      (c: typeof guest) => c.post(`/api/admin/newsletter/${id}/send`),
      (c: typeof guest) => c.post(`/api/admin/newsletter/${id}/cancel`),
    ];
    for (const attempt of attempts) {
      expect((await attempt(guest)).statusCode).toBe(401);
      expect((await attempt(support)).statusCode).toBe(403);
      expect((await attempt(user)).statusCode).toBe(403);
    }
    const stored = await db().execute(sql`select status from newsletter_campaigns where id = ${id}`);
    expect(stored.rows).toEqual([{ status: 'draft' }]);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['newsletter.create']);
  });
});
