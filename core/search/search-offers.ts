// The one search service behind GET /api/search, GET /api/offers, the /search pages
// and the saved-search alerts. Criteria come from parse-query.ts.
//
// Two steps keep it fast: the page of ids is found with only the sort key in hand
// (an index walk for "newest"), then the card columns (photo, counts) are read for
// those 24 rows only. The total is counted separately, up to COUNT_CAP: beyond it the answer
// says "more than" (meta.total_exact false) instead of counting every match.
import { type SQL, sql } from 'drizzle-orm';
import type { OfferCard } from '#contract/offers.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import { COUNT_CAP, type SearchCriteria } from '#contract/search.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import { CARD_COLUMNS, type CardRow, toCard } from '#core/offers/card.ts';
import type { Database } from '#db/client.ts';
import { comparablePrice, searchSql } from './conditions.ts';

export type SearchOptions = {
  assetBase: string;
  /** Only offers published after this instant (saved-search alerts). */
  publishedAfter?: Date | undefined;
  /** Counting stops here (default COUNT_CAP). */
  countCap?: number;
};

export async function searchOffers(
  db: Database,
  criteria: SearchCriteria,
  options: SearchOptions,
): Promise<Page<OfferCard>> {
  const catalogue = await getCatalogue(db);
  const { where, distance, textQuery } = searchSql(criteria, catalogue, { publishedAfter: options.publishedAfter });
  const offset = (criteria.page - 1) * criteria.perPage;
  const cap = options.countCap ?? COUNT_CAP;
  const [ids, counted] = await Promise.all([
    db.execute<{ id: string; distance_m: number | null }>(sql`
      select o.id, ${distance} as distance_m from offers o where ${where}
      order by ${orderBy(criteria, distance, textQuery)}
      limit ${criteria.perPage} offset ${offset}`),
    db.execute<{ total: string }>(sql`
      select count(*) as total from (select 1 from offers o where ${where} limit ${cap + 1}) matches`),
  ]);
  const cards = await readCards(
    db,
    ids.rows.map((row) => row.id),
  );
  const rows = ids.rows.flatMap((found) => {
    const card = cards.get(found.id);
    return card ? [{ ...card, distance_m: found.distance_m }] : [];
  });
  const found = Number(counted.rows[0]?.total ?? 0);
  const exact = found <= cap;
  const total = Math.min(found, cap);
  return {
    data: rows.map((row) => toCard(row, catalogue, options.assetBase)),
    meta: { ...pageMeta(total, criteria.page, criteria.perPage), total_exact: exact },
  };
}

/** How many featured offers head the first page of a newest-first search. */
export const FEATURED_SLOTS = 3;

/**
 * The featured offers (paid for: docs/billing.md) among a search's matches, for the head
 * of its first page when sorted newest first. A small query over the few featured rows
 * (partial index), so the main list keeps its own index-ordered plan.
 */
export async function featuredOffers(
  db: Database,
  criteria: SearchCriteria,
  options: Pick<SearchOptions, 'assetBase'>,
): Promise<OfferCard[]> {
  if (criteria.page !== 1 || criteria.sort !== 'newest' || criteria.bbox || criteria.polygon) return [];
  const catalogue = await getCatalogue(db);
  const { where } = searchSql(criteria, catalogue);
  const ids = await db.execute<{ id: string }>(sql`
    select o.id from offers o where ${where} and o.featured_until > now()
    order by o.bumped_at desc, o.id desc limit ${FEATURED_SLOTS}`);
  const cards = await readCards(
    db,
    ids.rows.map((row) => row.id),
  );
  return ids.rows.flatMap((row) => {
    const card = cards.get(row.id);
    return card ? [toCard(card, catalogue, options.assetBase)] : [];
  });
}

/** Card columns of the given offers, by id. */
export async function readCards(db: Database, ids: readonly string[]): Promise<Map<string, CardRow>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<CardRow>(
    sql`select ${CARD_COLUMNS} from offers o where o.id = any(${sql.param([...ids])}::uuid[])`,
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

function orderBy(criteria: SearchCriteria, distance: SQL, textQuery: SQL | undefined): SQL {
  switch (criteria.sort) {
    case 'oldest':
      return sql`o.bumped_at asc, o.id asc`;
    case 'price-asc':
      return sql`${comparablePrice(criteria)} asc nulls last, o.bumped_at desc, o.id desc`;
    case 'price-desc':
      return sql`${comparablePrice(criteria)} desc nulls last, o.bumped_at desc, o.id desc`;
    case 'distance':
      return sql`${distance} asc, o.id desc`;
    case 'relevance':
      return textQuery
        ? sql`ts_rank_cd(o.search_document, ${textQuery}) desc, o.bumped_at desc, o.id desc`
        : sql`o.bumped_at desc, o.id desc`;
    default:
      return sql`o.bumped_at desc, o.id desc`;
  }
}
