// Registering to bid: details and terms, then a card hold at the (sandbox) gateway; only
// its verified authorisation approves the registration and gives a bidder number, and
// only then may the bidder bid. Who may not register is refused; numbers never clash
// when many are approved at once; after the lot ends the winner's fees are captured and
// every other hold released; an outbid bidder is told at once.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_CHECK_HOLD, type RegistrationView } from '#contract/auction-registration.ts';
import { AUCTION_NOTICES } from '#contract/auctions.ts';
import { closeEndedLots } from '#core/auctions/close-lots.ts';
import { settleClosedLotHolds } from '#core/auctions/settle-holds.ts';
import type { HeldPayment, PaymentGateway } from '#core/billing/gateways/gateway.ts';
import { sandboxGateway, sandboxHoldNotification } from '#core/billing/gateways/sandbox.ts';
import { createLot, endLot } from '#tests/fixtures/auctions.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient } from '#tests/setup/client.ts';
import { signedInUser } from '#tests/setup/users.ts';

const t = testAppForFile({ JOBS_WORKER: 'false' });
const db = () => t.database.db;
const PASSWORD = 'Paddle-Raised-2026';
const DETAILS = { full_name: 'Ann Bidder', address: '2 High Street, Leeds LS1 4AP', accept_terms: true };
const quietLog = { warn: () => {} } as never;

type Signed = Awaited<ReturnType<typeof signedInUser>>;
let seller: Signed;
let ann: Signed;
let bob: Signed;
let address = 10;

const bidder = () => signedInUser(t, `198.51.100.${address++}`, { password: PASSWORD });

async function register(who: Signed, offerId: string, body: object = DETAILS) {
  return who.client.post(`/api/auctions/${offerId}/registration`, body);
}

/** A delivery to the sandbox gateway's webhook, as the gateway's server would make it. */
const webhook = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
  });

/** The hold id at the end of the registration's sandbox page address. */
const holdOf = (view: RegistrationView) => view.url?.split('/').at(-1) ?? '';

/** Registers and answers the sandbox page as the bidder would; answers the lot view's `you`. */
async function registerAndAnswer(who: Signed, offerId: string, outcome: 'authorised' | 'declined' = 'authorised') {
  const answer = await register(who, offerId);
  expect(answer.statusCode, answer.body).toBe(201);
  const hold = holdOf(answer.json());
  const settled = await who.client.post(`/api/payments/sandbox-holds/${hold}`, { outcome });
  expect(settled.statusCode, settled.body).toBe(200);
  return (await who.client.get(`/api/auctions/${offerId}`)).json().you;
}

async function registrationRow(offerId: string, userId: string) {
  const { rows } = await db().execute<{ status: string; hold_status: string; bidder_number: number | null }>(sql`
    select status, hold_status, bidder_number from auction_registrations
    where offer_id = ${offerId} and user_id = ${userId}`);
  return rows[0];
}

beforeAll(async () => {
  seller = await signedInUser(t, '198.51.100.1', { password: PASSWORD, accountType: 'agency', companyName: 'Lot Co' });
  ann = await bidder();
  bob = await bidder();
});

