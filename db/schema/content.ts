import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Footer pages (/strony/{id}); id 17 is the terms page. */
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

/** Blog posts (/blog, /blog/{slug}); drafts are the operator's only. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    /** A path on this site (/storage/... or a bundled picture); never a remote address. */
    imageUrl: text('image_url'),
    imageAlt: text('image_alt').notNull().default(''),
    /** Null for the posts every installation starts with (no account wrote them). */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_key').on(table.slug),
    index('blog_posts_published_idx').on(table.publishedAt.desc()).where(sql`status = 'published'`),
  ],
);

/** The FAQ page's questions, in the operator's order. */
export const faqItems = pgTable('faq_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  question: text('question').notNull(),
  /** Sanitised HTML. */
  answer: text('answer').notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
