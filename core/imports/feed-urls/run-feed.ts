// One run of a feed by URL: claim it, fetch it (conditionally), and put a changed file
// through the same preview as an upload (preview.ts). Then:
// - until the company has confirmed one of the feed's previews, the run stays a preview
//   for it to confirm, as an upload does;
// - after that, runs apply on their own, except that a run withdrawing more than the
//   safety share of the company's live imported listings is held for confirmation (a
//   feed that comes back empty by mistake must not empty the site), and listings whose
//   location the preview flagged as uncertain are left out of automatic runs, so nothing
//   is published where no one checked it (an upload's preview lets the company choose).
import { sql } from 'drizzle-orm';
import { FEED_URL_MESSAGES } from '#contract/feed-urls.ts';
import { NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { HttpError } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { Storage } from '#core/storage/storage.ts';
import type { Database, Transaction } from '#db/client.ts';
import { inFeedScope } from '../feed-scope.ts';
import { cancelImport, confirmImport, getImport } from '../imports.ts';
import type { Locate } from '../map-listing.ts';
import { type PreviewOptions, previewImport } from '../preview.ts';
import { type ClaimedFeed, claimFeed, finishRun, type RunRecord } from './claims.ts';
import { downloadFeed } from './download.ts';

export type FeedRunDeps = {
  locate: Locate;
  allowPrivateHosts: boolean;
  /** Percent of the live imported listings a run may withdraw on its own. */
  safetyPercent: number;
  preview: PreviewOptions;
  /** Queues the apply job for a confirmed import, in the confirming transaction. */
  start: (tx: Transaction, importId: string) => Promise<void>;
  signal?: AbortSignal;
};

/** Runs the feed if it is due; answers what the run did ('busy' when it is not due or another run holds it). */
export async function runFeed(
  db: Database,
  storage: Storage,
  feedId: string,
  deps: FeedRunDeps,
): Promise<RunRecord['outcome'] | 'busy'> {
  const feed = await claimFeed(db, feedId);
  if (!feed) return 'busy';
  const startedAt = new Date();
  // Whatever goes wrong, the run is reported and the claim released.
  const fail = (httpStatus: number | null, reason: string) =>
    finishRun(db, feed.id, { startedAt, httpStatus, outcome: 'failed', reason });
  const known = { etag: feed.etag, lastModified: feed.last_modified };
  const options = { allowPrivateHosts: deps.allowPrivateHosts, ...(deps.signal ? { signal: deps.signal } : {}) };
  const downloaded = await downloadFeed(feed.url, known, options).catch(async (error: unknown) => {
    await fail(null, 'The feed could not be fetched');
    throw error;
  });
  if (downloaded.changed === false) {
    await finishRun(db, feed.id, { startedAt, httpStatus: 304, outcome: 'not_changed' });
    return 'not_changed';
  }
  if (downloaded.changed === null) {
    await fail(downloaded.status, downloaded.reason);
    return 'failed';
  }
  try {
    const file = { path: downloaded.path, fileName: downloaded.fileName };
    const record = await previewAndDecide(db, storage, feed, file, deps);
    const validators = record.outcome === 'failed' ? undefined : downloaded.validators;
    await finishRun(db, feed.id, { startedAt, httpStatus: 200, ...record }, validators);
    return record.outcome;
  } catch (error) {
    await fail(200, 'The feed could not be imported');
    throw error;
  } finally {
    await downloaded.cleanUp();
  }
}

type Decision = Omit<RunRecord, 'startedAt' | 'httpStatus'>;

async function previewAndDecide(
  db: Database,
  storage: Storage,
  feed: ClaimedFeed,
  file: { path: string; fileName: string },
  deps: FeedRunDeps,
): Promise<Decision> {
  const company = { id: feed.company_id };
  // Only the latest file waits for confirmation: an earlier preview of the feed is dropped.
  const replaced = await cancelWaitingPreviews(db, storage, feed);
  let importId: string;
  try {
    importId = await previewImport(
      db,
      storage,
      company,
      { ...file, fullFeed: feed.full_feed },
      deps.locate,
      undefined,
      deps.preview,
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return { outcome: 'failed', reason: reasonOf(error) };
    throw error;
  }
  const summary = await getImport(db, company, importId);
  const counts = { ...summary.counts, left_out: 0 };
  if (!feed.auto_apply) {
    // Told once: a preview replacing one still waiting rings no second bell.
    if (replaced === 0) {
      await notify(db, feed.company_id, { message: NOTIFICATION_MESSAGES.feedPreview(), link: SITE_PATHS.imports() });
    }
    return { outcome: 'previewed', importId, counts };
  }
  const live = await liveImportedListings(db, feed.company_id, importId);
  if (summary.counts.withdraw > 0 && summary.counts.withdraw * 100 > live * deps.safetyPercent) {
    await notify(db, feed.company_id, {
      type: 'warning',
      message: NOTIFICATION_MESSAGES.feedHeld(summary.counts.withdraw, live),
      link: SITE_PATHS.imports(),
    });
    return { outcome: 'held', importId, counts, reason: FEED_URL_MESSAGES.held(summary.counts.withdraw, live) };
  }
  const leftOut = await leaveOutUncertain(db, importId);
  await confirmImport(db, company, importId, (tx) => deps.start(tx, importId));
  // The summary's counts leave out the rows left out: they are counted apart.
  const applied = await getImport(db, company, importId);
  return { outcome: 'applied', importId, counts: { ...applied.counts, left_out: leftOut } };
}

const reasonOf = (error: HttpError): string => error.errors?.file?.join(' ') || error.message;

/** The company's imported listings of the file's branches, on the site or waiting for an operator: what it could withdraw. */
async function liveImportedListings(db: Database, companyId: string, importId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from offers o where o.feed_owner_id = ${companyId} and ${inFeedScope(importId)}`);
  return Number(rows[0]?.n ?? 0);
}

/** Rows to write whose place the preview flagged as uncertain: left out, as the company can do by hand. */
async function leaveOutUncertain(db: Database, importId: string): Promise<number> {
  const updated = await db.execute(sql`
    update offer_import_rows set skipped = true
    where import_id = ${importId} and action in ('create', 'update') and listing ? 'locationWarning'`);
  return updated.rowCount ?? 0;
}

/** Cancels the feed's previews still waiting for confirmation; answers how many there were. */
async function cancelWaitingPreviews(db: Database, storage: Storage, feed: ClaimedFeed): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select i.id from offer_feed_runs r join offer_imports i on i.id = r.import_id
    where r.feed_id = ${feed.id} and i.status = 'ready'`);
  for (const { id } of rows) await cancelImport(db, storage, { id: feed.company_id }, id);
  return rows.length;
}
