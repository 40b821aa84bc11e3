import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
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

/**
 * Prices the operator has set (contract/prices.ts has the defaults for the rest). A null
 * listing type or audience means "any"; the most specific row wins.
 */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    listingType: text('listing_type'),
    audience: text('audience'),
    /** Pence, VAT included. */
    pence: integer('pence').notNull(),
    /** From when this price is charged: the latest one that has begun is in force, later ones wait. */
    appliesFrom: timestamp('applies_from', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('prices_scope_key').on(table.code, table.listingType, table.audience, table.appliesFrom).nullsNotDistinct(),
    check('prices_pence_check', sql`${table.pence} between 0 and 1000000`),
    check('prices_audience_check', sql`${table.audience} is null or ${table.audience} in ('private','business')`),
  ],
);

/**
 * Secrets the application makes for itself and every app server must share (the sandbox
 * payment gateway's signing key): made once, on first use, in the database.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
