// The newsletter as a subscriber lives it: sign-up by any visitor, the confirmation
// e-mail at a real SMTP peer, its link, the account switch, campaigns sent in batches
// to confirmed subscribers only, and the one-click unsubscribe of every issue.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SPEC_MESSAGES } from '#contract/messages.ts';
import { nextCampaignBatch } from '#core/newsletter/campaigns.ts';
import { startMailTestApp, TEST_PUBLIC_URL } from '#tests/setup/mail-app.ts';

const app = startMailTestApp();
const PUBLIC_URL = TEST_PUBLIC_URL;
const visitor = () => app.visitor();
const signedIn = (options: Parameters<typeof app.signedIn>[0] = {}) => app.signedIn(options);

const confirmationTo = (email: string) =>
  app.smtp.waitForMessage(
    (message) => message.to.includes(email) && /Confirm your Dazu newsletter/.test(message.subject),
  );

async function statusOf(email: string): Promise<string | undefined> {
  const found = await app.t.database.db.execute<{ status: string }>(
    sql`select status from newsletter_subscribers where email = ${email.toLowerCase()}`,
  );
  return found.rows[0]?.status;
}

async function subscribe(email: string): Promise<void> {
  const client = visitor();
  await client.csrf();
  expect((await client.post('/api/newsletter/', { email })).statusCode).toBe(204);
  const mail = await confirmationTo(email.toLowerCase());
  const link = app.smtp.linksIn(mail).find((url) => url.startsWith(`${PUBLIC_URL}/confirm-newsletter?token=`));
  const token = new URL(String(link)).searchParams.get('token');
  expect((await client.patch('/api/newsletter/', { token })).statusCode).toBe(200);
}

