// Which feeds are due, and the claim that lets one run at a time read a feed: claiming is
// one conditional UPDATE, so of two runs of the same feed (two workers, a retry while
// the first still runs) only one gets it; the other stops without fetching. Only a due
// feed is claimed: a run sent while another read the feed (the schedule's run and a
// "fetch now" at once) finds it read and not due again, so the file is not read twice.
// A claim lapses after CLAIM_MINUTES, so a worker killed mid-run does not stop the feed for ever.
import { sql } from 'drizzle-orm';
import type { FeedRun, FeedRunOutcome } from '#contract/feed-urls.ts';
import type { Database } from '#db/client.ts';
import type { Validators } from './download.ts';

const CLAIM_MINUTES = 30;

export type ClaimedFeed = {
  id: string;
  company_id: string;
  url: string;
  full_feed: boolean;
  auto_apply: boolean;
  etag: string | null;
  last_modified: string | null;
};

/**
 * A feed runs while its company has it on, no operator has stopped it, and the company is not
 * suspended (its ads are hidden; a feed must not go on changing them meanwhile).
 */
const RUNNABLE = sql`not paused and stopped_at is null
  and not exists (select 1 from users u where u.id = offer_feeds.company_id and u.suspended_at is not null)`;

/** Feeds whose next run is due and that no run holds, oldest due first. */
export async function dueFeeds(db: Database, limit = 100): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from offer_feeds
    where ${RUNNABLE} and next_run_at <= now() and (claimed_until is null or claimed_until < now())
    order by next_run_at limit ${limit}`);
  return rows.map((row) => row.id);
}

/**
 * The feed, claimed for this run; null when it is not due, paused, stopped, its company
 * suspended, gone, another run holds it or its last import is still being applied.
 */
export async function claimFeed(db: Database, feedId: string): Promise<ClaimedFeed | null> {
  const { rows } = await db.execute<ClaimedFeed>(sql`
    update offer_feeds set claimed_until = now() + make_interval(mins => ${CLAIM_MINUTES})
    where id = ${feedId} and ${RUNNABLE} and next_run_at <= now() and (claimed_until is null or claimed_until < now())
      -- The last import it made is still being applied: the next look for due feeds tries again.
      and not exists (select 1 from offer_feed_runs r join offer_imports i on i.id = r.import_id
        where r.feed_id = offer_feeds.id and i.status = 'importing')
    returning id, company_id, url, full_feed, auto_apply_since is not null as auto_apply, etag, last_modified`);
  return rows[0] ?? null;
}

export type RunRecord = {
  startedAt: Date;
  httpStatus: number | null;
  outcome: FeedRunOutcome;
  reason?: string | null;
  importId?: string | null;
  counts?: FeedRun['counts'];
};

/**
 * The run's report, and the feed released until its next run. The validators are kept
 * only from a file that was read: after a failure the next run fetches it whole again.
 */
export async function finishRun(
  db: Database,
  feedId: string,
  record: RunRecord,
  validators?: Validators,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into offer_feed_runs (feed_id, started_at, http_status, outcome, reason, import_id, counts)
      values (${feedId}, ${record.startedAt.toISOString()}, ${record.httpStatus}, ${record.outcome},
        ${record.reason ?? null}, ${record.importId ?? null},
        ${record.counts ? JSON.stringify(record.counts) : null}::jsonb)`);
    await tx.execute(sql`
      update offer_feeds set claimed_until = null,
        next_run_at = now() + make_interval(mins => interval_minutes),
        etag = case when ${validators !== undefined} then ${validators?.etag ?? null} else etag end,
        last_modified = case when ${validators !== undefined} then ${validators?.lastModified ?? null} else last_modified end
      where id = ${feedId}`);
  });
}
