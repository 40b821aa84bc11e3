import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

// Rows mirror contract/categories.ts and contract/attributes.ts; the seed keeps them
// in step at every start, so the code's catalogue is the source of truth.

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    offerTypes: text('offer_types').array().notNull(),
  },
  (table) => [uniqueIndex('categories_slug_key').on(table.slug)],
);

export const attributes = pgTable(
  'attributes',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['boolean', 'choice', 'multi_choice', 'number'] }).notNull(),
    unit: text('unit'),
    listingTypes: text('listing_types').array().notNull(),
    /** Root category slugs; null means every category. */
    categories: text('categories').array(),
  },
  (table) => [
    uniqueIndex('attributes_slug_key').on(table.slug),
    check('attributes_id_range', sql`${table.id} between 1 and 22`),
  ],
);

export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('attribute_options_attribute_slug_key').on(table.attributeId, table.slug)],
);
