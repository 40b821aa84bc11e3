// How long pushes are remembered. Each push that changes a listing is a one-row import
// (format 'rtdf'), needed only until the background job has fetched its photos: it is
// not in the company's import history, and the offer itself keeps what the listing
// says. So finished ones are deleted a week later by the nightly maintenance job (their
// rows go with them), which bounds what a branch pushing all day leaves behind to about
// a week of changes. Imports of uploaded files are the company's history and are kept.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';

/** Days a finished push's import is kept: long enough to look into a complaint about a push. */
export const PUSH_IMPORTS_KEPT_DAYS = 7;

/** Deletes the finished (done or failed) push imports older than the retention; returns how many. */
export async function sweepPushImports(db: Database): Promise<number> {
  const swept = await db.execute(sql`
    delete from offer_imports
    where format = 'rtdf' and status in ('done', 'failed')
      and coalesce(finished_at, created_at) < now() - make_interval(days => ${PUSH_IMPORTS_KEPT_DAYS})`);
  return swept.rowCount ?? 0;
}
