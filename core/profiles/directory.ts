// The advertisers' directory (/agencies?type=…, GET /api/advertisers): agencies,
// agents, developers, private advertisers and hotels, by name and around a place,
// the busiest first. Only advertisers with a public profile appear (advertiser-sql.ts).

import { type SQL, sql } from 'drizzle-orm';
import { SERVICES } from '#contract/accounts.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import { type Advertiser, DIRECTORY_RADIUS_MILES, type DirectoryType } from '#contract/profiles.ts';
import { publicName } from '#core/accounts/public-name.ts';
import { storedFileUrl } from '#core/media/photo-urls.ts';
import type { Database } from '#db/client.ts';
import { cityNear, hasPublicProfile, liveOffersCount } from './advertiser-sql.ts';

const TYPE_CONDITIONS: Record<DirectoryType, SQL> = {
  agencies: sql`u.account_type = 'agency' and 'company' = any(u.roles)`,
  developers: sql`u.account_type = 'developer' and 'company' = any(u.roles)`,
  hotel: sql`u.account_type = 'hotel' and 'company' = any(u.roles)`,
  agents: sql`'agent' = any(u.roles) and u.company_id is not null`,
  private: sql`u.account_type = 'private' and u.company_id is null and not ('agent' = any(u.roles))`,
};

export type AdvertiserRow = {
  id: string;
  name: string;
  account_type: Advertiser['account_type'];
  city: string | null;
  avatar_key: string | null;
  services: string[];
  offers_count: string | number;
  company_id: string | null;
  company_name: string | null;
  company_avatar_key: string | null;
};

/** Select list of an advertiser over `u` (and its company `c`, left-joined). */
export const ADVERTISER_COLUMNS: SQL = sql`u.id, ${publicName('u')} as name, u.account_type, u.city, u.avatar_key,
  u.services, ${liveOffersCount()} as offers_count, c.id as company_id,
  coalesce(nullif(trim(c.company_name), ''), c.name) as company_name, c.avatar_key as company_avatar_key`;

export function toAdvertiser(row: AdvertiserRow, assetBase: string): Advertiser {
  const avatar = (key: string | null) => (key ? storedFileUrl(assetBase, key) : null);
  return {
    id: row.id,
    name: row.name,
    account_type: row.account_type,
    company:
      row.company_id && row.company_name
        ? { id: row.company_id, name: row.company_name, avatar: avatar(row.company_avatar_key) }
        : null,
    city: row.city,
    avatar: avatar(row.avatar_key),
    services: SERVICES.filter((service) => row.services.includes(service.slug)).map(({ slug, name }) => ({
      slug,
      name,
    })),
    offers_count: Number(row.offers_count),
  };
}

/** `%` and `_` typed by a visitor are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

export async function listAdvertisers(
  db: Database,
  query: {
    type: DirectoryType;
    name?: string | undefined;
    near?: { lat: number; lon: number } | undefined;
    page: number;
    perPage: number;
  },
  options: { assetBase: string },
): Promise<Page<Advertiser>> {
  const conditions: SQL[] = [hasPublicProfile(), TYPE_CONDITIONS[query.type]];
  if (query.name) conditions.push(sql`${publicName('u')} ilike ${likePattern(query.name)}`);
  if (query.near) conditions.push(cityNear({ ...query.near, radiusMiles: DIRECTORY_RADIUS_MILES }));
  const where = sql.join(conditions, sql` and `);
  const offset = (query.page - 1) * query.perPage;
  const { rows } = await db.execute<AdvertiserRow & { total: string | number }>(sql`
    with listed as (
      select ${ADVERTISER_COLUMNS}
      from users u left join users c on c.id = u.company_id
      where ${where}
    )
    select *, count(*) over () as total from listed
    order by offers_count desc, lower(name), name, id
    limit ${query.perPage} offset ${offset}`);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const counted = await db.execute<{ total: string }>(sql`select count(*) as total from users u where ${where}`);
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return {
    data: rows.map((row) => toAdvertiser(row, options.assetBase)),
    meta: pageMeta(total, query.page, query.perPage),
  };
}
