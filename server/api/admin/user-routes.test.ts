// The back office's accounts through the API, as a support agent and the owner use them:
// finding an account however its phone number was typed, its file (counts, never message
// words), suspending it (sessions end, login refused with the reason, its ads and its
// agents' ads hidden, an e-mail tells why), reinstating it, and the owner changing
// roles (a sensitive action; the last owner stays one). Every change is in the audit log.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPERATOR_USER_MESSAGES } from '#contract/operator-users.ts';
import { createOffer } from '#tests/fixtures/offers.ts';
import { createClient, guestClient } from '#tests/setup/client.ts';
import { startMailTestApp } from '#tests/setup/mail-app.ts';

const mail = startMailTestApp();
const { t, smtp } = mail;
const db = () => t.database.db;
const PASSWORD = 'Test-Password-2026';

async function auditOf(targetId: string) {
  const result = await db().execute<{ action: string; actor_email: string; before: unknown; after: unknown }>(
    sql`select action, actor_email, before, after from operator_audit_log where target_id = ${targetId} order by id`,
  );
  return result.rows;
}

const publicOffer = (slug: string) => t.app.inject({ method: 'GET', url: `/api/offers/${slug}` });

describe('finding accounts', () => {
  it('matches part of a name, an e-mail address, a company, or a phone number typed any way', async () => {
    const { client: support } = await mail.signedIn({ roles: ['support'] });
    const { user: agency } = await mail.signedIn({
      accountType: 'agency',
      companyName: 'Quayside Lettings 7Q',
      name: 'Nadia Okonjo',
      phone: '0161 496 0777',
    });
    for (const q of ['Quayside', 'okonjo', agency.email.slice(0, 12), '01614960777', '496 0777']) {
      const found = await support.get(`/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(found.statusCode, q).toBe(200);
      expect(
        found.json().data.map((row: { id: string }) => row.id),
        q,
      ).toContain(agency.id);
    }
    const filtered = (await support.get('/api/admin/users?q=Quayside&type=private')).json();
    expect(filtered.data).toEqual([]);
    const bad = await support.get('/api/admin/users?sort=sideways');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sort).toBeDefined();
  });

  it('shows an account’s file with counts, and no message words', async () => {
    const { client: support } = await mail.signedIn({ roles: ['support'] });
    const { user } = await mail.signedIn({ name: 'Owen Pryce' });
    await createOffer(db(), { userId: user.id });
    await createOffer(db(), { userId: user.id, status: 'draft' });
    const file = await support.get(`/api/admin/users/${user.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.json()).toMatchObject({
      name: 'Owen Pryce',
      two_factor: false,
      offers: { total: 2, active: 1, draft: 1 },
      orders: { count: 0, paid_total: 0 },
      messages: { conversations: 0, sent: 0 },
    });
    expect(file.json().sessions.length).toBe(1);
    expect((await support.get('/api/admin/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('suspending and reinstating', () => {
  it('ends the sessions, refuses the login with the reason, hides the ads and its agents’ ads, and tells by e-mail', async () => {
    const { user: supportUser, client: support } = await mail.signedIn({ roles: ['support'] });
    const { user: agency, client: agencyBrowser } = await mail.signedIn({
      accountType: 'agency',
      companyName: 'Fenwick Homes',
      password: PASSWORD,
    });
    const { user: agent } = await mail.signedIn({ accountType: 'agency', roles: ['agent'], companyId: agency.id });
    const own = await createOffer(db(), { userId: agency.id, title: 'Harbour view flat' });
    const agents = await createOffer(db(), { userId: agent.id, title: 'Mill cottage' });
    expect((await publicOffer(own.slug)).statusCode).toBe(200);

    const reason = 'Ads for properties you do not have the right to let';
    const suspended = await support.post(`/api/admin/users/${agency.id}/suspend`, { reason });
    expect(suspended.statusCode).toBe(204);
    expect((await agencyBrowser.get('/api/user')).statusCode).toBe(401);
    const login = createClient(t.app, { remoteAddress: '192.0.2.77' });
    await login.csrf();
    const refused = await login.post('/api/auth/login', { email: agency.email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'account_suspended',
      message: OPERATOR_USER_MESSAGES.loginSuspended(reason),
    });
    expect((await publicOffer(own.slug)).statusCode).toBe(404);
    expect((await publicOffer(agents.slug)).statusCode).toBe(404);
    const search = await t.app.inject({ method: 'GET', url: '/api/search?q=Harbour' });
    expect(JSON.stringify(search.json())).not.toContain(own.slug);
    const told = await smtp.waitForMessage(
      (message) => message.to.includes(agency.email) && /suspended/.test(message.subject),
    );
    expect(told.text).toContain(reason);
    expect((await support.get(`/api/admin/users?status=suspended&q=Fenwick`)).json().data).toHaveLength(1);

    expect((await support.post(`/api/admin/users/${agency.id}/suspend`, { reason })).statusCode).toBe(409);
    expect((await support.post(`/api/admin/users/${agency.id}/reinstate`)).statusCode).toBe(204);
    expect((await publicOffer(own.slug)).statusCode).toBe(200);
    expect((await publicOffer(agents.slug)).statusCode).toBe(200);
    expect((await login.post('/api/auth/login', { email: agency.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await login.get('/api/user/notifications')).json().data[0].message).toBe(
      OPERATOR_USER_MESSAGES.reinstatedNotice,
    );

    const audit = await auditOf(agency.id);
    expect(audit.map((entry) => entry.action)).toEqual(['users.suspend', 'users.reinstate']);
    expect(audit[0]).toMatchObject({
      actor_email: supportUser.email,
      before: { suspended: false, suspension_reason: null },
      after: { suspended: true, suspension_reason: reason },
    });
  });

  it('applies two suspensions sent at once one after the other: one succeeds, one is told it is done', async () => {
    const { client: first } = await mail.signedIn({ roles: ['support'] });
    const { client: second } = await mail.signedIn({ roles: ['owner'] });
    const { user } = await mail.signedIn();
    const answers = await Promise.all([
      first.post(`/api/admin/users/${user.id}/suspend`, { reason: 'Spam ads' }),
      second.post(`/api/admin/users/${user.id}/suspend`, { reason: 'Fake listings' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    expect((await auditOf(user.id)).length).toBe(1);
  });

  it('says plainly what is wrong: no reason, oneself, an account that is not suspended', async () => {
    const { user: supportUser, client: support } = await mail.signedIn({ roles: ['support'] });
    const { user } = await mail.signedIn();
    const empty = await support.post(`/api/admin/users/${user.id}/suspend`, { reason: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.reason).toEqual([OPERATOR_USER_MESSAGES.reasonRequired]);
    const self = await support.post(`/api/admin/users/${supportUser.id}/suspend`, { reason: 'Testing' });
    expect(self.statusCode).toBe(409);
    expect((await support.post(`/api/admin/users/${user.id}/reinstate`)).statusCode).toBe(409);
    const guest = await guestClient(t.app, '192.0.2.90');
    expect((await guest.post(`/api/admin/users/${user.id}/suspend`, { reason: 'Testing' })).statusCode).toBe(401);
  });
});

describe('helping a stuck account holder', () => {
  it('confirms an address by hand, sends the link again, and resets a lost second factor after a fresh proof', async () => {
    const { user: supportUser, client: support } = await mail.signedIn({ roles: ['support'], password: PASSWORD });
    const waiting = await mail.unconfirmed('Ula Waiting');
    expect((await support.post(`/api/admin/users/${waiting.user.id}/resend-activation`)).statusCode).toBe(204);
    await smtp.waitForMessage((message) => message.to.includes(waiting.user.email) && /Activate/.test(message.subject));
    expect((await support.post(`/api/admin/users/${waiting.user.id}/confirm-address`)).statusCode).toBe(204);
    expect((await support.post(`/api/admin/users/${waiting.user.id}/confirm-address`)).statusCode).toBe(409);
    expect((await support.get(`/api/admin/users/${waiting.user.id}`)).json().email_verified).toBe(true);

    const { user: locked, client: lockedBrowser } = await mail.signedIn({ twoFactor: true });
    expect((await support.post(`/api/admin/users/${locked.id}/reset-second-factor`)).statusCode).toBe(204);
    expect((await lockedBrowser.get('/api/user')).statusCode).toBe(401);
    expect((await support.get(`/api/admin/users/${locked.id}`)).json().two_factor).toBe(false);
    expect((await support.post(`/api/admin/users/${locked.id}/reset-second-factor`)).statusCode).toBe(409);

    // Ten minutes on, the reset wants the password again.
    const { user: another } = await mail.signedIn({ twoFactor: true });
    await db().execute(
      sql`update sessions set confirmed_at = now() - interval '11 minutes' where user_id = ${supportUser.id}`,
    );
    const stale = await support.post(`/api/admin/users/${another.id}/reset-second-factor`);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('confirmation_required');
    expect((await auditOf(locked.id)).map((entry) => entry.action)).toEqual(['users.reset-second-factor']);
    expect((await auditOf(waiting.user.id)).map((entry) => entry.action)).toEqual([
      'users.resend-activation',
      'users.confirm-address',
    ]);
  });
});

describe('operator roles', () => {
  it('lets the owner set them after a fresh proof of identity, keeps the account’s kind, and keeps one owner', async () => {
    const { user: owner, client: ownerBrowser } = await mail.signedIn({ roles: ['owner'], password: PASSWORD });
    const { user: colleague } = await mail.signedIn({ roles: ['user', 'support'] });
    const set = await ownerBrowser.put(`/api/admin/users/${colleague.id}/roles`, { roles: ['moderator', 'finance'] });
    expect(set.statusCode).toBe(200);
    expect(set.json().roles).toEqual(['user', 'moderator', 'finance']);

    await db().execute(
      sql`update sessions set confirmed_at = now() - interval '11 minutes' where user_id = ${owner.id}`,
    );
    const stale = await ownerBrowser.put(`/api/admin/users/${colleague.id}/roles`, { roles: [] });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('confirmation_required');
    expect((await ownerBrowser.post('/api/auth/confirm', { password: PASSWORD })).statusCode).toBe(204);
    expect((await ownerBrowser.put(`/api/admin/users/${colleague.id}/roles`, { roles: [] })).json().roles).toEqual([
      'user',
    ]);

    // Other owners may exist from other tests; make this one the only one, then try to step down.
    await db().execute(
      sql`update users set roles = array_remove(roles, 'owner') where id <> ${owner.id} and 'owner' = any(roles)`,
    );
    const alone = await ownerBrowser.put(`/api/admin/users/${owner.id}/roles`, { roles: ['support'] });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe(OPERATOR_USER_MESSAGES.lastOwner);
    expect((await auditOf(colleague.id)).map((entry) => entry.action)).toEqual(['users.roles', 'users.roles']);
  });
});
