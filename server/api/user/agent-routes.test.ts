// A company's agents: an invitation creates nothing until the invited person answers its
// e-mailed link (a new person makes their account there; a person with an account logs
// in and accepts or refuses); removing an agent hands their ads to the company and
// leaves the person their account. Nobody but the company itself may list, invite,
// re-invite, withdraw or remove.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AGENT_MESSAGES } from '#contract/agents.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { accountTokens, users } from '#db/schema/accounts.ts';
import { agentInvitations } from '#db/schema/agents.ts';
import { invoices, orders } from '#db/schema/billing.ts';
import { offers } from '#db/schema/offers.ts';
import { createOffer } from '#tests/fixtures/offers.ts';
import { guestClient, type TestClient } from '#tests/setup/client.ts';
import { smtpTestAppForFile } from '#tests/setup/mail-app.ts';
import type { CapturedMail } from '#tests/setup/smtp.ts';
import { signedInUser, type UserOverrides } from '#tests/setup/users.ts';

const PUBLIC_URL = 'https://dazu.example';
const PASSWORD = 'Agency-Desk-42';
let address = 10;

const { t, smtp } = smtpTestAppForFile({ PUBLIC_URL });

const newAddress = () => {
  address += 1;
  return `203.0.${Math.floor(address / 250)}.${address % 250}`;
};

const loggedIn = (overrides: UserOverrides = {}) => signedInUser(t, newAddress(), { password: PASSWORD, ...overrides });

const visitor = (): Promise<TestClient> => guestClient(t.app, newAddress());

const company = (name = 'Harbour Homes') => loggedIn({ accountType: 'agency', companyName: name });

const sentTo = (message: CapturedMail, email: string) =>
  message.to.some((to) => to.toLowerCase() === email.toLowerCase());

/** The token of the newest invitation e-mail to the address (sent after the mail numbered `after`). */
async function invitationToken(email: string, after = 0): Promise<string> {
  const mail = await smtp.waitForMessage(
    (message) => sentTo(message, email) && smtp.messages.indexOf(message) >= after,
    15_000,
  );
  const link = smtp.linksIn(mail).find((url) => url.startsWith(`${PUBLIC_URL}/agent-invitation?token=`));
  if (!link) throw new Error('no invitation link');
  return String(new URL(link).searchParams.get('token'));
}

async function invite(client: TestClient, name: string, email: string) {
  const response = await client.post('/api/user/agents', { name, email });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as string, token: await invitationToken(email) };
}

const accountsWith = (email: string) =>
  t.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
const view = (client: TestClient, token: string) => client.get(`/api/agent-invitations?token=${token}`);
const listOf = async (client: TestClient) =>
  (await client.get('/api/user/agents')).json().data as Array<{ id: string; status: string; kind: string }>;

