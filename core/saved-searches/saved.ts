// Saved searches: a user keeps up to 50 searches, each with its alert frequency.
// Every function takes the caller's user id and only ever touches that user's rows:
// someone else's saved search is "not found", never "forbidden" (no existence leak).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type Page, pageMeta } from '#contract/pagination.ts';
import {
  type AlertFrequency,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
} from '#contract/saved-searches.ts';
import { emptyCriteria, type SearchCriteria, searchQuery } from '#contract/search.ts';
import { randomToken, sha256 } from '#core/accounts/secrets.ts';
import { HttpError, notFound, unprocessable } from '#core/errors.ts';
import { parseSearchQuery } from '#core/search/parse-query.ts';
import { resolveSearchPlace } from '#core/search/resolve-place.ts';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/accounts.ts';
import { savedSearches } from '#db/schema/searches.ts';

type Row = typeof savedSearches.$inferSelect;

/**
 * Watermarks are kept to whole milliseconds: they travel through JavaScript dates
 * (millisecond precision), and a value that lost its microseconds on the way would
 * make the newest offer of the last alert look new again.
 */
export const NOW_TO_THE_MILLISECOND = sql`date_trunc('milliseconds', now())`;

export function toSavedSearchView(row: Row): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    created_at: row.createdAt.toISOString(),
    last_alert_at: row.lastAlertAt?.toISOString() ?? null,
  };
}

export type NormalisedQuery = { query: string; criteria: SearchCriteria };

/** Criteria as they are stored: without page, sort and page size, so equal searches are equal text. */
function storedQuery(criteria: SearchCriteria): NormalisedQuery {
  const { sort, page, perPage } = emptyCriteria();
  const stored = { ...criteria, sort, page, perPage };
  return { query: searchQuery(stored), criteria: stored };
}

/**
 * A stored search's query string read again, exactly as /search reads it (never
 * refused: what no longer reads is left out).
 */
export function normaliseSearchQuery(query: string): NormalisedQuery {
  return storedQuery(parseSearchQuery(new URLSearchParams(query)).criteria);
}

/**
 * A search URL's query string as it is saved: read as /search reads it, with a place
 * given by name or typed as the words stored as that place's coordinates, so alerts
 * search the place that was meant. A place name that names no place, or several, is
 * refused: the alerts would otherwise cover the whole country.
 */
async function savedQuery(db: Database, query: string): Promise<NormalisedQuery> {
  const { criteria, location } = await resolveSearchPlace(db, parseSearchQuery(new URLSearchParams(query)));
  if (location?.as === 'unknown') {
    const message = SAVED_SEARCH_MESSAGES.placeUnknown(location.text);
    throw unprocessable({ query: [message] }, message);
  }
  if (location?.as === 'choices') {
    const message = SAVED_SEARCH_MESSAGES.placeAmbiguous(location.text);
    throw unprocessable({ query: [message] }, message);
  }
  return storedQuery(criteria);
}

export async function listSavedSearches(db: Database, userId: string): Promise<Page<SavedSearch>> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return { data: rows.map(toSavedSearchView), meta: pageMeta(rows.length, 1, SAVED_SEARCH_LIMITS.perUser) };
}

export async function createSavedSearch(
  db: Database,
  userId: string,
  input: { name: string; query: string; frequency: AlertFrequency },
): Promise<SavedSearch> {
  const normalised = await savedQuery(db, input.query);
  const created = await db.transaction(async (tx) => {
    // One save at a time per user, so two requests at once cannot both pass the limit.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [existing] = await tx.select({ total: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((existing?.total ?? 0) >= SAVED_SEARCH_LIMITS.perUser) return null;
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: input.name,
        query: normalised.query,
        frequency: input.frequency,
        // Alerts are about offers published from now on.
        alertedUpTo: NOW_TO_THE_MILLISECOND,
        // A token nobody knows: each alert e-mail replaces it with one it carries.
        unsubscribeTokenHash: sha256(randomToken()),
      })
      .returning();
    return row ?? null;
  });
  if (!created) {
    throw new HttpError(422, SAVED_SEARCH_MESSAGES.limitReached, {
      code: 'saved_searches_limit',
      errors: { saved_searches: [SAVED_SEARCH_MESSAGES.limitReached] },
    });
  }
  return toSavedSearchView(created);
}

export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: number,
  changes: { name?: string | undefined; frequency?: AlertFrequency | undefined },
): Promise<SavedSearch> {
  const set: PgUpdateSetSource<typeof savedSearches> = { updatedAt: sql`now()` };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.frequency !== undefined) {
    set.frequency = changes.frequency;
    // Alerts switched back on start from now, rather than sending months of offers at once.
    if (changes.frequency !== 'off') {
      set.alertedUpTo = sql`case when ${savedSearches.frequency} = 'off' then ${NOW_TO_THE_MILLISECOND} else ${savedSearches.alertedUpTo} end`;
    }
  }
  const [row] = await db
    .update(savedSearches)
    .set(set)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
  return toSavedSearchView(row);
}

export async function deleteSavedSearch(db: Database, userId: string, id: number): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
}

/**
 * The unsubscribe link of an alert e-mail: alerts of that one search stop. Repeating
 * it changes nothing (link checkers and second clicks are harmless). Null for a token
 * that belongs to no saved search, including the link of an older alert e-mail.
 */
/** The saved search an unsubscribe token belongs to, without changing it (the page asks first). */
export async function findSavedSearchByUnsubscribeToken(
  db: Database,
  token: string,
): Promise<{ name: string; frequency: AlertFrequency } | null> {
  const [row] = await db
    .select({ name: savedSearches.name, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(eq(savedSearches.unsubscribeTokenHash, sha256(token)));
  return row ?? null;
}

export async function unsubscribeSavedSearch(db: Database, token: string): Promise<{ name: string } | null> {
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: 'off', updatedAt: sql`now()` })
    .where(eq(savedSearches.unsubscribeTokenHash, sha256(token)))
    .returning({ name: savedSearches.name });
  return row ?? null;
}
