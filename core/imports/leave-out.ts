// Leaving a listing out of an import before confirming it, or taking it back in: the
// company's answer to a row it does not want published as the preview shows it (a
// location the address does not settle, say). Applying passes over a row left out.
import { sql } from 'drizzle-orm';
import { IMPORT_ROW_MESSAGES } from '#contract/import-locations.ts';
import { IMPORT_MESSAGES, type ImportRow } from '#contract/imports.ts';
import { HttpError, notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { getImport } from './imports.ts';

/**
 * PATCH /api/offers-import/{id}/rows/{row}: only while the import waits for confirmation
 * (409 after), and only a row that would write a listing (new or updated; 409 otherwise).
 */
export async function chooseImportRow(
  db: Database,
  company: { id: string },
  id: string,
  row: number,
  skipped: boolean,
): Promise<Pick<ImportRow, 'row' | 'skipped'>> {
  const summary = await getImport(db, company, id);
  if (summary.status !== 'ready') throw new HttpError(409, IMPORT_MESSAGES.notReady, { code: 'import_not_ready' });
  const { rows } = await db.execute<{ action: ImportRow['action'] }>(sql`
    select action from offer_import_rows where import_id = ${id} and row = ${row}`);
  const found = rows[0];
  if (!found) throw notFound(IMPORT_ROW_MESSAGES.rowNotFound);
  if (found.action !== 'create' && found.action !== 'update') {
    throw new HttpError(409, IMPORT_ROW_MESSAGES.notSkippable, { code: 'row_not_skippable' });
  }
  await db.execute(sql`
    update offer_import_rows r set skipped = ${skipped}
    from offer_imports i
    where r.import_id = ${id} and r.row = ${row} and i.id = r.import_id and i.status = 'ready'`);
  return { row, skipped };
}
