// No publishing without paying: when the operator's price list makes posting an ad
// cost money, submitting it answers 402 with the amount and the pay page; an ad with an
// open order for its posting waits in pending_payment (nowhere public) until a verified
// payment confirms it, and is a draft again when the order lapses or is declined. Only
// an account whose e-mail address is confirmed may publish by paying.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expireAbandonedOrders } from '#core/billing/orders.ts';
import { setPrice } from '#core/billing/price-list.ts';
import { offers } from '#db/schema/offers.ts';
import { actorOf } from '#tests/fixtures/audit.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile, withTestApp } from '#tests/setup/app.ts';
import { createClient, guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Posting-Price-5';
const POSTING = 350;
let owner: TestClient;
let visitor: TestClient;
let ownerId: string;

const t = testAppForFile();

beforeAll(async () => {
  const operator = await createUser(t.database.db, { email: 'ops@posting.example', roles: ['user', 'owner'] });
  // Posting a sale costs money for private advertisers; other listing types stay free.
  await setPrice(t.database.db, actorOf(operator), {
    code: 'package.basic',
    listing_type: 'sell',
    audience: 'private',
    pence: POSTING,
  });
  ownerId = (
    await createUser(t.database.db, { email: 'owner@posting.example', password: PASSWORD, name: 'Posting Owner' })
  ).id;
  owner = await signedInClient(t.app, 'owner@posting.example', PASSWORD, '203.0.113.190');
  visitor = createClient(t.app, { remoteAddress: '203.0.113.191' });
  // A live ad of theirs gives the owner a public profile to count on.
  await createOffer(t.database.db, { userId: ownerId, title: 'Already live bungalow' });
});

const offerRow = async (id: string) => (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0];
const draft = (title = 'Priced terrace', listingType: 'sell' | 'rent' = 'sell') =>
  createOffer(t.database.db, { userId: ownerId, status: 'draft', title, listingType });
const charge = (client: TestClient, offerId: string, body: object = { package: 'basic' }) =>
  client.post(`/api/offers/charge/${offerId}?platform=desktop`, body);

/** What the public sees of an ad and its owner: its page, search, the owner's profile and the directory. */
async function publicView(offer: { id: string; title: string }) {
  const page = await visitor.get(`/api/offers/${offer.id}`);
  const search = (await visitor.get(`/api/search?keywords[0]=${encodeURIComponent(offer.title)}`)).json();
  const profile = (await visitor.get(`/api/profile/${ownerId}`)).json();
  const directory = (await visitor.get('/api/advertisers?type=private&q=Posting%20Owner')).json();
  return {
    page: page.statusCode,
    found: search.meta.total,
    profileCount: profile.offers.meta.total,
    directoryCount: directory.data[0]?.offers_count,
  };
}

describe('submitting an ad whose posting costs money', () => {
  it('answers 402 with the amount and the pay page, and publishes nothing', async () => {
    const offer = await draft();
    const submitted = await owner.patch(`/api/offers/submit/${offer.id}`);
    expect(submitted.statusCode).toBe(402);
    expect(submitted.json()).toEqual({
      message:
        'Publishing this ad costs £3.50. Choose a package and pay: the ad goes live as soon as the payment is confirmed.',
      code: 'payment_required',
      amount: POSTING,
      pay_url: `/my-offers/pay/${offer.slug}`,
    });
    // The other publish call, of a preview, too.
    expect((await owner.post(`/api/migrate/offers-preview/${offer.id}`)).statusCode).toBe(402);
    expect((await offerRow(offer.id))?.status).toBe('draft');
  });

  it('waits in pending_payment, seen nowhere public, until the payment is confirmed', async () => {
    const offer = await draft('Unpaid semi in Salford');
    const before = await publicView(offer);
    const ordered = await charge(owner, offer.id);
    expect(ordered.statusCode).toBe(201);
    expect((await offerRow(offer.id))?.status).toBe('pending_payment');
    expect(await publicView(offer)).toEqual({ ...before, page: 404, found: 0 });
    expect((await owner.get('/api/user/offers?status=pending')).json().data.map((o: { id: string }) => o.id)).toContain(
      offer.id,
    );
    // Submitting again does not publish it either, and its content is what was priced.
    expect((await owner.patch(`/api/offers/submit/${offer.id}`)).statusCode).toBe(402);
    const edit = await owner.post(`/api/offers/update/${offer.id}`, { title: 'Now with 30 photos' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/^This ad is waiting for its payment/);

    const paid = await owner.post(`/api/payments/sandbox/${ordered.json().order_id}`, { outcome: 'paid' });
    expect(paid.json()).toMatchObject({ status: 'paid', refund_reason: null });
    expect((await offerRow(offer.id))?.status).toBe('active');
    expect(await publicView(offer)).toEqual({
      page: 200,
      found: 1,
      profileCount: before.profileCount + 1,
      directoryCount: before.directoryCount + 1,
    });
  });

  it('goes back to draft when the order is declined or lapses, and can be paid later', async () => {
    const offer = await draft();
    const first = (await charge(owner, offer.id)).json();
    await owner.post(`/api/payments/sandbox/${first.order_id}`, { outcome: 'declined' });
    expect((await offerRow(offer.id))?.status).toBe('draft');

    const second = (await charge(owner, offer.id, { package: 'standard' })).json();
    expect((await offerRow(offer.id))?.status).toBe('pending_payment');
    await expireAbandonedOrders(t.database.db, new Date(Date.now() + 61 * 60_000));
    expect((await offerRow(offer.id))?.status).toBe('draft');
    expect((await owner.get(`/api/orders/${second.order_id}`)).json()).toMatchObject({ status: 'expired' });

    const third = (await charge(owner, offer.id)).json();
    await owner.post(`/api/payments/sandbox/${third.order_id}`, { outcome: 'paid' });
    expect((await offerRow(offer.id))?.status).toBe('active');
  });

  it('replaces an open order with a newer one: an ad never has two', async () => {
    const offer = await draft();
    const first = (await charge(owner, offer.id)).json();
    const second = (await charge(owner, offer.id, { package: 'premium' })).json();
    expect((await owner.get(`/api/orders/${first.order_id}`)).json()).toMatchObject({
      status: 'expired',
      failure_reason: 'Replaced by a newer order for this ad',
    });
    expect((await owner.get(`/api/orders/${second.order_id}`)).json()).toMatchObject({ status: 'pending' });
    expect((await owner.post(`/api/payments/sandbox/${first.order_id}`, { outcome: 'paid' })).statusCode).toBe(409);
  });

  it('is published at once when posting is free, even from pending_payment', async () => {
    const free = await draft('Free flat to rent', 'rent');
    expect((await owner.patch(`/api/offers/submit/${free.id}`)).json()).toMatchObject({ status: 'active' });
    // A package ordered, then the owner publishes free instead: the order, if paid, still gives its package.
    const waiting = await draft('Rental with a package', 'rent');
    const order = (await charge(owner, waiting.id, { package: 'standard' })).json();
    expect((await offerRow(waiting.id))?.status).toBe('pending_payment');
    expect((await owner.patch(`/api/offers/submit/${waiting.id}`)).json()).toMatchObject({ status: 'active' });
    await owner.post(`/api/payments/sandbox/${order.order_id}`, { outcome: 'paid' });
    expect(await offerRow(waiting.id)).toMatchObject({ status: 'active', package: 'standard' });
  });

  it('refuses to charge for a rejected or expired ad', async () => {
    for (const status of ['rejected', 'expired'] as const) {
      const offer = await createOffer(t.database.db, { userId: ownerId, status });
      const response = await charge(owner, offer.id, { package: 'premium' });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('illegal_transition');
    }
  });
});

describe('an account whose e-mail address is not confirmed', () => {
  it('cannot publish by paying: 403 email_not_verified, with the message the free submit gives', async () => {
    // A guest's account: made and logged in by POST /api/auth/guest, its address not confirmed yet.
    const guest = await guestClient(t.app, '203.0.113.192');
    const created = await guest.post('/api/auth/guest', { name: 'Gus Guest', email: 'gus@posting.example' });
    expect(created.statusCode).toBe(201);
    const guestId: string = created.json().user.id;
    const offer = await createOffer(t.database.db, { userId: guestId, status: 'draft' });
    const free = await guest.patch(`/api/offers/submit/${offer.id}`);
    expect(free.statusCode).toBe(403);
    const paying = await charge(guest, offer.id, { package: 'premium' });
    expect(paying.statusCode).toBe(403);
    expect(paying.json()).toEqual({ message: free.json().message, code: 'email_not_verified' });
    expect((await offerRow(offer.id))?.status).toBe('draft');
    const orders = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where offer_id = ${offer.id}`,
    );
    expect(orders.rows[0]?.n).toBe(0);
    // Nor pay an order made before (say, while the address was confirmed and then changed).
    await t.database.db.execute(sql`update users set email_verified_at = now() where id = ${guestId}`);
    const order = (await charge(guest, offer.id, { package: 'premium' })).json();
    await t.database.db.execute(sql`update users set email_verified_at = null where id = ${guestId}`);
    const paid = await guest.post(`/api/payments/sandbox/${order.order_id}`, { outcome: 'paid' });
    expect(paid.statusCode).toBe(403);
    expect(paid.json().code).toBe('email_not_verified');
  });
});

describe('a site without a payment gateway', () => {
  it('sells nothing: posting is free, and every paid product is refused with payments_unavailable', async () => {
    await withTestApp({ env: { PAYMENTS_SANDBOX: 'false' } }, async (site) => {
      const db = site.database.db;
      const operator = await createUser(db, { email: 'ops@free.example', roles: ['user', 'owner'] });
      await setPrice(db, actorOf(operator), { code: 'package.basic', listing_type: null, audience: null, pence: 999 });
      const id = (await createUser(db, { email: 'owner@free.example', password: PASSWORD })).id;
      const client = await signedInClient(site.app, 'owner@free.example', PASSWORD, '203.0.113.193');

      const offer = await createOffer(db, { userId: id, status: 'draft' });
      expect((await client.patch(`/api/offers/submit/${offer.id}`)).json()).toMatchObject({ status: 'active' });

      const unavailable = {
        message: 'This site does not take payments, so nothing here can be bought. Ads are posted free.',
        code: 'payments_unavailable',
      };
      const other = await createOffer(db, { userId: id, status: 'draft' });
      const charged = await client.post(`/api/offers/charge/${other.id}`, { package: 'premium' });
      expect(charged.statusCode).toBe(409);
      expect(charged.json()).toEqual(unavailable);
      const billed = await client.get(`/api/offers/bill/${other.id}?package=premium`);
      expect(billed.statusCode).toBe(409);
      expect(billed.json()).toEqual(unavailable);
      const featured = await client.patch(`/api/offers/featureAd/${offer.id}?featureAd=7&gateway=sandbox`);
      expect(featured.statusCode).toBe(409);
      expect(featured.json().code).toBe('payments_unavailable');
      expect((await client.patch(`/api/offers/featureAd/${offer.id}?featureAd=7`)).json().code).toBe(
        'payments_unavailable',
      );
      const used = await createOffer(db, { userId: id, refreshCount: 3, raiseCount: 1 });
      for (const action of ['refresh', 'raise']) {
        for (const query of ['', '?gateway=sandbox&platform=desktop']) {
          const response = await client.patch(`/api/offers/${action}/${used.id}${query}`);
          expect(response.statusCode).toBe(409);
          expect(response.json().code).toBe('payments_unavailable');
        }
      }
      // The usual checks still come first.
      const inactive = await createOffer(db, { userId: id, status: 'inactive' });
      expect((await client.patch(`/api/offers/featureAd/${inactive.id}`)).json().code).toBe('illegal_transition');
      const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
      expect(count.rows[0]?.n).toBe(0);
    });
  });
});
