// Every minute: the lots whose end has passed are closed and their results told
// (core/auctions/close-lots.ts), then their bidders' card holds are settled: the
// winner's fees captured, every other hold released (core/auctions/settle-holds.ts).
// Runs may overlap on several workers: each lot and each hold is claimed by one of them
// only (its row, `for update skip locked`), so it is closed and settled once.
import { z } from 'zod';
import { closeEndedLots } from '#core/auctions/close-lots.ts';
import { settleClosedLotHolds } from '#core/auctions/settle-holds.ts';
import { gatewayByName } from '#core/billing/gateways/site-gateway.ts';
import { defineJob, defineSchedule } from '../define.ts';

export const auctionCloseJob = defineJob({
  name: 'auctions.close',
  payload: z.object({}),
  options: { retryLimit: 3, retryDelay: 30, expireInSeconds: 300 },
  async handler(_payload, { db, config, log }) {
    const closed = await closeEndedLots(db, new Date());
    if (closed > 0) log.info({ closed }, 'ended auction lots closed');
    const settled = await settleClosedLotHolds({ db, log }, (name) => gatewayByName(config, name));
    if (settled > 0) log.info({ settled }, 'card holds of ended lots settled');
  },
});

export const auctionCloseSchedules = [
  defineSchedule({ job: auctionCloseJob, key: 'every-minute', cron: '* * * * *', tz: 'UTC', data: {}, missed: 'once' }),
];
