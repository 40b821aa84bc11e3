// What the directories and public profiles read about an advertiser, in SQL over a
// users row aliased `u`: the live ads, whether the profile is public at all, and "near
// a place" (the name the public sees is core/accounts/public-name.ts). Only public
// information is ever selected here.
import { type SQL, sql } from 'drizzle-orm';
import { publiclyVisible } from '#core/offers/visibility.ts';
import { searchKeyOf } from '#core/places/sql.ts';
import { places, postcodeDistricts } from '#db/schema/places.ts';

const METRES_PER_MILE = 1609.344;

/** The ads an advertiser shows: their own, and for a company its agents' too. */
export const ownerCondition = (o: string): SQL =>
  sql`(${sql.raw(o)}.user_id = u.id or ${sql.raw(o)}.user_id in (select a.id from users a where a.company_id = u.id and 'agent' = any(a.roles)))`;

export const liveOffersCount = (): SQL =>
  sql`(select count(*) from offers o where ${ownerCondition('o')} and ${publiclyVisible('o')})`;

/**
 * Who has a public profile: an activated business or agent (they advertise as a trade;
 * an invited agent is activated by choosing a password),
 * or a private person with at least one live ad (their ads already name them). Nobody
 * else is listed or answered: a private account that posts nothing stays private.
 */
export const hasPublicProfile = (): SQL => sql`u.email_verified_at is not null and (
    'company' = any(u.roles)
    or ('agent' = any(u.roles) and u.company_id is not null)
    or exists (select 1 from offers o where o.user_id = u.id and ${publiclyVisible('o')}))`;

/**
 * Advertisers have no coordinates of their own. We match the city of their profile
 * against the gazetteer: they are near the point when a gazetteer place of that name
 * lies within the radius. We chose this over the places of their offers because the
 * directories are also for businesses that list no property (removals, surveys,
 * conveyancing, cleaning), which the offers would never place; and a city is where
 * an advertiser says they work, while one offer far away would otherwise put them
 * in a second town. A name shared by two places ('Newport') counts as either. When
 * the city is empty or a name the gazetteer does not know (a typo), the profile's UK
 * postcode places the advertiser instead: near when its postcode district's centre
 * lies within the radius.
 */
export function cityNear(near: { lat: number; lon: number; radiusMiles: number }): SQL {
  const centre = sql`ll_to_earth(${near.lat}::float8, ${near.lon}::float8)`;
  const radius = near.radiusMiles * METRES_PER_MILE;
  const within = sql`earth_box(${centre}, ${radius}::float8) @> ll_to_earth(lat, lon)
      and earth_distance(${centre}, ll_to_earth(lat, lon)) <= ${radius}::float8`;
  const cityKey = searchKeyOf(sql`u.city`);
  return sql`(${cityKey} in (select name_key from ${places} where ${within})
    or (not exists (select 1 from ${places} known where known.name_key = ${cityKey})
      and ${postcodeDistrictOf(sql`u.zip_code`)} in (select district from ${postcodeDistricts} where ${within})))`;
}

/** The outward code of a UK postcode as postcode_districts keys it: 'm1 1aa' -> 'M1', 'sw1a' -> 'SW1A'. */
function postcodeDistrictOf(postcode: SQL): SQL {
  const compact = sql`upper(regexp_replace(coalesce(${postcode}, ''), '\s', '', 'g'))`;
  return sql`(case when ${compact} ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$'
    then left(${compact}, length(${compact}) - 3) else ${compact} end)`;
}
