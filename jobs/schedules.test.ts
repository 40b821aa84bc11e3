import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import { createTestJobQueue, testJobConfig } from '#tests/setup/job-queue.ts';
import { jobDefinitions, jobSchedules } from './definitions/index.ts';
import type { JobQueue } from './queue.ts';

const database = testDatabaseForFile();

async function withQueue(
  worker: boolean,
  run: (queue: JobQueue) => Promise<void>,
  schedules = jobSchedules(testJobConfig),
): Promise<void> {
  const queue = createTestJobQueue(database, { worker, schedules });
  queue.register(jobDefinitions);
  await queue.start();
  try {
    await run(queue);
  } finally {
    await queue.stop();
  }
}

const summary = (queue: JobQueue) =>
  queue.boss
    .getSchedules()
    .then((schedules) =>
      schedules
        .map(({ name, key, cron, timezone, data }) => ({ name, key, cron, timezone, data }))
        .sort((a, b) => a.key.localeCompare(b.key) || a.name.localeCompare(b.name)),
    );

describe('job schedules', () => {
  it('a sender-only process writes no schedules', async () => {
    await withQueue(false, async (queue) => {
      expect(await queue.boss.getSchedules()).toEqual([]);
    });
  });

  it('a worker schedules the saved-search dispatch (every 5 minutes, daily and on Mondays at 07:00 UK time) the nightly maintenance and storage sweep, the hourly offer expiry, the quarter-hourly order expiry, the five-minutely look for due feeds by URL, and every minute the start of scheduled newsletters and the close of ended auction lots', async () => {
    await withQueue(true, async (queue) => {
      // A schedule no longer in the list is removed at the next start.
      await queue.boss.schedule('saved-searches.dispatch', '0 3 * * *', { frequency: 'daily' }, { key: 'retired' });
    });
    await withQueue(true, async (queue) => {
      expect(await summary(queue)).toEqual([
        {
          name: 'saved-searches.dispatch',
          key: 'daily',
          cron: '0 7 * * *',
          timezone: 'Europe/London',
          data: { frequency: 'daily' },
        },
        {
          name: 'auctions.close',
          key: 'every-minute',
          cron: '* * * * *',
          timezone: 'UTC',
          data: {},
        },
        {
          name: 'newsletter.start-due',
          key: 'every-minute',
          cron: '* * * * *',
          timezone: 'UTC',
          data: {},
        },
        {
          name: 'imports.feeds-due',
          key: 'five-minutes',
          cron: '*/5 * * * *',
          timezone: 'UTC',
          data: {},
        },
        {
          name: 'offers.expiry',
          key: 'hourly',
          cron: '7 * * * *',
          timezone: 'UTC',
          data: {},
        },
        {
          name: 'saved-searches.dispatch',
          key: 'instant',
          cron: '*/5 * * * *',
          timezone: 'UTC',
          data: { frequency: 'instant' },
        },
        {
          name: 'maintenance.nightly',
          key: 'nightly',
          cron: '30 3 * * *',
          timezone: 'Europe/London',
          data: {},
        },
        {
          name: 'storage.sweep',
          key: 'nightly',
          cron: '50 3 * * *',
          timezone: 'Europe/London',
          data: {},
        },
        {
          name: 'orders.expiry',
          key: 'quarter-hourly',
          cron: '*/15 * * * *',
          timezone: 'UTC',
          data: {},
        },
        {
          name: 'saved-searches.dispatch',
          key: 'weekly',
          cron: '0 7 * * 1',
          timezone: 'Europe/London',
          data: { frequency: 'weekly' },
        },
      ]);
      const [next] = queue.boss.previewSchedule('0 7 * * 1', {
        tz: 'Europe/London',
        from: new Date('2026-07-01T12:00:00Z'),
        count: 1,
      });
      // Monday 6 July 2026, 07:00 BST.
      expect(next?.toISOString()).toBe('2026-07-06T06:00:00.000Z');
    });
  });

  it('INSTANT_ALERT_MINUTES sets how often instant alerts are looked for (a restart updates the stored schedule)', async () => {
    const everyMinute = jobSchedules(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', INSTANT_ALERT_MINUTES: '1' }),
    );
    await withQueue(
      true,
      async (queue) => {
        const instant = (await summary(queue)).find((schedule) => schedule.key === 'instant');
        expect(instant).toEqual({
          name: 'saved-searches.dispatch',
          key: 'instant',
          cron: '*/1 * * * *',
          timezone: 'UTC',
          data: { frequency: 'instant' },
        });
        const next = queue.boss.previewSchedule('*/1 * * * *', { from: new Date('2026-07-01T12:00:30Z'), count: 2 });
        expect(next.map((date) => date.toISOString())).toEqual([
          '2026-07-01T12:01:00.000Z',
          '2026-07-01T12:02:00.000Z',
        ]);
      },
      everyMinute,
    );
  });
});
