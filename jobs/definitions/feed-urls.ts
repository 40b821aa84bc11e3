// Feeds by URL (core/imports/feed-urls/): every 5 minutes the due feeds are looked for and
// each gets a run of its own (a job per feed: one slow or failing server holds up no other
// feed, and retries are per feed). A run claims its feed in the database, so two runs of
// one feed never both read and apply it (jobs sent twice, a retry while one still runs).
import { z } from 'zod';
import { siteGateway } from '#core/billing/gateways/site-gateway.ts';
import { dueFeeds } from '#core/imports/feed-urls/claims.ts';
import { runFeed } from '#core/imports/feed-urls/run-feed.ts';
import { geocoderLocator } from '#core/imports/locate.ts';
import { createGeocoder } from '#core/places/geocoder.ts';
import { defineJob, defineSchedule } from '../define.ts';
import { importApplyJob } from './import-apply.ts';
import { importMediaCheckJob } from './import-media-check.ts';

export const feedRunJob = defineJob({
  name: 'imports.feed-run',
  payload: z.object({ feedId: z.uuid() }),
  options: { retryLimit: 1, retryDelay: 300, expireInSeconds: 1200 },
  async handler({ feedId }, { db, storage, config, log, queue }, { signal }) {
    const geocoder = createGeocoder(db, { ...config.geocoder, log });
    const outcome = await runFeed(db, storage, feedId, {
      locate: geocoderLocator(geocoder),
      allowPrivateHosts: config.importFeedAllowPrivateHosts,
      safetyPercent: config.importFeedSafetyPercent,
      preview: {
        moderation: config.offerModeration,
        takesPayments: siteGateway(config) !== 'none',
        // A run left waiting for confirmation says what photos will be missing, as an upload's preview does.
        queueMediaCheck: async (tx, importId) => {
          await queue.send(importMediaCheckJob, { importId }, { transaction: tx });
        },
      },
      start: async (tx, importId) => {
        await queue.send(importApplyJob, { importId }, { transaction: tx });
      },
      signal,
    });
    log.info({ feedId, outcome }, 'feed run');
  },
});

export const feedsDueJob = defineJob({
  name: 'imports.feeds-due',
  payload: z.object({}),
  options: { retryLimit: 1, retryDelay: 60, expireInSeconds: 300 },
  async handler(_payload, { db, queue }) {
    // The singleton key keeps a feed to one waiting run even if the schedule fires while it waits.
    for (const feedId of await dueFeeds(db)) {
      await queue.send(feedRunJob, { feedId }, { singletonKey: feedId, singletonSeconds: 300 });
    }
  },
});

export const feedUrlJobs = [feedRunJob, feedsDueJob];

export const feedUrlSchedules = [
  defineSchedule({ job: feedsDueJob, key: 'five-minutes', cron: '*/5 * * * *', tz: 'UTC', data: {}, missed: 'skip' }),
];
