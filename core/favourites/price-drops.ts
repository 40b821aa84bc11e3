// When a saved property's price goes down, everyone who saved it finds a notice in the
// bell, with a link to the ad. Called in the transaction that lowers the price (the ad
// form's save and an import's update), so the notice exists exactly when the new price does.
import { sql } from 'drizzle-orm';
import { formatPounds } from '#contract/format.ts';
import type { Transaction } from '#db/client.ts';
import { notifySavers } from './savers.ts';

export async function notifyPriceDrop(
  tx: Transaction,
  offerId: string,
  prices: { before: number; after: number },
): Promise<void> {
  const message = `now ${formatPounds(prices.after)} (was ${formatPounds(prices.before)})`;
  await notifySavers(
    tx,
    [offerId],
    sql`'Price reduced on a property you saved: ' || o.title || ', ' || ${message}`,
    sql`'/offers/' || o.slug`,
  );
}
