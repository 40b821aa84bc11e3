// Nightly: stored files no row refers to any more (failed saves, removed photos,
// replaced avatars) are deleted once they are a day old (core/storage/sweep.ts); import
// previews nobody confirmed within a week expire, and the files unpacked from import
// zips that no import needs any more are deleted (core/imports/media-files.ts).
import { z } from 'zod';
import { expireStalePreviews, sweepImportMedia } from '#core/imports/media-files.ts';
import { sweepOrphanFiles } from '#core/storage/sweep.ts';
import { defineJob, defineSchedule } from '../define.ts';

export const storageSweepJob = defineJob({
  name: 'storage.sweep',
  payload: z.object({}),
  options: { retryLimit: 2, retryDelay: 900, expireInSeconds: 3600 },
  async handler(_payload, { db, storage, log }) {
    const result = await sweepOrphanFiles(db, storage);
    const expiredPreviews = await expireStalePreviews(db, storage);
    const importMedia = await sweepImportMedia(db, storage);
    log.info({ ...result, expiredPreviews: expiredPreviews.length, importMedia }, 'storage sweep done');
  },
});

export const storageSweepSchedules = [
  defineSchedule({
    job: storageSweepJob,
    key: 'nightly',
    cron: '50 3 * * *',
    tz: 'Europe/London',
    data: {},
    missed: 'once',
  }),
];
