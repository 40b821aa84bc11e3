// The newsletter: double opt-in subscribers, any visitor or user, and the
// operator's campaigns, sent by the job queue to active subscribers only.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const NEWSLETTER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Lower case. */
    email: text('email').notNull(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull(),
    /** Hash of the confirmation link's token while pending; null otherwise. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** The account with this address, when there is one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_key').on(table.email),
    uniqueIndex('newsletter_subscribers_token_key').on(table.tokenHash),
    index('newsletter_subscribers_active_idx').on(table.id).where(sql`status = 'active'`),
    check('newsletter_subscribers_status_check', sql`status in ('pending','active','unsubscribed')`),
  ],
);

/**
 * draft: being written, editable; scheduled: starts at scheduled_for; sending: its
 * batches are running; sent: every batch is done; cancelled: stopped before it started.
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;

export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    /** When a scheduled campaign starts; the scheduler claims it once this has passed. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** Subscribers queued so far: the campaign's recipients. */
    queued: integer('queued').notNull().default(0),
    /** E-mails the mail server took, and those it refused for good or that ran out of retries. */
    delivered: integer('delivered').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The batches carry on after this subscriber id; a batch run twice finds it moved on. */
    lastSubscriberId: integer('last_subscriber_id').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    check('newsletter_campaigns_status_check', sql`status in ('draft','scheduled','sending','sent','cancelled')`),
    check('newsletter_campaigns_schedule_check', sql`status <> 'scheduled' or scheduled_for is not null`),
    index('newsletter_campaigns_due_idx').on(table.scheduledFor).where(sql`status = 'scheduled'`),
  ],
);
