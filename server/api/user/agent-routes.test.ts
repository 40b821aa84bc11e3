// A company's agents: invited by e-mail, they choose a password from the link and post
// for the company; removing one hands their ads to the company. Nobody but the company
// itself may list, invite, re-invite or remove its agents.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/accounts.ts';
import { invoices, orders } from '#db/schema/billing.ts';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { createTestApp, type TestApp } from '#tests/setup/app.ts';
import { createClient } from '#tests/setup/client.ts';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from '#tests/setup/smtp.ts';

const PUBLIC_URL = 'https://dazu.example';
const PASSWORD = 'Agency-Desk-42';
let t: TestApp;
let smtp: SmtpCapture;
let address = 10;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function loggedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, { password: PASSWORD, ...overrides });
  address += 1;
  const client = createClient(t.app, { remoteAddress: `203.0.113.${address}` });
  await client.login(user.email, PASSWORD);
  return { user, client };
}

const sentTo = (message: CapturedMail, email: string) =>
  message.to.some((to) => to.toLowerCase() === email.toLowerCase());

async function invitationLink(email: string, after = 0): Promise<string> {
  const mail = await smtp.waitForMessage(
    (message) => sentTo(message, email) && smtp.messages.indexOf(message) >= after,
    15_000,
  );
  const link = smtp.linksIn(mail).find((url) => url.startsWith(`${PUBLIC_URL}/set-password?token=`));
  if (!link) throw new Error('no invitation link');
  return link;
}

