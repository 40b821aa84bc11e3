// Passkeys through the API, with a software authenticator standing in for the phone:
// adding one in the settings, signing in with it after the password, proving it is you
// with it before removing one, and what is refused: a guest, a wrong signature, another
// account's passkey, a challenge answered twice (even at the same instant), and a
// signature counter that went back.
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '#contract/passkeys.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { SoftAuthenticator } from '#tests/fixtures/passkeys.ts';
import { enrolTotp } from '#tests/fixtures/two-factor.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { createClient, guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Passkey-Person-42';
const t = testAppForFile();
const db = () => t.database.db;

let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;

async function person() {
  const user = await createUser(db(), { password: PASSWORD });
  const client = await signedInClient(t.app, user.email, PASSWORD, nextAddress());
  return { user, client };
}

/** Adds a passkey made by `authenticator` through the settings' two calls; returns its id. */
async function addPasskey(client: TestClient, authenticator: SoftAuthenticator, name = 'My phone') {
  const options = await client.post('/api/user/passkeys/options');
  expect(options.statusCode).toBe(200);
  const added = await client.post('/api/user/passkeys', { name, response: authenticator.register(options.json()) });
  expect(added.statusCode).toBe(201);
  return (added.json() as { id: string }).id;
}

/** A login's first step from a fresh browser, then the passkey options for the waiting session. */
async function waitingForPasskey(email: string) {
  const browser = createClient(t.app, { remoteAddress: nextAddress() });
  await browser.csrf();
  const login = await browser.post('/api/auth/login', { email, password: PASSWORD });
  expect(login.statusCode).toBe(202);
  const options = await browser.post('/api/auth/two-factor-challenge/passkey-options');
  expect(options.statusCode).toBe(200);
  return { browser, login, options: options.json() as { challenge: string; rpId: string } };
}

describe('adding a passkey', () => {
  it('keeps it as a second factor: the next login waits for it', async () => {
    const { user, client } = await person();
    const before = (await client.get('/api/user/passkeys')).json();
    expect(before).toEqual({ passkeys: [], available: true, unavailable_reason: null });
    const options = (await client.post('/api/user/passkeys/options')).json();
    expect(options).toMatchObject({ rp: { id: 'localhost', name: 'Dazu' }, attestation: 'none' });
    const authenticator = new SoftAuthenticator();
    await addPasskey(client, authenticator, '  Work laptop ');
    const list = (await client.get('/api/user/passkeys')).json();
    expect(list.passkeys).toEqual([expect.objectContaining({ name: 'Work laptop', last_used_at: null })]);
    expect((await client.get('/api/user/two-factor')).json()).toMatchObject({
      enabled: false,
      passkeys: 1,
      session_verified: true,
    });
    const { login } = await waitingForPasskey(user.email);
    expect(login.json()).toEqual({ two_factor: true, methods: ['recovery_code', 'passkey'] });
    // The account's data names its passkeys, without anything that would let anyone use them.
    const files = unzipSync(new Uint8Array((await client.get('/api/user/data-export')).rawPayload));
    const exported = strFromU8(files['passkeys.csv'] ?? new Uint8Array());
    expect(exported).toContain('Work laptop');
    expect(exported).not.toContain(authenticator.id);
  });

  it('refuses an answer to no challenge, the same answer twice, and a nameless passkey', async () => {
    const { client } = await person();
    const authenticator = new SoftAuthenticator();
    const options = (await client.post('/api/user/passkeys/options')).json();
    const nameless = await client.post('/api/user/passkeys', { name: ' ', response: authenticator.register(options) });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().errors.name).toEqual([PASSKEY_MESSAGES.nameRequired]);
    const response = authenticator.register(options);
    expect((await client.post('/api/user/passkeys', { name: 'Phone', response })).statusCode).toBe(201);
    const again = await client.post('/api/user/passkeys', { name: 'Phone', response });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.response).toEqual([PASSKEY_MESSAGES.challengeMissing]);
  });

  it('refuses a guest every passkey call', async () => {
    const guest = await guestClient(t.app, nextAddress());
    expect((await guest.get('/api/user/passkeys')).statusCode).toBe(401);
    expect((await guest.post('/api/user/passkeys/options')).statusCode).toBe(401);
    const response = new SoftAuthenticator().register({ challenge: 'bm90LWFza2Vk' });
    expect((await guest.post('/api/user/passkeys', { name: 'Phone', response })).statusCode).toBe(401);
    expect((await guest.post('/api/auth/confirm/passkey-options')).statusCode).toBe(401);
    const challenge = await guest.post('/api/auth/two-factor-challenge/passkey-options');
    expect(challenge.statusCode).toBe(401);
    expect(challenge.json().code).toBe('challenge_expired');
  });
});