describe('newsletter sign-up', () => {
  it('asks a visitor to confirm by e-mail (204), and the link makes the address active', async () => {
    const client = visitor();
    await client.csrf();
    const signup = await client.post('/api/newsletter/', { email: 'Reader.One@Example.test' });
    expect(signup.statusCode).toBe(204);
    expect(await statusOf('reader.one@example.test')).toBe('pending');
    const mail = await confirmationTo('reader.one@example.test');
    const link = app.smtp.linksIn(mail).find((url) => url.startsWith(`${PUBLIC_URL}/confirm-newsletter?token=`));
    expect(link).toBeDefined();
    const token = new URL(String(link)).searchParams.get('token');

    const confirmed = await client.patch('/api/newsletter/', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: SPEC_MESSAGES.newsletterActive });
    expect(await statusOf('reader.one@example.test')).toBe('active');
    // The link works once.
    expect((await client.patch('/api/newsletter/', { token })).statusCode).toBe(404);
    // Signing up again: already active, 200, no new e-mail.
    const again = await client.post('/api/newsletter/', { email: 'reader.one@example.test' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: SPEC_MESSAGES.newsletterActive });
  });

  it('refuses a bad address (422 naming the field), an unknown token (404) and a missing CSRF token (419)', async () => {
    const client = visitor();
    await client.csrf();
    const bad = await client.post('/api/newsletter/', { email: 'not-an-address' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(['Incorrect email address']);
    const unknown = await client.patch('/api/newsletter/', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid any more/);
    const noCsrf = await app.t.app.inject({
      method: 'POST',
      url: '/api/newsletter/',
      payload: { email: 'someone@example.test' },
    });
    expect(noCsrf.statusCode).toBe(419);
    expect(await statusOf('someone@example.test')).toBeUndefined();
  });

  it('subscribes a logged-in user’s own address at once, and the account switch turns it off and on', async () => {
    const { user, client } = await signedIn();
    const signup = await client.post('/api/newsletter/', { email: user.email });
    expect(signup.statusCode).toBe(200);
    expect(await statusOf(user.email)).toBe('active');
    expect((await client.get('/api/user')).json().newsletter).toBe(true);

    expect((await client.patch('/api/user/profile/newsletter')).json()).toEqual({ newsletter: false });
    expect(await statusOf(user.email)).toBe('unsubscribed');
    expect((await client.patch('/api/user/profile/newsletter')).json()).toEqual({ newsletter: true });
    expect(await statusOf(user.email)).toBe('active');
  });

  it('a confirmed sign-up of an account’s address switches the account’s newsletter on', async () => {
    const { user, client } = await signedIn();
    await subscribe(user.email.toUpperCase());
    expect((await client.get('/api/user')).json().newsletter).toBe(true);
  });

  it('a logged-in user signing up someone else’s address still needs that address to confirm', async () => {
    const { client } = await signedIn();
    expect((await client.post('/api/newsletter/', { email: 'other.person@example.test' })).statusCode).toBe(204);
    expect(await statusOf('other.person@example.test')).toBe('pending');
  });

  it('an account whose address is not confirmed cannot switch the newsletter on; its own sign-up needs the link', async () => {
    const { user, client } = await app.unconfirmed();
    const refused = await client.patch('/api/user/profile/newsletter');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.emailNotVerified, code: 'email_not_verified' });
    expect(await statusOf(user.email)).toBeUndefined();
    expect((await client.get('/api/user')).json().newsletter).toBe(false);
    // Signing up its own address is the double opt-in any visitor gets: nothing active before the link.
    expect((await client.post('/api/newsletter/', { email: user.email })).statusCode).toBe(204);
    expect(await statusOf(user.email)).toBe('pending');
    expect((await client.patch('/api/user/profile/newsletter')).statusCode).toBe(403);
    expect(await statusOf(user.email)).toBe('pending');
    expect((await client.get('/api/user')).json().newsletter).toBe(false);
    // A visitor who is not logged in cannot use the switch at all.
    const guest = visitor();
    await guest.csrf();
    expect((await guest.patch('/api/user/profile/newsletter')).statusCode).toBe(401);
    // Confirmed, the account switches at once.
    await app.t.database.db.execute(sql`update users set email_verified_at = now() where id = ${user.id}`);
    expect((await client.patch('/api/user/profile/newsletter')).json()).toEqual({ newsletter: true });
    expect(await statusOf(user.email)).toBe('active');
  });

  it('limits sign-ups per client (429)', async () => {
    const client = visitor();
    await client.csrf();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await client.post('/api/newsletter/', { email: `limit-${i}@example.test` })).statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 204)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('newsletter campaigns', () => {
  it('go to confirmed subscribers only, each with an unsubscribe link that works in one click', async () => {
    await subscribe('campaign.reader@example.test');
    const pendingClient = visitor();
    await pendingClient.csrf();
    await pendingClient.post('/api/newsletter/', { email: 'campaign.pending@example.test' });
    const { client: admin } = await signedIn({ roles: ['owner'] });

    const created = await admin.post('/api/admin/newsletter', {
      subject: 'Spring market update',
      content:
        '<p>Prices in <strong>Leeds</strong> rose 2%.</p><script>alert(1)</script><img src="https://x.example/t.gif">',
    });
    expect(created.statusCode).toBe(201);
    expect((await admin.post(`/api/admin/newsletter/${created.json().id}/send`)).statusCode).toBe(200);
    const issue = await app.smtp.waitForMessage(
      (message) => message.to.includes('campaign.reader@example.test') && message.subject === 'Spring market update',
    );
    expect(issue.html).toContain('<strong>Leeds</strong>');
    expect(issue.html).not.toContain('<script');
    expect(issue.html).not.toContain('x.example/t.gif');
    // The raw header lines (mailparser turns List-* headers into objects).
    const header = (name: string) =>
      issue.parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? '';
    const oneClick = header('list-unsubscribe');
    expect(oneClick).toContain(`${PUBLIC_URL}/api/newsletter/unsubscribe?token=`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const pageLink = app.smtp
      .linksIn(issue)
      .find((url) => url.startsWith(`${PUBLIC_URL}/newsletter/unsubscribe?token=`));
    expect(pageLink).toBeDefined();

    // Every batch is done: the campaign is sent and counted, the pending address got nothing.
    await expect
      .poll(async () => (await admin.get('/api/admin/newsletter')).json().data[0], { timeout: 10_000 })
      .toMatchObject({ subject: 'Spring market update', status: 'sent' });
    const campaign = (await admin.get('/api/admin/newsletter')).json().data[0];
    const active = await app.t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from newsletter_subscribers where status = 'active'`,
    );
    expect(campaign.queued).toBe(active.rows[0]?.n);
    expect(
      app.smtp.messages.some(
        (m) => m.to.includes('campaign.pending@example.test') && m.subject === 'Spring market update',
      ),
    ).toBe(false);
    // A batch run again after the campaign moved on finds nothing to send.
    expect(await nextCampaignBatch(app.t.database.db, campaign.id, 0, 200)).toBeNull();

    // The mail client's one-click POST (no session, no CSRF token).
    const url = new URL(oneClick.replace(/^<|>$/g, ''));
    const tampered = await app.t.app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${url.searchParams.get('token')?.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(tampered.statusCode).toBe(404);
    const stop = await app.t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stop.statusCode).toBe(200);
    expect(await statusOf('campaign.reader@example.test')).toBe('unsubscribed');
  });

  it('only operators send or list campaigns: a guest gets 401, a user and an agency 403', async () => {
    const body = { subject: 'Not allowed', content: '<p>Hi</p>' };
    const guest = visitor();
    await guest.csrf();
    expect((await guest.post('/api/admin/newsletter', body)).statusCode).toBe(401);
    expect((await guest.get('/api/admin/newsletter')).statusCode).toBe(401);
    const { client: user } = await signedIn();
    expect((await user.post('/api/admin/newsletter', body)).statusCode).toBe(403);
    const { client: agency } = await signedIn({ accountType: 'agency', roles: ['company'] });
    expect((await agency.post('/api/admin/newsletter', body)).statusCode).toBe(403);
    expect((await agency.get('/api/admin/newsletter')).statusCode).toBe(403);
    const stored = await app.t.database.db.execute(
      sql`select 1 from newsletter_campaigns where subject = 'Not allowed'`,
    );
    expect(stored.rows).toEqual([]);
  });
});
