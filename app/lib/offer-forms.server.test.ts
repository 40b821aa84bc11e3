// The offer page's forms posted without JavaScript, through the page's action helper on
// a real database: a message in the session account's name, a visitor's report (a
// session opened for a visitor who has none, one open report each), the API's limits
// per address, and refusals as the form shows them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '#contract/offer-reports.ts';
import { sha256 } from '#core/accounts/secrets.ts';
import { sessions } from '#db/schema/accounts.ts';
import { messages, pendingEnquiries } from '#db/schema/messages.ts';
import { offerReports } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { createTestApp, type TestApp } from '#tests/setup/app.ts';
import { type Asking, pageContextOf } from '#tests/setup/page-context.ts';
import type { FormFailure } from './form-failure.ts';
import { offerFormAction } from './offer-forms.server.ts';
import type { OfferFormSent } from './offer-forms.ts';
import { handleForm } from './page-action.server.ts';

let t: TestApp;
let advertiserId: string;

beforeAll(async () => {
  t = await createTestApp();
  advertiserId = (await createUser(t.database.db, { email: 'advertiser@offer-forms.example' })).id;
});
afterAll(async () => {
  await t?.close();
});

type Answer = { status: number; sent?: OfferFormSent; failure?: FormFailure; cookies: string[] };

/** Posts `fields` to the offer page of `offerId` as `who`; the action's answer. */
async function post(offerId: string, who: Asking, fields: Record<string, string>): Promise<Answer> {
  const request = new Request('http://dazu.test/offers/an-ad', { method: 'POST', body: new URLSearchParams(fields) });
  const answer = await handleForm(request, (posted) => offerFormAction(pageContextOf(t, who), offerId, posted));
  const headers = new Headers(answer.init?.headers);
  return { status: answer.init?.status ?? 200, ...answer.data, cookies: headers.getSetCookie() };
}

const report = { intent: 'report', reason: 'scam', message: 'Asks for a deposit before any viewing.' };
const reportsOf = (offerId: string) =>
  t.database.db.select().from(offerReports).where(eq(offerReports.offerId, offerId));

describe('the offer page’s forms without JavaScript', () => {
  it('opens a session for a visitor who reports without one, and stores their second report once', async () => {
    const offer = await createOffer(t.database.db, { userId: advertiserId });
    const first = await post(offer.id, { address: '203.0.113.10' }, report);
    expect(first).toMatchObject({ status: 200, sent: { intent: 'report' } });
    const sessionId = /^dazu_session=([^;]+)/.exec(first.cookies.find((c) => c.startsWith('dazu_session=')) ?? '')?.[1];
    expect(sessionId).toBeDefined();
    const [opened] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(sessionId ?? '')));
    expect(opened?.userId).toBeNull();

    // Back with that session: accepted, not stored again.
    const again = await post(offer.id, { address: '203.0.113.10', sessionId: sha256(sessionId ?? '') }, report);
    expect(again).toMatchObject({ status: 200, sent: { intent: 'report' }, cookies: [] });
    const stored = await reportsOf(offer.id);
    expect(stored.map((row) => row.reporterKey)).toEqual([`session:${sha256(sessionId ?? '')}`]);
  });

  it('limits reports from one address as the API does, counted apart from it', async () => {
    const offer = await createOffer(t.database.db, { userId: advertiserId });
    const visitor = { address: '203.0.113.11', sessionId: sha256('a visitor session') };
    for (let count = 0; count < 5; count++) expect((await post(offer.id, visitor, report)).status).toBe(200);
    const refused = await post(offer.id, visitor, report);
    expect(refused.status).toBe(429);
    expect(refused.failure?.code).toBe('too_many_attempts');
    // Another address is not held back.
    expect((await post(offer.id, { ...visitor, address: '203.0.113.12' }, report)).status).toBe(200);
  });

  it('gives a refused report back with the field’s message and what was typed', async () => {
    const offer = await createOffer(t.database.db, { userId: advertiserId });
    const refused = await post(offer.id, { address: '203.0.113.13' }, { ...report, message: 'Too short' });
    expect(refused.status).toBe(422);
    expect(refused.failure?.errors).toEqual({ message: REPORT_MESSAGES.messageShort });
    expect(refused.failure?.values).toMatchObject({ intent: 'report', reason: 'scam', message: 'Too short' });
    expect(await reportsOf(offer.id)).toEqual([]);
  });

  it('sends a message in the name of the session’s account, and refuses one without an account', async () => {
    const offer = await createOffer(t.database.db, { userId: advertiserId });
    const sender = await createUser(t.database.db, { email: 'buyer@offer-forms.example' });
    const message = { intent: 'message', body: 'Is the garden south-facing?' };
    const sent = await post(offer.id, { account: sender, address: '203.0.113.14' }, message);
    expect(sent).toMatchObject({ status: 200, sent: { intent: 'message' } });
    const conversationId = sent.sent?.intent === 'message' ? sent.sent.conversationId : '';
    const stored = await t.database.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(stored).toMatchObject([{ senderId: sender.id, body: 'Is the garden south-facing?' }]);

    const anonymous = await post(offer.id, { address: '203.0.113.14' }, message);
    expect(anonymous.status).toBe(401);
  });

  it('holds a visitor’s enquiry and names the address the link went to', async () => {
    const offer = await createOffer(t.database.db, { userId: advertiserId });
    const enquiry = { intent: 'enquiry', name: 'Gwen Guest', email: 'Gwen@Example.test', body: 'Parking?' };
    const held = await post(offer.id, { address: '203.0.113.15' }, enquiry);
    expect(held).toMatchObject({ status: 200, sent: { intent: 'enquiry', email: 'gwen@example.test' } });
    const rows = await t.database.db.select().from(pendingEnquiries).where(eq(pendingEnquiries.offerId, offer.id));
    expect(rows).toMatchObject([{ name: 'Gwen Guest', email: 'gwen@example.test', body: 'Parking?' }]);
  });

  it('refuses a post that is none of the page’s forms', async () => {
    const offer = await createOffer(t.database.db, { userId: advertiserId });
    await expect(post(offer.id, { address: '203.0.113.16' }, { intent: 'delete' })).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});
