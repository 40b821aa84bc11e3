// Database housekeeping. PostgreSQL servers run autovacuum; the embedded PGlite does
// not, so a nightly job refreshes statistics and the visibility map (which lets searches
// answer from covering indexes), and sweeps expired sessions, rate-limit windows,
// yesterday's view marks of offer statistics, import previews cut off by a restart,
// pushes from agency software finished over a week ago (core/imports/push/push-history.ts),
// feed runs older than three months (core/imports/feed-urls/run-history.ts)
// and newsletter sign-ups nobody confirmed within a month.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { deleteExpiredSessions } from '#core/accounts/sessions.ts';
import { sweepFeedRuns } from '#core/imports/feed-urls/run-history.ts';
import { sweepPushImports } from '#core/imports/push/push-history.ts';
import { forgetUnconfirmed } from '#core/newsletter/subscribers.ts';
import { defineJob, defineSchedule } from '../define.ts';

export const maintenanceJob = defineJob({
  name: 'maintenance.nightly',
  payload: z.object({}),
  options: { retryLimit: 2, retryDelay: 600, expireInSeconds: 3600 },
  async handler(_payload, { db, config, log }) {
    const sessions = await deleteExpiredSessions(db, {
      idleMs: config.sessions.idleMs,
      absoluteMs: config.sessions.absoluteMs,
    });
    await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
    // Who viewed an offer is only needed for the day itself (one view per visitor a day).
    await db.execute(sql`delete from offer_view_marks where day < current_date - 2`);
    // An import preview cut off by a restart never became ready: nothing refers to it.
    await db.execute(sql`delete from offer_imports where status = 'parsing' and created_at < now() - interval '1 day'`);
    const pushImports = await sweepPushImports(db);
    const feedRuns = await sweepFeedRuns(db);
    const newsletterSignups = await forgetUnconfirmed(db);
    if (config.database.engine === 'pglite') await db.execute(sql`vacuum (analyze)`);
    log.info({ sessions, pushImports, feedRuns, newsletterSignups }, 'nightly maintenance done');
  },
});

export const maintenanceSchedules = [
  defineSchedule({
    job: maintenanceJob,
    key: 'nightly',
    cron: '30 3 * * *',
    tz: 'Europe/London',
    data: {},
    missed: 'once',
  }),
];
