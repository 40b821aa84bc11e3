import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Which moderator is looking at which item of the queue, until when. One row per item
 * (the primary key): a claim is taken by one conditional insert, so two moderators
 * opening an item at once cannot both win. A lapsed row is taken over by the next
 * claim; deciding the item deletes it.
 */
export const moderationClaims = pgTable(
  'moderation_claims',
  {
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    moderatorId: uuid('moderator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemKind, table.itemId] }),
    check('moderation_claims_kind_check', sql`${table.itemKind} in ('offer', 'revision')`),
  ],
);

/** The reasons moderators pick from when they reject: a short title, and the text the advertiser reads. */
export const moderationReasonTemplates = pgTable('moderation_reason_templates', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 80 }).notNull(),
  text: varchar('text', { length: 1000 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
