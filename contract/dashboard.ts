// The back office's dashboard: today and the last 30 days of the site at a glance, each
// figure with a small chart of its days. Days are London days, oldest first; money in pence.
import { z } from 'zod';

export const DASHBOARD_DAYS = 30;

const count = z.number().int().nonnegative();
/** One figure per day of the window, oldest first; the last is today. */
const daily = z.array(count).length(DASHBOARD_DAYS);

export const queueHealthSchema = z.object({
  name: z.string(),
  waiting: count,
  active: count,
  failed: count.describe('Jobs that failed for good and are still kept'),
  oldest_waiting_at: z.iso.datetime({ offset: true }).nullable(),
});
export type QueueHealth = z.infer<typeof queueHealthSchema>;

export const dashboardSchema = z.object({
  days: z.array(z.iso.date()).length(DASHBOARD_DAYS),
  accounts: z.object({ new: daily }),
  offers: z.object({ posted: daily, expired: daily, live: count, pending: count }),
  reports: z.object({ new: daily, open: count }),
  imports: z.object({ failed: daily }),
  emails: z.object({ failed: daily.describe('E-mail jobs that failed for good, by the day they failed') }),
  queues: z.array(queueHealthSchema),
  /** Only for operators who see the money (orders.manage). */
  money: z
    .object({
      orders: daily,
      gross: daily,
      net: daily,
      vat: daily,
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
