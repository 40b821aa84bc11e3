// When a saved property's situation changes (under offer, sold STC, let agreed, back
// on the market, taken off the site), everyone who saved it finds a notice in the bell.
// Called in the transaction of the change, so the notice exists exactly when it does.
import { sql } from 'drizzle-orm';
import { MARKET_STATUS_LABELS, type MarketStatus } from '#contract/market-status.ts';
import type { Transaction } from '#db/client.ts';
import { notifySavers } from './savers.ts';

export async function notifyMarketStatus(tx: Transaction, offerId: string, status: MarketStatus): Promise<void> {
  const prefix =
    status === 'available'
      ? 'Back on the market, a property you saved: '
      : `${MARKET_STATUS_LABELS[status]}, a property you saved: `;
  await notifySavers(tx, [offerId], sql`${prefix} || o.title`, sql`'/offers/' || o.slug`);
}

/** The ad left the site (taken off by its advertiser): the notice points to the favourites list. */
export async function notifyWithdrawn(tx: Transaction, offerIds: readonly string[]): Promise<void> {
  await notifySavers(tx, offerIds, sql`'No longer advertised, a property you saved: ' || o.title`, sql`'/favorites'`);
}
