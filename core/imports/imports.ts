// A company's imports: the history, one import with its rows, confirming, cancelling,
// and the report of rejected rows. Every function takes the company: another company's
// import is answered as not found. Listings pushed by agency software (push/) are one-row
// imports applied at once: they are not files the company uploaded, so none of this shows them.

import { sql } from 'drizzle-orm';
import {
  type AwaitingPayment,
  IMPORT_MESSAGES,
  type ImportAction,
  type ImportRow,
  type ImportSummary,
} from '#contract/imports.ts';
import { NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { csvDocument } from '#core/csv/csv-writer.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Storage } from '#core/storage/storage.ts';
import type { Database, Transaction } from '#db/client.ts';
import { deleteImportMedia } from './media-files.ts';
import { ROW_AGENT_REFERENCE } from './offer-reference.ts';

export const IMPORTS_PER_PAGE = 20;
export const IMPORT_ROWS_PER_PAGE = 50;

type SummaryRow = {
  id: string;
  format: ImportSummary['format'];
  file_name: string;
  full_feed: boolean;
  status: ImportSummary['status'];
  error: string | null;
  warnings: string[];
  total_rows: number;
  applied_rows: number;
  counts: Record<string, number> | null;
  awaiting: { listings: number; min: number | null; max: number | null };
  skipped: number;
  uncertain_locations: number;
  media_problems: number;
  media_pending: number;
  created_at: Date | string;
  confirmed_at: Date | string | null;
  finished_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Listings saved as drafts for payment: what the preview will do, or (once applied) what it did. */
function awaitingPayment(row: SummaryRow): AwaitingPayment | null {
  const { listings, min, max } = row.awaiting;
  if (listings === 0 || min === null || max === null) return null;
  return {
    listings,
    min_pence: min,
    max_pence: max,
    message:
      row.status === 'ready'
        ? IMPORT_MESSAGES.postingToPay(listings, min, max)
        : IMPORT_MESSAGES.postingAwaited(listings),
  };
}

function toSummary(row: SummaryRow): ImportSummary {
  const counts = { create: 0, update: 0, unchanged: 0, withdraw: 0, reject: 0, ...(row.counts ?? {}) };
  return {
    id: row.id,
    format: row.format,
    file_name: row.file_name,
    full_feed: row.full_feed,
    status: row.status,
    error: row.error,
    warnings: row.warnings,
    total_rows: row.total_rows,
    applied_rows: row.applied_rows,
    counts,
    awaiting_payment: awaitingPayment(row),
    skipped: Number(row.skipped),
    uncertain_locations: Number(row.uncertain_locations),
    media_problems: Number(row.media_problems),
    media_pending: Number(row.media_pending),
    created_at: new Date(row.created_at).toISOString(),
    confirmed_at: iso(row.confirmed_at),
    finished_at: iso(row.finished_at),
  };
}

// The counts of each outcome leave out the rows the company left out (counted apart as
// `skipped`): those write nothing. Rows waiting for payment: a preview's as stored,
// otherwise those applied (each applied row's price was set again as it was written).
const SUMMARY = sql`i.id, i.format, i.file_name, i.full_feed, i.status, i.error, i.warnings, i.total_rows, i.applied_rows,
  i.created_at, i.confirmed_at, i.finished_at,
  (select json_object_agg(action, n) from (select action, count(*)::int as n from offer_import_rows r
     where r.import_id = i.id and not r.skipped group by action) c) as counts,
  (select json_build_object('listings', count(*)::int, 'min', min(r.posting_pence), 'max', max(r.posting_pence))
     from offer_import_rows r
     where r.import_id = i.id and r.posting_pence is not null and not r.skipped and (i.status = 'ready' or r.applied_at is not null)
  ) as awaiting,
  (select count(*)::int from offer_import_rows r where r.import_id = i.id and r.skipped) as skipped,
  (select count(*)::int from offer_import_rows r where r.import_id = i.id and r.action in ('create', 'update')
     and r.listing ? 'locationWarning') as uncertain_locations,
  (select count(*)::int from offer_import_rows r where r.import_id = i.id and r.action in ('create', 'update')
     and not r.skipped and jsonb_array_length(r.media_check -> 'problems') > 0) as media_problems,
  (select count(*)::int from offer_import_rows r where r.import_id = i.id and r.action in ('create', 'update')
     and not r.skipped and r.listing is not null and r.media_check is null) as media_pending`;

/** GET /api/offers-import/get-imported-offers: the company's imports, newest first. */
export async function listImports(db: Database, company: { id: string }, page: number): Promise<Page<ImportSummary>> {
  const { rows } = await db.execute<SummaryRow & { total: number }>(sql`
    select ${SUMMARY}, count(*) over ()::int as total from offer_imports i
    where i.user_id = ${company.id} and i.status <> 'parsing' and i.format <> 'rtdf'
    order by i.created_at desc, i.id limit ${IMPORTS_PER_PAGE} offset ${(page - 1) * IMPORTS_PER_PAGE}`);
  return { data: rows.map(toSummary), meta: pageMeta(Number(rows[0]?.total ?? 0), page, IMPORTS_PER_PAGE) };
}

export async function getImport(db: Database, company: { id: string }, id: string): Promise<ImportSummary> {
  const { rows } = await db.execute<SummaryRow>(sql`
    select ${SUMMARY} from offer_imports i
    where i.id = ${id} and i.user_id = ${company.id} and i.status <> 'parsing' and i.format <> 'rtdf'`);
  const row = rows[0];
  if (!row) throw notFound(IMPORT_MESSAGES.notFound);
  return toSummary(row);
}

/** The rows of an import, in feed order, optionally one action only. */
export async function listImportRows(
  db: Database,
  company: { id: string },
  id: string,
  query: { action?: ImportAction | undefined; uncertain?: 'true' | undefined; page: number },
): Promise<Page<ImportRow>> {
  await getImport(db, company, id);
  const { rows } = await db.execute<{
    row: number;
    line: number | null;
    reference: string | null;
    branch: string | null;
    action: ImportAction;
    errors: string[];
    title: string | null;
    offer_slug: string | null;
    applied: boolean;
    posting_pence: number | null;
    location: ImportRow['location'];
    location_warning: string | null;
    skipped: boolean;
    media_check: ImportRow['media_check'];
    total: number;
  }>(sql`
    select r.row, r.line, ${ROW_AGENT_REFERENCE} as reference, r.branch, r.action, r.errors, coalesce(r.listing #>> '{input,title}', o.title) as title,
      o.slug as offer_slug, r.applied_at is not null as applied, r.posting_pence,
      r.listing #> '{input,location}' as location, r.listing ->> 'locationWarning' as location_warning, r.skipped,
      r.media_check, count(*) over ()::int as total
    from offer_import_rows r left join offers o on o.id = r.offer_id
    where r.import_id = ${id} ${query.action ? sql`and r.action = ${query.action}` : sql``}
      ${query.uncertain ? sql`and r.listing ? 'locationWarning'` : sql``}
    order by r.row limit ${IMPORT_ROWS_PER_PAGE} offset ${(query.page - 1) * IMPORT_ROWS_PER_PAGE}`);
  return {
    data: rows.map(({ total: _total, ...row }) => row),
    meta: pageMeta(Number(rows[0]?.total ?? 0), query.page, IMPORT_ROWS_PER_PAGE),
  };
}

/**
 * POST /api/offers-import/migrate: a ready import starts importing (once: a second
 * confirmation is a 409). `start` queues the work in the same transaction, so an import
 * is never marked importing without its job.
 */
export async function confirmImport(
  db: Database,
  company: { id: string },
  id: string,
  start: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await getImport(db, company, id);
  await db.transaction(async (tx) => {
    const updated = await tx.execute(sql`
      update offer_imports set status = 'importing', confirmed_at = now()
      where id = ${id} and user_id = ${company.id} and status = 'ready'`);
    if (!updated.rowCount) throw new HttpError(409, IMPORT_MESSAGES.notReady, { code: 'import_not_ready' });
    // The company confirmed what its feed by URL sent: from now on the feed's runs apply on their own.
    await tx.execute(sql`
      update offer_feeds f set auto_apply_since = coalesce(f.auto_apply_since, now())
      from offer_feed_runs r where r.import_id = ${id} and r.feed_id = f.id`);
    await start(tx);
  });
}

/** An import whose job gave up: what was applied stays; uploading the file again finishes the rest. */
export async function failImport(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = await tx.execute<{ user_id: string; file_name: string }>(sql`
      update offer_imports set status = 'failed', finished_at = now(),
        error = 'The import stopped after ' || applied_rows || ' of ' || total_rows || ' rows. Upload the file again to finish it: rows already imported are left as they are.'
      where id = ${id} and status = 'importing'
      returning user_id, file_name`);
    const row = failed.rows[0];
    if (row) {
      await notify(tx, row.user_id, {
        type: 'warning',
        message: NOTIFICATION_MESSAGES.importFailed(row.file_name),
        link: SITE_PATHS.imports(),
      });
    }
  });
}

