// Paying for an ad through the sandbox gateway: an order copies the bill, only a
// verified notification applies it, exactly once, to the ad (published, package and
// extras); forged, unsigned, stale, replayed and wrong-amount notifications change
// nothing; nobody pays for or sees another person's order.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxNotification } from '#core/billing/gateways/sandbox.ts';
import { signEvent } from '#core/billing/gateways/signature.ts';
import { expireAbandonedOrders } from '#core/billing/orders.ts';
import { orderLines, orders } from '#db/schema/billing.ts';
import { offers } from '#db/schema/offers.ts';
import { orderExpiryJob } from '#jobs/definitions/order-expiry.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { jobDepsOf, testAppForFile } from '#tests/setup/app.ts';
import { guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';
import { pdfText } from '#tests/setup/pdf-text.ts';

const PASSWORD = 'Pay-Parade-8';
let owner: TestClient;
let stranger: TestClient;
let ownerId: string;

const t = testAppForFile();

beforeAll(async () => {
  ownerId = (await createUser(t.database.db, { email: 'owner@pay.example', password: PASSWORD })).id;
  await createUser(t.database.db, { email: 'stranger@pay.example', password: PASSWORD });
  owner = await signedInClient(t.app, 'owner@pay.example', PASSWORD, '203.0.113.150');
  stranger = await signedInClient(t.app, 'stranger@pay.example', PASSWORD, '203.0.113.151');
});

const draft = () => createOffer(t.database.db, { userId: ownerId, status: 'draft', publishedAt: undefined });
const offerRow = async (id: string) => (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0];
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const charge = (client: TestClient, offerId: string, body: object) =>
  client.post(`/api/offers/charge/${offerId}?platform=desktop`, body);
const webhook = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-sandbox-signature': signature } : {}) },
  });

