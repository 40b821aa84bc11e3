// Checking an import's photos and floor plans before the company confirms, so the
// preview can say what each listing will be missing and why. Each file is read as the
// media step will read it (the zip's copy, or its web address through the safe fetch)
// and checked as the ad form checks an upload (an image format we accept, within the
// byte and pixel limits), without decoding or storing anything. It runs in the
// background after the upload, a batch of listings at a time with a few files at once,
// within a time budget: a feed of hundreds of listings on a slow server still finishes,
// and what was not reached in time is said to be unchecked rather than left waiting.
import { sql } from 'drizzle-orm';
import { IMPORT_MEDIA_REASONS, type ImportMediaCheck, mediaOutcome, mediaProblem } from '#contract/import-media.ts';
import { checkOfferImage } from '#core/offers/offer-files.ts';
import type { Database } from '#db/client.ts';
import type { FeedMedia } from './feeds/feed-listing.ts';
import { type KeptFile, keptFiles } from './media-items.ts';
import type { MediaSource } from './media-source.ts';
import { describeMediaFailure, readMediaBytes } from './media-source.ts';

const BATCH = 20;

export const MEDIA_CHECK_LIMITS = {
  /** Files checked at once: a feed's server is not hammered, and the process's memory stays bounded. */
  concurrency: 4,
  /** After this long the files not yet checked are reported as unchecked. */
  budgetMs: 10 * 60_000,
} as const;

export type MediaCheckOptions = { concurrency?: number; budgetMs?: number };

/** Checks the listings of an import not checked yet; returns how many it checked. */
export async function checkImportMedia(
  db: Database,
  source: MediaSource,
  options: MediaCheckOptions = {},
): Promise<number> {
  const deadline = Date.now() + (options.budgetMs ?? MEDIA_CHECK_LIMITS.budgetMs);
  const gate = limiter(options.concurrency ?? MEDIA_CHECK_LIMITS.concurrency);
  let checked = 0;
  for (;;) {
    const { rows } = await db.execute<{ row: number; media: FeedMedia[] }>(sql`
      select row, listing -> 'media' as media from offer_import_rows
      where import_id = ${source.importId} and action in ('create', 'update') and listing is not null
        and media_check is null
        and exists (select 1 from offer_imports i where i.id = import_id and i.status = 'ready')
      order by row limit ${BATCH}`);
    if (rows.length === 0) return checked;
    const results = await Promise.all(rows.map((row) => checkListingMedia(source, row.media, { gate, deadline })));
    for (const [index, row] of rows.entries()) {
      await db.execute(sql`
        update offer_import_rows set media_check = ${JSON.stringify(results[index])}::jsonb
        where import_id = ${source.importId} and row = ${row.row} and media_check is null`);
    }
    checked += rows.length;
  }
}

type Pace = { gate: <T>(task: () => Promise<T>) => Promise<T>; deadline: number };

/** One listing's photos and floor plans, checked; what will be missing and why. */
export async function checkListingMedia(
  source: MediaSource,
  media: readonly FeedMedia[],
  pace: Pace,
): Promise<ImportMediaCheck> {
  const files = keptFiles(media, ['photo', 'floor_plan']);
  const problems = await Promise.all(files.map((file) => pace.gate(() => problemOf(source, file, pace.deadline))));
  const tally = (kind: KeptFile['kind']) => {
    const ofKind = files.flatMap((file, index) => (file.kind === kind ? [problems[index]] : []));
    return { listed: ofKind.length, usable: ofKind.filter((problem) => problem === null).length };
  };
  const counts = { photos: tally('photo'), floor_plans: tally('floor_plan') };
  return {
    ...counts,
    problems: problems.filter((problem): problem is string => problem !== null),
    outcome: mediaOutcome(counts),
  };
}

/** Null when the file would be attached; otherwise why not. */
async function problemOf(source: MediaSource, file: KeptFile, deadline: number): Promise<string | null> {
  const named = { kind: file.kind, position: file.position, source: file.item.source };
  if (Date.now() > deadline)
    return mediaProblem(file.kind, file.position, file.item.source, IMPORT_MEDIA_REASONS.notChecked);
  try {
    await checkOfferImage(await readMediaBytes(source.storage, source.importId, file.item.source, source.fetchUrl));
    return null;
  } catch (error) {
    return describeMediaFailure(error, named);
  }
}

/** Runs at most `size` tasks at once; the others wait their turn in order. */
export function limiter(size: number): Pace['gate'] {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
