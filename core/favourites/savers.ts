// Everyone who saved an ad (but its own advertiser) gets one notice in the bell, announced
// to their open pages. Called in the transaction of the change the notice reports.
import { type SQL, sql } from 'drizzle-orm';
import { announce } from '#core/notifications/announce.ts';
import type { Transaction } from '#db/client.ts';

/**
 * One notice per saver of each ad, in one statement over all the ads (in the order of
 * `offerIds`). `message` and `link` are SQL over the ad `o` (its title and slug are at hand).
 */
export async function notifySavers(
  tx: Transaction,
  offerIds: readonly string[],
  message: SQL,
  link: SQL,
): Promise<void> {
  if (offerIds.length === 0) return;
  const ids = sql`${sql.param([...offerIds])}::uuid[]`;
  const created = await tx.execute<{ user_id: string; id: number }>(sql`
    insert into notifications (user_id, type, message, link)
    select f.user_id, 'info', ${message}, ${link}
    from favourite_offers f join offers o on o.id = f.offer_id
    where f.offer_id = any(${ids}) and f.user_id <> o.user_id
    order by array_position(${ids}, f.offer_id)
    returning user_id, id`);
  await announce(
    tx,
    created.rows.map((row) => ({ userId: row.user_id, id: Number(row.id) })),
  );
}
