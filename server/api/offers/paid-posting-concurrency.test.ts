// Publishing by paying under concurrency, over real connections (run on PGlite and on
// PostgreSQL): submits racing orders, orders racing each other and a payment racing a
// new order never publish an unpaid ad, never leave an ad two open orders for its
// package, and never answer 5xx.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setPrice } from '#core/billing/price-list.ts';
import { actorOf } from '#tests/fixtures/audit.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { signedInClient } from '#tests/setup/client.ts';
import { type HttpAnswer, listen, overHttp } from '#tests/setup/http.ts';

const PASSWORD = 'Racing-Ledger-3';
let send: ReturnType<typeof overHttp>;
let ownerId: string;

const t = testAppForFile({ JOBS_WORKER: 'false' });

beforeAll(async () => {
  const operator = await createUser(t.database.db, { email: 'ops@race.example', roles: ['user', 'owner'] });
  await setPrice(t.database.db, actorOf(operator), {
    code: 'package.basic',
    listing_type: null,
    audience: null,
    pence: 250,
  });
  ownerId = (await createUser(t.database.db, { email: 'owner@race.example', password: PASSWORD })).id;
  const owner = await signedInClient(t.app, 'owner@race.example', PASSWORD, '127.0.0.1');
  send = overHttp(await listen(t.app), owner);
});

async function state(offerId: string) {
  const offer = await t.database.db.execute<{ status: string }>(sql`select status from offers where id = ${offerId}`);
  const open = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from orders where offer_id = ${offerId} and purpose = 'offer' and status = 'pending'`,
  );
  const paid = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from orders where offer_id = ${offerId} and status = 'paid'`,
  );
  return { status: offer.rows[0]?.status, open: open.rows[0]?.n ?? 0, paid: paid.rows[0]?.n ?? 0 };
}

const statuses = (answers: HttpAnswer[]) => answers.map((answer) => answer.status);
const charge = (offerId: string) =>
  send('POST', `/api/offers/charge/${offerId}?platform=desktop`, { package: 'basic' });

describe('publishing by paying, with requests at once', () => {
  it('never publishes unpaid, and leaves one open order, when submits race orders', async () => {
    for (let round = 0; round < 4; round += 1) {
      const offer = await createOffer(t.database.db, { userId: ownerId, status: 'draft' });
      const answers = await Promise.all([
        send('PATCH', `/api/offers/submit/${offer.id}`),
        charge(offer.id),
        send('PATCH', `/api/offers/submit/${offer.id}`),
        charge(offer.id),
        send('PATCH', `/api/offers/submit/${offer.id}`),
        charge(offer.id),
      ]);
      expect(statuses(answers).every((status) => status < 500)).toBe(true);
      expect(answers.filter((_, index) => index % 2 === 0).map((answer) => answer.status)).toEqual([402, 402, 402]);
      expect(answers.filter((_, index) => index % 2 === 1).map((answer) => answer.status)).toEqual([201, 201, 201]);
      expect(await state(offer.id)).toEqual({ status: 'pending_payment', open: 1, paid: 0 });
    }
  });

  it('publishes only through a payment when a payment races new orders', async () => {
    for (let round = 0; round < 4; round += 1) {
      const offer = await createOffer(t.database.db, { userId: ownerId, status: 'draft' });
      const first = await charge(offer.id);
      const answers = await Promise.all([
        send('POST', `/api/payments/sandbox/${first.body.order_id}`, { outcome: 'paid' }),
        charge(offer.id),
        send('PATCH', `/api/offers/submit/${offer.id}`),
        charge(offer.id),
      ]);
      expect(statuses(answers).every((status) => status < 500)).toBe(true);
      const after = await state(offer.id);
      expect(after.open).toBeLessThanOrEqual(1);
      // Live exactly when the payment went through (before a newer order replaced its order).
      expect(after.status).toBe(answers[0]?.status === 200 ? 'active' : 'pending_payment');
      expect(after.paid).toBe(answers[0]?.status === 200 ? 1 : 0);
      if (answers[0]?.status !== 200) expect(answers[0]).toMatchObject({ status: 409, body: { code: 'order_closed' } });
    }
  });
});
