import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, REGISTRATION_MESSAGES, SPEC_MESSAGES } from '#contract/messages.ts';
import { notify } from '#core/notifications/notifications.ts';
import { users } from '#db/schema/accounts.ts';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient, type TestClient } from '#tests/setup/client.ts';
import { multipartBody } from '#tests/setup/multipart.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile();

const PASSWORD = 'Kettle-Moss-42';
let counter = 0;
async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const email = `person-${++counter}@example.test`;
  const { user, client: browser } = await signedInUser(t, `192.0.2.${counter}`, {
    email,
    password: PASSWORD,
    ...overrides,
  });
  return { user, browser, email };
}

const guestCalls: Array<[string, string, unknown?]> = [
  ['GET', '/api/user'],
  ['PUT', '/api/user/profile', { name: 'X' }],
  ['POST', '/api/user/profile-setup', { name: 'X', phone: '07700900123' }],
  ['PATCH', '/api/user/profile/newsletter'],
  ['PUT', '/api/user/services', { services: [] }],
  ['PUT', '/api/user/languages', { languages: [] }],
  ['PUT', '/api/user/default-avatar', { default_avatar: 'photo' }],
  ['DELETE', '/api/user/avatar?avatar_type=photo'],
  ['DELETE', '/api/user', { password: 'x' }],
  ['GET', '/api/user/notifications'],
  ['PATCH', '/api/user/notifications/deactivate'],
  ['GET', '/api/user/notifications/deactivate/1'],
  ['POST', '/api/user/notifications/1/read'],
];

