// Followed advertisers: a user follows an advertiser's public profile and finds them in
// /favorites. Only advertisers with a public profile can be followed; never oneself.
import { sql } from 'drizzle-orm';
import type { Advertiser } from '#contract/profiles.ts';
import { notFound, unprocessable } from '#core/errors.ts';
import { hasPublicProfile } from '#core/profiles/advertiser-sql.ts';
import { ADVERTISER_COLUMNS, type AdvertiserRow, toAdvertiser } from '#core/profiles/directory.ts';
import type { Database } from '#db/client.ts';

export async function followAdvertiser(db: Database, userId: string, advertiserId: string): Promise<void> {
  if (userId === advertiserId) throw unprocessable({ id: ['You cannot follow yourself'] });
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