describe('agents of a company', () => {
  it('invites an agent who chooses a password, logs in and posts for the company', async () => {
    const { user: company, client } = await loggedIn({ accountType: 'agency', companyName: 'Harbour Homes' });
    const invited = await client.post('/api/user/agents', { name: 'Amy Agent', email: ' Amy@Harbour.example ' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      name: 'Amy Agent',
      email: 'Amy@Harbour.example',
      status: 'invited',
      offers_count: 0,
    });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, invited.json().id));
    expect(stored).toMatchObject({
      companyId: company.id,
      roles: ['agent'],
      accountType: 'agency',
      passwordHash: null,
    });

    const mail = await smtp.waitForMessage((message) => sentTo(message, 'amy@harbour.example'), 15_000);
    expect(mail.subject).toBe('Harbour Homes invites you to Dazu');
    const link = await invitationLink('Amy@Harbour.example');
    const token = new URL(link).searchParams.get('token');

    // Not usable before the password is chosen.
    const agent = createClient(t.app, { remoteAddress: '203.0.113.90' });
    await agent.csrf();
    expect((await agent.post('/api/auth/login', { email: 'amy@harbour.example', password: PASSWORD })).statusCode).toBe(
      401,
    );
    const set = await agent.post('/api/auth/set-password', { token, password: PASSWORD, rePassword: PASSWORD });
    expect(set.statusCode).toBe(204);
    await agent.login('amy@harbour.example', PASSWORD);

    // The company is told in its bell that the agent joined.
    expect((await client.get('/api/user/notifications')).json().data[0]).toMatchObject({
      message: 'Amy Agent (Amy@Harbour.example) has accepted your invitation and joined as an agent.',
      link: '/agents',
    });

    const list = await client.get('/api/user/agents');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ name: 'Amy Agent', status: 'active' })]);
    expect(list.json().meta).toMatchObject({ total: 1, page: 1, per_page: 25 });

    // The company manages its agent's ads.
    await createOffer(t.database.db, { userId: invited.json().id, title: 'Agent’s harbour flat' });
    const mine = await client.get(`/api/user/offers?agent=${invited.json().id}`);
    expect(mine.json().data.map((offer: { title: string }) => offer.title)).toEqual(['Agent’s harbour flat']);

    // An agent cannot manage agents.
    expect((await agent.get('/api/user/agents')).statusCode).toBe(403);
    expect((await agent.post('/api/user/agents', { name: 'Bob', email: 'bob@harbour.example' })).statusCode).toBe(403);
  });

  it('re-sends an invitation while no password is chosen: the earlier link stops working', async () => {
    const { client } = await loggedIn({ accountType: 'developer', companyName: 'Hilltop Developments' });
    const { id } = (await client.post('/api/user/agents', { name: 'Dan', email: 'dan@hilltop.example' })).json();
    const first = await invitationLink('dan@hilltop.example');
    const count = smtp.messages.length;
    expect((await client.get(`/api/user/agents/resend-email/${id}`)).statusCode).toBe(204);
    const second = await invitationLink('dan@hilltop.example', count);
    expect(second).not.toBe(first);
    const agent = createClient(t.app, { remoteAddress: '203.0.113.91' });
    await agent.csrf();
    const set = (link: string) =>
      agent.post('/api/auth/set-password', {
        token: new URL(link).searchParams.get('token'),
        password: PASSWORD,
        rePassword: PASSWORD,
      });
    expect((await set(first)).statusCode).toBe(404);
    expect((await set(second)).statusCode).toBe(204);
    const again = await client.get(`/api/user/agents/resend-email/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('agent_active');
  });

  it('removes an agent: the ads, orders and invoices pass to the company, the agent is logged out', async () => {
    const { user: company, client } = await loggedIn({ accountType: 'agency' });
    const { user: agentUser, client: agent } = await loggedIn({ companyId: company.id, roles: ['agent'] });
    const live = await createOffer(t.database.db, { userId: agentUser.id });
    const draft = await createOffer(t.database.db, { userId: agentUser.id, status: 'draft' });
    // The agent paid for one of them: the order and its invoice follow the ads.
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
    expect(await billedTo()).toEqual({ orders: [company.id], invoices: [company.id] });
    const owners = await t.database.db
      .select({ userId: offers.userId })
      .from(offers)
      .where(sql`${offers.id} in (${live.id}, ${draft.id})`);
    expect(owners).toEqual([{ userId: company.id }, { userId: company.id }]);
    expect(await t.database.db.select().from(users).where(eq(users.id, agentUser.id))).toEqual([]);
    expect((await agent.get('/api/auth/check')).json()).toBe(false);
    expect((await t.app.inject({ url: `/api/offers/${live.id}` })).statusCode).toBe(200);
    expect((await client.delete(`/api/user/agents/${agentUser.id}`)).statusCode).toBe(404);
  });

  it('refuses another company, a private user, a guest, and bad input', async () => {
    const { user: company } = await loggedIn({ accountType: 'agency' });
    const { user: agentUser } = await loggedIn({ companyId: company.id, roles: ['agent'] });
    await createOffer(t.database.db, { userId: agentUser.id });
    const { client: rival } = await loggedIn({ accountType: 'agency' });
    const { client: person } = await loggedIn();
    const guest = createClient(t.app, { remoteAddress: '203.0.113.92' });
    await guest.csrf();

    expect((await rival.get('/api/user/agents')).json().data).toEqual([]);
    expect((await rival.delete(`/api/user/agents/${agentUser.id}`)).statusCode).toBe(404);
    expect((await rival.get(`/api/user/agents/resend-email/${agentUser.id}`)).statusCode).toBe(404);
    for (const client of [person, guest]) {
      const expected = client === guest ? 401 : 403;
      expect((await client.get('/api/user/agents')).statusCode).toBe(expected);
      expect((await client.post('/api/user/agents', { name: 'X', email: 'x@x.example' })).statusCode).toBe(expected);
      expect((await client.delete(`/api/user/agents/${agentUser.id}`)).statusCode).toBe(expected);
      expect((await client.get(`/api/user/agents/resend-email/${agentUser.id}`)).statusCode).toBe(expected);
    }
    const [still] = await t.database.db.select().from(users).where(eq(users.id, agentUser.id));
    expect(still?.companyId).toBe(company.id);

    const { client } = await loggedIn({ accountType: 'hotel' });
    const taken = await client.post('/api/user/agents', { name: 'Copy', email: agentUser.email.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('email_already_exist');
    const bad = await client.post('/api/user/agents', { name: '', email: 'nope', role: 'admin' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'role']);
    expect((await client.delete('/api/user/agents/not-an-id')).statusCode).toBe(422);
    expect(
      (await client.post('/api/user/agents', { name: 'Z', email: 'z@z.example' }, { csrf: false })).statusCode,
    ).toBe(419);
  });
});