describe('inviting a new person', () => {
  it('creates no account: the person makes theirs through the link, joins and posts for the company', async () => {
    const { user: agency, client } = await company();
    const invited = await client.post('/api/user/agents', { name: 'Amy Agent', email: ' Amy@Harbour.example ' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      kind: 'invitation',
      name: 'Amy Agent',
      email: 'Amy@Harbour.example',
      status: 'invited',
      offers_count: 0,
    });
    expect(await accountsWith('amy@harbour.example')).toEqual([]);
    const mail = await smtp.waitForMessage((message) => sentTo(message, 'amy@harbour.example'), 15_000);
    expect(mail.subject).toBe('Harbour Homes invites you to join it on Dazu');
    const token = await invitationToken('amy@harbour.example');

    const amy = await visitor();
    expect((await amy.post('/api/auth/login', { email: 'amy@harbour.example', password: PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await view(amy, token)).json()).toMatchObject({
      step: 'join',
      company_name: 'Harbour Homes',
      name: 'Amy Agent',
      email: 'Amy@Harbour.example',
    });
    const weak = await amy.post('/api/agent-invitations/join', {
      token,
      name: 'Amy Agent',
      password: 'Password1',
      rePassword: 'Password1',
    });
    expect(weak.statusCode).toBe(422);
    const joined = await amy.post('/api/agent-invitations/join', {
      token,
      name: 'Amy A. Agent',
      password: PASSWORD,
      rePassword: PASSWORD,
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ message: AGENT_MESSAGES.joined('Harbour Homes') });
    const [account] = await accountsWith('amy@harbour.example');
    expect(account).toMatchObject({
      companyId: agency.id,
      roles: ['agent'],
      accountType: 'agency',
      name: 'Amy A. Agent',
    });
    expect(account?.emailVerifiedAt).not.toBeNull();
    // The link is spent.
    expect((await view(amy, token)).statusCode).toBe(404);
    const again = await amy.post('/api/agent-invitations/join', {
      token,
      name: 'Amy',
      password: PASSWORD,
      rePassword: PASSWORD,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(AGENT_MESSAGES.linkInvalid);

    await amy.login('amy@harbour.example', PASSWORD);
    expect((await client.get('/api/user/notifications')).json().data[0]).toMatchObject({
      message: 'Amy A. Agent (Amy@Harbour.example) has accepted your invitation and joined as an agent.',
      link: '/agents',
    });
    const list = (await client.get('/api/user/agents')).json();
    expect(list.data).toEqual([
      expect.objectContaining({ id: account?.id, kind: 'agent', name: 'Amy A. Agent', status: 'active' }),
    ]);
    expect(list.meta).toMatchObject({ total: 1, page: 1, per_page: 25 });

    // The company manages its agent's ads; an agent manages no agents.
    await createOffer(t.database.db, { userId: String(account?.id), title: 'Agent’s harbour flat' });
    const managed = await client.get(`/api/user/offers?agent=${account?.id}`);
    expect(managed.json().data.map((offer: { title: string }) => offer.title)).toEqual(['Agent’s harbour flat']);
    expect((await amy.get('/api/user/agents')).statusCode).toBe(403);
    expect((await amy.post('/api/user/agents', { name: 'Bob', email: 'bob@harbour.example' })).statusCode).toBe(403);
  });

  it('never blocks the address from registering on its own: the invitation simply stays to answer later', async () => {
    const { client } = await company('Quayside Lets');
    const { id, token } = await invite(client, 'Vic Victim', 'vic@example.test');
    const vic = await visitor();
    const registered = await vic.post('/api/auth/register', {
      type: 'user',
      name: 'Vic Independent',
      email: 'VIC@example.test',
      password: 'Own-Garden-77',
      rePassword: 'Own-Garden-77',
      tos: true,
    });
    expect(registered.statusCode).toBe(204);
    const [account] = await accountsWith('vic@example.test');
    expect(account).toMatchObject({ companyId: null, roles: ['user'], accountType: 'private' });
    // Nothing the company holds works on the account: no password link of any kind.
    const links = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, String(account?.id)));
    expect(links.filter((link) => link.purpose !== 'activation')).toEqual([]);
    const set = await vic.post('/api/auth/set-password', { token, password: PASSWORD, rePassword: PASSWORD });
    expect(set.statusCode).toBe(404);
    // The invitation waits; the company sees it as it was.
    expect((await listOf(client)).find((entry) => entry.id === id)).toMatchObject({ status: 'invited' });
    expect((await view(await visitor(), token)).json().step).toBe('log_in');
    // Joining as a new person is refused now that the address has an account.
    const join = await (await visitor()).post('/api/agent-invitations/join', {
      token,
      name: 'Someone',
      password: PASSWORD,
      rePassword: PASSWORD,
    });
    expect(join.statusCode).toBe(409);
    expect(join.json()).toEqual({ message: AGENT_MESSAGES.accountExists, code: 'account_exists' });
    expect(await accountsWith('vic@example.test')).toHaveLength(1);
  });
});

describe('inviting someone who has an account', () => {
  it('they refuse: the account stays independent with its ads, and the company sees the refusal', async () => {
    const { user: agency, client } = await company('Rival Estates');
    const { user: person } = await loggedIn({ email: 'ivy@example.test', name: 'Ivy Owner' });
    const own = await createOffer(t.database.db, { userId: person.id, title: 'Ivy’s own cottage' });
    const { id, token } = await invite(client, 'Ivy', 'IVY@example.test');
    // The link's page, before logging in: log in to accept.
    const someone = await visitor();
    expect((await view(someone, token)).json()).toMatchObject({ step: 'log_in', offers_count: 0 });
    const refused = await someone.post('/api/agent-invitations/decline', { token });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ message: AGENT_MESSAGES.declined('Rival Estates') });

    const [after] = await accountsWith('ivy@example.test');
    expect(after).toMatchObject({ companyId: null, roles: ['user'], accountType: 'private' });
    const [ad] = await t.database.db.select().from(offers).where(eq(offers.id, own.id));
    expect(ad?.userId).toBe(person.id);
    expect((await client.get(`/api/user/offers?agent=${person.id}`)).json().data ?? []).toEqual([]);
    expect((await listOf(client)).find((entry) => entry.id === id)).toMatchObject({
      kind: 'invitation',
      status: 'declined',
    });
    await expect
      .poll(async () => (await client.get('/api/user/notifications')).json().data[0]?.message)
      .toBe('Ivy (IVY@example.test) refused your invitation to join as an agent.');
    // The link is spent either way; the company cannot send a refused invitation again.
    expect((await someone.post('/api/agent-invitations/decline', { token })).statusCode).toBe(404);
    const resent = await client.post(`/api/user/agents/${id}/resend-email`);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().code).toBe('invitation_declined');
    const [row] = await t.database.db.select().from(agentInvitations).where(eq(agentInvitations.id, id));
    expect(row).toMatchObject({ status: 'declined', companyId: agency.id, tokenHash: null });
  });

  it('they log in and accept: the page counts their ads first; the account and its ads move into the company', async () => {
    const { user: agency, client } = await company('Northgate Lettings');
    const { user: person, client: own } = await loggedIn({ email: 'jo@example.test', name: 'Jo Joiner' });
    const ad = await createOffer(t.database.db, { userId: person.id, title: 'Jo’s terrace' });
    await createOffer(t.database.db, { userId: person.id, title: 'Jo’s draft', status: 'draft' });
    const { token } = await invite(client, 'Jo', 'jo@example.test');

    expect((await view(own, token)).json()).toMatchObject({
      step: 'accept',
      company_name: 'Northgate Lettings',
      offers_count: 2,
      live_offers_count: 1,
    });
    // Only that account accepts: not a visitor, not another account holding the link.
    const stranger = await visitor();
    expect((await stranger.post('/api/agent-invitations/accept', { token })).statusCode).toBe(401);
    const { client: other } = await loggedIn({ email: 'not-jo@example.test' });
    const wrong = await other.post('/api/agent-invitations/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: AGENT_MESSAGES.wrongAccount('jo@example.test'), code: 'wrong_account' });
    expect((await view(other, token)).json().step).toBe('log_in');

    const accepted = await own.post('/api/agent-invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: person.id, type: 'agency', roles: ['agent'] });
    const [after] = await accountsWith('jo@example.test');
    expect(after).toMatchObject({ companyId: agency.id, roles: ['agent'] });
    expect((await own.post('/api/agent-invitations/accept', { token })).statusCode).toBe(404);

    const list = await listOf(client);
    expect(list).toEqual([expect.objectContaining({ id: person.id, kind: 'agent', status: 'active' })]);
    const managed = (await client.get(`/api/user/offers?agent=${person.id}`)).json().data;
    expect(managed.map((offer: { id: string }) => offer.id)).toContain(ad.id);
  });

  it('a company or another company’s agent cannot join; the invitation stays to refuse', async () => {
    const { client } = await company('Hilltop Homes');
    const { client: otherCompany } = await loggedIn({
      email: 'boss@elsewhere.example',
      accountType: 'developer',
      companyName: 'Elsewhere Ltd',
    });
    const { token } = await invite(client, 'Boss', 'boss@elsewhere.example');
    expect((await view(otherCompany, token)).json().step).toBe('cannot_join');
    const refused = await otherCompany.post('/api/agent-invitations/accept', { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: AGENT_MESSAGES.cannotJoin, code: 'cannot_join' });
    const [after] = await accountsWith('boss@elsewhere.example');
    expect(after).toMatchObject({ companyId: null, roles: ['company'], accountType: 'developer' });
    expect((await otherCompany.post('/api/agent-invitations/decline', { token })).statusCode).toBe(200);
  });
});

describe('the company’s side', () => {
  it('re-sends a waiting invitation (the earlier link stops working) and withdraws one', async () => {
    const { client } = await company('Dales Developments');
    const { id, token: first } = await invite(client, 'Dan', 'dan@dales.example');
    const count = smtp.messages.length;
    expect((await client.post(`/api/user/agents/${id}/resend-email`)).statusCode).toBe(204);
    const second = await invitationToken('dan@dales.example', count);
    expect(second).not.toBe(first);
    const dan = await visitor();
    expect((await view(dan, first)).statusCode).toBe(404);
    expect((await view(dan, second)).statusCode).toBe(200);

    const withdrawn = await client.delete(`/api/user/agents/${id}`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ reassigned_offers: 0 });
    expect((await view(dan, second)).statusCode).toBe(404);
    expect(await listOf(client)).toEqual([]);
    expect((await client.delete(`/api/user/agents/${id}`)).statusCode).toBe(404);
  });

  it('keeps the spec’s GET for re-sending, for the site’s own pages only (token or same-origin)', async () => {
    const { client } = await company('Seaview Hotels');
    const { id } = await invite(client, 'Sam', 'sam@seaview.example');
    const url = `/api/user/agents/resend-email/${id}`;
    const sent = () => smtp.messages.filter((message) => sentTo(message, 'sam@seaview.example')).length;
    const before = sent();
    for (const headers of [{}, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const refused = await client.get(url, { headers });
      expect(refused.statusCode).toBe(419);
      expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.csrfMismatch, code: 'csrf_token_mismatch' });
    }
    expect((await client.post(`/api/user/agents/${id}/resend-email`, undefined, { csrf: false })).statusCode).toBe(419);
    expect((await client.get(url, { headers: { 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(204);
    expect((await client.get(url, { csrf: true })).statusCode).toBe(204);
    await expect.poll(sent, { timeout: 15_000 }).toBe(before + 2);
  });

  it('removes an agent: ads, orders and invoices pass to the company; the person keeps a private account', async () => {
    const { user: agency, client } = await company('Moor & Dale');
    const { user: agentUser, client: agent } = await loggedIn({ companyId: agency.id, roles: ['agent'] });
    const live = await createOffer(t.database.db, { userId: agentUser.id });
    const draft = await createOffer(t.database.db, { userId: agentUser.id, status: 'draft' });
    const paidFor = await createOffer(t.database.db, { userId: agentUser.id, status: 'draft' });
    const charged = await agent.post(`/api/offers/charge/${paidFor.id}?platform=desktop`, {
      package: 'premium',
      gateway: 'sandbox',
    });
    expect(charged.statusCode).toBe(201);
    expect((await agent.post(`/api/payments/sandbox/${charged.json().order_id}`, { outcome: 'paid' })).statusCode).toBe(
      200,
    );
    const billedTo = async () => ({
      orders: (
        await t.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.offerId, paidFor.id))
      ).map((row) => row.userId),
      invoices: (
        await t.database.db
          .select({ userId: invoices.userId })
          .from(invoices)
          .where(eq(invoices.orderId, charged.json().order_id))
      ).map((row) => row.userId),
    });
    expect(await billedTo()).toEqual({ orders: [agentUser.id], invoices: [agentUser.id] });
    const removed = await client.delete(`/api/user/agents/${agentUser.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ reassigned_offers: 3 });
    expect(await billedTo()).toEqual({ orders: [agency.id], invoices: [agency.id] });
    const owners = await t.database.db
      .select({ userId: offers.userId })
      .from(offers)
      .where(sql`${offers.id} in (${live.id}, ${draft.id})`);
    expect(owners).toEqual([{ userId: agency.id }, { userId: agency.id }]);
    // The person's account is theirs: it stays, outside the company, and is logged out.
    const [after] = await t.database.db.select().from(users).where(eq(users.id, agentUser.id));
    expect(after).toMatchObject({ companyId: null, roles: ['user'], accountType: 'private' });
    expect((await agent.get('/api/auth/check')).json()).toBe(false);
    await agent.login(agentUser.email, PASSWORD);
    expect((await agent.get('/api/user/notifications')).json().data[0].message).toBe(
      'Moor & Dale removed you from its agents. Your account is now a private one; the ads you had as its agent stay with Moor & Dale.',
    );
    expect((await t.app.inject({ url: `/api/offers/${live.id}` })).statusCode).toBe(200);
    expect((await client.delete(`/api/user/agents/${agentUser.id}`)).statusCode).toBe(404);
  });

  it('another company cannot see or act on an invitation or an agent; nor can a person or a visitor', async () => {
    const { user: agency, client } = await company('Owner Agency');
    const { id, token } = await invite(client, 'Pat', 'pat@owner.example');
    const { user: agentUser } = await loggedIn({ companyId: agency.id, roles: ['agent'] });
    const { client: rival } = await company('Rival Agency');
    const { client: person } = await loggedIn();
    const guest = await visitor();

    expect(await listOf(rival)).toEqual([]);
    for (const target of [id, agentUser.id]) {
      expect((await rival.delete(`/api/user/agents/${target}`)).statusCode).toBe(404);
      expect((await rival.post(`/api/user/agents/${target}/resend-email`)).statusCode).toBe(404);
      expect((await rival.get(`/api/user/agents/resend-email/${target}`, { csrf: true })).statusCode).toBe(404);
    }
    for (const other of [person, guest]) {
      const expected = other === guest ? 401 : 403;
      expect((await other.get('/api/user/agents')).statusCode).toBe(expected);
      expect((await other.post('/api/user/agents', { name: 'X', email: 'x@x.example' })).statusCode).toBe(expected);
      expect((await other.delete(`/api/user/agents/${id}`)).statusCode).toBe(expected);
      expect((await other.post(`/api/user/agents/${id}/resend-email`)).statusCode).toBe(expected);
    }
    const [row] = await t.database.db.select().from(agentInvitations).where(eq(agentInvitations.id, id));
    expect(row?.status).toBe('pending');
    expect((await view(guest, token)).statusCode).toBe(200);
    const [still] = await t.database.db.select().from(users).where(eq(users.id, agentUser.id));
    expect(still?.companyId).toBe(agency.id);
  });

  it('refuses bad input, its own address, a second open invitation and an address already its agent', async () => {
    const { user: agency, client } = await company('Hotel Bay');
    const bad = await client.post('/api/user/agents', { name: '', email: 'nope', role: 'admin' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'role']);
    expect((await client.delete('/api/user/agents/not-an-id')).statusCode).toBe(422);
    const own = await client.post('/api/user/agents', { name: 'Me', email: agency.email.toUpperCase() });
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('own_address');
    await invite(client, 'Kim', 'kim@bay.example');
    const twice = await client.post('/api/user/agents', { name: 'Kim', email: 'KIM@bay.example' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('invitation_pending');
    const { user: agentUser } = await loggedIn({ companyId: agency.id, roles: ['agent'] });
    const member = await client.post('/api/user/agents', { name: 'Again', email: agentUser.email });
    expect(member.statusCode).toBe(409);
    expect(member.json().code).toBe('already_agent');
    expect(
      (await client.post('/api/user/agents', { name: 'Z', email: 'z@z.example' }, { csrf: false })).statusCode,
    ).toBe(419);
    // Any address with an account may be invited: the answer does not tell the company it exists.
    const { user: existing } = await loggedIn();
    expect((await client.post('/api/user/agents', { name: 'Ex', email: existing.email })).statusCode).toBe(201);
  });
});
