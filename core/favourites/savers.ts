// Everyone who saved an ad (but its own advertiser) gets one notice in the bell, announced
// to their open pages. Called in the transaction of the change the notice reports.
import { type SQL, sql } from 'drizzle-orm';
import { announce } from '#core/notifications/announce.ts';
import type { Transaction } from '#db/client.ts';

/** `message` and `link` are SQL over the ad `o` (its title and slug are at hand). */
export async function notifySavers(tx: Transaction, offerId: string, message: SQL, link: SQL): Promise<void> {
  const created = await tx.execute<{ user_id: string; id: number }>(sql`
    insert into notifications (user_id, type, message, link)
    select f.user_id, 'info', ${message}, ${link}
    from favourite_offers f join offers o on o.id = f.offer_id
    where f.offer_id = ${offerId} and f.user_id <> o.user_id
    returning user_id, id`);
  await announce(
    tx,
    created.rows.map((row) => ({ userId: row.user_id, id: Number(row.id) })),
  );
}
