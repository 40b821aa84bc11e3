// The auction forms of an ad's page without JavaScript, through the page's action helper
// on a real database: registering goes on to the card hold's page, a bid typed in
// pounds is placed for the session's account, and refusals come back beside the form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_FORM_MESSAGES } from '#contract/auction-forms.ts';
import { REGISTER_TO_BID_MESSAGES } from '#contract/auction-registration.ts';
import type { UserRow } from '#core/accounts/sessions.ts';
import { approveBidder, createLot } from '#tests/fixtures/auctions.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { createTestApp, type TestApp } from '#tests/setup/app.ts';
import { pageContextOf } from '#tests/setup/page-context.ts';
import type { FormFailure } from './form-failure.ts';
import { offerFormAction } from './offer-forms.server.ts';
import type { OfferFormSent } from './offer-forms.ts';
import { handleForm } from './page-action.server.ts';

let t: TestApp;
let seller: UserRow;
let bidder: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.database.db, { accountType: 'agency', companyName: 'Hammer Homes' });
  bidder = await createUser(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

type Answer = { status: number; sent?: OfferFormSent; failure?: FormFailure; redirect?: string };

/** Posts `fields` to the lot's page as `account`: the action's answer, or where it redirects. */
async function post(offerId: string, account: UserRow, fields: Record<string, string>): Promise<Answer> {
  const request = new Request('http://dazu.test/offers/a-lot', { method: 'POST', body: new URLSearchParams(fields) });
  try {
    const answer = await handleForm(request, (posted) =>
      offerFormAction(pageContextOf(t, { account, address: '203.0.113.40' }), offerId, posted),
    );
    return { status: answer.init?.status ?? 200, ...answer.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, redirect: thrown.headers.get('location') ?? '' };
    throw thrown;
  }
}

const registration = { intent: 'register-to-bid', full_name: 'Ann Bidder', address: '2 High Street, Leeds LS1 4AP' };

describe('an auction’s forms without JavaScript', () => {
  it('sends a registration on to the card hold’s page, once the terms are accepted', async () => {
    const offerId = await createLot(t.database.db, seller.id);
    const unticked = await post(offerId, bidder, registration);
    expect(unticked.status).toBe(422);
    expect(unticked.failure?.errors).toEqual({ accept_terms: REGISTER_TO_BID_MESSAGES.acceptTerms });
    expect(unticked.failure?.values.full_name).toBe('Ann Bidder');
    const ticked = await post(offerId, bidder, { ...registration, accept_terms: 'on' });
    expect(ticked.status).toBe(302);
    expect(ticked.redirect).toMatch(/^\/payments\/sandbox-holds\/[0-9a-f-]{36}$/);
  });

  it('places a bid typed in pounds, and refuses what is not an amount or comes from the seller', async () => {
    const offerId = await createLot(t.database.db, seller.id);
    await approveBidder(t.database.db, offerId, bidder.id, 1);
    const placed = await post(offerId, bidder, { intent: 'bid', max: '£60,000' });
    expect(placed).toMatchObject({ status: 200, sent: { intent: 'bid', leading: true } });
    const garbled = await post(offerId, bidder, { intent: 'bid', max: 'sixty grand' });
    expect(garbled.failure?.errors).toEqual({ max: BID_FORM_MESSAGES.max });
    const own = await post(offerId, seller, { intent: 'bid', max: '70000' });
    expect(own).toMatchObject({ status: 403, failure: { code: 'own_lot' } });
  });
});
