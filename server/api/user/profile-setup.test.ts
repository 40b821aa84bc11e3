// Profile set-up asks what the account needs now: a person may go on without a phone, a
// business account may not; and /api/user reports the same completeness the guards use.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hasPermission, permissionsOf } from '#contract/permissions.ts';
import { users } from '#db/schema/accounts.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { signedInClient } from '#tests/setup/client.ts';

const t = testAppForFile();

const PASSWORD = 'Kettle-Moss-42';
let counter = 0;
async function newAccount(overrides: Parameters<typeof createUser>[1] = {}) {
  const email = `setup-${++counter}@example.test`;
  const user = await createUser(t.database.db, { email, password: PASSWORD, phone: null, ...overrides });
  // A new account: the set-up has not been done yet.
  await t.database.db.update(users).set({ profileCompletedAt: null }).where(eq(users.id, user.id));
  const browser = await signedInClient(t.app, email, PASSWORD, `198.51.100.${counter}`);
  return { user, browser };
}

describe('profile set-up', () => {
  it('lets a house hunter (private account) complete it without a phone', async () => {
    const { browser, user } = await newAccount();
    expect((await browser.get('/api/user')).json()).toMatchObject({ profile_completed: false });
    const done = await browser.post('/api/user/profile-setup', { name: 'Amira Khan', phone: '' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ name: 'Amira Khan', phone: null, profile_completed: true });
    expect((await browser.get('/api/user')).json()).toMatchObject({
      is_profile_completed: true,
      profile_completed: true,
    });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.profileCompletedAt).not.toBeNull();
    // Leaving the phone out altogether is the same.
    const other = await newAccount();
    expect((await other.browser.post('/api/user/profile-setup', { name: 'Tom' })).statusCode).toBe(200);
  });

  it('keeps the phone a person chooses to give', async () => {
    const { browser } = await newAccount();
    const done = await browser.post('/api/user/profile-setup', { name: 'Amira Khan', phone: '07700 900222' });
    expect(done.json()).toMatchObject({ phone: '07700 900222', profile_completed: true });
  });

  it('asks a business account for its phone, on the server too', async () => {
    const { browser } = await newAccount({ accountType: 'agency', name: 'Harbour & Vale Estates' });
    const refused = await browser.post('/api/user/profile-setup', { name: 'Harbour & Vale Estates', phone: '' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ phone: ['Enter your phone number'] });
    expect((await browser.get('/api/user')).json()).toMatchObject({ profile_completed: false });
    const done = await browser.post('/api/user/profile-setup', {
      name: 'Harbour & Vale Estates',
      phone: '0161 496 0000',
    });
    expect(done.json()).toMatchObject({ profile_completed: true });
  });

  it('counts a person without a phone as complete once set up, and a company without one as not', async () => {
    const person = await newAccount();
    await t.database.db.update(users).set({ profileCompletedAt: new Date() }).where(eq(users.id, person.user.id));
    expect((await person.browser.get('/api/user')).json()).toMatchObject({ profile_completed: true });
    const company = await newAccount({ accountType: 'developer' });
    await t.database.db.update(users).set({ profileCompletedAt: new Date() }).where(eq(users.id, company.user.id));
    expect((await company.browser.get('/api/user')).json()).toMatchObject({ profile_completed: false });
  });
});

describe('permissions the menus show', () => {
  it('gives company accounts the agents and import pages, and not their agents or persons', async () => {
    const company = await createUser(t.database.db, { accountType: 'agency' });
    const agent = await newAccount({ accountType: 'agency', roles: ['agent'], companyId: company.id });
    const person = await newAccount();
    for (const { browser, can } of [
      { browser: agent.browser, can: false },
      { browser: person.browser, can: false },
    ]) {
      await browser.post('/api/user/profile-setup', { name: 'Priya Shah', phone: '07700 900333' });
      const me = (await browser.get('/api/user')).json();
      expect(me.permissions.includes('agents.manage')).toBe(can);
      expect(me.permissions.includes('offers.import')).toBe(can);
      expect((await browser.get('/api/user/agents')).statusCode).toBe(403);
      expect((await browser.get('/api/offers-import/get-imported-offers')).statusCode).toBe(403);
    }
    expect(permissionsOf(['company'])).toEqual(expect.arrayContaining(['agents.manage', 'offers.import']));
    expect(hasPermission(['agent'], 'agents.manage')).toBe(false);
    expect(hasPermission(['company'], 'offers.import')).toBe(true);
  });

  it('lets the company itself use both', async () => {
    const { browser } = await newAccount({ accountType: 'agency', phone: '0161 496 0001' });
    await browser.post('/api/user/profile-setup', { name: 'Harbour & Vale Estates', phone: '0161 496 0001' });
    expect((await browser.get('/api/user')).json().permissions).toEqual(
      expect.arrayContaining(['agents.manage', 'offers.import']),
    );
    expect((await browser.get('/api/user/agents')).statusCode).toBe(200);
    expect((await browser.get('/api/offers-import/get-imported-offers')).statusCode).toBe(200);
  });
});
