// A company's feed by URL: registering its address, changing it (address, interval,
// full or partial, paused), deleting it, and reading it with its latest runs. Every
// function takes the company: another company's feed is answered as not found.
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import {
  FEED_RUNS_SHOWN,
  FEED_URL_MESSAGES,
  type Feed,
  type FeedCreate,
  type FeedRun,
  type FeedUpdate,
} from '#contract/feed-urls.ts';
import { HttpError, notFound, unprocessable } from '#core/errors.ts';
import { isPublicAddress } from '#core/net/outbound-address.ts';
import { countAttempt } from '#core/platform/attempts.ts';
import type { WorkQueue } from '#core/platform/work.ts';
import type { Database } from '#db/client.ts';
import { offerFeeds } from '#db/schema/feed-urls.ts';

/** Fetch now: 12 an hour per company, the API and the import page's button together. */
export const FEED_RUN_LIMIT = { max: 12, windowMs: 60 * 60_000 } as const;

/** Whether feeds may be on private and loopback addresses (IMPORT_FEED_ALLOW_PRIVATE_HOSTS). */
export type FeedAddressPolicy = { allowPrivateHosts: boolean };

/**
 * An address written as a private or loopback IP is refused at once; a name is checked
 * again at every fetch, against every address it resolves to then (fetch-media.ts).
 */
function checkAddress(url: string, policy: FeedAddressPolicy): void {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const named = host === 'localhost' || host.endsWith('.localhost');
  if (!policy.allowPrivateHosts && (named || (isIP(host) && !isPublicAddress(host)))) {
    throw unprocessable({ url: [FEED_URL_MESSAGES.privateAddress] });
  }
}

type FeedRow = {
  id: string;
  url: string;
  interval_minutes: number;
  full_feed: boolean;
  paused: boolean;
  stopped_at: Date | string | null;
  stopped_reason: string | null;
  auto_apply_since: Date | string | null;
  next_run_at: Date | string;
  created_at: Date | string;
};

