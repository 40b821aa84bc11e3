// A paid posting whose ad the operator then refuses, before it ever went on the site, is
// refunded: rejecting it records the refund on the posting's paid order(s) and queues the
// orders.refund job in the same transaction; the job gives the money back through the
// order's gateway (the sandbox, or Stripe through its stand-in) once, with a credit note
// and the payer's notice and e-mail, also when operators reject it at once over real
// connections (run on PGlite and on PostgreSQL). Rejecting an ad that was live refunds
// nothing, and only operators reject.
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { setPrice } from '#core/billing/price-list.ts';
import { submitOffer } from '#core/offers/write-offer.ts';
import { orders } from '#db/schema/billing.ts';
import { offers } from '#db/schema/offers.ts';
import { orderRefundJob } from '#jobs/definitions/order-refund.ts';
import { actorOf } from '#tests/fixtures/audit.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { jobDepsOf, testAppForFile } from '#tests/setup/app.ts';
import { signedInClient, type TestClient } from '#tests/setup/client.ts';
import { listen, overHttp } from '#tests/setup/http.ts';
import { stripeEnv, stripeStandInForFile } from '#tests/setup/stripe-stand-in.ts';

const PASSWORD = 'Refused-Rambler-3';
const POSTING = 350;
const WEBHOOK_SECRET = 'whsec_rejected_posting';
const signer = new Stripe('sk_test_signer');

