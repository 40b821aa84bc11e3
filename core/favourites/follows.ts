// Followed advertisers: a user follows an advertiser's public profile and finds them in
// /favorites. Only advertisers with a public profile can be followed; never oneself.
// The API and the profile page's form both call these, so they share one allowance.
import { sql } from 'drizzle-orm';
import type { Advertiser } from '#contract/profiles.ts';
import { notFound, unprocessable } from '#core/errors.ts';
import { countAttempt, type Limit } from '#core/platform/attempts.ts';
import { hasPublicProfile } from '#core/profiles/advertiser-sql.ts';
import { ADVERTISER_COLUMNS, type AdvertiserRow, toAdvertiser } from '#core/profiles/directory.ts';
import type { Database } from '#db/client.ts';

/** Follows a person may start in an hour, from any page or client: far beyond a person's use. */
const FOLLOWS_PER_USER: Limit = { max: 120, windowMs: 60 * 60_000 };

/**
 * The user follows the advertiser. Following again (a form sent twice, two requests at
 * once) changes nothing: the pair is the table's key, so one row is kept.
 */
export async function followAdvertiser(db: Database, userId: string, advertiserId: string): Promise<void> {
  if (userId === advertiserId) throw unprocessable({ id: ['You cannot follow yourself'] });
  await countAttempt(db, `follows:user:${userId}`, FOLLOWS_PER_USER);
  const found = await db.execute(sql`select 1 from users u where u.id = ${advertiserId} and ${hasPublicProfile()}`);
  if (found.rows.length === 0) throw notFound('No such advertiser');
  await db.execute(sql`
    insert into followed_advertisers (user_id, advertiser_id) values (${userId}, ${advertiserId}) on conflict do nothing`);
}

export async function unfollowAdvertiser(db: Database, userId: string, advertiserId: string): Promise<void> {
  const removed = await db.execute(
    sql`delete from followed_advertisers where user_id = ${userId} and advertiser_id = ${advertiserId}`,
  );
  if (!removed.rowCount) throw notFound('You do not follow this advertiser');
}

/** Whether the user follows the advertiser (the profile page draws its Follow button so). */
export async function isFollowing(db: Database, userId: string, advertiserId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from followed_advertisers where user_id = ${userId} and advertiser_id = ${advertiserId}`);
  return rows.length > 0;
}

export async function listFollowedIds(db: Database, userId: string): Promise<string[]> {
  const { rows } = await db.execute<{ advertiser_id: string }>(sql`
    select advertiser_id from followed_advertisers where user_id = ${userId} order by created_at desc limit 5000`);
  return rows.map((row) => row.advertiser_id);
}

/** The followed advertisers who still have a public profile, newest followed first. */
export async function listFollowed(db: Database, userId: string, assetBase: string): Promise<Advertiser[]> {
  const { rows } = await db.execute<AdvertiserRow>(sql`
    select ${ADVERTISER_COLUMNS}
    from followed_advertisers f join users u on u.id = f.advertiser_id left join users c on c.id = u.company_id
    where f.user_id = ${userId} and ${hasPublicProfile()}
    order by f.created_at desc limit 200`);
  return rows.map((row) => toAdvertiser(row, assetBase));
}
