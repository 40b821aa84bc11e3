// Daily counters of an advertiser's public profile, for the advertiser's own statistics:
// phone numbers shown and conversations started from the profile (those from an ad are
// counted in that ad's offer_daily_stats).
import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const advertiserDailyStats = pgTable(
  'advertiser_daily_stats',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UK calendar day. */
    day: date('day', { mode: 'string' }).notNull(),
    phoneReveals: integer('phone_reveals').notNull().default(0),
    messages: integer('messages').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
