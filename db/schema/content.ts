import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Footer pages (spec 2.10, /strony/{id}); id 17 is the terms page. */
export const footerPages = pgTable(
  'footer_pages',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    /** Link label in the footer. */
    name: text('name').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('footer_pages_slug_key').on(table.slug)],
);