describe('guards', () => {
  it('refuses a guest on every account endpoint with 401 and the spec text', async () => {
    const guest = await guestClient(t.app, '192.0.2.250');
    for (const [method, url, body] of guestCalls) {
      const response = await guest.request(method as 'GET', url, body, { csrf: true });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: SPEC_MESSAGES.loginToAccess });
    }
  });

  it('lets nobody read another person’s profile', async () => {
    const { browser, user } = await signedIn();
    const other = await createUser(t.database.db, { email: 'other-profile@example.test' });
    expect((await browser.get(`/api/my-profile/${user.id}`)).statusCode).toBe(200);
    const response = await browser.get(`/api/my-profile/${other.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('other-profile@example.test');
  });
});

describe('profile', () => {
  it('updates the profile fields and nothing else', async () => {
    const { browser, user } = await signedIn();
    const response = await browser.put('/api/user/profile', {
      name: 'Mary Seacole',
      company_name: '',
      phone: '+44 7700 900456',
      description: 'Looking for a flat near the river.',
      nip: 'GB999',
      city: 'Bath',
      street: '2 Royal Crescent',
      zip_code: 'BA1 2LR',
      country: 'United Kingdom',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Mary Seacole',
      company_name: null,
      phone: '+44 7700 900456',
      nip: 'GB999',
      address: { city: 'Bath', street: '2 Royal Crescent', zip_code: 'BA1 2LR', country: 'United Kingdom' },
      show_address: false,
    });
    // Showing the address is a choice of its own, kept when a later save leaves it out.
    expect(
      (await browser.put('/api/user/profile', { name: 'Mary Seacole', show_address: true })).json().show_address,
    ).toBe(true);
    expect((await browser.put('/api/user/profile', { name: 'Mary Seacole' })).json().show_address).toBe(true);
    const sneaky = await browser.put('/api/user/profile', {
      name: 'Mary',
      roles: ['owner'],
      type: 'agency',
      email: 'x@y.z',
    });
    expect(sneaky.statusCode).toBe(422);
    expect(Object.keys(sneaky.json().errors).sort()).toEqual(['email', 'roles', 'type']);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ roles: ['user'], accountType: 'private', name: 'Mary Seacole' });
    const bad = await browser.put('/api/user/profile', { name: '', phone: 'call me' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name).toEqual([REGISTRATION_MESSAGES.nameRequired]);
  });

  it('completes a profile with a temporary password only together with a new password', async () => {
    const { browser, user } = await signedIn({ phone: null });
    await t.database.db
      .update(users)
      .set({ passwordIsTemporary: true, profileCompletedAt: null })
      .where(eq(users.id, user.id));
    const before = (await browser.get('/api/user')).json();
    expect(before).toMatchObject({ is_profile_completed: false, has_temporary_password: true });
    const withoutPassword = await browser.post('/api/user/profile-setup', {
      name: 'Temp Person',
      phone: '07700 900111',
    });
    expect(withoutPassword.statusCode).toBe(422);
    expect(withoutPassword.json().errors).toEqual({ password: [REGISTRATION_MESSAGES.passwordRequired] });
    const done = await browser.post('/api/user/profile-setup', {
      name: 'Temp Person',
      phone: '07700 900111',
      password: 'Lantern-Fog-31',
      rePassword: 'Lantern-Fog-31',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      is_profile_completed: true,
      profile_completed: true,
      has_temporary_password: false,
    });
  });

  it('switches the newsletter and sets services and languages from their lists', async () => {
    const { browser } = await signedIn();
    expect((await browser.patch('/api/user/profile/newsletter')).json()).toEqual({ newsletter: true });
    expect((await browser.patch('/api/user/profile/newsletter')).json()).toEqual({ newsletter: false });
    const services = await browser.put('/api/user/services', { services: ['lettings', 'sales', 'lettings'] });
    expect(services.json().services).toEqual([
      { slug: 'sales', name: 'Sales' },
      { slug: 'lettings', name: 'Lettings' },
    ]);
    expect((await browser.put('/api/user/services', { services: ['alchemy'] })).statusCode).toBe(422);
    expect((await browser.put('/api/user/languages', { languages: ['cy', 'pl'] })).json().languages).toEqual([
      'cy',
      'pl',
    ]);
    expect((await browser.put('/api/user/languages', { languages: ['klingon'] })).statusCode).toBe(422);
  });
});

describe('avatars', () => {
  const png = () =>
    sharp({ create: { width: 400, height: 400, channels: 3, background: '#be185d' } })
      .png()
      .toBuffer();

  it('stores a photo avatar through the image pipeline and serves it', async () => {
    const { browser } = await signedIn();
    const form = multipartBody({
      avatar_type: 'photo',
      avatar: { filename: 'me.png', type: 'image/png', bytes: await png() },
    });
    const response = await browser.post('/api/user/avatar', form.payload, { headers: form.headers });
    expect(response.statusCode).toBe(200);
    const { avatar, default_avatar } = response.json();
    expect(avatar).toMatch(/^\/storage\/avatars\/[0-9a-f]{24}-320\.webp$/);
    expect(default_avatar).toBe('photo');
    const file = await t.app.inject({ method: 'GET', url: avatar });
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(320);
  });

  it('refuses a file that is not an image whatever its name, and takes only YouTube or Vimeo links', async () => {
    const { browser } = await signedIn();
    const svg = multipartBody({
      avatar_type: 'photo',
      avatar: {
        filename: 'me.png',
        type: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
    });
    expect((await browser.post('/api/user/avatar', svg.payload, { headers: svg.headers })).statusCode).toBe(415);
    const bad = multipartBody({ avatar_type: 'video_url', avatar: 'https://evil.example/video' });
    const refused = await browser.post('/api/user/avatar', bad.payload, { headers: bad.headers });
    expect(refused.statusCode).toBe(422);
    const good = multipartBody({ avatar_type: 'video_url', avatar: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const video = await browser.post('/api/user/avatar', good.payload, { headers: good.headers });
    expect(video.json()).toMatchObject({
      video_avatar: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      default_avatar: 'video',
    });
    expect((await browser.put('/api/user/default-avatar', { default_avatar: 'photo' })).statusCode).toBe(422);
    expect((await browser.delete('/api/user/avatar?avatar_type=video_url')).statusCode).toBe(204);
    expect((await browser.get('/api/user')).json()).toMatchObject({ video_avatar: null, default_avatar: null });
  });
});

describe('notifications', () => {
  it('lists, marks one and marks all read, for the owner only', async () => {
    const owner = await signedIn();
    const stranger: { browser: TestClient } = await signedIn();
    await notify(t.database.db, owner.user.id, { message: 'First' });
    await notify(t.database.db, owner.user.id, { type: 'warning', message: 'Second', link: '/settings' });
    const list = (await owner.browser.get('/api/user/notifications')).json();
    expect(list.data.map((n: { message: string }) => n.message)).toEqual(['Second', 'First']);
    expect(list.meta.total).toBe(2);
    expect(list.data[0]).toMatchObject({ type: 'warning', link: '/settings' });
    const firstId = list.data[1].id;
    const secondId = list.data[0].id;
    const markOne = (browser: TestClient, id: number) =>
      browser.get(`/api/user/notifications/deactivate/${id}`, { csrf: true });
    expect((await markOne(stranger.browser, firstId)).statusCode).toBe(404);
    expect((await stranger.browser.post(`/api/user/notifications/${firstId}/read`)).statusCode).toBe(404);
    expect((await stranger.browser.get('/api/user/notifications')).json().data).toEqual([]);
    expect((await markOne(owner.browser, firstId)).statusCode).toBe(204);
    expect((await owner.browser.get('/api/user/notifications')).json().meta.total).toBe(1);
    // The site's own call: a POST with the CSRF token.
    expect((await owner.browser.post(`/api/user/notifications/${secondId}/read`)).statusCode).toBe(204);
    expect((await owner.browser.get('/api/user/notifications')).json().data).toEqual([]);
    await notify(t.database.db, owner.user.id, { message: 'Third' });
    expect((await owner.browser.patch('/api/user/notifications/deactivate')).statusCode).toBe(204);
    expect((await owner.browser.get('/api/user/notifications')).json().data).toEqual([]);
  });

  it('marks one read by GET only for the site itself: the session’s token, or a same-origin fetch', async () => {
    const owner = await signedIn();
    const unread = async () => (await owner.browser.get('/api/user/notifications')).json().meta.total;
    const id = await notify(t.database.db, owner.user.id, { message: 'Keep me unread' });
    const url = `/api/user/notifications/deactivate/${id}`;
    // A link or an image on another site: the browser sends the cookies, but no token,
    // and says where the request came from.
    const elsewhere: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of elsewhere) {
      const refused = await owner.browser.get(url, { headers });
      expect(refused.statusCode, JSON.stringify(headers)).toBe(419);
      expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.csrfMismatch, code: 'csrf_token_mismatch' });
    }
    expect((await owner.browser.get(url, { headers: { 'x-xsrf-token': 'guess' } })).statusCode).toBe(419);
    expect((await owner.browser.request('HEAD' as 'GET', url, undefined, { csrf: false })).statusCode).toBe(419);
    expect(
      (await owner.browser.post(`/api/user/notifications/${id}/read`, undefined, { csrf: false })).statusCode,
    ).toBe(419);
    expect(await unread()).toBe(1);
    expect((await owner.browser.get(url, { headers: { 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(204);
    expect(await unread()).toBe(0);
    const again = await notify(t.database.db, owner.user.id, { message: 'And me' });
    expect((await owner.browser.get(`/api/user/notifications/deactivate/${again}`, { csrf: true })).statusCode).toBe(
      204,
    );
    expect(await unread()).toBe(0);
  });
});

describe('deleting an account', () => {
  it('needs the password, then removes the account, its offers and its sessions', async () => {
    const { browser, user, email } = await signedIn();
    await createOffer(t.database.db, { userId: user.id, title: 'Going away' });
    const wrong = await browser.delete('/api/user', { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect((await browser.delete('/api/user', { password: PASSWORD })).statusCode).toBe(204);
    expect((await browser.get('/api/user')).statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.database.db.select().from(offers).where(eq(offers.userId, user.id))).toEqual([]);
    const again = await guestClient(t.app, '192.0.2.251');
    expect((await again.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
  });

  it('keeps the orders and invoices of an account that paid, emptied of personal details', async () => {
    const { browser, user, email } = await signedIn();
    const offer = await createOffer(t.database.db, { userId: user.id, status: 'draft' });
    const charged = await browser.post(`/api/offers/charge/${offer.id}?platform=desktop`, {
      package: 'premium',
      gateway: 'sandbox',
    });
    expect(charged.statusCode).toBe(201);
    expect(
      (await browser.post(`/api/payments/sandbox/${charged.json().order_id}`, { outcome: 'paid' })).statusCode,
    ).toBe(200);
    expect((await browser.delete('/api/user', { password: PASSWORD })).statusCode).toBe(204);
    expect((await browser.get('/api/user')).statusCode).toBe(401);
    const [kept] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(kept).toMatchObject({
      name: 'Deleted account',
      phone: null,
      street: null,
      taxNumber: null,
      passwordHash: null,
      emailVerifiedAt: null,
    });
    expect(kept?.email).not.toContain(email.split('@')[0]);
    expect(await t.database.db.select().from(offers).where(eq(offers.userId, user.id))).toEqual([]);
    const invoices = await t.database.db.execute(sql`select 1 from invoices where user_id = ${user.id}`);
    expect(invoices.rows).toHaveLength(1);
    // The address is free for a new account.
    const fresh = await guestClient(t.app, '192.0.2.252');
    const registered = await fresh.post('/api/auth/register', {
      type: 'user',
      name: 'Back Again',
      email,
      password: PASSWORD,
      rePassword: PASSWORD,
      tos: true,
    });
    expect(registered.statusCode).toBe(204);
  });
});
