// A feed's runs are swept nightly once older than the retention, so a feed fetched every
// few minutes does not grow the database without bound; each feed keeps its latest runs
// whatever their age, and the imports runs made stay in the company's history.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '#tests/fixtures/offers.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import { FEED_RUNS_KEPT, sweepFeedRuns } from './run-history.ts';

const database = testDatabaseForFile();

async function feedWithRuns(ages: number[]): Promise<string> {
  const { db } = database;
  const company = await createUser(db);
  const feed = await db.execute<{ id: string }>(sql`
    insert into offer_feeds (company_id, url) values (${company.id}, 'https://feeds.example.org/feed.blm') returning id`);
  const feedId = feed.rows[0]?.id ?? '';
  for (const days of ages) {
    await db.execute(sql`
      insert into offer_feed_runs (feed_id, started_at, finished_at, outcome)
      values (${feedId}, now() - make_interval(days => ${days}), now() - make_interval(days => ${days}), 'not_changed')`);
  }
  return feedId;
}

const runsOf = async (feedId: string) =>
  Number(
    (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from offer_feed_runs where feed_id = ${feedId}`,
      )
    ).rows[0]?.n,
  );

describe('sweeping feed runs', () => {
  it("deletes runs past the retention but keeps each feed's latest", async () => {
    const old = FEED_RUNS_KEPT.days + 1;
    const busy = await feedWithRuns([
      ...Array.from({ length: FEED_RUNS_KEPT.latestPerFeed }, () => 1),
      ...Array.from({ length: 5 }, () => old),
    ]);
    const paused = await feedWithRuns(Array.from({ length: FEED_RUNS_KEPT.latestPerFeed + 3 }, (_, i) => old + i));
    expect(await sweepFeedRuns(database.db)).toBe(8);
    expect(await runsOf(busy)).toBe(FEED_RUNS_KEPT.latestPerFeed);
    expect(await runsOf(paused)).toBe(FEED_RUNS_KEPT.latestPerFeed);
  });
});
