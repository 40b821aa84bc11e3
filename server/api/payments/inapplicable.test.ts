// A paid product that its ad can no longer take (rejected, deleted or expired while the
// payer was paying) is never a 500 and never money kept for nothing: the verified
// notification is acknowledged, the order is refunded by a background job through its
// gateway with a credit note, and the payer is told why (bell and e-mail).
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxNotification } from '#core/billing/gateways/sandbox.ts';
import { orders } from '#db/schema/billing.ts';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Refund-Rover-7';
let owner: TestClient;
let operator: TestClient;
let ownerId: string;

const t = testAppForFile();

beforeAll(async () => {
  ownerId = (await createUser(t.database.db, { email: 'payer@refund.example', password: PASSWORD, name: 'Pat Payer' }))
    .id;
  await createUser(t.database.db, { email: 'operator@refund.example', password: PASSWORD, roles: ['user', 'owner'] });
  owner = await signedInClient(t.app, 'payer@refund.example', PASSWORD, '203.0.113.180');
  operator = await signedInClient(t.app, 'operator@refund.example', PASSWORD, '203.0.113.181');
});

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const offerRow = async (id: string) => (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0];
const webhook = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
  });

/** Waits for the refund job to have refunded the order. */
async function refunded(orderId: string) {
  await expect.poll(async () => (await orderRow(orderId))?.refundedAt ?? null, { timeout: 10_000 }).not.toBeNull();
  return orderRow(orderId);
}

async function creditNotesOf(orderId: string) {
  const result = await t.database.db.execute<{ number: string; reason: string; gross: number }>(sql`
    select c.number, c.reason, c.gross from credit_notes c join invoices i on i.id = c.invoice_id
    where i.order_id = ${orderId}`);
  return result.rows;
}

async function mailsTo(address: string, subject: RegExp) {
  const result = await t.database.db.execute<{ data: { to: string; subject: string; text: string } }>(sql`
    select data from pgboss.job where name = 'send-email'`);
  return result.rows.map((row) => row.data).filter((mail) => mail.to === address && subject.test(mail.subject));
}

describe('a paid refresh of an ad rejected after it was ordered', () => {
  it('is acknowledged, refunded with a credit note, and the payer is told why', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId, refreshCount: 3, title: 'Rejected cottage' });
    const order = await owner.patch(`/api/offers/refresh/${offer.id}?gateway=sandbox&platform=desktop`);
    expect(order.statusCode).toBe(201);
    const orderId: string = order.json().order_id;
    const rejected = await operator.patch(`/api/admin/offers/${offer.id}/reject`, { reason: 'Not a real property' });
    expect(rejected.statusCode).toBe(200);

    // The payer pays on the sandbox page: the notification is verified and acknowledged.
    const paid = await owner.post(`/api/payments/sandbox/${orderId}`, { outcome: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id: orderId, refund_reason: expect.stringContaining('rejected') });
    // The ad is still rejected: nothing was applied to it.
    expect(await offerRow(offer.id)).toMatchObject({ status: 'rejected', refreshCount: 3 });

    const row = await refunded(orderId);
    expect(row).toMatchObject({ status: 'paid', appliedAt: null });
    const notes = await creditNotesOf(orderId);
    expect(notes).toEqual([expect.objectContaining({ gross: 299, reason: expect.stringContaining('rejected') })]);
    expect((await owner.get(`/api/orders/${orderId}`)).json()).toMatchObject({ status: 'refunded' });

    const bell = (await owner.get('/api/user/notifications')).json().data;
    expect(bell).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          message: expect.stringMatching(/£2\.99.*“Rejected cottage”.*refunded.*rejected/),
          link: '/invoices',
        }),
      ]),
    );
    await expect.poll(async () => (await mailsTo('payer@refund.example', /refund/i)).length).toBe(1);
    const [mail] = await mailsTo('payer@refund.example', /refund/i);
    expect(mail?.text).toContain('Rejected cottage');
    expect(mail?.text).toContain('£2.99');
  });

  it('answers the gateway 2xx for a redelivery too, and refunds once', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId, refreshCount: 3 });
    const orderId: string = (await owner.patch(`/api/offers/refresh/${offer.id}?gateway=sandbox`)).json().order_id;
    await operator.patch(`/api/admin/offers/${offer.id}/reject`, { reason: 'Duplicate listing' });
    const event = await sandboxNotification(t.database.db, { id: orderId, gross: 299, currency: 'GBP' }, 'paid');
    const deliveries = await Promise.all([1, 2, 3].map(() => webhook(event.body, event.signature)));
    expect(deliveries.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(deliveries.map((response) => response.json().result).sort()).toEqual([
      'duplicate',
      'duplicate',
      'refund_due',
    ]);
    await refunded(orderId);
    expect(await creditNotesOf(orderId)).toHaveLength(1);
  });
});

describe('other products an ad can no longer take', () => {
  it('refunds featuring bought for an ad deleted meanwhile', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId });
    const orderId: string = (await owner.patch(`/api/offers/featureAd/${offer.id}?gateway=sandbox&featureAd=7`)).json()
      .order_id;
    await t.database.db.delete(offers).where(eq(offers.id, offer.id));
    const paid = await owner.post(`/api/payments/sandbox/${orderId}`, { outcome: 'paid' });
    expect(paid.statusCode).toBe(200);
    await refunded(orderId);
    expect(await creditNotesOf(orderId)).toEqual([expect.objectContaining({ gross: 999 })]);
  });

  it('refunds a raise bought for an ad that expired meanwhile', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId, raiseCount: 1 });
    const orderId: string = (await owner.patch(`/api/offers/raise/${offer.id}?gateway=sandbox`)).json().order_id;
    await t.database.db.update(offers).set({ status: 'expired' }).where(eq(offers.id, offer.id));
    expect((await owner.post(`/api/payments/sandbox/${orderId}`, { outcome: 'paid' })).statusCode).toBe(200);
    await refunded(orderId);
    expect(await offerRow(offer.id)).toMatchObject({ status: 'expired', raiseCount: 1 });
  });
});
