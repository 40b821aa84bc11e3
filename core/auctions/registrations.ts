// Registering to bid on a lot. A signed-in bidder with a confirmed e-mail address, not
// of the seller's side, gives their name and address and accepts the terms; the card
// hold is then made at the gateway and the bidder authorises it there. Only the
// gateway's verified answer approves the registration (confirmHold): the bidder number
// is given then, under the lot's lock so that numbers never clash. A site that takes no
// payments cannot hold a card, so it approves on the terms alone. Each attempt at the
// card has its own hold id: an answer about an older attempt changes nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  REGISTER_TO_BID_MESSAGES,
  REGISTER_TO_BID_NOTICES,
  type RegisterToBid,
  type RegistrationView,
  registrationHold,
} from '#contract/auction-registration.ts';
import { AUCTION_REFUSALS } from '#contract/auctions.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import type { HoldEvent, PaymentGateway } from '#core/billing/gateways/gateway.ts';
import { HttpError, notFound, unprocessable } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database, Transaction } from '#db/client.ts';
import { isSellersSide, type LotRow } from './lots.ts';

export type Registrant = { id: string; emailVerifiedAt: Date | null };

/** How this site holds cards: its gateway (none: approve on the terms alone) and where the payer comes back to. */
export type HoldDesk = { gateway: PaymentGateway | null; returnUrl: (slug: string) => string };

type Registration = {
  status: RegistrationView['status'];
  bidder_number: number | null;
  hold_amount: string | number;
  hold_status: RegistrationView['hold']['status'];
};

type LotToRegister = Pick<LotRow, 'offer_id' | 'owner_id' | 'fees' | 'closed_at' | 'ends_at'> & {
  title: string;
  slug: string;
};

const toView = (row: Registration, url: string | null = null): RegistrationView => ({
  status: row.status,
  bidder_number: row.bidder_number,
  hold: { amount: Number(row.hold_amount), status: row.hold_status },
  url,
});

async function lotToRegister(tx: Transaction, offerId: string): Promise<LotToRegister> {
  const found = await tx.execute<LotToRegister>(sql`
    select l.offer_id, o.user_id as owner_id, l.fees, l.closed_at, l.ends_at, o.title, o.slug
    from auction_lots l join offers o on o.id = l.offer_id
    where l.offer_id = ${offerId} and o.status = 'active'`);
  const lot = found.rows[0];
  if (!lot) throw notFound(AUCTION_REFUSALS.noLot);
  return lot;
}

/** The next bidder number of a lot, taken under its row's lock (the lock bids take too). */
async function nextBidderNumber(tx: Transaction, offerId: string): Promise<number> {
  await tx.execute(sql`select 1 from auction_lots where offer_id = ${offerId} for update`);
  const found = await tx.execute<{ next: number }>(sql`
    select coalesce(max(bidder_number), 0)::int + 1 as next from auction_registrations where offer_id = ${offerId}`);
  return found.rows[0]?.next ?? 1;
}

async function approve(
  tx: Transaction,
  lot: Pick<LotToRegister, 'offer_id' | 'title' | 'slug'>,
  userId: string,
): Promise<Registration> {
  const number = await nextBidderNumber(tx, lot.offer_id);
  const { rows } = await tx.execute<Registration>(sql`
    update auction_registrations set status = 'approved', bidder_number = ${number}, updated_at = now()
    where offer_id = ${lot.offer_id} and user_id = ${userId}
    returning status, bidder_number, hold_amount, hold_status`);
  await notify(tx, userId, {
    message: REGISTER_TO_BID_NOTICES.approved(lot.title, number),
    link: SITE_PATHS.offer(lot.slug),
  });
  const row = rows[0];
  if (!row) throw new Error('registration vanished under its lock');
  return row;
}

/** Writes this attempt's details and hold: a new hold id, pending at the gateway (or none to hold). */
async function saveAttempt(
  tx: Transaction,
  lot: LotToRegister,
  userId: string,
  details: RegisterToBid,
  hold: { id: string; amount: number; gateway: PaymentGateway['name'] | null },
): Promise<void> {
  const holdStatus = hold.gateway === null ? 'none' : 'pending';
  await tx.execute(sql`
    insert into auction_registrations (offer_id, user_id, status, full_name, address, accepted_terms_at,
      hold_id, hold_amount, hold_status, hold_gateway)
    values (${lot.offer_id}, ${userId}, 'pending', ${details.full_name}, ${details.address}, now(),
      ${hold.id}, ${hold.amount}, ${holdStatus}, ${hold.gateway})
    on conflict (offer_id, user_id) do update set status = 'pending', full_name = excluded.full_name,
      address = excluded.address, accepted_terms_at = excluded.accepted_terms_at, hold_id = excluded.hold_id,
      hold_amount = excluded.hold_amount, hold_status = excluded.hold_status, hold_gateway = excluded.hold_gateway,
      hold_ref = null, updated_at = now()`);
}

