// Following an advertiser, as both the API and the profile page's form do it: one row per
// pair however often (or however many at once) it is asked, never oneself, only public
// profiles, and one allowance an hour per account.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '#core/errors.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import { followAdvertiser, isFollowing, listFollowedIds, unfollowAdvertiser } from './follows.ts';

const database = testDatabaseForFile();

const agency = () => createUser(database.db, { accountType: 'agency', companyName: 'Followed Homes' });

async function statusOf(work: Promise<unknown>): Promise<number | undefined> {
  try {
    await work;
    return 200;
  } catch (error) {
    return refusalOf(error)?.status;
  }
}

describe('following an advertiser', () => {
  it('keeps one row when the same follow is sent several times at once', async () => {
    const user = await createUser(database.db);
    const advertiser = await agency();
    await Promise.all(Array.from({ length: 5 }, () => followAdvertiser(database.db, user.id, advertiser.id)));
    const rows = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from followed_advertisers where user_id = ${user.id}`);
    expect(rows.rows[0]?.n).toBe(1);
    expect(await isFollowing(database.db, user.id, advertiser.id)).toBe(true);
    expect(await listFollowedIds(database.db, user.id)).toEqual([advertiser.id]);
  });

  it('stops following, and says so when there was nothing to stop', async () => {
    const user = await createUser(database.db);
    const advertiser = await agency();
    await followAdvertiser(database.db, user.id, advertiser.id);
    await unfollowAdvertiser(database.db, user.id, advertiser.id);
    expect(await isFollowing(database.db, user.id, advertiser.id)).toBe(false);
    expect(await statusOf(unfollowAdvertiser(database.db, user.id, advertiser.id))).toBe(404);
  });

  it('refuses following oneself and an account without a public profile', async () => {
    const advertiser = await agency();
    const quiet = await createUser(database.db);
    expect(await statusOf(followAdvertiser(database.db, advertiser.id, advertiser.id))).toBe(422);
    expect(await statusOf(followAdvertiser(database.db, advertiser.id, quiet.id))).toBe(404);
    expect(await listFollowedIds(database.db, advertiser.id)).toEqual([]);
  });

  it('counts follows per account, so the API and the page share one allowance', async () => {
    const user = await createUser(database.db);
    const advertiser = await agency();
    for (let follow = 0; follow < 120; follow += 1) await followAdvertiser(database.db, user.id, advertiser.id);
    expect(await statusOf(followAdvertiser(database.db, user.id, advertiser.id))).toBe(429);
    // Another account has its own allowance.
    const other = await createUser(database.db);
    expect(await statusOf(followAdvertiser(database.db, other.id, advertiser.id))).toBe(200);
  });
});
