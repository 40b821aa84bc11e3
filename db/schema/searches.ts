import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ALERT_FREQUENCIES } from '#contract/saved-searches.ts';
import { users } from './accounts.ts';

/** Places a logged-in user searched near (recent searches); the newest few are kept. */
export const recentSearches = pgTable(
  'recent_searches',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('recent_searches_user_place_key').on(table.userId, table.displayName),
    index('recent_searches_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** A search a user saved, with its alert e-mails. `query` is the normalised search query string. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('daily'),
    /** Offers published after this instant are new for the next alert. */
    alertedUpTo: timestamp('alerted_up_to', { withTimezone: true }).notNull().defaultNow(),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    /** SHA-256 of the one-click unsubscribe token in the alert e-mails. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    alertsSent: integer('alerts_sent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId),
    index('saved_searches_due_idx').on(table.frequency, table.lastAlertAt),
    uniqueIndex('saved_searches_unsubscribe_key').on(table.unsubscribeTokenHash),
    check('saved_searches_frequency_check', sql`${table.frequency} in ('instant','daily','weekly','off')`),
  ],
);
