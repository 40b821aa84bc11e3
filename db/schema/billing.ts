import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { offers } from './offers.ts';

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_PURPOSES = ['offer', 'refresh', 'raise', 'feature'] as const;
export type OrderPurpose = (typeof ORDER_PURPOSES)[number];
export const GATEWAYS = ['sandbox', 'stripe'] as const;
export type GatewayName = (typeof GATEWAYS)[number];

export type InvoiceParty = {
  name: string;
  company: string | null;
  address: string[];
  vatNumber: string | null;
};

/** What the order buys, applied once when it is paid (core/billing/apply-order.ts). */
export type OrderChoice = { package?: string; extras?: string[]; featureDays?: string };

/**
 * An order: the lines of a bill, copied when it was made (a later price change never
 * alters it), what it buys, and where it stands. Paid exactly once, applied exactly once.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Kept when the offer goes, for the payment history and invoices. */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: ORDER_PURPOSES }).notNull(),
    choice: jsonb('choice').$type<OrderChoice>().notNull().default({}),
    /** Who the invoice is made out to, as given when paying; null: the profile's details. */
    buyer: jsonb('buyer').$type<InvoiceParty>(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    /** The gateway's id for the checkout (a Stripe Checkout session id). */
    gatewayRef: text('gateway_ref'),
    /** The gateway's id of the payment itself (a Stripe PaymentIntent), for refunds. */
    paymentRef: text('payment_ref'),
    /** Set once the whole gross has gone back (by one refund or several partial ones). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * Pence given back or being given back (a refund reserves its amount here before the
     * gateway is asked), so refunds at once can never add up to more than the gross.
     */
    refundedGross: integer('refunded_gross').notNull().default(0),
    /**
     * Set when a paid order is due back, saying why: its ad could no longer take what it
     * bought (rejected, deleted, expired) when the payment arrived, so nothing was applied;
     * or it paid for posting an ad the operator then rejected before it ever went on the
     * site. Its money goes back by the orders.refund job, which sets refunded_at and issues
     * the credit note.
     */
    refundReason: text('refund_reason'),
    currency: text('currency').notNull().default('GBP'),
    /** Pence: the totals of the lines. */
    gross: integer('gross').notNull(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    /** Basis points (2000 = 20%). */
    vatRateBp: integer('vat_rate_bp').notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt.desc()),
    index('orders_offer_idx').on(table.offerId),
    // The back office's list: newest first, or by payment date (and its date filter).
    index('orders_created_at_idx').on(table.createdAt.desc(), table.id),
    index('orders_paid_at_idx').on(table.paidAt.desc(), table.id),
    uniqueIndex('orders_gateway_ref_key').on(table.gateway, table.gatewayRef),
    // One open order at a time for an ad's package (its posting): a newer one replaces it.
    uniqueIndex('orders_open_offer_package_key')
      .on(table.offerId)
      .where(sql`${table.status} = 'pending' and ${table.purpose} = 'offer'`),
    // Only a paid order is due back; one that was applied too can only be an ad's posting
    // (its ad rejected before it went on the site): a refresh, raise or featuring due back
    // is one its ad could not take, never also applied.
    check(
      'orders_refund_reason_check',
      sql`${table.refundReason} is null or (${table.status} = 'paid' and (${table.appliedAt} is null or ${table.purpose} = 'offer'))`,
    ),
    check('orders_status_check', sql`${table.status} in ('pending','paid','failed','expired')`),
    check('orders_purpose_check', sql`${table.purpose} in ('offer','refresh','raise','feature')`),
    check('orders_gateway_check', sql`${table.gateway} in ('sandbox','stripe')`),
    check('orders_totals_check', sql`${table.gross} > 0 and ${table.net} + ${table.vat} = ${table.gross}`),
    check('orders_refunded_gross_check', sql`${table.refundedGross} between 0 and ${table.gross}`),
    check('orders_paid_check', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitGross: integer('unit_gross').notNull(),
    gross: integer('gross').notNull(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    check('order_lines_sum_check', sql`${table.net} + ${table.vat} = ${table.gross}`),
  ],
);

/** Every payment event received, by the gateway's own id: a second delivery is recognised and ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    eventId: text('event_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gateway, table.eventId] })],
);

/** The last invoice number of each year: incremented in the transaction that issues one, so numbers have no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** One per paid order, issued with it; the PDF is rendered on first download and kept privately. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** DZ-2026-000123 */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    gross: integer('gross').notNull(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    /** Private storage key of the rendered PDF, once rendered. */
    pdfKey: text('pdf_key'),
  },
  (table) => [
    uniqueIndex('invoices_order_key').on(table.orderId),
    uniqueIndex('invoices_number_key').on(table.number),
    uniqueIndex('invoices_year_sequence_key').on(table.year, table.sequence),
    index('invoices_user_idx').on(table.userId, table.issuedAt.desc()),
  ],
);

/** The last credit note number of each year (their own sequence, gapless like invoices). */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** A refund of a paid order: a document of its own (an invoice is never edited). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** CN-2026-000007 */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    /** Pence refunded (positive amounts). */
    gross: integer('gross').notNull(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    pdfKey: text('pdf_key'),
  },
  (table) => [
    // An order refunded in parts has one credit note per part.
    index('credit_notes_invoice_idx').on(table.invoiceId),
    uniqueIndex('credit_notes_number_key').on(table.number),
    uniqueIndex('credit_notes_year_sequence_key').on(table.year, table.sequence),
    index('credit_notes_user_idx').on(table.userId, table.issuedAt.desc()),
  ],
);

export const REFUND_STATES = ['pending', 'done'] as const;

/**
 * One refund of an order, full or partial. Its id is the gateway's idempotency key, so
 * asking the gateway again for the same refund never gives the money back twice; it is
 * `pending` from the moment its amount is reserved on the order until its credit note is
 * issued. A due order's automatic refund takes the order's id as its own.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Pence, VAT included. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('pending'),
    creditNoteId: uuid('credit_note_id').references(() => creditNotes.id, { onDelete: 'restrict' }),
    /** The operator who asked for it; null for the automatic refund of an order due back. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('order_refunds_order_idx').on(table.orderId, table.createdAt),
    check('order_refunds_amount_check', sql`${table.amount} > 0`),
    check('order_refunds_state_check', sql`${table.state} in ('pending','done')`),
    check('order_refunds_done_check', sql`(${table.state} = 'done') = (${table.creditNoteId} is not null)`),
  ],
);
