// What the directories and public profiles read about an advertiser, in SQL over a
// users row aliased `u`: the live ads, whether the profile is public at all, and "near
// a place" (the name the public sees is core/accounts/public-name.ts). Only public
// information is ever selected here.
import { type SQL, sql } from 'drizzle-orm';
import { publiclyVisible } from '#core/offers/visibility.ts';
import { searchKeyOf } from '#core/places/sql.ts';
import { places } from '#db/schema/places.ts';

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
 * in a second town. The price: a city name the gazetteer does not know (a typo)
 * matches no location, and a name shared by two places ('Newport') counts as either.
 */
export function cityNear(near: { lat: number; lon: number; radiusMiles: number }): SQL {
  const centre = sql`ll_to_earth(${near.lat}::float8, ${near.lon}::float8)`;
  const radius = near.radiusMiles * METRES_PER_MILE;
  return sql`${searchKeyOf(sql`u.city`)} in (
    select name_key from ${places}
    where earth_box(${centre}, ${radius}::float8) @> ll_to_earth(lat, lon)
      and earth_distance(${centre}, ll_to_earth(lat, lon)) <= ${radius}::float8)`;
}
