// Every 15 minutes: orders whose checkout was left open past their hour are marked
// expired, so the payment history is honest, and the ads that waited for them are drafts
// again (the owner can pay later from My Ads); a payment that still arrives is honoured
// (core/billing/confirm.ts).
import { z } from 'zod';
import { expireAbandonedOrders } from '#core/billing/orders.ts';
import { defineJob, defineSchedule } from '../define.ts';

export const orderExpiryJob = defineJob({
  name: 'orders.expiry',
  payload: z.object({}),
  options: { retryLimit: 2, retryDelay: 120, expireInSeconds: 600 },
  async handler(_payload, { db, log }) {
    const expired = await expireAbandonedOrders(db);
    if (expired > 0) log.info({ expired }, 'abandoned orders expired');
  },
});

export const orderExpirySchedules = [
  defineSchedule({
    job: orderExpiryJob,
    key: 'quarter-hourly',
    cron: '*/15 * * * *',
    tz: 'UTC',
    data: {},
    missed: 'once',
  }),
];
