// Feeds by URL: a company registers the address of its feed (Kyero XML, BLM, zip or CSV)
// and a background job fetches it on the feed's interval. Each fetch is a run, kept as
// its history; a run that read a changed file made an import (offer_imports) that goes
// through the same preview and apply steps as an upload.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { offerImports } from './imports.ts';

export const offerFeeds = pgTable(
  'offer_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    intervalMinutes: integer('interval_minutes').notNull().default(60),
    /** A full feed withdraws the company's imported listings it no longer lists (as an upload does). */
    fullFeed: boolean('full_feed').notNull().default(true),
    paused: boolean('paused').notNull().default(false),
    /** Stopped by an operator (a feed that harms the site): the company cannot resume it; only an operator releases it. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stoppedReason: text('stopped_reason'),
    /** When the company first confirmed a run's preview: later runs apply on their own. */
    autoApplySince: timestamp('auto_apply_since', { withTimezone: true }),
    /** The validators of the last file read, sent back so an unchanged feed answers 304. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A run holds the feed until then: a second run of the same feed finds it taken and stops. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One feed per company: a full feed is the company's whole record, so two would withdraw each other's listings.
    uniqueIndex('offer_feeds_company_idx').on(table.companyId),
    index('offer_feeds_due_idx').on(table.nextRunAt).where(sql`not ${table.paused}`),
    check('offer_feeds_interval_check', sql`${table.intervalMinutes} between 15 and 10080`),
    check('offer_feeds_stopped_check', sql`(${table.stoppedAt} is null) = (${table.stoppedReason} is null)`),
  ],
);

export const FEED_RUN_OUTCOMES = ['not_changed', 'previewed', 'applied', 'held', 'failed'] as const;

export const offerFeedRuns = pgTable(
  'offer_feed_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => offerFeeds.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    /** The HTTP status the feed's server answered; null when no answer came (a timeout, a refused address). */
    httpStatus: integer('http_status'),
    outcome: text('outcome', { enum: FEED_RUN_OUTCOMES }).notNull(),
    /** Why a run failed or was held, in words for the company. */
    reason: text('reason'),
    /** The import the run made from a changed file (its preview, or what it applied). */
    importId: uuid('import_id').references(() => offerImports.id, { onDelete: 'set null' }),
    /** create, update, unchanged, withdraw, reject and left_out counts of the run's import. */
    counts: jsonb('counts'),
  },
  (table) => [
    index('offer_feed_runs_feed_idx').on(table.feedId, table.startedAt.desc()),
    index('offer_feed_runs_import_idx').on(table.importId),
    check(
      'offer_feed_runs_outcome_check',
      sql`${table.outcome} in ('not_changed','previewed','applied','held','failed')`,
    ),
  ],
);
