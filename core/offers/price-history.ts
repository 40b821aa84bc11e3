// The public price history of an offer: the price it was published at, then every
// change since (changes while it was a draft are its owner's business). Rows are
// written by a database trigger (migration 0013), whatever changed the price.
import { sql } from 'drizzle-orm';
import type { PriceChange } from '#contract/offers.ts';
import type { Database } from '#db/client.ts';

export async function priceHistory(db: Database, offerId: string): Promise<PriceChange[]> {
  const result = await db.execute<{ price: string | number | null; at: Date | string }>(sql`
    with o as (select id, coalesce(published_at, created_at) as since from offers where id = ${offerId}),
    opening as (
      select max(h.id) as id from offer_price_history h, o where h.offer_id = o.id and h.changed_at <= o.since
    )
    select h.price, greatest(h.changed_at, o.since) as at
    from offer_price_history h, o
    where h.offer_id = o.id and (h.changed_at > o.since or h.id = (select id from opening))
    order by h.id`);
  const changes: PriceChange[] = [];
  for (const row of result.rows) {
    const price = row.price === null ? null : Number(row.price);
    const previous = changes.at(-1);
    // Two saves of the same price (a change reverted) show once.
    if (previous && previous.price === price) continue;
    changes.push({
      date: new Date(row.at).toISOString(),
      price,
      change: previous && price !== null && previous.price !== null ? price - previous.price : null,
    });
  }
  return changes;
}
