// The services directory (/services, /services/{location}): advertisers who offer at
// least one service, the busiest first. Only public information leaves this query.
import { type SQL, sql } from 'drizzle-orm';
import { SERVICES, type ServiceSlug } from '#contract/accounts.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import type { ServiceProvider } from '#contract/services.ts';
import { publiclyVisible } from '#core/offers/visibility.ts';
import { searchKeyOf } from '#core/places/sql.ts';
import type { Database } from '#db/client.ts';
import { places } from '#db/schema/places.ts';

const METRES_PER_MILE = 1609.344;
const KNOWN_SLUGS: string[] = SERVICES.map((service) => service.slug);

export type DirectoryQuery = {
  service?: ServiceSlug | undefined;
  near?: { lat: number; lon: number; radiusMiles: number } | undefined;
  page: number;
  perPage: number;
};

type Row = {
  id: string;
  name: string;
  account_type: ServiceProvider['account_type'];
  services: string[];
  city: string | null;
  avatar_key: string | null;
  offers_count: string | number;
  total: string | number;
};

export async function listServiceProviders(
  db: Database,
  query: DirectoryQuery,
  options: { assetBase: string },
): Promise<Page<ServiceProvider>> {
  const conditions: SQL[] = [
    // Unactivated accounts are not advertisers yet; stale slugs do not count as a service.
    sql`u.email_verified_at is not null`,
    sql`u.services && ${sql.param(KNOWN_SLUGS)}::text[]`,
  ];
  if (query.service) conditions.push(sql`${query.service} = any(u.services)`);
  if (query.near) conditions.push(nearPlace(query.near));

  const offset = (query.page - 1) * query.perPage;
  const { rows } = await db.execute<Row>(sql`
    with providers as (
      select u.id, u.account_type, u.services, u.city, u.avatar_key,
        case when u.account_type <> 'private' and coalesce(trim(u.company_name), '') <> ''
          then u.company_name else u.name end as name,
        (select count(*) from offers o where o.user_id = u.id and ${publiclyVisible('o')}) as offers_count
      from users u
      where ${sql.join(conditions, sql` and `)}
    )
    select *, count(*) over () as total from providers
    order by offers_count desc, lower(name), name, id
    limit ${query.perPage} offset ${offset}`);

  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const counted = await db.execute<{ total: string }>(
      sql`select count(*) as total from users u where ${sql.join(conditions, sql` and `)}`,
    );
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      account_type: row.account_type,
      services: SERVICES.filter((service) => row.services.includes(service.slug)).map(({ slug, name }) => ({
        slug,
        name,
      })),
      city: row.city,
      avatar: row.avatar_key ? `${options.assetBase}/${row.avatar_key}` : null,
      offers_count: Number(row.offers_count),
    })),
    meta: pageMeta(total, query.page, query.perPage),
  };
}

/**
 * Advertisers have no coordinates of their own. We match the city of their profile
 * against the gazetteer: they are near the point when a gazetteer place of that name
 * lies within the radius. We chose this over the places of their offers because the
 * directory is mostly for businesses that list no property (removals, surveys,
 * conveyancing, cleaning), which the offers would never place; and a city is where
 * an advertiser says they work, while one offer far away would otherwise put them
 * in a second town. The price: a city name the gazetteer does not know (a typo)
 * matches no location, and a name shared by two places ('Newport') counts as either.
 */
function nearPlace(near: NonNullable<DirectoryQuery['near']>): SQL {
  const centre = sql`ll_to_earth(${near.lat}::float8, ${near.lon}::float8)`;
  const radius = near.radiusMiles * METRES_PER_MILE;
  return sql`${searchKeyOf(sql`u.city`)} in (
    select name_key from ${places}
    where earth_box(${centre}, ${radius}::float8) @> ll_to_earth(lat, lon)
      and earth_distance(${centre}, ll_to_earth(lat, lon)) <= ${radius}::float8)`;
}
