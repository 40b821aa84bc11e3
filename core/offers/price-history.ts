// The public price history of an offer: the price it was published at (and what it
// was per), then every change of either since (changes while it was a draft are its owner's business). Rows are
// written by a database trigger (migration 0013), whatever changed the price.
import { sql } from 'drizzle-orm';
import type { PriceChange } from '#contract/offers.ts';
import type { PricePeriod } from '#contract/price-periods.ts';
import type { Database } from '#db/client.ts';

export async function priceHistory(db: Database, offerId: string): Promise<PriceChange[]> {
  const result = await db.execute<{
    price: string | number | null;
    price_period: PricePeriod | null;
    at: Date | string;
  }>(sql`
    with o as (select id, coalesce(published_at, created_at) as since from offers where id = ${offerId}),
    opening as (
      select max(h.id) as id from offer_price_history h, o where h.offer_id = o.id and h.changed_at <= o.since
    )
    select h.price, h.price_period, greatest(h.changed_at, o.since) as at
    from offer_price_history h, o
    where h.offer_id = o.id and (h.changed_at > o.since or h.id = (select id from opening))
    order by h.id`);
  const changes: PriceChange[] = [];
  for (const row of result.rows) {
    const price = row.price === null ? null : Number(row.price);
    const previous = changes.at(-1);
    // Two saves of the same price (a change reverted) show once.
    if (previous && previous.price === price && previous.price_period === row.price_period) continue;
    // A weekly and a monthly figure are not comparable: a change of period has no amount.
    const comparable = previous && previous.price_period === row.price_period;
    changes.push({
      date: new Date(row.at).toISOString(),
      price,
      price_period: row.price_period,
      change: comparable && price !== null && previous.price !== null ? price - previous.price : null,
    });
  }
  return changes;
}
