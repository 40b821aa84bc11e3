// The finance back office's orders through the API: finding an order by its buyer and
// state, its file, and refunds in parts (each through the gateway once, with a credit
// note whose net and VAT add up, never more than the gross even when two arrive at
// once), and who may do it (a refund wants a fresh confirmation). Every refund is in
// the audit log.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GatewayRefund, PaymentGateway } from '#core/billing/gateways/gateway.ts';
import { sandboxGateway } from '#core/billing/gateways/sandbox.ts';
import { refundOrder } from '#core/billing/refunds.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Ledger-Lantern-4';
const t = testAppForFile();
const db = () => t.database.db;
let buyer: TestClient;
let finance: TestClient;
let buyerId: string;
let financeId: string;

beforeAll(async () => {
  buyerId = (await createUser(db(), { email: 'wren.buyer@orders.example', password: PASSWORD, name: 'Wren Buyer' })).id;
  financeId = (await createUser(db(), { email: 'fin@orders.example', password: PASSWORD, roles: ['user', 'finance'] }))
    .id;
  buyer = await signedInClient(t.app, 'wren.buyer@orders.example', PASSWORD, '203.0.113.90');
  finance = await signedInClient(t.app, 'fin@orders.example', PASSWORD, '203.0.113.91');
});

/** A premium posting paid through the sandbox: 1499 pence, 250 of it VAT. */
async function paidOrder(): Promise<string> {
  const offer = await createOffer(db(), { userId: buyerId, status: 'draft', publishedAt: undefined });
  const { order_id } = (await buyer.post(`/api/offers/charge/${offer.id}`, { package: 'premium' })).json();
  expect((await buyer.post(`/api/payments/sandbox/${order_id}`, { outcome: 'paid' })).statusCode).toBe(200);
  return order_id;
}

const refund = (orderId: string, body: object) => finance.post(`/api/admin/orders/${orderId}/refund`, body);
const file = async (orderId: string) => (await finance.get(`/api/admin/orders/${orderId}`)).json();

