// Advertisers a user follows (the "Follow" button of a public profile), listed in /favorites.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const followedAdvertisers = pgTable(
  'followed_advertisers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.advertiserId] }),
    index('followed_advertisers_user_idx').on(table.userId, table.createdAt.desc()),
    check('followed_advertisers_not_self', sql`${table.userId} <> ${table.advertiserId}`),
  ],
);
