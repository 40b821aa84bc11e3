// Every minute: the lots whose end has passed are closed and their results told
// (core/auctions/close-lots.ts). Runs may overlap on several workers: each lot is
// claimed by one of them only (its row, `for update skip locked`), so it closes once.
import { z } from 'zod';
import { closeEndedLots } from '#core/auctions/close-lots.ts';
import { defineJob, defineSchedule } from '../define.ts';

export const auctionCloseJob = defineJob({
  name: 'auctions.close',
  payload: z.object({}),
  options: { retryLimit: 3, retryDelay: 30, expireInSeconds: 300 },
  async handler(_payload, { db, log }) {
    const closed = await closeEndedLots(db, new Date());
    if (closed > 0) log.info({ closed }, 'ended auction lots closed');
  },
});

export const auctionCloseSchedules = [
  defineSchedule({ job: auctionCloseJob, key: 'every-minute', cron: '* * * * *', tz: 'UTC', data: {}, missed: 'once' }),
];