type RunRow = Omit<FeedRun, 'started_at' | 'finished_at'> & {
  started_at: Date | string;
  finished_at: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

async function runsOf(db: Database, feedId: string): Promise<FeedRun[]> {
  const { rows } = await db.execute<RunRow>(sql`
    select id, started_at, finished_at, http_status, outcome, reason, import_id, counts from offer_feed_runs
    where feed_id = ${feedId} order by started_at desc, finished_at desc limit ${FEED_RUNS_SHOWN}`);
  return rows.map((run) => ({ ...run, started_at: iso(run.started_at), finished_at: iso(run.finished_at) }));
}

async function toFeed(db: Database, row: FeedRow): Promise<Feed> {
  return {
    id: row.id,
    url: row.url,
    interval_minutes: row.interval_minutes,
    full_feed: row.full_feed,
    paused: row.paused,
    stopped: row.stopped_at === null ? null : { reason: row.stopped_reason ?? '', since: iso(row.stopped_at) },
    auto_apply: row.auto_apply_since !== null,
    next_run_at: iso(row.next_run_at),
    created_at: iso(row.created_at),
    runs: await runsOf(db, row.id),
  };
}

const FEED_COLUMNS = sql`id, url, interval_minutes, full_feed, paused, stopped_at, stopped_reason, auto_apply_since, next_run_at,
  created_at`;

/** GET /api/offers-import/feeds: the company's feed (none or one), with its latest runs. */
export async function listFeeds(db: Database, company: { id: string }): Promise<Feed[]> {
  const { rows } = await db.execute<FeedRow>(
    sql`select ${FEED_COLUMNS} from offer_feeds where company_id = ${company.id} order by created_at`,
  );
  return Promise.all(rows.map((row) => toFeed(db, row)));
}

export async function getFeed(db: Database, company: { id: string }, id: string): Promise<Feed> {
  const { rows } = await db.execute<FeedRow>(
    sql`select ${FEED_COLUMNS} from offer_feeds where id = ${id} and company_id = ${company.id}`,
  );
  if (!rows[0]) throw notFound(FEED_URL_MESSAGES.notFound);
  return toFeed(db, rows[0]);
}

/** POST /api/offers-import/feeds: the first run is due at once (the job picks it up within minutes). */
export async function registerFeed(
  db: Database,
  company: { id: string },
  input: FeedCreate,
  policy: FeedAddressPolicy,
): Promise<Feed> {
  checkAddress(input.url, policy);
  const [created] = await db
    .insert(offerFeeds)
    .values({
      companyId: company.id,
      url: input.url,
      intervalMinutes: input.interval_minutes,
      fullFeed: input.full_feed,
    })
    .onConflictDoNothing()
    .returning({ id: offerFeeds.id });
  if (!created) throw new HttpError(409, FEED_URL_MESSAGES.exists, { code: 'feed_exists' });
  return getFeed(db, company, created.id);
}

/**
 * PATCH /api/offers-import/feeds/{id}. A new address is another file: its validators are
 * forgotten, it is fetched at once, and its first run is a preview to confirm again.
 */
export async function updateFeed(
  db: Database,
  company: { id: string },
  id: string,
  changes: FeedUpdate,
  policy: FeedAddressPolicy,
): Promise<Feed> {
  await getFeed(db, company, id);
  if (changes.url !== undefined) checkAddress(changes.url, policy);
  const newUrl = changes.url ?? null;
  await db.execute(sql`
    update offer_feeds set
      url = coalesce(${newUrl}, url),
      interval_minutes = coalesce(${changes.interval_minutes ?? null}::int, interval_minutes),
      full_feed = coalesce(${changes.full_feed ?? null}::boolean, full_feed),
      paused = coalesce(${changes.paused ?? null}::boolean, paused),
      etag = case when ${newUrl}::text is distinct from url and ${newUrl}::text is not null then null else etag end,
      last_modified = case when ${newUrl}::text is distinct from url and ${newUrl}::text is not null then null else last_modified end,
      auto_apply_since = case when ${newUrl}::text is distinct from url and ${newUrl}::text is not null then null else auto_apply_since end,
      next_run_at = case when ${newUrl}::text is distinct from url and ${newUrl}::text is not null then now() else next_run_at end
    where id = ${id} and company_id = ${company.id}`);
  return getFeed(db, company, id);
}

/** DELETE /api/offers-import/feeds/{id}: its runs go with it; its imports stay in the history. */
export async function deleteFeed(db: Database, company: { id: string }, id: string): Promise<void> {
  const deleted = await db.execute(sql`delete from offer_feeds where id = ${id} and company_id = ${company.id}`);
  if (!deleted.rowCount) throw notFound(FEED_URL_MESSAGES.notFound);
}

/**
 * POST /api/offers-import/feeds/{id}/run: fetch now (after the agency fixed its feed, say)
 * rather than at the next interval. The run is queued; a paused feed is resumed first.
 */
export async function requestFeedRun(
  db: Database,
  work: WorkQueue,
  company: { id: string },
  id: string,
): Promise<Feed> {
  // Counted in the database per company, every ask (found or not), so every app process,
  // the API and the page together hold the same allowance, and requests sent at once
  // cannot outrun it.
  await countAttempt(db, `feed-run:${company.id}`, FEED_RUN_LIMIT);
  const feed = await getFeed(db, company, id);
  if (feed.stopped)
    throw new HttpError(409, FEED_URL_MESSAGES.stoppedByTeam(feed.stopped.reason), { code: 'feed_stopped' });
  await db.transaction(async (tx) => {
    await tx.execute(sql`update offer_feeds set paused = false, next_run_at = now() where id = ${id}`);
    await work.queue(tx, { kind: 'imports.feed-run', feedId: id });
  });
  return getFeed(db, company, id);
}
