// Changes to an offer that wait for an operator while the approved version stays on the
// site (core/offers/revisions.ts). At most one revision of an offer is pending: a newer
// save replaces it. Decided revisions stay as the history of what was asked and decided.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REVISION_SOURCES, REVISION_STATUSES } from '#contract/offer-revisions.ts';
import { users } from './accounts.ts';
import { offers, PHOTO_FORMATS, PHOTO_KINDS } from './offers.ts';

export const offerRevisions = pgTable(
  'offer_revisions',
  {
    id: serial('id').primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** Who saved it (the owner, an agent, or the company whose feed was imported). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: REVISION_SOURCES }).notNull(),
    /** The proposed content, checked and cleaned as any save (core/offers/offer-version.ts). */
    content: jsonb('content').notNull(),
    /** The material fields it changes against the version on the site when it was saved. */
    changed: text('changed').array().notNull(),
    status: text('status', { enum: REVISION_STATUSES }).notNull().default('pending'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set exactly when rejected: what the owner reads. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** A later save of the offer came after it: a rejection is no longer worth showing the owner. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('offer_revisions_one_pending_key').on(table.offerId).where(sql`${table.status} = 'pending'`),
    index('offer_revisions_offer_idx').on(table.offerId, table.id),
    index('offer_revisions_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check('offer_revisions_status_check', sql`${table.status} in ('pending','approved','rejected','replaced')`),
    check('offer_revisions_source_check', sql`${table.source} in ('edit','import')`),
    check('offer_revisions_reason_check', sql`(${table.status} = 'rejected') = (${table.reason} is not null)`),
    check('offer_revisions_decided_check', sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`),
  ],
);

/**
 * The files of a pending revision, in the same shape as offer_photos. Their ids come from
 * offer_photos' sequence, so an id in a save names one file whichever table holds it.
 * Rows exist only while their revision is pending: the storage sweep spares their files,
 * and once the revision is decided or replaced nothing refers to them any more.
 */
export const offerRevisionFiles = pgTable(
  'offer_revision_files',
  {
    id: integer('id').primaryKey().default(sql`nextval('offer_photos_id_seq')`),
    revisionId: integer('revision_id')
      .notNull()
      .references(() => offerRevisions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PHOTO_KINDS }).notNull(),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    widths: integer('widths').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    format: text('format', { enum: PHOTO_FORMATS }).notNull().default('webp'),
  },
  (table) => [
    uniqueIndex('offer_revision_files_position_key').on(table.revisionId, table.kind, table.position),
    index('offer_revision_files_storage_key_idx').on(table.storageKey),
    check('offer_revision_files_kind_check', sql`${table.kind} in ('photo','floor_plan','ecertificate')`),
    check(
      'offer_revision_files_format_check',
      sql`${table.format} = 'webp' or (${table.format} = 'pdf' and ${table.kind} = 'ecertificate')`,
    ),
  ],
);
