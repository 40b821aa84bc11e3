// How long a feed's runs are remembered. A feed fetched every 15 minutes makes about
// 35,000 runs a year, nearly all "not changed", so the nightly maintenance job deletes
// runs older than three months. Each feed keeps its latest runs whatever their age (the
// page shows the latest 20): a feed paused for a year still says what happened last.
// The imports that runs made are the company's import history and are kept.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';

export const FEED_RUNS_KEPT = { days: 90, latestPerFeed: 20 } as const;

/** Deletes the runs past the retention, but never a feed's latest; returns how many. */
export async function sweepFeedRuns(db: Database): Promise<number> {
  const swept = await db.execute(sql`
    delete from offer_feed_runs r
    where r.started_at < now() - make_interval(days => ${FEED_RUNS_KEPT.days})
      and r.id not in (
        select k.id from offer_feed_runs k where k.feed_id = r.feed_id
        order by k.started_at desc limit ${FEED_RUNS_KEPT.latestPerFeed})`);
  return swept.rowCount ?? 0;
}