describe('paying for an ad with the sandbox gateway', () => {
  it('orders the bill, and publishes the ad with its package and extras once paid', async () => {
    const offer = await draft();
    const response = await charge(owner, offer.id, {
      package: 'premium',
      extras: ['urgent', 'raise_3'],
      gateway: 'sandbox',
    });
    expect(response.statusCode).toBe(201);
    const { order_id, url } = response.json();
    expect(url).toBe(`/payments/sandbox/${order_id}`);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order_id));
    expect(lines.map((line) => [line.code, line.gross, line.vat])).toEqual([
      ['package.premium', 1499, 250],
      ['extra.urgent', 499, 83],
      ['extra.raise_3', 399, 67],
    ]);
    expect(await orderRow(order_id)).toMatchObject({ status: 'pending', gross: 2397, net: 1997, vat: 400 });
    // Returning from the gateway shows the status and changes nothing.
    expect((await owner.get(`/api/orders/${order_id}`)).json()).toMatchObject({
      status: 'pending',
      paid_at: null,
      test_mode: true,
    });
    // Not public while its payment is open.
    expect((await offerRow(offer.id))?.status).toBe('pending_payment');

    const paid = await owner.post(`/api/payments/sandbox/${order_id}`, { outcome: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    const after = await offerRow(offer.id);
    expect(after).toMatchObject({ status: 'active', package: 'premium', refreshCredits: 6, raiseCredits: 8 });
    expect(after?.tags).toEqual(['urgent']);
    // The owner's bell: the payment, and the ad going live (both in the paying transaction).
    const bell = (await owner.get('/api/user/notifications')).json().data;
    expect(bell).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          message: 'Payment of £23.97 received, thank you. Your invoice is ready.',
          link: '/invoices',
        }),
        expect.objectContaining({
          message: `Your listing “${offer.title}” is now live.`,
          link: `/offers/${offer.slug}`,
        }),
      ]),
    );
    const featuredDays = ((after?.featuredUntil?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(featuredDays).toBeGreaterThan(13.9);
    expect(featuredDays).toBeLessThan(14.1);
    // Paid once: the page cannot pay it again.
    expect((await owner.post(`/api/payments/sandbox/${order_id}`, { outcome: 'paid' })).statusCode).toBe(409);
  });

  it('leaves the ad unpaid when the payment is declined, and lets the owner try again', async () => {
    const offer = await draft();
    const first = (await charge(owner, offer.id, { package: 'standard' })).json();
    const declined = await owner.post(`/api/payments/sandbox/${first.order_id}`, { outcome: 'declined' });
    expect(declined.json()).toMatchObject({ status: 'failed', failure_reason: 'The payment was declined' });
    expect((await offerRow(offer.id))?.status).toBe('draft');
    const second = (await charge(owner, offer.id, { package: 'standard' })).json();
    expect((await owner.post(`/api/payments/sandbox/${second.order_id}`, { outcome: 'paid' })).json().status).toBe(
      'paid',
    );
    expect(await offerRow(offer.id)).toMatchObject({ status: 'active', package: 'standard', refreshCredits: 3 });
  });

  it('refuses forged, unsigned, stale and wrong-amount notifications, and applies a repeated one once', async () => {
    const offer = await draft();
    const { order_id } = (await charge(owner, offer.id, { package: 'basic', extras: ['raise_10'] })).json();
    const order = { id: order_id, gross: 999, currency: 'GBP' };
    const valid = await sandboxNotification(t.database.db, order, 'paid');

    expect((await webhook(valid.body)).statusCode).toBe(400);
    expect((await webhook(valid.body, signEvent('not-the-key', valid.body))).statusCode).toBe(400);
    const stale = await sandboxNotification(t.database.db, order, 'paid', new Date(Date.now() - 301_000));
    expect((await webhook(stale.body, stale.signature)).statusCode).toBe(400);
    const tampered = valid.body.replace('"amount":999', '"amount":1');
    expect((await webhook(tampered, valid.signature)).statusCode).toBe(400);
    const cheap = await sandboxNotification(t.database.db, { ...order, gross: 1 }, 'paid');
    expect((await webhook(cheap.body, cheap.signature)).statusCode).toBe(422);
    expect(await orderRow(order_id)).toMatchObject({ status: 'pending' });
    expect((await offerRow(offer.id))?.raiseCredits).toBe(0);

    // The same valid event five times at once: one payment, one application.
    const results = await Promise.all(Array.from({ length: 5 }, () => webhook(valid.body, valid.signature)));
    expect(results.map((result) => result.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.map((result) => result.json().result).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'paid',
    ]);
    // Another event for the order already paid changes nothing either.
    const again = await sandboxNotification(t.database.db, order, 'paid');
    expect((await webhook(again.body, again.signature)).json().result).toBe('unchanged');
    expect(await offerRow(offer.id)).toMatchObject({ status: 'active', raiseCredits: 10 });
    const events = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from payment_events where order_id = ${order_id}`,
    );
    expect(events.rows[0]?.n).toBe(2);
  });

  it('keeps the price of the order when the price list changes', async () => {
    await createUser(t.database.db, { email: 'operator@pay.example', password: PASSWORD, roles: ['user', 'owner'] });
    const operator = await signedInClient(t.app, 'operator@pay.example', PASSWORD, '203.0.113.152');
    const offer = await draft();
    const { order_id } = (await charge(owner, offer.id, { package: 'standard' })).json();
    await operator.request('PUT', '/api/admin/prices', { code: 'package.standard', pence: 9999 });
    expect((await owner.post(`/api/payments/sandbox/${order_id}`, { outcome: 'paid' })).json()).toMatchObject({
      status: 'paid',
      gross: 499,
    });
    await operator.request('DELETE', '/api/admin/prices', { code: 'package.standard' });
  });

  it('lets nobody else charge, see or pay an order', async () => {
    const offer = await draft();
    expect((await charge(stranger, offer.id, { package: 'premium' })).statusCode).toBe(404);
    const { order_id } = (await charge(owner, offer.id, { package: 'premium' })).json();
    expect((await stranger.get(`/api/orders/${order_id}`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/payments/sandbox/${order_id}`, { outcome: 'paid' })).statusCode).toBe(404);
    const guest = await guestClient(t.app, '203.0.113.153');
    expect((await guest.post(`/api/payments/sandbox/${order_id}`, { outcome: 'paid' })).statusCode).toBe(401);
    expect((await charge(guest, offer.id, { package: 'premium' })).statusCode).toBe(401);
    expect(
      (await owner.post(`/api/payments/sandbox/${order_id}`, { outcome: 'paid' }, { csrf: false })).statusCode,
    ).toBe(419);
    expect(await orderRow(order_id)).toMatchObject({ status: 'pending' });
    const nothing = await charge(owner, offer.id, { package: 'basic' });
    expect(nothing.json()).toMatchObject({ code: 'nothing_to_pay' });
    expect((await charge(owner, offer.id, { package: 'gold', gateway: 'paypal' })).statusCode).toBe(422);
  });
});