/** A ready import can be dropped: nothing was applied. The files unpacked from its zip go with it. */
export async function cancelImport(db: Database, storage: Storage, company: { id: string }, id: string): Promise<void> {
  await getImport(db, company, id);
  const updated = await db.execute(sql`
    update offer_imports set status = 'cancelled', finished_at = now()
    where id = ${id} and user_id = ${company.id} and status = 'ready'`);
  if (!updated.rowCount) throw new HttpError(409, IMPORT_MESSAGES.notReady, { code: 'import_not_ready' });
  await deleteImportMedia(db, storage, id);
}

/** Whether an import may take a new file (POST /api/offers-import/update/{id}). */
export async function assertReplaceable(db: Database, company: { id: string }, id: string): Promise<void> {
  const summary = await getImport(db, company, id);
  if (summary.status !== 'ready') {
    throw new HttpError(409, IMPORT_MESSAGES.notReplaceable, { code: 'import_not_ready' });
  }
}

type RejectedRow = {
  row: number;
  line: number | null;
  reference: string | null;
  branch: string | null;
  errors: string[];
};

/** The rejected rows as CSV (row, reference, branch, the line of the file it starts on, reasons), for the agent to fix in their software. */
export async function rejectedRowsCsv(db: Database, company: { id: string }, id: string): Promise<string> {
  await getImport(db, company, id);
  const { rows } = await db.execute<RejectedRow>(
    sql`select r.row, r.line, ${ROW_AGENT_REFERENCE} as reference, r.branch, r.errors from offer_import_rows r
      where r.import_id = ${id} and r.action = 'reject' order by r.row`,
  );
  return csvDocument([
    ['row', 'reference', 'branch', 'line', 'reasons'],
    ...rows.map((row) => [
      String(row.row),
      row.reference ?? '',
      row.branch ?? '',
      row.line === null ? '' : String(row.line),
      row.errors.join('; '),
    ]),
  ]);
}
