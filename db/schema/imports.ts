// Bulk imports of a company's listings from a feed (core/imports/). The feed is parsed
// into rows as it is uploaded; confirming applies them in batches, each batch in one
// transaction with the rows it marks applied, so a crash at any point resumes cleanly.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { offers } from './offers.ts';

/** rtdf: one listing pushed by agency software (core/imports/push/), applied at once. */
export const IMPORT_FORMATS = ['blm', 'kyero', 'csv', 'rtdf'] as const;
/** parsing: the preview is being made; ready: waiting for confirmation; importing: being applied; then done, failed or cancelled. */
export const IMPORT_STATUSES = ['parsing', 'ready', 'importing', 'done', 'failed', 'cancelled'] as const;
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'withdraw', 'reject'] as const;

export const offerImports = pgTable(
  'offer_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The company account that imports (and will own the offers). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format', { enum: IMPORT_FORMATS }).notNull(),
    fileName: text('file_name').notNull(),
    /** A full feed withdraws the company's imported offers it no longer lists. */
    fullFeed: boolean('full_feed').notNull().default(true),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('parsing'),
    /** Why a file or an import failed as a whole. */
    error: text('error'),
    /**
     * What the agency should know about the file as a whole that refused nothing, in
     * file order: a missing column read as its default, columns we do not read.
     */
    warnings: text('warnings').array().notNull().default(sql`'{}'::text[]`),
    totalRows: integer('total_rows').notNull().default(0),
    appliedRows: integer('applied_rows').notNull().default(0),
    /**
     * Bytes of the zip's photos and files unpacked for this import and still kept
     * (private/imports/{id}/): counted against the company's limit, zero once deleted.
     */
    mediaBytes: bigint('media_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('offer_imports_user_idx').on(table.userId, table.createdAt.desc()),
    check(
      'offer_imports_status_check',
      sql`${table.status} in ('parsing','ready','importing','done','failed','cancelled')`,
    ),
  ],
);

export const offerImportRows = pgTable(
  'offer_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => offerImports.id, { onDelete: 'cascade' }),
    /** 1-based data row of the feed; withdrawals follow the feed's rows. */
    row: integer('row').notNull(),
    /** The line of the file the row starts on, for the agency to find it; null for withdrawals and when unknown. */
    line: integer('line'),
    /** The feed's reference of the listing (null when the row could not even say it). */
    reference: text('reference'),
    /**
     * The branch the row names (BLM BRANCH_ID, a push's branch), null for formats without
     * branches: a full feed withdraws only the listings of the branches its rows name.
     */
    branch: text('branch'),
    action: text('action', { enum: IMPORT_ACTIONS }).notNull(),
    errors: text('errors').array().notNull().default(sql`'{}'::text[]`),
    /** What the row will write (core/imports/map-listing.ts ImportedListing); null for rejects and withdrawals. */
    listing: jsonb('listing'),
    hash: text('hash'),
    /** The offer it updates or withdraws (or, once applied, created). */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /**
     * Pence: what posting the listing costs when it is to be published for the first time
     * on a site whose price list makes that cost money, so it waits as a draft for the
     * company to pay. Set by the preview, and again as the row is applied; null otherwise.
     */
    postingPence: integer('posting_pence'),
    /** Left out of the import by the company before confirming (a listing placed uncertainly, say): applying writes nothing for it. */
    skipped: boolean('skipped').notNull().default(false),
    /**
     * What checking the listing's photos and floor plans before confirmation found
     * (core/imports/media-check.ts): null until checked. Shape: ImportMediaCheck.
     */
    mediaCheck: jsonb('media_check'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.row] }),
    // A full feed's withdrawals ask, for each live imported offer, whether the file lists it.
    index('offer_import_rows_reference_idx').on(table.importId, table.reference),
    index('offer_import_rows_pending_idx').on(table.importId, table.row).where(sql`${table.appliedAt} is null`),
    check(
      'offer_import_rows_action_check',
      sql`${table.action} in ('create','update','unchanged','withdraw','reject')`,
    ),
    check('offer_import_rows_posting_pence_check', sql`${table.postingPence} is null or ${table.postingPence} > 0`),
  ],
);