describe.each(['sandbox', 'stripe'] as const)('rejecting a paid posting before it went live (%s)', (gateway) => {
  const stand = gateway === 'stripe' ? stripeStandInForFile() : undefined;
  const t = testAppForFile(() => ({
    OFFER_MODERATION: 'true',
    ...(stand ? stripeEnv(stand, { secretKey: 'sk_test_rejected', webhookSecret: WEBHOOK_SECRET }) : {}),
  }));
  let owner: TestClient;
  let operator: TestClient;
  let stranger: TestClient;
  /** The operator over real connections, for requests at once. */
  let operatorHttp: ReturnType<typeof overHttp>;
  let ownerId: string;
  const ownerEmail = `payer-${gateway}@rejected-posting.example`;

  beforeAll(async () => {
    const db = t.database.db;
    const ops = await createUser(db, {
      email: 'ops@rejected-posting.example',
      password: PASSWORD,
      roles: ['user', 'owner'],
    });
    await setPrice(db, actorOf(ops), { code: 'package.basic', listing_type: null, audience: null, pence: POSTING });
    ownerId = (await createUser(db, { email: ownerEmail, password: PASSWORD, name: 'Rita Refused' })).id;
    await createUser(db, { email: 'stranger@rejected-posting.example', password: PASSWORD });
    owner = await signedInClient(t.app, ownerEmail, PASSWORD, '203.0.113.150');
    operator = await signedInClient(t.app, 'ops@rejected-posting.example', PASSWORD, '203.0.113.151');
    stranger = await signedInClient(t.app, 'stranger@rejected-posting.example', PASSWORD, '203.0.113.152');
    const remote = await signedInClient(t.app, 'ops@rejected-posting.example', PASSWORD, '127.0.0.1');
    operatorHttp = overHttp(await listen(t.app), remote);
  });

  const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const offerStatus = async (id: string) =>
    (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0]?.status;

  /** The gateway tells us the order was paid: the sandbox page's button, or Stripe's signed webhook. */
  async function pay(orderId: string) {
    if (gateway === 'sandbox') {
      const paid = await owner.post(`/api/payments/sandbox/${orderId}`, { outcome: 'paid' });
      expect(paid.statusCode).toBe(200);
      return;
    }
    const payload = JSON.stringify({
      id: `evt_${orderId}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type: 'checkout.session.completed',
      data: {
        object: {
          object: 'checkout.session',
          currency: 'gbp',
          payment_status: 'paid',
          amount_total: POSTING,
          payment_intent: `pi_${orderId}`,
          metadata: { order_id: orderId },
        },
      },
    });
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
    expect(delivered.json()).toMatchObject({ result: 'paid' });
  }

  /** A draft whose posting the owner ordered and paid: with moderation on, it waits for an operator. */
  async function paidPosting(title: string, visibleFrom: Date | null = null) {
    const offer = await createOffer(t.database.db, {
      userId: ownerId,
      status: 'draft',
      title,
      visibleFrom,
      publishedAt: null,
    });
    const ordered = await owner.post(`/api/offers/charge/${offer.id}?platform=desktop`, { package: 'basic' });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const orderId: string = ordered.json().order_id;
    await pay(orderId);
    expect(await offerStatus(offer.id)).toBe('pending_moderation');
    return { offerId: offer.id, orderId };
  }

  const reject = (client: TestClient, offerId: string, reason = 'The photos show another property') =>
    client.patch(`/api/admin/offers/${offerId}/reject`, { reason });

  async function refunded(orderId: string) {
    await expect.poll(async () => (await orderRow(orderId))?.refundedAt ?? null, { timeout: 10_000 }).not.toBeNull();
  }
  const creditNotesOf = async (orderId: string) =>
    (
      await t.database.db.execute<{ number: string; reason: string; gross: number }>(sql`
        select c.number, c.reason, c.gross from credit_notes c join invoices i on i.id = c.invoice_id
        where i.order_id = ${orderId}`)
    ).rows;
  const refundJobsOf = async (orderId: string) =>
    (
      await t.database.db.execute<{ id: string }>(sql`
        select id from pgboss.job where name = ${orderRefundJob.name} and data->>'orderId' = ${orderId}`)
    ).rows.length;
  const mailsAbout = async (title: string) =>
    (
      await t.database.db.execute<{ data: { to: string; subject: string; text: string } }>(sql`
        select data from pgboss.job where name = 'send-email'`)
    ).rows
      .map((row) => row.data)
      .filter((mail) => mail.to === ownerEmail && /refund/i.test(mail.subject) && mail.text.includes(title));
  const gatewayRefunds = (orderId: string) =>
    (stand?.requests ?? []).filter(
      (request) => request.path === '/v1/refunds' && request.idempotencyKey === `refund-${orderId}`,
    );
  const bell = async () =>
    ((await owner.get('/api/user/notifications')).json().data as Array<{ message: string }>).map(
      (notice) => notice.message,
    );

  it('refunds the posting once, with a credit note, a notice and an e-mail saying the ad was not approved', async () => {
    const { offerId, orderId } = await paidPosting('Unapproved villa');
    const rejected = await reject(operator, offerId);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('rejected');

    await refunded(orderId);
    expect(await creditNotesOf(orderId)).toEqual([
      expect.objectContaining({ gross: POSTING, reason: expect.stringContaining('not approved') }),
    ]);
    expect((await owner.get(`/api/orders/${orderId}`)).json()).toMatchObject({
      status: 'refunded',
      refund_reason: expect.stringContaining('not approved'),
    });
    expect(await bell()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Your payment of £3\.50 for “Unapproved villa” has been refunded: the ad was not approved/,
        ),
      ]),
    );
    await expect.poll(async () => (await mailsAbout('Unapproved villa')).length).toBe(1);
    const [mail] = await mailsAbout('Unapproved villa');
    expect(mail?.text).toContain('not approved');
    expect(mail?.text).toContain('£3.50');
    if (stand) {
      expect(gatewayRefunds(orderId)).toHaveLength(1);
      expect(gatewayRefunds(orderId)[0]?.form.get('payment_intent')).toBe(`pi_${orderId}`);
      expect(gatewayRefunds(orderId)[0]?.form.get('amount')).toBe(String(POSTING));
    }
  });

  it('refunds once when the ad is rejected several times at once or the refund job runs again', async () => {
    const { offerId, orderId } = await paidPosting('Twice refused flat');
    const answers = await Promise.all(
      ['Duplicate listing', 'Wrong photos', 'Not in the UK'].map((reason) =>
        operatorHttp('PATCH', `/api/admin/offers/${offerId}/reject`, { reason }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await reject(operator, offerId)).statusCode).toBe(409);
    await refunded(orderId);
    expect(await refundJobsOf(orderId)).toBe(1);
    // The job delivered again (a worker died after the commit, say): nothing more happens.
    await orderRefundJob.handler({ orderId }, jobDepsOf(t), {
      id: 'redelivered',
      attempt: 2,
      signal: new AbortController().signal,
    });
    expect(await creditNotesOf(orderId)).toHaveLength(1);
    await expect.poll(async () => (await mailsAbout('Twice refused flat')).length).toBe(1);
    expect((await bell()).filter((message) => message.includes('“Twice refused flat” has been refunded'))).toHaveLength(
      1,
    );
    if (stand) expect(gatewayRefunds(orderId)).toHaveLength(1);
  });

  it('refunds an ad approved for a later date and rejected before that date', async () => {
    const { offerId, orderId } = await paidPosting('Scheduled cottage', new Date(Date.now() + 7 * 86_400_000));
    expect((await operator.patch(`/api/admin/offers/${offerId}/approve`)).json().status).toBe('scheduled');
    expect((await reject(operator, offerId)).statusCode).toBe(200);
    await refunded(orderId);
    expect(await creditNotesOf(orderId)).toHaveLength(1);
  });

  it('refunds nothing when the rejected ad had been live', async () => {
    const { offerId, orderId } = await paidPosting('Seen semi');
    expect((await operator.patch(`/api/admin/offers/${offerId}/approve`)).json().status).toBe('active');
    expect((await t.app.inject({ url: `/api/offers/${offerId}` })).statusCode).toBe(200);
    expect((await reject(operator, offerId)).statusCode).toBe(200);
    expect(await refundJobsOf(orderId)).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', refundReason: null, refundedAt: null });
    expect(await creditNotesOf(orderId)).toEqual([]);
    if (stand) expect(gatewayRefunds(orderId)).toEqual([]);
  });

  it('asks for the posting again when a refunded ad is resubmitted, and sends it to the operators once paid', async () => {
    const { offerId, orderId } = await paidPosting('Refused then mended bungalow');
    expect((await reject(operator, offerId)).statusCode).toBe(200);
    await refunded(orderId);
    // Someone else cannot resubmit it, nor learn that it exists.
    expect((await stranger.patch(`/api/offers/resubmit/${offerId}`)).statusCode).toBe(404);
    const resubmitted = await owner.patch(`/api/offers/resubmit/${offerId}`);
    expect(resubmitted.statusCode).toBe(402);
    expect(resubmitted.json()).toMatchObject({
      code: 'payment_required',
      amount: POSTING,
      pay_url: expect.stringMatching(/^\/my-offers\/pay\//),
    });
    // Back to a draft, the reason cleared: it is published once paid for, after the operators' check.
    expect(await offerStatus(offerId)).toBe('draft');
    expect((await owner.patch(`/api/offers/resubmit/${offerId}`)).statusCode).toBe(409);
    const ordered = await owner.post(`/api/offers/charge/${offerId}?platform=desktop`, { package: 'basic' });
    expect(ordered.statusCode, ordered.body).toBe(201);
    await pay(ordered.json().order_id);
    expect(await offerStatus(offerId)).toBe('pending_moderation');
    expect((await t.app.inject({ url: `/api/offers/${offerId}` })).statusCode).toBe(404);
  });

  it('sends a refused ad marked for review to the operators even where publishing needs no approval', async () => {
    const draft = await createOffer(t.database.db, { userId: ownerId, status: 'draft', title: 'Marked cottage' });
    await t.database.db.update(offers).set({ needsReview: true }).where(eq(offers.id, draft.id));
    const options = { moderation: false, emailVerified: true, takesPayments: false };
    const state = await submitOffer(t.database.db, { id: ownerId, roles: ['user'] }, draft.id, options);
    expect(state.status).toBe('pending_moderation');
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, draft.id));
    expect(row?.needsReview).toBe(false);
  });

  it('resubmits without a new payment an ad whose posting was kept (it had been live)', async () => {
    const { offerId } = await paidPosting('Kept-payment maisonette');
    expect((await operator.patch(`/api/admin/offers/${offerId}/approve`)).json().status).toBe('active');
    expect((await reject(operator, offerId)).statusCode).toBe(200);
    const resubmitted = await owner.patch(`/api/offers/resubmit/${offerId}`);
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json()).toMatchObject({ status: 'pending_moderation', rejection_reason: null });
  });

  it('lets only operators reject: the owner and another user get 403, and nothing is refunded', async () => {
    const { offerId, orderId } = await paidPosting('Self-refused terrace');
    expect((await reject(owner, offerId)).statusCode).toBe(403);
    expect((await reject(stranger, offerId)).statusCode).toBe(403);
    expect(await offerStatus(offerId)).toBe('pending_moderation');
    expect(await refundJobsOf(orderId)).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', refundReason: null });
  });
});
