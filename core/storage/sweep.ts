// Removes stored files that no row refers to: photos of a save that failed after its
// files were stored, photos an edit removed, replaced avatars, attachments of a message
// that was refused after its files were stored, files of changes an operator rejected or
// a newer save replaced (a pending revision's files are referenced). Files are
// content-addressed and may be shared, so a file goes only when nothing refers to it,
// and only once it is older than the grace period: a save in flight has stored its
// files but not yet committed its rows (and re-used files are touched, see Storage).
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import type { Storage, StoredEntry } from './storage.ts';

/** Where uploads live; other prefixes (if any) are never swept. */
export const SWEPT_PREFIXES = ['offers/', 'documents/', 'avatars/', 'private/messages/'] as const;
export const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** 'offers/ab12-960.webp' -> 'offers/ab12': the key rows store for every rendition of an image. */
export const storageBase = (key: string): string => key.replace(/-\d+\.webp$/, '');

export async function sweepOrphanFiles(
  db: Database,
  storage: Storage,
  options: { now?: Date; graceMs?: number } = {},
): Promise<{ checked: number; deleted: number }> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? SWEEP_GRACE_MS);
  let checked = 0;
  let deleted = 0;
  let batch: StoredEntry[] = [];
  const flush = async () => {
    const referenced = await referencedBases(db, [...new Set(batch.map((entry) => storageBase(entry.key)))]);
    for (const entry of batch) {
      if (referenced.has(storageBase(entry.key))) continue;
      await storage.delete(entry.key);
      deleted += 1;
    }
    batch = [];
  };
  for (const prefix of SWEPT_PREFIXES) {
    for await (const entry of storage.list(prefix)) {
      checked += 1;
      if (entry.modifiedAt.getTime() > cutoff) continue;
      batch.push(entry);
      if (batch.length >= BATCH) await flush();
    }
  }
  if (batch.length > 0) await flush();
  return { checked, deleted };
}

async function referencedBases(db: Database, bases: string[]): Promise<Set<string>> {
  const result = await db.execute<{ base: string }>(sql`
    select storage_key as base from offer_photos where storage_key = any(${sql.param(bases)}::text[])
    union
    select storage_key from offer_revision_files where storage_key = any(${sql.param(bases)}::text[])
    union
    select storage_key from offer_feed_media where storage_key = any(${sql.param(bases)}::text[])
    union
    select regexp_replace(avatar_key, '-[0-9]+\\.webp$', '') from users
    where avatar_key is not null and regexp_replace(avatar_key, '-[0-9]+\\.webp$', '') = any(${sql.param(bases)}::text[])
    union
    select regexp_replace(storage_key, '-[0-9]+\\.webp$', '') from message_attachments
    where regexp_replace(storage_key, '-[0-9]+\\.webp$', '') = any(${sql.param(bases)}::text[])`);
  return new Set(result.rows.map((row) => row.base));
}