type Attempt =
  | { registration: Registration }
  | { gateway: PaymentGateway; holdId: string; amount: number; lot: LotToRegister };

/**
 * Registers `user` to bid on the lot of `offerId` (again, after a declined card): answers
 * the registration, with the gateway's page to authorise the card hold at while it waits.
 * An approved registration is answered as it is.
 */
export async function registerToBid(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  desk: HoldDesk,
  user: Registrant,
  offerId: string,
  details: RegisterToBid,
): Promise<RegistrationView> {
  if (user.emailVerifiedAt === null)
    throw new HttpError(403, ACCOUNT_MESSAGES.emailNotVerified, { code: 'email_not_verified' });
  const gateway = desk.gateway;
  const attempt = await db.transaction(async (tx): Promise<Attempt> => {
    const lot = await lotToRegister(tx, offerId);
    if (lot.closed_at !== null || new Date(lot.ends_at) <= clock.now())
      throw new HttpError(409, REGISTER_TO_BID_MESSAGES.ended, { code: 'auction_closed' });
    if (await isSellersSide(tx, lot.owner_id, user.id))
      throw new HttpError(403, AUCTION_REFUSALS.ownLot, { code: 'own_lot' });
    const current = await tx.execute<Registration>(sql`
      select status, bidder_number, hold_amount, hold_status from auction_registrations
      where offer_id = ${offerId} and user_id = ${user.id} for update`);
    const existing = current.rows[0];
    if (existing?.status === 'approved') return { registration: existing };
    const hold = { id: randomUUID(), amount: registrationHold(lot.fees), gateway: gateway?.name ?? null };
    await saveAttempt(tx, lot, user.id, details, hold);
    if (gateway === null) return { registration: await approve(tx, lot, user.id) };
    return { gateway, holdId: hold.id, amount: hold.amount, lot };
  });
  if ('registration' in attempt) return toView(attempt.registration);
  const checkout = await attempt.gateway.createHold(
    { id: attempt.holdId, amount: attempt.amount, currency: 'GBP', description: `Bidding on ${attempt.lot.title}` },
    desk.returnUrl(attempt.lot.slug),
  );
  return {
    status: 'pending',
    bidder_number: null,
    hold: { amount: attempt.amount, status: 'pending' },
    url: checkout.url,
  };
}

type HeldRegistration = {
  offer_id: string;
  user_id: string;
  hold_amount: string | number;
  hold_status: string;
  title: string;
  slug: string;
};

/**
 * Applies a gateway's verified answer about a card hold: authorised approves the
 * registration with a bidder number, declined refuses it. Answers what it did; a repeat
 * or an answer about an older attempt changes nothing.
 */
export async function confirmHold(db: Database, event: HoldEvent): Promise<'approved' | 'refused' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const found = await tx.execute<HeldRegistration>(sql`
      select r.offer_id, r.user_id, r.hold_amount, r.hold_status, o.title, o.slug
      from auction_registrations r join offers o on o.id = r.offer_id
      where r.hold_id = ${event.holdId} and r.hold_gateway = ${event.gateway} for update of r`);
    const held = found.rows[0];
    if (!held) throw notFound(REGISTER_TO_BID_MESSAGES.noSuchHold);
    if (held.hold_status !== 'pending') return 'unchanged';
    if (event.amount !== Number(held.hold_amount) || event.currency.toUpperCase() !== 'GBP')
      throw unprocessable({ amount: [REGISTER_TO_BID_MESSAGES.holdAmount] });
    const link = SITE_PATHS.offer(held.slug);
    if (event.outcome === 'declined') {
      await tx.execute(sql`update auction_registrations set status = 'refused', hold_status = 'declined',
        updated_at = now() where hold_id = ${event.holdId}`);
      await notify(tx, held.user_id, { type: 'warning', message: REGISTER_TO_BID_NOTICES.declined(held.title), link });
      return 'refused';
    }
    await tx.execute(sql`update auction_registrations set hold_status = 'authorised',
      hold_ref = ${event.paymentRef ?? null} where hold_id = ${event.holdId}`);
    await approve(tx, { offer_id: held.offer_id, title: held.title, slug: held.slug }, held.user_id);
    return 'approved';
  });
}

/** The caller's own pending hold, for the sandbox's page: its amount and the lot it is for. */
export async function findPendingHold(
  db: Database | Transaction,
  userId: string,
  holdId: string,
): Promise<{ id: string; amount: number; title: string; slug: string } | null> {
  const found = await db.execute<{ amount: string | number; title: string; slug: string }>(sql`
    select r.hold_amount as amount, o.title, o.slug from auction_registrations r join offers o on o.id = r.offer_id
    where r.hold_id = ${holdId} and r.user_id = ${userId} and r.hold_status = 'pending'
      and r.hold_gateway = 'sandbox'`);
  const row = found.rows[0];
  return row ? { id: holdId, amount: Number(row.amount), title: row.title, slug: row.slug } : null;
}
