// Favourite offers: a user saves public offers, sees them in /favorites with what changed
// since (a lower price, under offer, gone), and removes them. Saving counts once in the
// offer's statistics. Only the user's own list is ever read or changed.
import { sql } from 'drizzle-orm';
import { FAVOURITES_PER_PAGE, type Favourite } from '#contract/favourites.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import { notFound } from '#core/errors.ts';
import { CARD_COLUMNS, type CardRow, toCard } from '#core/offers/card.ts';
import { ukDay } from '#core/offers/stats.ts';
import { publiclyVisible } from '#core/offers/visibility.ts';
import { countAttempt, type Limit } from '#core/platform/attempts.ts';
import type { Database } from '#db/client.ts';

export const FAVOURITE_MESSAGES = { notFound: 'No such offer on the site' } as const;

/** Saves a person may make in an hour, from any page or client: far beyond a person's use. */
const SAVES_PER_USER: Limit = { max: 120, windowMs: 60 * 60_000 };

/** Saves a public offer (by id or slug) for the user; saving it again changes nothing. */
export async function addFavourite(db: Database, userId: string, offer: string, now = new Date()): Promise<string> {
  await countAttempt(db, `favourites:user:${userId}`, SAVES_PER_USER);
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ id: string; price: string | number | null }>(sql`
      select o.id, o.price from offers o
      where (o.slug = ${offer} or o.id::text = ${offer}) and ${publiclyVisible('o')}`);
    const row = found.rows[0];
    if (!row) throw notFound(FAVOURITE_MESSAGES.notFound);
    const inserted = await tx.execute(sql`
      insert into favourite_offers (user_id, offer_id, price_at_save) values (${userId}, ${row.id}, ${row.price})
      on conflict do nothing`);
    if (inserted.rowCount) {
      await tx.execute(sql`
        insert into offer_daily_stats (offer_id, day, favourites) values (${row.id}, ${ukDay(now)}::date, 1)
        on conflict (offer_id, day) do update set favourites = offer_daily_stats.favourites + 1`);
    }
    return row.id;
  });
}

/** DELETE /api/favorites/{offer}: 404 when it is not one of the user's favourites. */
export async function removeFavourite(db: Database, userId: string, offer: string): Promise<string> {
  const removed = await db.execute<{ offer_id: string }>(sql`
    delete from favourite_offers f using offers o
    where f.user_id = ${userId} and f.offer_id = o.id and (o.slug = ${offer} or o.id::text = ${offer})
    returning f.offer_id`);
  const row = removed.rows[0];
  if (!row) throw notFound('Not one of your favourites');
  return row.offer_id;
}

/** Every offer the user has saved (the hearts; a list has at most a few hundred). */
export async function listFavouriteIds(db: Database, userId: string): Promise<string[]> {
  const { rows } = await db.execute<{ offer_id: string }>(sql`
    select offer_id from favourite_offers where user_id = ${userId} order by created_at desc limit 5000`);
  return rows.map((row) => row.offer_id);
}

/** GET /api/favorites: newest saved first, 24 a page. */
export async function listFavourites(
  db: Database,
  userId: string,
  options: { page: number; assetBase: string },
): Promise<Page<Favourite>> {
  const catalogue = await getCatalogue(db);
  const { rows } = await db.execute<
    CardRow & { saved_at: Date | string; price_at_save: string | number | null; live: boolean; total: number }
  >(sql`
    select ${CARD_COLUMNS}, f.created_at as saved_at, f.price_at_save, ${publiclyVisible('o')} as live,
      count(*) over ()::int as total
    from favourite_offers f join offers o on o.id = f.offer_id
    where f.user_id = ${userId}
    order by f.created_at desc, o.id
    limit ${FAVOURITES_PER_PAGE} offset ${(options.page - 1) * FAVOURITES_PER_PAGE}`);
  return {
    data: rows.map((row) => ({
      offer_id: row.id,
      saved_at: new Date(row.saved_at).toISOString(),
      state: row.live ? 'live' : 'gone',
      title: row.title,
      price_at_save: row.price_at_save === null ? null : Number(row.price_at_save),
      offer: row.live ? toCard(row, catalogue, options.assetBase) : null,
    })),
    meta: pageMeta(Number(rows[0]?.total ?? 0), options.page, FAVOURITES_PER_PAGE),
  };
}