describe('paying for refreshes, raises and featuring', () => {
  it('orders what the allowance no longer covers, and applies it once paid', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId, refreshCount: 3, raiseCount: 1 });
    // Without a gateway: the price, as before.
    expect((await owner.patch(`/api/offers/refresh/${offer.id}`)).statusCode).toBe(402);
    const refresh = await owner.patch(`/api/offers/refresh/${offer.id}?gateway=sandbox&platform=desktop`);
    expect(refresh.statusCode).toBe(201);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, refresh.json().order_id));
    expect(lines.map((line) => [line.code, line.gross])).toEqual([['action.refresh', 299]]);
    await owner.post(`/api/payments/sandbox/${refresh.json().order_id}`, { outcome: 'paid' });
    expect(await offerRow(offer.id)).toMatchObject({ refreshCount: 4 });

    const feature = await owner.patch(`/api/offers/featureAd/${offer.id}?gateway=sandbox&featureAd=30`);
    expect(feature.statusCode).toBe(201);
    expect((await orderRow(feature.json().order_id))?.gross).toBe(2999);
    await owner.post(`/api/payments/sandbox/${feature.json().order_id}`, { outcome: 'paid' });
    const featuredDays = (((await offerRow(offer.id))?.featuredUntil?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(Math.round(featuredDays)).toBe(30);

    // A raise pack paid for earlier makes the next raise free again.
    await t.database.db.update(offers).set({ raiseCredits: 1 }).where(eq(offers.id, offer.id));
    expect((await owner.patch(`/api/offers/raise/${offer.id}?gateway=sandbox`)).statusCode).toBe(200);
    expect((await owner.patch(`/api/offers/raise/${offer.id}?gateway=sandbox`)).statusCode).toBe(201);
  });

  it('charges nobody for an action that cannot be done, or for someone else’s ad', async () => {
    const inactive = await createOffer(t.database.db, { userId: ownerId, status: 'inactive' });
    expect((await owner.patch(`/api/offers/featureAd/${inactive.id}?gateway=sandbox`)).statusCode).toBe(409);
    const live = await createOffer(t.database.db, { userId: ownerId });
    expect((await stranger.patch(`/api/offers/featureAd/${live.id}?gateway=sandbox`)).statusCode).toBe(404);
    const count = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where offer_id in (${inactive.id}, ${live.id})`,
    );
    expect(count.rows[0]?.n).toBe(0);
  });
});

describe('abandoned orders', () => {
  it('expire after their hour, and a payment that still arrives is honoured', async () => {
    const offer = await draft();
    const { order_id } = (await charge(owner, offer.id, { package: 'standard' })).json();
    const later = new Date(Date.now() + 61 * 60_000);
    await orderExpiryJob.handler({}, jobDepsOf(t), { id: 'test', attempt: 1, signal: new AbortController().signal });
    expect((await orderRow(order_id))?.status).toBe('pending');
    expect(await expireAbandonedOrders(t.database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order_id)).toMatchObject({
      status: 'expired',
      failureReason: 'The payment was not completed in time',
    });
    expect((await owner.post(`/api/payments/sandbox/${order_id}`, { outcome: 'paid' })).statusCode).toBe(409);
    const late = await sandboxNotification(t.database.db, { id: order_id, gross: 499, currency: 'GBP' }, 'paid');
    expect((await webhook(late.body, late.signature)).json().result).toBe('paid');
    expect((await offerRow(offer.id))?.status).toBe('active');
  });
});

describe('invoices', () => {
  it('are issued once per paid order, numbered without gaps, and downloadable by their owner only', async () => {
    const before = (await owner.get('/api/user/invoices')).json().data.length;
    const numbers: string[] = [];
    for (const outcome of ['paid', 'declined', 'paid'] as const) {
      const offer = await draft();
      const { order_id } = (await charge(owner, offer.id, { package: 'standard', extras: ['urgent'] })).json();
      await owner.post(`/api/payments/sandbox/${order_id}`, { outcome });
    }
    const list = (await owner.get('/api/user/invoices')).json().data;
    expect(list.length).toBe(before + 2);
    for (const invoice of list.slice(0, 2)) numbers.push(invoice.number);
    const [newer, older] = numbers.map((number) => Number(number.split('-')[2]));
    expect(newer).toBe((older ?? 0) + 1);
    expect(list[0]).toMatchObject({
      gross: 998,
      net: 832,
      vat: 166,
      description: 'Standard, Urgent tag',
      test_mode: true,
    });
    expect(list[0].number).toMatch(/^DZ-\d{4}-\d{6}$/);

    const pdf = await owner.get(`/api/invoices/${list[0].id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${list[0].number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Paid through the sandbox: the document says no real money moved.
    expect(await pdfText(pdf.rawPayload)).toContain('Test mode: no real money');
    expect((await owner.get(`/api/invoices/${list[0].id}/pdf`)).rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect((await stranger.get(`/api/invoices/${list[0].id}/pdf`)).statusCode).toBe(404);
    expect((await stranger.get('/api/user/invoices')).json().data).toEqual([]);
    // Never from public storage.
    const [row] = await t.database.db
      .execute<{ pdf_key: string }>(sql`select pdf_key from invoices where id = ${list[0].id}`)
      .then((result) => result.rows);
    expect(row?.pdf_key).toMatch(/^private\/invoices\//);
    expect((await t.app.inject({ url: `/storage/${row?.pdf_key}` })).statusCode).toBe(404);
    // Operators may read it too.
    await createUser(t.database.db, { email: 'accounts@pay.example', password: PASSWORD, roles: ['user', 'owner'] });
    const accounts = await signedInClient(t.app, 'accounts@pay.example', PASSWORD, '203.0.113.155');
    expect((await accounts.get(`/api/invoices/${list[0].id}/pdf`)).statusCode).toBe(200);
  });
});

describe('the invoice buyer', () => {
  it('is who the payer names, or else the profile', async () => {
    const offer = await draft();
    const buyer = {
      name: 'Pat Payer',
      company: 'Payer Lettings Ltd',
      street: '2 Market Row',
      city: 'York',
      zip_code: 'YO1 7HH',
      country: 'United Kingdom',
      vat_number: 'GB123456789',
    };
    const { order_id } = (await charge(owner, offer.id, { package: 'standard', buyer })).json();
    await owner.post(`/api/payments/sandbox/${order_id}`, { outcome: 'paid' });
    const invoice = await t.database.db.execute<{ buyer: unknown; seller: { name: string } }>(
      sql`select buyer, seller from invoices where order_id = ${order_id}`,
    );
    expect(invoice.rows[0]?.buyer).toEqual({
      name: 'Pat Payer',
      company: 'Payer Lettings Ltd',
      address: ['2 Market Row', 'York YO1 7HH', 'United Kingdom'],
      vatNumber: 'GB123456789',
    });
    expect(invoice.rows[0]?.seller.name).toBe('Dazu (demo seller)');
    const bad = await charge(owner, offer.id, { package: 'standard', buyer: { name: '', street: 'x'.repeat(300) } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['buyer.name', 'buyer.street']);
  });
});

describe('refunds', () => {
  it('are an operator’s, once per order, with a credit note of its own', async () => {
    await createUser(t.database.db, { email: 'refunds@pay.example', password: PASSWORD, roles: ['user', 'owner'] });
    const operator = await signedInClient(t.app, 'refunds@pay.example', PASSWORD, '203.0.113.156');
    const offer = await draft();
    const { order_id } = (await charge(owner, offer.id, { package: 'premium' })).json();
    const unpaid = await operator.post(`/api/admin/orders/${order_id}/refund`, { reason: 'Not paid yet' });
    expect(unpaid.statusCode).toBe(409);
    await owner.post(`/api/payments/sandbox/${order_id}`, { outcome: 'paid' });
    expect((await owner.post(`/api/admin/orders/${order_id}/refund`, { reason: 'Mine' })).statusCode).toBe(403);

    const refund = await operator.post(`/api/admin/orders/${order_id}/refund`, { reason: 'Duplicate payment' });
    expect(refund.statusCode).toBe(201);
    expect(refund.json().number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect((await operator.post(`/api/admin/orders/${order_id}/refund`, { reason: 'Again' })).statusCode).toBe(409);
    expect((await orderRow(order_id))?.refundedAt).not.toBeNull();

    const { credit_notes: notes } = (await owner.get('/api/user/invoices')).json();
    expect(notes[0]).toMatchObject({
      number: refund.json().number,
      reason: 'Duplicate payment',
      gross: 1499,
      vat: 250,
    });
    const pdf = await owner.get(`/api/credit-notes/${notes[0].id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await stranger.get(`/api/credit-notes/${notes[0].id}/pdf`)).statusCode).toBe(404);
  });
});

describe('a crash while confirming', () => {
  it('leaves nothing half-done, and the redelivery applies the payment once', async () => {
    const offer = await draft();
    const { order_id } = (await charge(owner, offer.id, { package: 'standard' })).json();
    const notification = await sandboxNotification(
      t.database.db,
      { id: order_id, gross: 499, currency: 'GBP' },
      'paid',
    );
    // The last step of the confirmation (issuing the invoice) fails, as a crash would.
    await t.database.db.execute(sql`
      create or replace function refuse_invoices() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_invoices before insert on invoices for each row execute function refuse_invoices()`);
    try {
      expect((await webhook(notification.body, notification.signature)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_invoices on invoices`);
      await t.database.db.execute(sql`drop function refuse_invoices()`);
    }
    expect(await orderRow(order_id)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await offerRow(offer.id)).toMatchObject({ status: 'pending_payment', package: 'basic', refreshCredits: 0 });
    const recorded = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from payment_events where order_id = ${order_id}`,
    );
    expect(recorded.rows[0]?.n).toBe(0);

    // The gateway delivers the same event again: now it all happens, once.
    expect((await webhook(notification.body, notification.signature)).json().result).toBe('paid');
    expect((await webhook(notification.body, notification.signature)).json().result).toBe('duplicate');
    expect(await offerRow(offer.id)).toMatchObject({ status: 'active', package: 'standard', refreshCredits: 3 });
    const invoices = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from invoices where order_id = ${order_id}`,
    );
    expect(invoices.rows[0]?.n).toBe(1);
  });
});
