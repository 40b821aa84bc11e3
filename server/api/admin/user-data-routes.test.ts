// A person's data, as they download it from their settings and as support downloads it
// for them (a zip of JSON and CSV files; nothing that would let anyone act as them), and
// support deleting an account with a reason: the holder cannot sign in and is told by
// e-mail, operators' accounts and one's own are refused, two deletions at once delete
// once. Both back-office actions want a fresh proof of identity and are in the audit log.
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { OPERATOR_USER_MESSAGES } from '#contract/operator-users.ts';
import { createOffer } from '#tests/fixtures/offers.ts';
import { createClient, guestClient } from '#tests/setup/client.ts';
import { startMailTestApp } from '#tests/setup/mail-app.ts';

const mail = startMailTestApp();
const { t, smtp } = mail;
const db = () => t.database.db;
const PASSWORD = 'Test-Password-2026';

function filesOf(zip: Buffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(zip));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

async function auditActions(targetId: string): Promise<string[]> {
  const { rows } = await db().execute<{ action: string }>(
    sql`select action from operator_audit_log where target_id = ${targetId} order by id`,
  );
  return rows.map((row) => row.action);
}

describe('a person’s own data', () => {
  it('downloads as a zip with the profile, ads and both sides of their conversations, and no secrets', async () => {
    const seller = await mail.signedIn({ name: 'Greta Seller' });
    const offer = await createOffer(db(), { userId: seller.user.id, title: 'Stone barn near Hexham' });
    const buyer = await mail.signedIn({ name: 'Hamid Buyer' });
    const wrote = await buyer.client.post('/api/conversations', {
      offer_id: offer.id,
      body: 'Is the barn still for sale?',
    });
    expect(wrote.statusCode).toBe(201);

    const answer = await seller.client.get('/api/user/data-export');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="dazu-data-\d{4}-\d\d-\d\d\.zip"$/);
    const files = filesOf(answer.rawPayload);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'account.json', 'ads.csv', 'messages.json']),
    );
    expect(JSON.parse(files['account.json'] ?? '')).toMatchObject({ email: seller.user.email, name: 'Greta Seller' });
    expect(JSON.parse(files['ads.json'] ?? '')[0]).toMatchObject({ id: offer.id, title: 'Stone barn near Hexham' });
    expect(files['ads.csv']).toContain('Stone barn near Hexham');
    expect(JSON.parse(files['messages.json'] ?? '')).toEqual([
      expect.objectContaining({ sender: 'Hamid Buyer', body: 'Is the barn still for sale?' }),
    ]);
    const everything = Object.values(files).join('\n');
    for (const secret of ['password_hash', 'id_hash', 'csrf_token', 'token_hash', '$argon2']) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain(buyer.user.email);
    expect((await (await guestClient(t.app)).get('/api/user/data-export')).statusCode).toBe(401);
  });
});

describe('support and an account’s data', () => {
  it('downloads it for the holder after a fresh proof, on the record; other roles cannot', async () => {
    const { user: agent, client: support } = await mail.signedIn({ roles: ['support'] });
    const { user } = await mail.signedIn({ name: 'Ines Holder' });
    const answer = await support.get(`/api/admin/users/${user.id}/data-export`);
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(filesOf(answer.rawPayload)['account.json'] ?? '')).toMatchObject({ email: user.email });
    expect(await auditActions(user.id)).toEqual(['users.data-export']);

    await db().execute(
      sql`update sessions set confirmed_at = now() - interval '11 minutes' where user_id = ${agent.id}`,
    );
    const stale = await support.get(`/api/admin/users/${user.id}/data-export`);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('confirmation_required');
    const { client: moderator } = await mail.signedIn({ roles: ['moderator'] });
    expect((await moderator.get(`/api/admin/users/${user.id}/data-export`)).statusCode).toBe(403);
    expect((await support.get('/api/admin/users/00000000-0000-4000-8000-000000000000/data-export')).statusCode).toBe(
      403,
    );
  });

  it('deletes an account with a reason: it cannot sign in, is told by e-mail, and the audit log keeps who and why', async () => {
    const { client: support } = await mail.signedIn({ roles: ['support'] });
    const holder = await mail.signedIn({ name: 'Jude Leaving' });
    const offer = await createOffer(db(), { userId: holder.user.id });
    const reason = 'Asked by the holder on the phone, identity checked';
    const parallel = await Promise.all([
      support.delete(`/api/admin/users/${holder.user.id}`, { reason }),
      support.delete(`/api/admin/users/${holder.user.id}`, { reason }),
    ]);
    expect(parallel.map((answer) => answer.statusCode).sort(), parallel[0]?.body).toEqual([204, 404]);
    const login = createClient(t.app, { remoteAddress: '203.0.113.77' });
    await login.csrf();
    expect((await login.post('/api/auth/login', { email: holder.user.email, password: PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/offers/${offer.slug}` })).statusCode).toBe(404);
    const told = await smtp.waitForMessage(
      (message) => message.to.includes(holder.user.email) && /deleted/.test(message.subject),
    );
    expect(told.text).toContain(reason);
    expect(await auditActions(holder.user.id)).toEqual(['users.delete']);
  });

  it('refuses its own account, an operator’s, no reason, and a stale proof', async () => {
    const { user: agent, client: support } = await mail.signedIn({ roles: ['support'] });
    const { user: editor } = await mail.signedIn({ roles: ['editor'] });
    const { user } = await mail.signedIn();
    const own = await support.delete(`/api/admin/users/${agent.id}`, { reason: 'Testing myself' });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(OPERATOR_USER_MESSAGES.notYourselfToDelete);
    const operator = await support.delete(`/api/admin/users/${editor.id}`, { reason: 'No longer with us' });
    expect(operator.statusCode).toBe(409);
    expect(operator.json().message).toBe(OPERATOR_USER_MESSAGES.operatorToDelete);
    const silent = await support.delete(`/api/admin/users/${user.id}`, {});
    expect(silent.statusCode).toBe(422);
    expect(silent.json().errors.reason).toBeDefined();
    await db().execute(
      sql`update sessions set confirmed_at = now() - interval '11 minutes' where user_id = ${agent.id}`,
    );
    const stale = await support.delete(`/api/admin/users/${user.id}`, { reason: 'Asked by the holder' });
    expect(stale.json().code).toBe('confirmation_required');
    expect(await auditActions(user.id)).toEqual([]);
  });
});
