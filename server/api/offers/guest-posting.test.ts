// Posting without an account: POST /api/auth/guest makes a private account with a
// temporary password and logs it in; its ads are drafts and previews (the
// offers-preview calls) until the address is confirmed from the activation e-mail;
// then the preview is published. Nobody else sees a preview.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFER_LIFECYCLE_MESSAGES } from '#contract/offer-lifecycle.ts';
import { users } from '#db/schema/accounts.ts';
import { categories } from '#db/schema/catalogue.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { createClient, guestClient, signedInClient } from '#tests/setup/client.ts';
import { smtpTestAppForFile } from '#tests/setup/mail-app.ts';

const PUBLIC_URL = 'https://dazu.example';
let flatId: number;

const { t, smtp } = smtpTestAppForFile({ PUBLIC_URL });

beforeAll(async () => {
  flatId = (await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'flat')))[0]
    ?.id as number;
});

const offer = (title = 'Flat near the park, first floor') => ({
  title,
  category_id: flatId,
  price: 120_000,
  location: { lat: 55.95, lon: -3.19, name: 'Edinburgh' },
  attributes: [{ id: 1, value: 'rent' }],
});

describe('posting as a guest', () => {
  it('makes a logged-in account with temporary credentials whose ads wait for the confirmed address', async () => {
    const guest = await guestClient(t.app, '203.0.113.200');
    const created = await guest.post('/api/auth/guest', { name: 'Gail Guest', email: 'gail@guest.example' });
    expect(created.statusCode).toBe(201);
    const { user, temporary_credentials: credentials } = created.json();
    expect(user).toMatchObject({
      email: 'gail@guest.example',
      type: 'private',
      has_temporary_password: true,
      email_verified: false,
    });
    expect(user.profile_completed).toBe(false);
    expect(credentials.email).toBe('gail@guest.example');
    expect(credentials.password).toMatch(/^[\w-]{24}$/);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'gail@guest.example'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.emailVerifiedAt).toBeNull();
    expect((await guest.get('/api/auth/check')).json()).toBe(true);

    // A preview: a draft only its owner sees.
    const preview = await guest.post('/api/offers-preview', offer());
    expect(preview.statusCode).toBe(201);
    const { id } = preview.json();
    const view = await guest.get(`/api/offers-preview/${id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ title: 'Flat near the park, first floor', owner_view: { status: 'draft' } });
    expect((await t.app.inject({ url: `/api/offers/${id}` })).statusCode).toBe(404);
    await createUser(t.database.db, { email: 'stranger@guest.example', password: 'Strange-Road-8' });
    const stranger = await signedInClient(t.app, 'stranger@guest.example', 'Strange-Road-8', '203.0.113.201');
    expect((await stranger.get(`/api/offers-preview/${id}`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/offers-preview/${id}`, offer('Taken over'))).statusCode).toBe(404);
    expect((await stranger.post(`/api/migrate/offers-preview/${id}`)).statusCode).toBe(404);

    // Not before the address is confirmed.
    const early = await guest.post(`/api/migrate/offers-preview/${id}`);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: OFFER_LIFECYCLE_MESSAGES.emailNotVerified, code: 'email_not_verified' });
    expect((await guest.patch(`/api/offers/submit/${id}`)).statusCode).toBe(403);
    expect((await guest.get(`/api/offers-preview/${id}`)).json().owner_view.status).toBe('draft');

    const mail = await smtp.waitForMessage((message) => message.to.includes('gail@guest.example'), 15_000);
    const link = smtp.linksIn(mail).find((url) => url.startsWith(`${PUBLIC_URL}/complete-registration?token=`));
    const token = new URL(String(link)).searchParams.get('token');
    expect((await guest.post('/api/auth/complete-registration', { token })).statusCode).toBe(200);

    // Publishing a preview saves what is sent with it first.
    const published = await guest.post(`/api/migrate/offers-preview/${id}`, offer('Flat near the park, top floor'));
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('active');
    const live = (await t.app.inject({ url: `/api/offers/${id}` })).json();
    expect(live.title).toBe('Flat near the park, top floor');
    expect(live.advertiser).toEqual({
      id: row?.id,
      name: 'Gail Guest',
      account_type: 'private',
      avatar: null,
      has_phone: false,
    });

    // The temporary credentials log in like any others once the account is active.
    const again = createClient(t.app, { remoteAddress: '203.0.113.202' });
    expect((await again.login(credentials.email, credentials.password)).json().has_temporary_password).toBe(true);
  });

  it('refuses a taken address with the spec’s code, and bad input', async () => {
    await createUser(t.database.db, { email: 'taken@guest.example' });
    const guest = await guestClient(t.app, '203.0.113.203');
    const taken = await guest.post('/api/auth/guest', { name: 'Tom', email: 'taken@guest.example' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe('email_already_exist');
    const bad = await guest.post('/api/auth/guest', { name: '', email: 'not-an-address', password: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'password']);
    expect(
      (await guest.post('/api/auth/guest', { name: 'Tom', email: 'tom@guest.example' }, { csrf: false })).statusCode,
    ).toBe(419);
  });
});
