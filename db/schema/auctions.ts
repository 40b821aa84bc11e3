import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { HOLD_STATUSES, REGISTRATION_STATUSES } from '#contract/auction-registration.ts';
import { AUCTION_KINDS, type GuidePrice, type IncrementBand, LOT_RESULTS } from '#contract/auctions.ts';
import { users } from './accounts.ts';
import { GATEWAYS } from './billing.ts';
import { offers } from './offers.ts';

export type BuyerFees = { premium_bp: number; reservation_fee: number; administration_fee: number };

/**
 * The auction of an auction ad: the seller's terms, and the bidding as it stands. The
 * row is the lot's lock: every bid takes it `for update`, so bids on one lot are
 * applied one after another and the standing below is always one bid's result. The
 * leader's and the runner-up's maxima are secret; the reserve too, but for the seller
 * and operators.
 */
export const auctionLots = pgTable(
  'auction_lots',
  {
    offerId: uuid('offer_id')
      .primaryKey()
      .references(() => offers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: AUCTION_KINDS }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    guide: jsonb('guide').$type<GuidePrice>().notNull(),
    startingBid: bigint('starting_bid', { mode: 'number' }).notNull(),
    reserve: bigint('reserve', { mode: 'number' }),
    increments: jsonb('increments').$type<IncrementBand[]>().notNull(),
    extensionMinutes: smallint('extension_minutes').notNull(),
    fees: jsonb('fees').$type<BuyerFees>().notNull(),
    price: bigint('price', { mode: 'number' }),
    leaderId: uuid('leader_id').references(() => users.id, { onDelete: 'set null' }),
    leaderMax: bigint('leader_max', { mode: 'number' }),
    leaderSeq: integer('leader_seq'),
    runnerUpId: uuid('runner_up_id').references(() => users.id, { onDelete: 'set null' }),
    runnerUpMax: bigint('runner_up_max', { mode: 'number' }),
    runnerUpSeq: integer('runner_up_seq'),
    /** Bids accepted so far; orders the maxima. */
    seq: integer('seq').notNull().default(0),
    /** When the lot was closed after its end: from then on it takes no bid, whatever a clock says. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Sold (to the leader, the reserve met) or unsold; null while open. */
    result: text('result', { enum: LOT_RESULTS }),
    winnerId: uuid('winner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The lots still to close, by end: what the closing job reads every minute.
    index('auction_lots_open_ends_at_idx').on(table.endsAt).where(sql`${table.closedAt} is null`),
    check('auction_lots_times', sql`${table.endsAt} > ${table.startsAt}`),
    check('auction_lots_price_within_leader', sql`${table.price} is null or ${table.price} <= ${table.leaderMax}`),
  ],
);

/** Every maximum a lot accepted, in order: the record bidding is replayed and checked from. */
export const auctionMaxima = pgTable(
  'auction_maxima',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => auctionLots.offerId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bidderId: uuid('bidder_id').references(() => users.id, { onDelete: 'set null' }),
    max: bigint('max', { mode: 'number' }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.offerId, table.seq] })],
);

/** The bid history everybody sees: bidder and amount, the site's automatic bids marked. */
export const auctionBids = pgTable(
  'auction_bids',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => auctionLots.offerId, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    bidderId: uuid('bidder_id').references(() => users.id, { onDelete: 'set null' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    automatic: boolean('automatic').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.offerId, table.line] })],
);

/**
 * Who may bid on a lot: a registration per bidder, approved once the card hold is
 * authorised. The bidder number (given at approval) is what the history shows instead
 * of a name; the name and address are for the contract, seen by the seller's side only
 * after a sale. Each attempt at the card has its own `hold_id`, so a late answer about
 * an earlier attempt changes nothing.
 */
export const auctionRegistrations = pgTable(
  'auction_registrations',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => auctionLots.offerId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bidderNumber: integer('bidder_number'),
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull().default('pending'),
    fullName: text('full_name'),
    address: text('address'),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    holdId: uuid('hold_id'),
    holdAmount: bigint('hold_amount', { mode: 'number' }).notNull().default(0),
    holdStatus: text('hold_status', { enum: HOLD_STATUSES }).notNull().default('none'),
    holdGateway: text('hold_gateway', { enum: GATEWAYS }),
    /** The gateway's id of the authorised payment, to capture or release it. */
    holdRef: text('hold_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.offerId, table.userId] }),
    uniqueIndex('auction_registrations_number_key').on(table.offerId, table.bidderNumber),
    uniqueIndex('auction_registrations_hold_key').on(table.holdId),
    // The holds still on cards: what settling after a lot's end reads.
    index('auction_registrations_authorised_idx').on(table.offerId).where(sql`${table.holdStatus} = 'authorised'`),
    check(
      'auction_registrations_approved_numbered',
      sql`${table.status} <> 'approved' or ${table.bidderNumber} is not null`,
    ),
  ],
);
