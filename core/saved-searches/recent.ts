// Recent searches of a logged-in user: the newest few places, one entry per
// place name. Every read and write is scoped to the caller's own rows.
import { and, desc, eq, sql } from 'drizzle-orm';
import { RECENT_SEARCHES_KEPT, type RecentSearch, type RecentSearchInput } from '#contract/recent-searches.ts';
import type { Database } from '#db/client.ts';
import { recentSearches } from '#db/schema/searches.ts';

const columns = {
  id: recentSearches.id,
  display_name: recentSearches.displayName,
  lat: recentSearches.lat,
  lon: recentSearches.lon,
  created_at: recentSearches.createdAt,
};

/** Newest first, at most RECENT_SEARCHES_KEPT. */
export async function listRecentSearches(db: Database, userId: string): Promise<RecentSearch[]> {
  const rows = await db
    .select(columns)
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.createdAt), desc(recentSearches.id))
    .limit(RECENT_SEARCHES_KEPT);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/**
 * Puts a place at the top: a place already in the list (same name) moves up and
 * takes the new coordinates; the oldest entries beyond the kept number go.
 */
export async function rememberRecentSearch(
  db: Database,
  userId: string,
  place: RecentSearchInput,
): Promise<RecentSearch[]> {
  await db.transaction(async (tx) => {
    // clock_timestamp(), not now(): two searches in one transaction's instant would tie.
    const at = sql`clock_timestamp()`;
    await tx
      .insert(recentSearches)
      .values({ userId, displayName: place.display_name, lat: place.lat, lon: place.lon, createdAt: at })
      .onConflictDoUpdate({
        target: [recentSearches.userId, recentSearches.displayName],
        set: { lat: place.lat, lon: place.lon, createdAt: at },
      });
    await tx.execute(sql`
      delete from ${recentSearches}
      where user_id = ${userId} and id not in (
        select id from ${recentSearches} where user_id = ${userId}
        order by created_at desc, id desc limit ${RECENT_SEARCHES_KEPT})`);
  });
  return listRecentSearches(db, userId);
}

export async function clearRecentSearches(db: Database, userId: string): Promise<void> {
  await db.delete(recentSearches).where(eq(recentSearches.userId, userId));
}

/** False when the user has no such entry (someone else's counts as none). */
export async function forgetRecentSearch(db: Database, userId: string, id: number): Promise<boolean> {
  const deleted = await db
    .delete(recentSearches)
    .where(and(eq(recentSearches.id, id), eq(recentSearches.userId, userId)))
    .returning({ id: recentSearches.id });
  return deleted.length > 0;
}
