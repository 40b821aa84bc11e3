// Two-factor sign-in through the API, as a person with an authenticator app uses it:
// turning it on (the key, a code, recovery codes shown once), signing in with a code or a
// recovery code, each accepted once even when sent twice at the same instant, the limit
// on guesses, and the ten minutes after a proof of identity that sensitive actions need.
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '#contract/two-factor.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { codeAfter, unusedTotpCode } from '#tests/fixtures/two-factor.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { createClient, guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Second-Factor-42';
const t = testAppForFile();
const db = () => t.database.db;

let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;

async function person(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db(), { password: PASSWORD, ...overrides });
  const client = await signedInClient(t.app, user.email, PASSWORD, nextAddress());
  return { user, client };
}

/** Turns two-factor sign-in on through the settings' calls; returns the key and the recovery codes. */
async function turnOn(client: TestClient) {
  const setup = await client.post('/api/user/two-factor');
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url, qr_svg } = setup.json() as { secret: string; otpauth_url: string; qr_svg: string };
  expect(otpauth_url).toContain(`secret=${secret}`);
  expect(qr_svg).toContain('<svg');
  const confirmed = await client.post('/api/user/two-factor/confirm', { code: await codeAfter(secret, null) });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes };
}

/** A login's first step from a fresh browser: the password. */
async function passwordStep(email: string) {
  const client = createClient(t.app, { remoteAddress: nextAddress() });
  await client.csrf();
  const response = await client.post('/api/auth/login', { email, password: PASSWORD });
  return { client, response };
}

