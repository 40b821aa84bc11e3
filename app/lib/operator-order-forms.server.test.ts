// The order page's refund form posted without JavaScript, through the page's action
// helper on a real database: refused until the operator has proved who they are in the
// last ten minutes, the amount typed in pounds, a mistyped amount named, and the same
// form posted twice (a double click, a resent page) refunding once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '#core/accounts/sessions.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { createTestApp, type TestApp } from '#tests/setup/app.ts';
import { signedInClient } from '#tests/setup/client.ts';
import { pageContextOf } from '#tests/setup/page-context.ts';
import type { FormFailure } from './form-failure.ts';
import { operatorOrderForms } from './operator-order-forms.server.ts';
import { handleIntent } from './page-action.server.ts';

const PASSWORD = 'Till-Receipt-77';
let t: TestApp;
let finance: UserRow;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  finance = await createUser(t.database.db, {
    email: 'fin@order-forms.example',
    roles: ['user', 'finance'],
  });
  const buyerId = (await createUser(t.database.db, { email: 'buyer@order-forms.example', password: PASSWORD })).id;
  const buyer = await signedInClient(t.app, 'buyer@order-forms.example', PASSWORD, '203.0.113.70');
  const offer = await createOffer(t.database.db, { userId: buyerId, status: 'draft', publishedAt: undefined });
  orderId = (await buyer.post(`/api/offers/charge/${offer.id}`, { package: 'premium' })).json().order_id;
  await buyer.post(`/api/payments/sandbox/${orderId}`, { outcome: 'paid' });
});
afterAll(async () => {
  await t?.close();
});

type Answer = { status: number; outcome?: { message: string }; failure?: FormFailure };

async function post(fields: Record<string, string>, confirmedAt: Date | null): Promise<Answer> {
  const request = new Request('http://dazu.test/admin/orders/x', { method: 'POST', body: new URLSearchParams(fields) });
  const app = pageContextOf(t, { account: finance, address: '203.0.113.71' });
  app.session.signIn = { waitingFor: null, secondFactorAt: new Date(), confirmedAt };
  // Every form of the page answers with data(): its body, and a status when refused.
  const answer = (await handleIntent(request, operatorOrderForms(app, orderId))) as {
    data: Omit<Answer, 'status'>;
    init?: { status?: number } | null;
  };
  return { status: answer.init?.status ?? 200, ...answer.data };
}

const creditNotes = async () =>
  (
    await t.database.db.execute<{ gross: number }>(
      sql`select c.gross from credit_notes c join invoices i on i.id = c.invoice_id where i.order_id = ${orderId}`,
    )
  ).rows;

describe('the refund form', () => {
  it('wants a fresh proof of identity, reads pounds, and refunds once per form shown', async () => {
    const key = crypto.randomUUID();
    const refund = { intent: 'refund', amount: '2.50', reason: 'Late start', key };
    const stale = await post(refund, new Date(Date.now() - 11 * 60_000));
    expect(stale).toMatchObject({ status: 403, failure: { code: 'confirmation_required' } });
    expect(await creditNotes()).toEqual([]);

    const mistyped = await post({ ...refund, amount: 'two pounds' }, new Date());
    expect(mistyped.status).toBe(422);
    expect(mistyped.failure?.errors.amount).toBe('Give the amount in pounds and pence, such as 4.99');

    const done = await post(refund, new Date());
    expect(done.outcome?.message).toMatch(/^Refunded £2\.50: credit note CN-\d{4}-\d{6} issued\.$/);
    const again = await post(refund, new Date());
    expect(again.outcome?.message).toBe(done.outcome?.message);
    expect(await creditNotes()).toEqual([{ gross: 250 }]);

    const tooMuch = await post({ ...refund, amount: '20', key: crypto.randomUUID() }, new Date());
    expect(tooMuch).toMatchObject({ status: 409, failure: { code: 'exceeds_refundable' } });
    expect(tooMuch.failure?.message).toContain('Only £12.49 of this order can still be refunded');
  });
});
