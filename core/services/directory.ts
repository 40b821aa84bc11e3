// The services directory (/services, /services/{location}): advertisers who offer at
// least one service, the busiest first. Only public information leaves this query.

import { type SQL, sql } from 'drizzle-orm';
import { SERVICES, type ServiceSlug } from '#contract/accounts.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import type { ServiceProvider } from '#contract/services.ts';
import { publicName } from '#core/accounts/public-name.ts';
import { storedFileUrl } from '#core/media/photo-urls.ts';
import { cityNear, liveOffersCount } from '#core/profiles/advertiser-sql.ts';
import type { Database } from '#db/client.ts';

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
  if (query.near) conditions.push(cityNear(query.near));

  const offset = (query.page - 1) * query.perPage;
  const { rows } = await db.execute<Row>(sql`
    with providers as (
      select u.id, u.account_type, u.services, u.city, u.avatar_key,
        ${publicName('u')} as name, ${liveOffersCount()} as offers_count
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
      avatar: row.avatar_key ? storedFileUrl(options.assetBase, row.avatar_key) : null,
      offers_count: Number(row.offers_count),
    })),
    meta: pageMeta(total, query.page, query.perPage),
  };
}