describe('turning two-factor sign-in on', () => {
  it('asks for a code from the app before it counts, then gives ten recovery codes once', async () => {
    const { user, client } = await person();
    const setup = await client.post('/api/user/two-factor');
    const { secret } = setup.json() as { secret: string };
    const wrong = await client.post('/api/user/two-factor/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([TWO_FACTOR_MESSAGES.codeWrong]);
    expect((await client.get('/api/user/two-factor')).json()).toMatchObject({ enabled: false });

    const confirmed = await client.post('/api/user/two-factor/confirm', { code: await codeAfter(secret, null) });
    expect(confirmed.statusCode).toBe(200);
    const codes = (confirmed.json() as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = (await client.get('/api/user/two-factor')).json();
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10, session_verified: true });
    // Nothing in the answers or the account gives the key back once it is on.
    expect(JSON.stringify(status)).not.toContain(secret);
    expect((await client.get('/api/user')).body).not.toContain(secret);
    expect((await client.post('/api/user/two-factor')).statusCode).toBe(409);
    expect(user.id).toBeTruthy();
  });

  it('reads codes typed with spaces, and says plainly what a code looks like', async () => {
    const { client } = await person();
    const { secret } = (await client.post('/api/user/two-factor')).json() as { secret: string };
    const malformed = await client.post('/api/user/two-factor/confirm', { code: '12a456' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.code).toEqual([TWO_FACTOR_MESSAGES.codeFormat]);
    const code = await codeAfter(secret, null);
    const spaced = await client.post('/api/user/two-factor/confirm', {
      code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
    });
    expect(spaced.statusCode).toBe(200);
  });

  it('refuses a guest, and a code before set-up started', async () => {
    const guest = await guestClient(t.app, nextAddress());
    expect((await guest.post('/api/user/two-factor')).statusCode).toBe(401);
    expect((await guest.get('/api/user/two-factor')).statusCode).toBe(401);
    const { client } = await person();
    const early = await client.post('/api/user/two-factor/confirm', { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(TWO_FACTOR_MESSAGES.notStarted);
  });
});

describe('signing in with a second factor', () => {
  it('waits for the code after the password: the waiting session is nobody’s', async () => {
    const { user, client } = await person();
    const { secret } = await turnOn(client);
    const { client: browser, response } = await passwordStep(user.email);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ two_factor: true, methods: ['totp', 'recovery_code'] });
    expect((await browser.get('/api/user')).statusCode).toBe(401);
    expect((await browser.get('/api/auth/check')).json()).toBe(false);

    const waitingCookie = browser.cookies.get('dazu_session');
    const wrong = await browser.post('/api/auth/two-factor-challenge', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    const signedIn = await browser.post('/api/auth/two-factor-challenge', {
      code: await unusedTotpCode(db(), user.id),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().email).toBe(user.email);
    // A new session id: the one that waited is worth nothing now.
    expect(browser.cookies.get('dazu_session')).not.toBe(waitingCookie);
    expect((await browser.get('/api/user')).statusCode).toBe(200);
    expect((await browser.get('/api/user/two-factor')).json()).toMatchObject({ session_verified: true });
    expect(secret).toBeTruthy();
  });

  it('accepts a code once, even when two requests send it at the same instant', async () => {
    const { user, client } = await person();
    await turnOn(client);
    const first = await passwordStep(user.email);
    const second = await passwordStep(user.email);
    const code = await unusedTotpCode(db(), user.id);
    const answers = await Promise.all([
      first.client.post('/api/auth/two-factor-challenge', { code }),
      second.client.post('/api/auth/two-factor-challenge', { code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    // And not later either.
    const third = await passwordStep(user.email);
    expect((await third.client.post('/api/auth/two-factor-challenge', { code })).statusCode).toBe(422);
  });

  it('takes each recovery code once, typed in any case with or without its dash', async () => {
    const { user, client } = await person();
    const { recoveryCodes } = await turnOn(client);
    const code = recoveryCodes[0] ?? '';
    const typed = code.replace('-', ' ').toUpperCase();
    const answers = await Promise.all(
      [0, 1].map(async () => {
        const { client: browser } = await passwordStep(user.email);
        return browser.post('/api/auth/two-factor-challenge', { recovery_code: typed });
      }),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect((await client.get('/api/user/two-factor')).json()).toMatchObject({ recovery_codes_left: 9 });
  });

  it('stops guessing after five codes in fifteen minutes, even with the right one', async () => {
    const { user, client } = await person();
    const { secret } = await turnOn(client);
    const { client: browser } = await passwordStep(user.email);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await browser.post('/api/auth/two-factor-challenge', { code: `00000${i}` })).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    const right = await generate({ secret });
    const locked = await browser.post('/api/auth/two-factor-challenge', { code: right });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_attempts');
  });

  it('answers 401 challenge_expired without a login waiting, and 422 for a body with neither proof', async () => {
    const guest = await guestClient(t.app, nextAddress());
    const none = await guest.post('/api/auth/two-factor-challenge', { code: '123456' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('challenge_expired');
    const empty = await guest.post('/api/auth/two-factor-challenge', {});
    expect(empty.statusCode).toBe(422);
  });
});

describe('sensitive actions want a proof from the last ten minutes', () => {
  it('turns it off only after the password or a code was given again', async () => {
    const { user, client } = await person();
    const { secret } = await turnOn(client);
    // Turning it on was itself a proof; ten minutes on, it no longer counts.
    await db().execute(
      sql`update sessions set confirmed_at = now() - interval '11 minutes' where user_id = ${user.id}`,
    );
    const refused = await client.delete('/api/user/two-factor');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('confirmation_required');
    expect((await client.post('/api/user/two-factor/recovery-codes')).statusCode).toBe(403);

    const wrong = await client.post('/api/auth/confirm', { password: 'not-it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toBeDefined();
    expect((await client.post('/api/auth/confirm', { code: await unusedTotpCode(db(), user.id) })).statusCode).toBe(
      204,
    );
    const renewed = await client.post('/api/user/two-factor/recovery-codes');
    expect(renewed.statusCode).toBe(200);
    expect((await client.delete('/api/user/two-factor')).statusCode).toBe(204);
    expect((await client.get('/api/user/two-factor')).json()).toMatchObject({ enabled: false });
    // Off: the password alone signs in again.
    expect((await passwordStep(user.email)).response.statusCode).toBe(200);
    expect(secret).toBeTruthy();
  });

  it('refuses a guest on the confirmation and the sensitive calls', async () => {
    const guest = await guestClient(t.app, nextAddress());
    expect((await guest.post('/api/auth/confirm', { password: PASSWORD })).statusCode).toBe(401);
    expect((await guest.delete('/api/user/two-factor')).statusCode).toBe(401);
  });
});
