// When a saved property's price goes down, everyone who saved it finds a notice in the
// bell, with a link to the ad. Called in the transaction that lowers the price (the ad
// form's save and an import's update), so the notice exists exactly when the new price does.
import { sql } from 'drizzle-orm';
import { announce } from '#core/notifications/announce.ts';
import type { Transaction } from '#db/client.ts';

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

export async function notifyPriceDrop(
  tx: Transaction,
  offerId: string,
  prices: { before: number; after: number },
): Promise<void> {
  const message = `now ${POUNDS.format(prices.after / 100)} (was ${POUNDS.format(prices.before / 100)})`;
  const created = await tx.execute<{ user_id: string; id: number }>(sql`
    insert into notifications (user_id, type, message, link)
    select f.user_id, 'info', 'Price reduced on a property you saved: ' || o.title || ', ' || ${message}, '/offers/' || o.slug
    from favourite_offers f join offers o on o.id = f.offer_id
    where f.offer_id = ${offerId} and f.user_id <> o.user_id
    returning user_id, id`);
  await announce(
    tx,
    created.rows.map((row) => ({ userId: row.user_id, id: Number(row.id) })),
  );
}
