import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, REGISTRATION_MESSAGES as M, SPEC_MESSAGES } from '#contract/messages.ts';
import { ACCOUNT_LIMITS } from '#core/accounts/limits.ts';
import { sha256 } from '#core/accounts/secrets.ts';
import { issueToken } from '#core/accounts/tokens.ts';
import { accountTokens, sessions, users } from '#db/schema/accounts.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { createClient } from '#tests/setup/client.ts';

const t = testAppForFile();

let address = 0;
/** Each test gets its own client address, so per-address limits do not leak between tests. */
const client = () => createClient(t.app, { remoteAddress: `198.51.100.${++address}` });
const PASSWORD = 'Kettle-Moss-42';
const registration = (overrides: Record<string, unknown> = {}) => ({
  type: 'user',
  name: 'Ada Lovelace',
  email: `ada-${Math.random().toString(36).slice(2)}@example.test`,
  password: PASSWORD,
  rePassword: PASSWORD,
  tos: true,
  ...overrides,
});

describe('CSRF', () => {
  it('sets a readable XSRF-TOKEN and an HttpOnly session cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    const session = response.cookies.find((cookie) => cookie.name === 'dazu_session');
    const xsrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.value.length).toBeGreaterThanOrEqual(43);
  });

  it('refuses a state-changing request without the token, with a wrong one or with another session’s', async () => {
    const browser = client();
    await browser.csrf();
    const body = { email: 'nobody@example.test' };
    const missing = await browser.post('/api/auth/remind-password', body, { csrf: false });
    expect(missing.statusCode).toBe(419);
    expect(missing.json()).toEqual({ message: ACCOUNT_MESSAGES.csrfMismatch, code: 'csrf_token_mismatch' });
    const wrong = await browser.post('/api/auth/remind-password', body, {
      headers: { 'x-xsrf-token': 'guess' },
      csrf: false,
    });
    expect(wrong.statusCode).toBe(419);
    const other = client();
    await other.csrf();
    const foreign = await browser.post('/api/auth/remind-password', body, {
      headers: { 'x-xsrf-token': String(other.cookies.get('XSRF-TOKEN')) },
      csrf: false,
    });
    expect(foreign.statusCode).toBe(419);
    // A double-submit cookie planted by another site is not enough: the token must be the session's.
    const planted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/remind-password',
      payload: body,
      headers: { cookie: 'XSRF-TOKEN=planted', 'x-xsrf-token': 'planted' },
    });
    expect(planted.statusCode).toBe(419);
    expect((await browser.post('/api/auth/remind-password', body)).statusCode).toBe(204);
  });
});