describe('signing in with a passkey', () => {
  it('finishes the login as a code does: a new session that showed a second factor', async () => {
    const { user, client } = await person();
    const authenticator = new SoftAuthenticator();
    await addPasskey(client, authenticator);
    const { browser, options } = await waitingForPasskey(user.email);
    const waitingCookie = browser.cookies.get('dazu_session');
    const signedIn = await browser.post('/api/auth/two-factor-challenge', { passkey: authenticator.assert(options) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().email).toBe(user.email);
    expect(browser.cookies.get('dazu_session')).not.toBe(waitingCookie);
    expect((await browser.get('/api/user/two-factor')).json()).toMatchObject({ session_verified: true });
    const [passkey] = (await browser.get('/api/user/passkeys')).json().passkeys;
    expect(passkey.last_used_at).not.toBeNull();
  });

  it('refuses a wrong signature and another account’s passkey, and takes each challenge once', async () => {
    const { user, client } = await person();
    const mine = new SoftAuthenticator();
    await addPasskey(client, mine);
    const other = await person();
    const theirs = new SoftAuthenticator();
    await addPasskey(other.client, theirs);

    const { browser, options } = await waitingForPasskey(user.email);
    const forged = await browser.post('/api/auth/two-factor-challenge', {
      passkey: mine.assert(options, { tamper: true }),
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.passkey).toEqual([PASSKEY_MESSAGES.notAccepted]);
    // The challenge went with that answer: a right one to it is refused too.
    const reused = await browser.post('/api/auth/two-factor-challenge', { passkey: mine.assert(options) });
    expect(reused.json().errors.passkey).toEqual([PASSKEY_MESSAGES.challengeMissing]);

    const fresh = (await browser.post('/api/auth/two-factor-challenge/passkey-options')).json();
    const foreign = await browser.post('/api/auth/two-factor-challenge', { passkey: theirs.assert(fresh) });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.passkey).toEqual([PASSKEY_MESSAGES.notAccepted]);
    expect((await browser.get('/api/user')).statusCode).toBe(401);
  });

  it('lets only one of two answers to one challenge sent at the same instant through', async () => {
    const { user, client } = await person();
    // A counter that stays at zero, as on many phones: only the challenge stops the second answer.
    const authenticator = new SoftAuthenticator({ counter: 0 });
    await addPasskey(client, authenticator);
    const { browser, options } = await waitingForPasskey(user.email);
    const passkey = authenticator.assert(options);
    const answers = await Promise.all([
      browser.post('/api/auth/two-factor-challenge', { passkey }),
      browser.post('/api/auth/two-factor-challenge', { passkey }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The loser either found the challenge taken (422) or the waiting session already ended (401).
    expect([401, 422]).toContain(statuses[1]);

    const confirmOptions = (await client.post('/api/auth/confirm/passkey-options')).json();
    const proof = authenticator.assert(confirmOptions);
    const confirmations = await Promise.all([
      client.post('/api/auth/confirm', { passkey: proof }),
      client.post('/api/auth/confirm', { passkey: proof }),
    ]);
    expect(confirmations.map((answer) => answer.statusCode).sort()).toEqual([204, 422]);
  });

  it('refuses a signature counter that went back', async () => {
    const { user, client } = await person();
    const authenticator = new SoftAuthenticator({ counter: 10 });
    await addPasskey(client, authenticator);
    const first = await waitingForPasskey(user.email);
    const ok = await first.browser.post('/api/auth/two-factor-challenge', {
      passkey: authenticator.assert(first.options),
    });
    expect(ok.statusCode).toBe(200);
    // A copy of the authenticator made before that sign-in.
    authenticator.counter = 5;
    const second = await waitingForPasskey(user.email);
    const cloned = await second.browser.post('/api/auth/two-factor-challenge', {
      passkey: authenticator.assert(second.options),
    });
    expect(cloned.statusCode).toBe(422);
    expect(cloned.json().errors.passkey).toEqual([PASSKEY_MESSAGES.counterWentBack]);
  });
});

describe('managing passkeys', () => {
  it('renames one, and removes it only after a fresh proof, which a passkey can give', async () => {
    const { user, client } = await person();
    const authenticator = new SoftAuthenticator();
    const id = await addPasskey(client, authenticator);
    const renamed = await client.patch(`/api/user/passkeys/${id}`, { name: 'Old phone' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Old phone');
    const stranger = await person();
    expect((await stranger.client.patch(`/api/user/passkeys/${id}`, { name: 'Mine' })).statusCode).toBe(404);

    await db().execute(
      sql`update sessions set confirmed_at = now() - interval '11 minutes' where user_id = ${user.id}`,
    );
    const refused = await client.delete(`/api/user/passkeys/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('confirmation_required');
    const options = (await client.post('/api/auth/confirm/passkey-options')).json();
    expect((await client.post('/api/auth/confirm', { passkey: authenticator.assert(options) })).statusCode).toBe(204);
    expect((await stranger.client.delete(`/api/user/passkeys/${id}`)).statusCode).toBe(404);
    expect((await client.delete(`/api/user/passkeys/${id}`)).statusCode).toBe(204);
    // No second factor left: the password alone signs in again.
    const browser = createClient(t.app, { remoteAddress: nextAddress() });
    await browser.csrf();
    expect((await browser.post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('recovery codes of an account whose second factor is a passkey', () => {
  /** Adds a passkey and answers the call's body: the passkey, and the codes when it is the account's first factor. */
  async function addPasskeyAnswer(client: TestClient, name: string) {
    const options = await client.post('/api/user/passkeys/options');
    const added = await client.post('/api/user/passkeys', {
      name,
      response: new SoftAuthenticator().register(options.json()),
    });
    expect(added.statusCode).toBe(201);
    return added.json() as { id: string; recovery_codes: string[] | null };
  }

  it('gives codes with the first passkey, shown once, that sign in when no passkey is at hand', async () => {
    const { user, client } = await person();
    const first = await addPasskeyAnswer(client, 'Phone');
    expect(first.recovery_codes).toHaveLength(10);
    expect(first.recovery_codes?.[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // A second passkey adds a way in, not new codes.
    expect((await addPasskeyAnswer(client, 'Laptop')).recovery_codes).toBeNull();
    expect((await client.get('/api/user/two-factor')).json()).toMatchObject({ passkeys: 2, recovery_codes_left: 10 });

    const { browser, login } = await waitingForPasskey(user.email);
    expect(login.json()).toEqual({ two_factor: true, methods: ['recovery_code', 'passkey'] });
    const code = first.recovery_codes?.[3] ?? '';
    expect((await browser.post('/api/auth/two-factor-challenge', { recovery_code: code })).statusCode).toBe(200);
    expect((await client.get('/api/user/two-factor')).json().recovery_codes_left).toBe(9);
    // New codes replace them, as with the app.
    const renewed = await client.post('/api/user/two-factor/recovery-codes');
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recovery_codes).toHaveLength(10);
  });

  it('keeps the codes while a second factor remains, and takes them with the last one', async () => {
    const { user, client } = await person();
    await enrolTotp(db(), user.id);
    const passkey = await addPasskeyAnswer(client, 'Phone');
    // The app was the first factor: its codes, not the passkey's.
    expect(passkey.recovery_codes).toBeNull();
    await client.post('/api/user/two-factor/recovery-codes');
    expect((await client.delete('/api/user/two-factor')).statusCode).toBe(204);
    expect((await client.get('/api/user/two-factor')).json()).toMatchObject({
      enabled: false,
      recovery_codes_left: 10,
    });
    expect((await client.delete(`/api/user/passkeys/${passkey.id}`)).statusCode).toBe(204);
    expect((await client.get('/api/user/two-factor')).json()).toMatchObject({ passkeys: 0, recovery_codes_left: 0 });
    const left = await db().execute(sql`select 1 from user_recovery_codes where user_id = ${user.id}`);
    expect(left.rows).toHaveLength(0);
    expect((await client.post('/api/user/two-factor/recovery-codes')).statusCode).toBe(409);
  });

  it('takes the codes when the app and the last passkey are removed at the same instant', async () => {
    const { user, client } = await person();
    await enrolTotp(db(), user.id);
    const passkey = await addPasskeyAnswer(client, 'Phone');
    await client.post('/api/user/two-factor/recovery-codes');
    const [app, key] = await Promise.all([
      client.delete('/api/user/two-factor'),
      client.delete(`/api/user/passkeys/${passkey.id}`),
    ]);
    expect([app.statusCode, key.statusCode]).toEqual([204, 204]);
    const left = await db().execute(sql`select 1 from user_recovery_codes where user_id = ${user.id}`);
    expect(left.rows).toHaveLength(0);
  });
});
