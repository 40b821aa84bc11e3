import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './types.ts';

/** Fixed-window rate-limit counters, shared by every app process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** One-off data steps already applied (e.g. the demo seed), so a restart does not repeat them. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  detail: text('detail'),
});

/** Uploaded files when STORAGE_DRIVER=database (several app servers, one database). */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
