// The one search service behind GET /api/search, GET /api/offers and the /search
// page. Criteria come from parse-query.ts; every value reaches SQL as a parameter.
import { type SQL, sql } from 'drizzle-orm';
import type { OfferCard } from '#contract/offers.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import { DEFAULT_RADIUS_MILES, ROOM_CHOICES, type RoomChoice, type SearchCriteria } from '#contract/search.ts';
import { categoryIdsWithChildren, getCatalogue } from '#core/catalogue/read.ts';
import { CARD_COLUMNS, type CardRow, toCard } from '#core/offers/card.ts';
import { publiclyVisible } from '#core/offers/visibility.ts';
import type { Database } from '#db/client.ts';

const METRES_PER_MILE = 1609.344;
const BEDROOMS = 11;
const BATHROOMS = 13;
const FLOOR_AREA = 4;

export type SearchOptions = { assetBase: string };

export async function searchOffers(
  db: Database,
  criteria: SearchCriteria,
  options: SearchOptions,
): Promise<Page<OfferCard>> {
  const catalogue = await getCatalogue(db);
  const conditions: SQL[] = [publiclyVisible('o')];
  if (criteria.listingType) conditions.push(sql`o.listing_type = ${criteria.listingType}`);
  if (criteria.categories.length > 0) {
    const ids = categoryIdsWithChildren(catalogue, criteria.categories);
    conditions.push(sql`o.category_id = any(${sql.param(ids)}::int[])`);
  }
  if (criteria.priceMin !== undefined) conditions.push(sql`o.price >= ${criteria.priceMin}`);
  if (criteria.priceMax !== undefined) conditions.push(sql`o.price <= ${criteria.priceMax}`);
  if (criteria.text) {
    conditions.push(sql`o.search_document @@ websearch_to_tsquery('english', ${criteria.text})`);
  }
  if (criteria.tags.length > 0) conditions.push(sql`o.tags @> ${sql.param(criteria.tags)}::text[]`);
  if (criteria.added) conditions.push(addedSince(criteria.added));
  if (criteria.bedrooms) conditions.push(atLeast(BEDROOMS, criteria.bedrooms));
  if (criteria.bathrooms) conditions.push(atLeast(BATHROOMS, criteria.bathrooms));
  if (criteria.areaMin !== undefined || criteria.areaMax !== undefined) {
    conditions.push(sql`exists (select 1 from offer_attribute_values v where v.offer_id = o.id
      and v.attribute_id = ${FLOOR_AREA}
      ${criteria.areaMin === undefined ? sql`` : sql`and v.value_number >= ${criteria.areaMin}`}
      ${criteria.areaMax === undefined ? sql`` : sql`and v.value_number <= ${criteria.areaMax}`})`);
  }

  let distance: SQL = sql`null::float8`;
  if (criteria.location) {
    const { lat, lon } = criteria.location;
    const radius = (criteria.radiusMiles ?? DEFAULT_RADIUS_MILES) * METRES_PER_MILE;
    const centre = sql`ll_to_earth(${lat}::float8, ${lon}::float8)`;
    distance = sql`earth_distance(${centre}, ll_to_earth(o.lat, o.lon))`;
    // The box uses the GiST index; the exact distance then trims its corners.
    conditions.push(sql`earth_box(${centre}, ${radius}::float8) @> ll_to_earth(o.lat, o.lon)`);
    conditions.push(sql`${distance} <= ${radius}::float8`);
  }

  const where = sql.join(conditions, sql` and `);
  const offset = (criteria.page - 1) * criteria.perPage;
  const result = await db.execute<CardRow & { total: string }>(sql`
    select ${CARD_COLUMNS}, ${distance} as distance_m, count(*) over () as total
    from offers o
    where ${where}
    order by ${orderBy(criteria, distance)}
    limit ${criteria.perPage} offset ${offset}`);
  let total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && offset > 0) {
    const counted = await db.execute<{ total: string }>(sql`select count(*) as total from offers o where ${where}`);
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return {
    data: result.rows.map((row) => toCard(row, catalogue, options.assetBase)),
    meta: pageMeta(total, criteria.page, criteria.perPage),
  };
}

function orderBy(criteria: SearchCriteria, distance: SQL): SQL {
  switch (criteria.sort) {
    case 'oldest':
      return sql`o.bumped_at asc, o.id asc`;
    case 'price-asc':
      return sql`o.price asc nulls last, o.bumped_at desc, o.id`;
    case 'price-desc':
      return sql`o.price desc nulls last, o.bumped_at desc, o.id`;
    case 'distance':
      return sql`${distance} asc, o.id`;
    default:
      return sql`o.bumped_at desc, o.id desc`;
  }
}

/** "2" means two or more: 2, 3, 4 and 5+. */
function atLeast(attributeId: number, choice: RoomChoice): SQL {
  const accepted = ROOM_CHOICES.slice(ROOM_CHOICES.indexOf(choice));
  return sql`exists (select 1 from offer_attribute_values v where v.offer_id = o.id
    and v.attribute_id = ${attributeId} and v.value = any(${sql.param(accepted)}::text[]))`;
}

/** Days start at midnight in the UK, whatever the server's time zone. */
function addedSince(added: NonNullable<SearchCriteria['added']>): SQL {
  const midnight = sql`(date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London')`;
  switch (added) {
    case 'today':
      return sql`o.published_at >= ${midnight}`;
    case 'yesterday':
      return sql`o.published_at >= ${midnight} - interval '1 day'`;
    case 'last-3-days':
      return sql`o.published_at >= now() - interval '3 days'`;
  }
}