describe('registering to bid', () => {
  it('waits for the card hold, then approves with a bidder number, and only then takes bids', async () => {
    const offerId = await createLot(db(), seller.user.id);
    const answer = await register(ann, offerId);
    expect(answer.statusCode, answer.body).toBe(201);
    const view: RegistrationView = answer.json();
    expect(view).toMatchObject({ status: 'pending', bidder_number: null, hold: { amount: CARD_CHECK_HOLD } });
    expect(view.url).toMatch(/^\/payments\/sandbox-holds\/[0-9a-f-]{36}$/);
    const early = await ann.client.post(`/api/auctions/${offerId}/bids`, { max: 5_000_000 });
    expect(early.json()).toMatchObject({ code: 'not_registered' });

    const settled = await ann.client.post(`/api/payments/sandbox-holds/${holdOf(view)}`, { outcome: 'authorised' });
    expect(settled.json()).toEqual({ result: 'approved', offer_slug: expect.any(String) });
    expect(await registrationRow(offerId, ann.user.id)).toEqual({
      status: 'approved',
      hold_status: 'authorised',
      bidder_number: 1,
    });
    const bid = await ann.client.post(`/api/auctions/${offerId}/bids`, { max: 5_000_000 });
    expect(bid.statusCode, bid.body).toBe(201);
    // Asked again once approved: answered as it is, no new hold.
    const again = await register(ann, offerId);
    expect(again.json()).toMatchObject({ status: 'approved', bidder_number: 1, url: null });
  });

  it('holds the fees a winner owes when they are more than the card check', async () => {
    const offerId = await createLot(db(), seller.user.id);
    await db().execute(sql`update auction_lots set fees = '{"premium_bp":0,"reservation_fee":600000,
      "administration_fee":120000}'::jsonb where offer_id = ${offerId}`);
    const answer = await register(bob, offerId);
    expect(answer.json().hold.amount).toBe(720_000);
  });

  it('refuses a declined card, and a late answer about that attempt changes nothing', async () => {
    const offerId = await createLot(db(), seller.user.id);
    const declined = await register(bob, offerId);
    const firstHold = holdOf(declined.json());
    await bob.client.post(`/api/payments/sandbox-holds/${firstHold}`, { outcome: 'declined' });
    expect(await registrationRow(offerId, bob.user.id)).toMatchObject({ status: 'refused', hold_status: 'declined' });
    const retry = await register(bob, offerId);
    expect(holdOf(retry.json())).not.toBe(firstHold);
    // The gateway's delivery about the first, declined attempt: no such hold waits any more.
    const late = await sandboxHoldNotification(db(), { id: firstHold, amount: CARD_CHECK_HOLD }, 'authorised');
    expect((await webhook(late.body, late.signature)).statusCode).toBe(404);
    expect(await registrationRow(offerId, bob.user.id)).toMatchObject({ status: 'pending', hold_status: 'pending' });
  });

  it('takes a signed gateway notification, and refuses a forged one', async () => {
    const offerId = await createLot(db(), seller.user.id);
    const carl = await bidder();
    const hold = holdOf((await register(carl, offerId)).json());
    const signed = await sandboxHoldNotification(db(), { id: hold, amount: CARD_CHECK_HOLD }, 'authorised');
    const post = (signature: string) => webhook(signed.body, signature);
    expect((await post(signed.signature.replace(/v1=./, 'v1=0'))).statusCode).toBe(400);
    expect(await registrationRow(offerId, carl.user.id)).toMatchObject({ status: 'pending' });
    expect((await post(signed.signature)).json()).toEqual({ received: true, result: 'approved' });
    expect((await post(signed.signature)).json()).toEqual({ received: true, result: 'unchanged' });
  });

  it('refuses guests, unconfirmed addresses, the seller’s side, other people’s holds and ended lots', async () => {
    const offerId = await createLot(db(), seller.user.id);
    const guest = await guestClient(t.app, '198.51.100.92');
    expect((await guest.post(`/api/auctions/${offerId}/registration`, DETAILS)).statusCode).toBe(401);
    expect((await register(seller, offerId)).json()).toMatchObject({ code: 'own_lot' });
    const agent = await signedInUser(t, '198.51.100.93', { password: PASSWORD, companyId: seller.user.id });
    expect((await register(agent, offerId)).json()).toMatchObject({ code: 'own_lot' });
    const unconfirmed = await bidder();
    await db().execute(sql`update users set email_verified_at = null where id = ${unconfirmed.user.id}`);
    expect((await register(unconfirmed, offerId)).json()).toMatchObject({ code: 'email_not_verified' });
    const missing = await register(ann, offerId, { full_name: 'A', address: '', accept_terms: false });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['accept_terms', 'address', 'full_name']);

    const hold = holdOf((await register(ann, offerId)).json());
    const stolen = await bob.client.post(`/api/payments/sandbox-holds/${hold}`, { outcome: 'authorised' });
    expect(stolen.statusCode).toBe(404);
    expect(await registrationRow(offerId, ann.user.id)).toMatchObject({ status: 'pending' });

    await endLot(db(), offerId);
    expect((await register(bob, offerId)).json()).toMatchObject({ code: 'auction_closed' });
  });

  it('gives distinct numbers when many are approved at once', async () => {
    const offerId = await createLot(db(), seller.user.id);
    const bidders = await Promise.all(Array.from({ length: 8 }, () => bidder()));
    const standings = await Promise.all(bidders.map((who) => registerAndAnswer(who, offerId)));
    expect(standings.every((you) => you.registration === 'approved')).toBe(true);
    expect(standings.map((you) => you.bidder_number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('after the lot ends', () => {
  it('captures the winner’s fees and releases every other hold, once', async () => {
    const offerId = await createLot(db(), seller.user.id);
    await db().execute(sql`update auction_lots set fees = '{"premium_bp":0,"reservation_fee":500000,
      "administration_fee":0}'::jsonb where offer_id = ${offerId}`);
    const [winner, loser] = await Promise.all([bidder(), bidder()]);
    await registerAndAnswer(winner, offerId);
    await registerAndAnswer(loser, offerId);
    await loser.client.post(`/api/auctions/${offerId}/bids`, { max: 9_000_000 });
    await winner.client.post(`/api/auctions/${offerId}/bids`, { max: 12_000_000 });
    await endLot(db(), offerId);
    await closeEndedLots(db(), new Date());

    const asked: string[] = [];
    const recording: PaymentGateway = {
      ...sandboxGateway(),
      captureHold: async (held: HeldPayment, amount: number) => void asked.push(`capture ${held.holdId} ${amount}`),
      releaseHold: async (held: HeldPayment) => void asked.push(`release ${held.holdId}`),
    };
    const failing: PaymentGateway = { ...recording, releaseHold: () => Promise.reject(new Error('gateway down')) };
    await settleClosedLotHolds({ db: db(), log: quietLog }, () => failing);
    expect(await registrationRow(offerId, loser.user.id)).toMatchObject({ hold_status: 'authorised' });

    await settleClosedLotHolds({ db: db(), log: quietLog }, () => recording);
    await settleClosedLotHolds({ db: db(), log: quietLog }, () => recording);
    const { rows } = await db().execute<{ user_id: string; hold_id: string; hold_status: string }>(sql`
      select user_id, hold_id, hold_status from auction_registrations where offer_id = ${offerId}`);
    const holdOfUser = (id: string) => rows.find((row) => row.user_id === id);
    expect(holdOfUser(winner.user.id)?.hold_status).toBe('captured');
    expect(holdOfUser(loser.user.id)?.hold_status).toBe('released');
    expect(asked.sort()).toEqual(
      [`capture ${holdOfUser(winner.user.id)?.hold_id} 500000`, `release ${holdOfUser(loser.user.id)?.hold_id}`].sort(),
    );
  });
});

describe('while bidding', () => {
  it('tells an outbid bidder at once, and the seller when the reserve is met', async () => {
    const offerId = await createLot(db(), seller.user.id);
    const [first, second] = await Promise.all([bidder(), bidder()]);
    await registerAndAnswer(first, offerId);
    await registerAndAnswer(second, offerId);
    await first.client.post(`/api/auctions/${offerId}/bids`, { max: 6_000_000 });
    await second.client.post(`/api/auctions/${offerId}/bids`, { max: 10_000_000 });
    const notices = async (userId: string) =>
      (
        await db().execute<{ message: string }>(sql`
          select message from notifications where user_id = ${userId} order by id`)
      ).rows.map((row) => row.message);
    const title = (await db().execute<{ title: string }>(sql`select title from offers where id = ${offerId}`)).rows[0]
      ?.title as string;
    expect(await notices(first.user.id)).toContain(AUCTION_NOTICES.outbid(title, 10_000_000));
    expect(await notices(second.user.id)).not.toContain(AUCTION_NOTICES.outbid(title, 10_000_000));
    expect(await notices(seller.user.id)).toContain(AUCTION_NOTICES.reserveMet(title, 10_000_000));
  });
});
