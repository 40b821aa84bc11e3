// When a saved property's price goes down, everyone who saved it finds a notice in the
// bell, with a link to the ad. Called in the transaction that lowers the price (the ad
// form's save and an import's update), so the notice exists exactly when the new price does.
import { sql } from 'drizzle-orm';
import type { Transaction } from '#db/client.ts';
import { notifySavers } from './savers.ts';

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

export async function notifyPriceDrop(
  tx: Transaction,
  offerId: string,
  prices: { before: number; after: number },
): Promise<void> {
  const message = `now ${POUNDS.format(prices.after / 100)} (was ${POUNDS.format(prices.before / 100)})`;
  await notifySavers(
    tx,
    [offerId],
    sql`'Price reduced on a property you saved: ' || o.title || ', ' || ${message}`,
    sql`'/offers/' || o.slug`,
  );
}