describe('registration', () => {
  const fieldErrors = async (payload: Record<string, unknown>) => {
    const browser = client();
    await browser.csrf();
    const response = await browser.post('/api/auth/register', payload);
    expect(response.statusCode).toBe(422);
    return response.json().errors as Record<string, string[]>;
  };

  it('answers every registration rule with its message, word for word', async () => {
    // The repeated password and the terms box are the form's; the API checks them when sent.
    expect(await fieldErrors({})).toEqual({
      type: [M.typeRequired],
      name: [M.nameRequired],
      email: [M.emailRequired],
      password: [M.passwordRequired],
    });
    const errors = await fieldErrors(
      registration({
        type: 'wizard',
        name: '  ',
        email: 'not-an-address',
        password: 'short',
        rePassword: 'x',
        tos: false,
      }),
    );
    expect(errors).toEqual({
      type: [M.typeRequired],
      name: [M.nameRequired],
      email: [M.emailInvalid],
      password: [M.passwordRule],
      rePassword: [M.passwordsDiffer],
      tos: [M.tosRequired],
    });
    expect(await fieldErrors(registration({ rePassword: 'Kettle-Moss-43' }))).toEqual({
      rePassword: [M.passwordsDiffer],
    });
    expect(await fieldErrors(registration({ password: 'alllowercase1', rePassword: 'alllowercase1' }))).toEqual({
      password: [M.passwordRule],
    });
  });

  it('takes the payload other clients send, { email, password, name, type }, and nothing else', async () => {
    const browser = client();
    await browser.csrf();
    const payload = {
      email: 'plain-client@example.test',
      password: 'Kettle-Moss-42',
      name: 'Plain Client',
      type: 'user',
    };
    expect((await browser.post('/api/auth/register', payload)).statusCode).toBe(204);
    expect(await fieldErrors({ ...payload, email: 'other@example.test', role: 'admin' })).toHaveProperty('role');
  });

  it('refuses common passwords, passwords made of the name, and more than 128 characters', async () => {
    expect(await fieldErrors(registration({ password: 'Password1', rePassword: 'Password1' }))).toEqual({
      password: [ACCOUNT_MESSAGES.passwordCommon],
    });
    expect(await fieldErrors(registration({ password: 'Lovelace99', rePassword: 'Lovelace99' }))).toEqual({
      password: [ACCOUNT_MESSAGES.passwordPersonal],
    });
    const long = `Aa1${'z'.repeat(126)}`;
    expect(await fieldErrors(registration({ password: long, rePassword: long }))).toEqual({
      password: [ACCOUNT_MESSAGES.passwordTooLong],
    });
  });

  it('refuses fields a visitor must not set (roles, verification)', async () => {
    const errors = await fieldErrors(registration({ roles: ['owner'], email_verified_at: '2020-01-01' }));
    expect(errors).toEqual({ roles: ['is not an accepted field'], email_verified_at: ['is not an accepted field'] });
  });

  it('creates an inactive account with a trimmed e-mail, keeping 128-character passwords whole', async () => {
    const browser = client();
    await browser.csrf();
    const password = `Aa1${'q'.repeat(125)}`;
    const response = await browser.post(
      '/api/auth/register',
      registration({
        type: 'agency',
        name: 'Harbour Homes',
        email: '  Harbour@Example.test ',
        password,
        rePassword: password,
      }),
    );
    expect(response.statusCode).toBe(204);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'Harbour@Example.test'));
    expect(user).toMatchObject({
      accountType: 'agency',
      roles: ['company'],
      companyName: 'Harbour Homes',
      emailVerifiedAt: null,
    });
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, String(user?.id)));
    const login = await client().login('harbour@example.test', password);
    expect(login.json().type).toBe('agency');
    const truncated = await client().post('/api/auth/login', {
      email: 'harbour@example.test',
      password: password.slice(0, 72),
    });
    expect(truncated.statusCode).not.toBe(200);
  });

  it('keeps the spec’s 400 email_already_exist for a taken address, whatever its letter case', async () => {
    await createUser(t.database.db, { email: 'taken@example.test' });
    const browser = client();
    await browser.csrf();
    const response = await browser.post('/api/auth/register', registration({ email: 'TAKEN@example.test' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: SPEC_MESSAGES.emailTaken, code: 'email_already_exist' });
  });

  it('spends no quota on a request without the CSRF token or with a malformed body', async () => {
    const browser = client();
    await browser.csrf();
    const budget = ACCOUNT_LIMITS.registrationPerAddress.max;
    for (let i = 0; i <= budget; i++) {
      // What a form on another site can send: no X-XSRF-TOKEN, or nothing usable.
      expect((await browser.post('/api/auth/register', registration(), { csrf: false })).statusCode).toBe(419);
      expect((await browser.post('/api/auth/register', { email: 'x' })).statusCode).toBe(422);
      expect((await browser.post('/api/auth/guest', { name: '' })).statusCode).toBe(422);
    }
    expect((await browser.post('/api/auth/register', registration())).statusCode).toBe(204);

    const member = `quota-${address}@example.test`;
    await createUser(t.database.db, { email: member, password: PASSWORD });
    const loginBudget = t.config.loginAttemptsPerAddress;
    for (let i = 0; i <= loginBudget; i++) {
      const body = { email: member, password: PASSWORD };
      expect((await browser.post('/api/auth/login', body, { csrf: false })).statusCode).toBe(419);
      expect((await browser.post('/api/auth/login', { email: member })).statusCode).toBe(422);
    }
    expect((await browser.post('/api/auth/login', { email: member, password: PASSWORD })).statusCode).toBe(200);
  });

  it('accepts a burst of registrations of different people from one address (an office), up to its budget', async () => {
    const office = client();
    await office.csrf();
    const budget = ACCOUNT_LIMITS.registrationPerAddress.max;
    const statuses: number[] = [];
    for (let i = 0; i < budget; i++) {
      const body = i % 5 === 4 ? { name: `Guest ${i}`, email: `office-guest-${i}@example.test` } : registration();
      const response = await office.post(i % 5 === 4 ? '/api/auth/guest' : '/api/auth/register', body);
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status !== 204 && status !== 201)).toEqual([]);
    const over = await office.post('/api/auth/register', registration());
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('too_many_attempts');
  });

  it('limits registrations of one e-mail address, whoever sends them', async () => {
    const email = `popular-${Date.now()}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMITS.registrationPerEmail.max + 1; i++) {
      const browser = client();
      await browser.csrf();
      statuses.push(
        (await browser.post('/api/auth/register', registration({ email: email.toUpperCase() }))).statusCode,
      );
    }
    expect(statuses).toEqual([204, 400, 400, 429]);
    const guest = client();
    await guest.csrf();
    expect((await guest.post('/api/auth/guest', { name: 'Ada', email })).statusCode).toBe(429);
  });
});

describe('activation and login', () => {
  it('activates with a single-use token, then logs in with the spec’s response fields', async () => {
    const user = await createUser(t.database.db, {
      email: 'grace@example.test',
      password: PASSWORD,
      verified: false,
      name: 'Grace Hopper',
    });
    const browser = client();
    await browser.csrf();
    const early = await browser.post('/api/auth/login', { email: 'grace@example.test', password: PASSWORD });
    expect(early.statusCode).toBe(401);
    expect(early.json()).toEqual({ message: ACCOUNT_MESSAGES.notActivated, code: 'not_activated' });

    const token = await issueToken(t.database.db, user.id, 'activation');
    const activated = await browser.post('/api/auth/complete-registration', { token });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ message: ACCOUNT_MESSAGES.activated });
    expect((await browser.post('/api/auth/complete-registration', { token })).statusCode).toBe(404);

    const login = await browser.post('/api/auth/login', { email: ' Grace@example.test ', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    for (const field of [
      'newsletter',
      'nip',
      'address',
      'roles',
      'type',
      'permissions',
      'name',
      'email',
      'phone',
      'description',
      'avatar',
      'video_avatar',
      'default_avatar',
      'id',
      'company_name',
      'is_profile_completed',
      'profile_completed',
      'services',
      'languages',
    ]) {
      expect(body).toHaveProperty(field);
    }
    expect(body).toMatchObject({ id: user.id, email: 'grace@example.test', type: 'private', roles: ['user'] });
    expect(body).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('gives a guest’s new account a fresh session and ends the visitor’s', async () => {
    const browser = client();
    await browser.csrf();
    const before = browser.cookies.get('dazu_session');
    const visitorRows = () =>
      t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256(String(before))));
    expect(await visitorRows()).toHaveLength(1);
    const created = await browser.post('/api/auth/guest', { name: 'Ada', email: 'fresh-guest@example.test' });
    expect(created.statusCode).toBe(201);
    expect(browser.cookies.get('dazu_session')).not.toBe(before);
    expect((await browser.get('/api/user')).json()).toMatchObject({ email: 'fresh-guest@example.test' });
    expect(await visitorRows()).toHaveLength(0);
  });

  it('rotates the session id at login and ends it at logout', async () => {
    await createUser(t.database.db, { email: 'rotate@example.test', password: PASSWORD });
    const browser = client();
    await browser.csrf();
    const before = browser.cookies.get('dazu_session');
    const csrfBefore = browser.cookies.get('XSRF-TOKEN');
    await browser.post('/api/auth/login', { email: 'rotate@example.test', password: PASSWORD });
    expect(browser.cookies.get('dazu_session')).not.toBe(before);
    expect(browser.cookies.get('XSRF-TOKEN')).not.toBe(csrfBefore);
    expect((await browser.get('/api/user')).statusCode).toBe(200);
    expect((await browser.get('/api/auth/check')).json()).toBe(true);
    // The pre-login session is gone: its id gives no access.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `dazu_session=${before}` },
    });
    expect(stale.statusCode).toBe(401);

    const stolen = String(browser.cookies.get('dazu_session'));
    expect((await browser.post('/api/auth/logout')).statusCode).toBe(204);
    expect(browser.cookies.has('dazu_session')).toBe(false);
    const afterLogout = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `dazu_session=${stolen}` },
    });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toEqual({ message: SPEC_MESSAGES.loginToAccess });
    expect((await browser.get('/api/auth/check')).json()).toBe(false);
  });

  it('ends a session left idle too long, and any session past its absolute lifetime', async () => {
    await createUser(t.database.db, { email: 'expiry@example.test', password: PASSWORD });
    const idle = client();
    await idle.login('expiry@example.test', PASSWORD);
    const old = client();
    await old.login('expiry@example.test', PASSWORD);
    const hashOf = async (browser: typeof idle) => sha256(String(browser.cookies.get('dazu_session')));
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - t.config.sessions.idleMs - 1000) })
      .where(eq(sessions.idHash, await hashOf(idle)));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, await hashOf(old)));
    expect((await idle.get('/api/user')).statusCode).toBe(401);
    expect((await old.get('/api/user')).statusCode).toBe(401);
    const fresh = client();
    await fresh.login('expiry@example.test', PASSWORD);
    expect((await fresh.get('/api/user')).statusCode).toBe(200);
  });

  it('gives an unknown address and a wrong password the same answer, after the same hashing work', async () => {
    await createUser(t.database.db, { email: 'parity@example.test', password: PASSWORD });
    const attempt = async (email: string) => {
      const browser = client();
      await browser.csrf();
      const started = performance.now();
      const response = await browser.post('/api/auth/login', { email, password: 'Wrong-Pass-77' });
      return { status: response.statusCode, body: response.json(), ms: performance.now() - started };
    };
    await attempt('warm-up@example.test');
    // Alternating rounds, compared by their medians: one slow moment of a busy machine
    // (the test suite runs files in parallel) must not decide. Four wrong passwords stay
    // below the lock-out of five.
    const wrongs: Awaited<ReturnType<typeof attempt>>[] = [];
    const unknowns: Awaited<ReturnType<typeof attempt>>[] = [];
    for (let round = 0; round < 4; round++) {
      wrongs.push(await attempt('parity@example.test'));
      unknowns.push(await attempt(`nobody-${round}@example.test`));
    }
    for (const unknown of unknowns) {
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual({ message: ACCOUNT_MESSAGES.loginFailed, code: 'invalid_credentials' });
    }
    for (const wrong of wrongs) expect(wrong.body).toEqual(unknowns[0]?.body);
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    // Both run one Argon2id verification (tens of milliseconds): an early return would be far quicker.
    expect(median(unknowns.map((r) => r.ms))).toBeGreaterThan(median(wrongs.map((r) => r.ms)) * 0.4);
  });

  it('locks an account after 5 failed logins, even for the right password, and limits each address', async () => {
    await createUser(t.database.db, { email: 'locked@example.test', password: PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const browser = client();
      await browser.csrf();
      statuses.push(
        (await browser.post('/api/auth/login', { email: 'locked@example.test', password: 'Wrong-Pass-77' })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = client();
    await right.csrf();
    const refused = await right.post('/api/auth/login', { email: 'locked@example.test', password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);

    const busy = client();
    await busy.csrf();
    const perAddress: number[] = [];
    for (let i = 0; i < 21; i++) {
      perAddress.push(
        (await busy.post('/api/auth/login', { email: `x${i}@example.test`, password: 'Wrong-Pass-77' })).statusCode,
      );
    }
    expect(perAddress.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(perAddress[20]).toBe(429);
  });
  it('forgets an account’s failed attempts once its right password is given', async () => {
    await createUser(t.database.db, { email: 'forgiven@example.test', password: PASSWORD });
    const attempt = async (password: string) => {
      const browser = client();
      await browser.csrf();
      return (await browser.post('/api/auth/login', { email: 'forgiven@example.test', password })).statusCode;
    };
    const wrong = ACCOUNT_LIMITS.loginAttemptsPerAccount.max - 1;
    for (let i = 0; i < wrong; i++) expect(await attempt('Wrong-Pass-77')).toBe(401);
    expect(await attempt(PASSWORD)).toBe(200);
    // A fresh count: the owner's own typing mistakes later are not held against them.
    for (let i = 0; i < wrong; i++) expect(await attempt('Wrong-Pass-77')).toBe(401);
    expect(await attempt(PASSWORD)).toBe(200);
  });
});

describe('passwords', () => {
  it('answers reminders and activation resends the same way for known and unknown addresses', async () => {
    await createUser(t.database.db, { email: 'known@example.test', password: PASSWORD });
    for (const path of ['/api/auth/remind-password', '/api/auth/resend-email']) {
      const browser = client();
      await browser.csrf();
      const known = await browser.post(path, { email: 'known@example.test' });
      const unknown = await browser.post(path, { email: 'unknown@example.test' });
      expect([known.statusCode, unknown.statusCode]).toEqual([204, 204]);
      expect(known.body).toBe(unknown.body);
      const invalid = await browser.post(path, { email: 'not an address' });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toEqual({ email: [SPEC_MESSAGES.promptEmailInvalid] });
    }
  });

  it('sets a password from a reset link once, within 60 minutes, ending every session', async () => {
    const user = await createUser(t.database.db, { email: 'reset@example.test', password: PASSWORD });
    const elsewhere = client();
    await elsewhere.login('reset@example.test', PASSWORD);
    const browser = client();
    await browser.csrf();
    const token = await issueToken(t.database.db, user.id, 'password_reset');
    const weak = await browser.post('/api/auth/set-password', {
      token,
      password: 'Password1',
      rePassword: 'Password1',
    });
    expect(weak.statusCode).toBe(422);
    const set = await browser.post('/api/auth/set-password', {
      token,
      password: 'New-Kettle-77',
      rePassword: 'New-Kettle-77',
    });
    expect(set.statusCode).toBe(204);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);
    const again = await browser.post('/api/auth/set-password', {
      token,
      password: 'New-Kettle-78',
      rePassword: 'New-Kettle-78',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.tokenInvalid);
    // The token and the password are enough; a repeated password, when sent, must match.
    const second = await issueToken(t.database.db, user.id, 'password_reset');
    const mismatched = await browser.post('/api/auth/set-password', {
      token: second,
      password: 'New-Kettle-77',
      rePassword: 'New-Kettle-70',
    });
    expect(mismatched.json().errors).toEqual({ rePassword: [M.passwordsDiffer] });
    expect(
      (await browser.post('/api/auth/set-password', { token: second, password: 'New-Kettle-77' })).statusCode,
    ).toBe(204);
    await client().login('reset@example.test', 'New-Kettle-77');

    const late = await issueToken(t.database.db, user.id, 'password_reset');
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, user.id));
    const expired = await browser.post('/api/auth/set-password', {
      token: late,
      password: 'New-Kettle-79',
      rePassword: 'New-Kettle-79',
    });
    expect(expired.statusCode).toBe(404);
  });

  it('stores tokens and sessions only as hashes', async () => {
    const user = await createUser(t.database.db, { email: 'hashes@example.test', password: PASSWORD });
    const token = await issueToken(t.database.db, user.id, 'password_reset');
    const browser = client();
    await browser.login('hashes@example.test', PASSWORD);
    const dump = JSON.stringify(
      await t.database.db.execute(
        sql`select (select json_agg(t) from account_tokens t) as tokens, (select json_agg(s) from sessions s) as sessions`,
      ),
    );
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(String(browser.cookies.get('dazu_session')));
  });

  it('changes the password with the current one, ending the other sessions only', async () => {
    await createUser(t.database.db, { email: 'change@example.test', password: PASSWORD });
    const here = client();
    const there = client();
    await here.login('change@example.test', PASSWORD);
    await there.login('change@example.test', PASSWORD);
    const wrong = await here.patch('/api/auth/change-password', {
      oldPassword: 'nope',
      password: 'Fresh-Moss-88',
      rePassword: 'Fresh-Moss-88',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: ACCOUNT_MESSAGES.currentPasswordWrong, code: 'wrong_password' });
    const changed = await here.patch('/api/auth/change-password', {
      oldPassword: PASSWORD,
      password: 'Fresh-Moss-88',
      rePassword: 'Fresh-Moss-88',
    });
    expect(changed.statusCode).toBe(204);
    expect((await here.get('/api/user')).statusCode).toBe(200);
    expect((await there.get('/api/user')).statusCode).toBe(401);
    const guest = client();
    await guest.csrf();
    expect(
      (
        await guest.patch('/api/auth/change-password', {
          oldPassword: 'a',
          password: 'Fresh-Moss-89',
          rePassword: 'Fresh-Moss-89',
        })
      ).statusCode,
    ).toBe(401);
  });
});
