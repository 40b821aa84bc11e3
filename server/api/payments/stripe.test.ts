// Stripe Checkout through the official SDK, against a local stand-in of Stripe's API:
// the checkout is created with the order's amount; only a webhook the SDK verifies
// (signature over the raw body, 5 minutes at most) confirms the payment, once.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema/billing.ts';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { signedInClient, type TestClient } from '#tests/setup/client.ts';
import { stripeEnv, stripeStandInForFile } from '#tests/setup/stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_dazu_test_secret';
const PASSWORD = 'Stripe-Street-4';
let owner: TestClient;
let ownerId: string;
const signer = new Stripe('sk_test_signer');

const stand = stripeStandInForFile();
const t = testAppForFile(() => stripeEnv(stand, { secretKey: 'sk_test_dazu', webhookSecret: WEBHOOK_SECRET }));

beforeAll(async () => {
  ownerId = (await createUser(t.database.db, { email: 'owner@stripe.example', password: PASSWORD })).id;
  owner = await signedInClient(t.app, 'owner@stripe.example', PASSWORD, '203.0.113.170');
});

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

function event(type: string, session: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: { object: 'checkout.session', currency: 'gbp', payment_status: 'paid', ...session } },
  });
}

const deliver = (
  payload: string,
  header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });

async function checkout(): Promise<{ offerId: string; orderId: string; url: string }> {
  const offer = await createOffer(t.database.db, { userId: ownerId, status: 'draft' });
  const response = await owner.post(`/api/offers/charge/${offer.id}`, { package: 'premium', gateway: 'stripe' });
  expect(response.statusCode).toBe(201);
  return { offerId: offer.id, orderId: response.json().order_id, url: response.json().url };
}

describe('the Stripe gateway', () => {
  it('opens a Checkout Session for the order’s amount and confirms it from the verified webhook, once', async () => {
    const { offerId, orderId, url } = await checkout();
    const request = stand.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: 'Bearer sk_test_dazu',
    });
    expect(request?.form.get('line_items[0][price_data][unit_amount]')).toBe('1499');
    expect(request?.form.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(request?.form.get('metadata[order_id]')).toBe(orderId);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect((await orderRow(orderId))?.gatewayRef).toMatch(/^cs_test_/);

    const paid = event(
      'checkout.session.completed',
      { amount_total: 1499, metadata: { order_id: orderId } },
      'evt_paid_1',
    );
    const deliveries = await Promise.all([deliver(paid), deliver(paid), deliver(paid)]);
    expect(deliveries.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(deliveries.map((response) => response.json().result).sort()).toEqual(['duplicate', 'duplicate', 'paid']);
    expect((await orderRow(orderId))?.status).toBe('paid');
    const [offer] = await t.database.db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer).toMatchObject({ status: 'active', package: 'premium' });
  });

  it('refuses what Stripe did not sign, or signed long ago, or for another amount; ignores other events', async () => {
    const { orderId } = await checkout();
    const paid = event('checkout.session.completed', { amount_total: 1499, metadata: { order_id: orderId } });
    expect(
      (await deliver(paid, signer.webhooks.generateTestHeaderString({ payload: paid, secret: 'whsec_other' })))
        .statusCode,
    ).toBe(400);
    const old = signer.webhooks.generateTestHeaderString({
      payload: paid,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect((await deliver(paid, old)).statusCode).toBe(400);
    expect((await deliver(paid, 'garbage')).statusCode).toBe(400);
    const cheap = event('checkout.session.completed', { amount_total: 1, metadata: { order_id: orderId } });
    expect((await deliver(cheap)).statusCode).toBe(422);
    const unpaid = event('checkout.session.completed', {
      amount_total: 1499,
      payment_status: 'unpaid',
      metadata: { order_id: orderId },
    });
    expect((await deliver(unpaid)).json().result).toBe('ignored');
    expect((await deliver(event('payment_intent.created', {}))).json().result).toBe('ignored');
    expect((await orderRow(orderId))?.status).toBe('pending');

    const failed = event('checkout.session.async_payment_failed', {
      amount_total: 1499,
      metadata: { order_id: orderId },
    });
    expect((await deliver(failed)).json().result).toBe('declined');
    expect((await orderRow(orderId))?.status).toBe('failed');
  });

  it('refunds through Stripe, once, with the payment it was told about', async () => {
    await createUser(t.database.db, { email: 'operator@stripe.example', password: PASSWORD, roles: ['user', 'owner'] });
    const operator = await signedInClient(t.app, 'operator@stripe.example', PASSWORD, '203.0.113.171');
    const { orderId } = await checkout();
    await deliver(
      event('checkout.session.completed', {
        amount_total: 1499,
        payment_intent: 'pi_test_42',
        metadata: { order_id: orderId },
      }),
    );
    const refund = await operator.post(`/api/admin/orders/${orderId}/refund`, {
      reason: 'Advertiser changed their mind',
    });
    expect(refund.statusCode).toBe(201);
    const request = stand.requests.at(-1);
    // The key is the refund's own id, so a retry of that refund never gives more back.
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: `refund-${refund.json().refund_id}`,
    });
    expect(request?.form.get('payment_intent')).toBe('pi_test_42');
    expect(request?.form.get('amount')).toBe('1499');
    expect((await operator.post(`/api/admin/orders/${orderId}/refund`, { reason: 'Again' })).statusCode).toBe(409);
  });

  it('refunds through Stripe a paid refresh of an ad rejected meanwhile, from a job, once', async () => {
    await createUser(t.database.db, {
      email: 'moderator@stripe.example',
      password: PASSWORD,
      roles: ['user', 'owner'],
    });
    const moderator = await signedInClient(t.app, 'moderator@stripe.example', PASSWORD, '203.0.113.172');
    const offer = await createOffer(t.database.db, { userId: ownerId, refreshCount: 3 });
    const ordered = await owner.patch(`/api/offers/refresh/${offer.id}?gateway=stripe&platform=desktop`);
    expect(ordered.statusCode).toBe(201);
    const orderId: string = ordered.json().order_id;
    await moderator.patch(`/api/admin/offers/${offer.id}/reject`, { reason: 'Not a real property' });

    const paid = event('checkout.session.completed', {
      amount_total: 299,
      payment_intent: 'pi_test_rejected',
      metadata: { order_id: orderId },
    });
    const delivered = await deliver(paid);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().result).toBe('refund_due');
    await expect.poll(async () => (await orderRow(orderId))?.refundedAt ?? null, { timeout: 10_000 }).not.toBeNull();
    const refunds = stand.requests.filter((request) => request.path === '/v1/refunds');
    const mine = refunds.filter((request) => request.idempotencyKey === `refund-${orderId}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.form.get('payment_intent')).toBe('pi_test_rejected');
    expect(mine[0]?.form.get('amount')).toBe('299');
    const [ad] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(ad).toMatchObject({ status: 'rejected', refreshCount: 3 });
    // A redelivery of the same event changes nothing and refunds nothing more.
    expect((await deliver(paid)).json().result).toBe('duplicate');
    expect(stand.requests.filter((request) => request.idempotencyKey === `refund-${orderId}`)).toHaveLength(1);
  });

  it('is offered instead of the sandbox when configured', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId, status: 'draft' });
    const sandbox = await owner.post(`/api/offers/charge/${offer.id}`, { package: 'premium', gateway: 'sandbox' });
    expect(sandbox.statusCode).toBe(422);
  });
});
