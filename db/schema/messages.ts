// Messages between visitors and advertisers: two-party conversations, about an
// offer or a profile, with a guest's confirmed enquiry as a conversation whose other side
// is an e-mail address rather than an account.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MESSAGE_REPORT_REASONS } from '#contract/conversations.ts';
import { users } from './accounts.ts';
import { offers } from './offers.ts';
import { reportHandlings } from './reports.ts';

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The ad it is about; kept as null when the ad is deleted, so the talk stays. */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** Set when a guest (no account) started it by a confirmed e-mail enquiry. */
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    /**
     * Two accounts keep one conversation per ad (and one without an ad): their user ids,
     * sorted, and the ad's id when it began (core/messages/conversations.ts pairKey).
     * Unique, so two first messages sent at once open one conversation. Null for a
     * guest's. Not changed when the ad is deleted (offer_id becomes null).
     */
    pairKey: text('pair_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('conversations_guest_check', sql`(${table.guestEmail} is null) = (${table.guestName} is null)`),
    uniqueIndex('conversations_pair_key_idx').on(table.pairKey),
  ],
);

/** The accounts taking part (two, or one when the other side is a guest). */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Messages after this are unread for this member. */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_members_user_idx').on(table.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** null: written by the conversation's guest; a deleted account's messages stay, unsigned. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The send-offer modal: one of the sender's own ads, offered (e.g. for a swap). */
    offeredOfferId: uuid('offered_offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** Set when an operator removed it after a report: the conversation no longer shows it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_conversation_idx').on(table.conversationId, table.createdAt, table.id),
    // An account's messages counted in its back-office file, and unsigned when it is deleted.
    index('messages_sender_idx').on(table.senderId),
  ],
);

/** Images and PDFs attached to a message, stored through the upload pipeline. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type', { enum: ['image/webp', 'application/pdf'] }).notNull(),
    size: integer('size').notNull(),
  },
  (table) => [index('message_attachments_message_idx').on(table.messageId)],
);

/** A user who blocked another: the blocked one can no longer write to them. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.blockedUserId] }),
    check('user_blocks_not_self', sql`${table.userId} <> ${table.blockedUserId}`),
  ],
);

export const messageReports = pgTable(
  'message_reports',
  {
    id: serial('id').primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: MESSAGE_REPORT_REASONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The operator's decision that resolved it. */
    handlingId: integer('handling_id').references(() => reportHandlings.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('message_reports_reporter_key').on(table.messageId, table.reporterId),
    check(
      'message_reports_reason_check',
      sql.raw(`reason in (${MESSAGE_REPORT_REASONS.map((reason) => `'${reason}'`).join(',')})`),
    ),
  ],
);

/** Words and link hosts the operator does not allow in messages. */
export const blockedTerms = pgTable(
  'blocked_terms',
  {
    id: serial('id').primaryKey(),
    /** Lower case; a term matches whole words, a host matches links to it and its subdomains. */
    term: text('term').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('blocked_terms_term_key').on(table.term)],
);

/**
 * A guest's enquiry held until they confirm their address by the e-mailed link, so
 * nobody can write in someone else's name. Only the token's hash is stored.
 */
export const pendingEnquiries = pgTable(
  'pending_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    body: text('body').notNull(),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('pending_enquiries_token_key').on(table.tokenHash)],
);
