// A public profile (/profile/{user}, GET /api/profile/{user}): what the advertiser
// publishes and their live ads (a company's with its agents'). Anyone without a public
// profile (advertiser-sql.ts) is not found, so the answer never confirms an account.
import { sql } from 'drizzle-orm';
import { LANGUAGES } from '#contract/accounts.ts';
import type { PublicProfile } from '#contract/profiles.ts';
import { emptyCriteria } from '#contract/search.ts';
import { notFound } from '#core/errors.ts';
import { storedFileUrl } from '#core/media/photo-urls.ts';
import { publiclyVisible } from '#core/offers/visibility.ts';
import { searchOffers } from '#core/search/search-offers.ts';
import type { Database } from '#db/client.ts';
import { hasPublicProfile } from './advertiser-sql.ts';
import { ADVERTISER_COLUMNS, type AdvertiserRow, toAdvertiser } from './directory.ts';

export const PROFILE_OFFERS_PER_PAGE = 12;
export const PROFILE_MESSAGES = { notFound: 'No such advertiser' } as const;

type ProfileRow = AdvertiserRow & {
  video_avatar_url: string | null;
  default_avatar: 'photo' | 'video' | null;
  introduction: string | null;
  description: string | null;
  languages: string[];
  show_address: boolean;
  street: string | null;
  zip_code: string | null;
  country: string | null;
  has_phone: boolean;
  created_at: Date | string;
  is_company: boolean;
};

export async function getPublicProfile(
  db: Database,
  userId: string,
  options: { page: number; assetBase: string },
): Promise<PublicProfile> {
  const found = await db.execute<ProfileRow>(sql`
    select ${ADVERTISER_COLUMNS}, u.video_avatar_url, u.default_avatar, u.introduction, u.description, u.languages,
      u.show_address, u.street, u.zip_code, u.country, coalesce(trim(u.phone), '') <> '' as has_phone, u.created_at,
      'company' = any(u.roles) as is_company
    from users u left join users c on c.id = u.company_id
    where u.id = ${userId} and ${hasPublicProfile()}`);
  const row = found.rows[0];
  if (!row) throw notFound(PROFILE_MESSAGES.notFound);

  const agents = row.is_company ? await liveAgents(db, row.id, options.assetBase) : [];
  const offers = await searchOffers(
    db,
    {
      ...emptyCriteria(),
      advertiserIds: [row.id, ...agents.map((agent) => agent.id)],
      page: options.page,
      perPage: PROFILE_OFFERS_PER_PAGE,
    },
    { assetBase: options.assetBase },
  );
  const advertiser = toAdvertiser(row, options.assetBase);
  // A business's city is part of its trade listing; a private person's stays private unless shown.
  const city = row.is_company || row.show_address ? row.city : null;
  return {
    user: {
      ...advertiser,
      city,
      video_avatar: row.video_avatar_url,
      default_avatar: row.default_avatar ?? (row.avatar_key ? 'photo' : row.video_avatar_url ? 'video' : null),
      introduction: row.introduction,
      description: row.description,
      languages: LANGUAGES.filter((language) => row.languages.includes(language.code)).map(({ code, name }) => ({
        code,
        name,
      })),
      address: row.show_address
        ? { street: row.street, city: row.city, zip_code: row.zip_code, country: row.country }
        : null,
      has_phone: row.has_phone,
      agents,
      member_since: new Date(row.created_at).toISOString(),
    },
    offers,
  };
}

async function liveAgents(db: Database, companyId: string, assetBase: string) {
  const { rows } = await db.execute<{ id: string; name: string; avatar_key: string | null }>(sql`
    select u.id, u.name, u.avatar_key from users u
    where u.company_id = ${companyId} and 'agent' = any(u.roles)
      and exists (select 1 from offers o where o.user_id = u.id and ${publiclyVisible('o')})
    order by lower(u.name), u.id
    limit 100`);
  return rows.map((agent) => ({
    id: agent.id,
    name: agent.name,
    avatar: agent.avatar_key ? storedFileUrl(assetBase, agent.avatar_key) : null,
  }));
}