describe('finding orders', () => {
  it('finds an order by its buyer’s e-mail and its state, and shows its file', async () => {
    const orderId = await paidOrder();
    const found = (await finance.get('/api/admin/orders?q=wren.buyer@orders&status=paid&gateway=sandbox')).json();
    expect(found.data.map((row: { id: string }) => row.id)).toContain(orderId);
    expect(found.data[0]).toMatchObject({ buyer_name: 'Wren Buyer', refund_state: 'none' });
    const today = new Date().toISOString().slice(0, 10);
    const paidToday = (await finance.get(`/api/admin/orders?paid_from=${today}&paid_to=${today}&sort=gross`)).json();
    expect(paidToday.meta.total).toBeGreaterThan(0);
    expect((await finance.get('/api/admin/orders?paid_to=2000-01-01')).json().data).toEqual([]);
    expect((await finance.get('/api/admin/orders?q=nobody-like-this')).json().data).toEqual([]);
    const bad = await finance.get('/api/admin/orders?sort=sideways&paid_from=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['paid_from', 'sort']);

    const order = await file(orderId);
    expect(order).toMatchObject({ gross: 1499, net: 1249, vat: 250, refundable: 1499, status: 'paid' });
    expect(order.lines).toEqual([expect.objectContaining({ code: 'package.premium', gross: 1499, vat: 250 })]);
    expect(order.invoice.number).toMatch(/^DZ-\d{4}-\d{6}$/);
    expect(order.events).toEqual([expect.objectContaining({ outcome: 'paid' })]);
    expect((await finance.get('/api/admin/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('refunding in parts', () => {
  it('gives back parts until the gross is back, each with a credit note whose parts add up', async () => {
    const orderId = await paidOrder();
    const first = await refund(orderId, { reason: 'Photos were late', amount: 500 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ amount: 500, number: expect.stringMatching(/^CN-\d{4}-\d{6}$/) });
    expect(await file(orderId)).toMatchObject({ refund_state: 'partly', refunded_gross: 500, refundable: 999 });

    const tooMuch = await refund(orderId, { reason: 'Goodwill', amount: 1000 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'exceeds_refundable' });
    expect(tooMuch.json().message).toContain('Only £9.99 of this order can still be refunded');

    expect((await refund(orderId, { reason: 'Goodwill', amount: 600 })).statusCode).toBe(201);
    expect((await refund(orderId, { reason: 'The rest' })).json()).toMatchObject({ amount: 399 });
    const order = await file(orderId);
    expect(order).toMatchObject({ refund_state: 'fully', refunded_gross: 1499, refundable: 0 });
    // VAT in proportion of all given back so far: 83 (500), 183 − 83 (1,100), 250 − 183.
    expect(
      order.credit_notes.map((note: { gross: number; net: number; vat: number }) => [note.gross, note.net, note.vat]),
    ).toEqual([
      [500, 417, 83],
      [600, 500, 100],
      [399, 332, 67],
    ]);
    const again = await refund(orderId, { reason: 'Once more', amount: 1 });
    expect(again.json()).toMatchObject({ code: 'already_refunded' });
    const refunded = await db().execute<{ refunded_at: Date | null }>(
      sql`select refunded_at from orders where id = ${orderId}`,
    );
    expect(refunded.rows[0]?.refunded_at).not.toBeNull();
    const audit = await db().execute<{ action: string; actor_email: string; after: { amount: number } }>(
      sql`select action, actor_email, after from operator_audit_log where target_id = ${orderId} order by id`,
    );
    expect(audit.rows.map((row) => [row.action, row.actor_email, row.after.amount])).toEqual([
      ['orders.refund', 'fin@orders.example', 500],
      ['orders.refund', 'fin@orders.example', 600],
      ['orders.refund', 'fin@orders.example', 399],
    ]);
    const pdf = await finance.get(`/api/credit-notes/${order.credit_notes[0].id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('never gives back more than the gross when two refunds arrive at once', async () => {
    const orderId = await paidOrder();
    const answers = await Promise.all([
      refund(orderId, { reason: 'First desk', amount: 1000 }),
      refund(orderId, { reason: 'Second desk', amount: 1000 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await file(orderId)).toMatchObject({ refunded_gross: 1000, refundable: 499 });
    expect((await file(orderId)).credit_notes).toHaveLength(1);
  });

  it('asks the gateway once per refund, even when the same refund is asked for again', async () => {
    const orderId = await paidOrder();
    const asked: GatewayRefund[] = [];
    const counting: PaymentGateway = {
      ...sandboxGateway(),
      refund: async (ask) => {
        asked.push(ask);
      },
    };
    const actor = { id: financeId, email: 'fin@orders.example', roles: ['finance'], address: null };
    const key = crypto.randomUUID();
    const ask = { orderId, reason: 'Double charge', amount: 300, key };
    const once = await refundOrder(db(), () => counting, actor, ask);
    const twice = await refundOrder(db(), () => counting, actor, ask);
    expect(twice).toEqual(once);
    expect(asked).toEqual([{ orderId, amount: 300, paymentRef: null, key }]);
    // Over the API too: the same key answers the same credit note.
    const viaApi = await refund(orderId, { reason: 'Double charge', amount: 300, key });
    expect(viaApi.json().credit_note_id).toBe(once.credit_note_id);
    expect((await file(orderId)).credit_notes).toHaveLength(1);
  });

  it('releases the amount when the gateway refuses', async () => {
    const orderId = await paidOrder();
    const refusing: PaymentGateway = {
      ...sandboxGateway(),
      refund: () => Promise.reject(new Error('gateway down')),
    };
    const actor = { id: financeId, email: 'fin@orders.example', roles: ['finance'], address: null };
    await expect(refundOrder(db(), () => refusing, actor, { orderId, reason: 'Try', amount: 200 })).rejects.toThrow(
      'gateway down',
    );
    expect(await file(orderId)).toMatchObject({ refunded_gross: 0, refundable: 1499, refunds: [] });
  });
});

describe('who may refund', () => {
  it('is finance (or the owner) with a fresh confirmation only', async () => {
    const orderId = await paidOrder();
    const guest = await guestClient(t.app, '203.0.113.92');
    expect((await guest.post(`/api/admin/orders/${orderId}/refund`, { reason: 'Nope' })).statusCode).toBe(401);
    expect((await guest.get('/api/admin/orders')).statusCode).toBe(401);
    await createUser(db(), { email: 'sup@orders.example', password: PASSWORD, roles: ['user', 'support'] });
    const support = await signedInClient(t.app, 'sup@orders.example', PASSWORD, '203.0.113.93');
    expect((await support.post(`/api/admin/orders/${orderId}/refund`, { reason: 'Nope' })).statusCode).toBe(403);
    expect((await support.get('/api/admin/orders')).statusCode).toBe(403);
    expect((await buyer.get(`/api/admin/orders/${orderId}`)).statusCode).toBe(403);

    await db().execute(
      sql`update sessions set confirmed_at = now() - interval '11 minutes' where user_id = ${financeId}`,
    );
    const stale = await refund(orderId, { reason: 'Stale proof', amount: 100 });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('confirmation_required');
    expect((await finance.post('/api/auth/confirm', { password: PASSWORD })).statusCode).toBe(204);
    expect((await refund(orderId, { reason: 'Fresh proof', amount: 100 })).statusCode).toBe(201);
  });
});
