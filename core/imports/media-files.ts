// The photos and files of an import's zip, kept in private storage (private/imports/{id}/)
// between the preview and the media step that copies them into offer renditions. A zip
// of a few kilobytes can unpack to gigabytes, and nothing else ever removed them, so:
// - only files the listings to create or update use are unpacked;
// - what is unpacked is counted as it is read (not as the zip declares it) against a
//   limit per import, and reading stops there;
// - what a company's imports hold at once is counted on the imports (media_bytes)
//   against a limit per company, under a lock on the company, so two uploads at once
//   cannot both take the last room;
// - the files are deleted when the import is applied, cancelled, given a new file or
//   expired (a preview nobody confirmed within a week), and a sweep removes whatever a
//   crash left behind: files of imports that no longer exist or are finished.
import { sql } from 'drizzle-orm';
import { IMPORT_MESSAGES } from '#contract/imports.ts';
import { PRIVATE_PREFIX, type Storage } from '#core/storage/storage.ts';
import type { Database } from '#db/client.ts';
import { FeedError } from './feeds/feed-error.ts';
import type { FeedZip } from './feeds/zip.ts';

const MB = 1024 * 1024;

export type ImportMediaLimits = {
  /** Unpacked bytes of one import's files. */
  perImportBytes: number;
  /** Unpacked bytes held at once by all of a company's imports. */
  perCompanyBytes: number;
};

export const IMPORT_MEDIA_LIMITS: ImportMediaLimits = { perImportBytes: 500 * MB, perCompanyBytes: 2048 * MB };

export const IMPORT_MEDIA_PREFIX = `${PRIVATE_PREFIX}imports/`;

/** A preview not confirmed within this long expires, and its files go. */
export const PREVIEW_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Leftovers younger than this are spared: a preview may be unpacking them right now. */
export const IMPORT_MEDIA_GRACE_MS = 60 * 60 * 1000;

/** Where a zip's media file is kept for the media step (media.ts), by its base name as feeds refer to it. */
export function zipMediaKey(importId: string, name: string): string {
  const base = (name.split('/').at(-1) ?? name)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '');
  return `${IMPORT_MEDIA_PREFIX}${importId}/${base || 'file'}`;
}

/** Past a limit: refuses the whole upload, naming the limit. */
class MediaLimitError extends FeedError {
  override name = 'MediaLimitError';
}

/**
 * Unpacks the files `names` refer to into private storage, counting their bytes.
 * A file that cannot be used (missing, over the per-file limit, unreadable) is left out:
 * its rows import without it. Past either limit it throws a FeedError (the caller
 * deletes the import and what was unpacked).
 */
export async function unpackZipMedia(
  db: Database,
  storage: Storage,
  zip: FeedZip,
  target: { importId: string; companyId: string; names: Iterable<string> },
  limits: ImportMediaLimits = IMPORT_MEDIA_LIMITS,
): Promise<void> {
  let unpacked = 0;
  const count = (bytes: number) => {
    unpacked += bytes;
    if (unpacked > limits.perImportBytes)
      throw new MediaLimitError(IMPORT_MESSAGES.mediaTooLarge(limits.perImportBytes));
  };
  const keys = new Map<string, string>();
  for (const name of target.names) keys.set(zipMediaKey(target.importId, name), name);
  for (const [key, name] of keys) {
    let bytes: Buffer;
    try {
      bytes = await zip.readMedia(name, count);
    } catch (error) {
      if (error instanceof MediaLimitError) throw error;
      continue;
    }
    await reserve(db, target, bytes.length, limits.perCompanyBytes);
    await storage.put(key, bytes, 'application/octet-stream');
  }
}

/** Adds a file's bytes to its import, unless the company would then hold more than its limit. */
async function reserve(
  db: Database,
  target: { importId: string; companyId: string },
  bytes: number,
  limit: number,
): Promise<void> {
  const reserved = await db.transaction(async (tx) => {
    // One company's reservations one at a time: each sees the others' committed bytes.
    await tx.execute(sql`select 1 from users where id = ${target.companyId} for update`);
    const updated = await tx.execute(sql`
      update offer_imports set media_bytes = media_bytes + ${bytes}
      where id = ${target.importId}
        and (select coalesce(sum(media_bytes), 0) from offer_imports where user_id = ${target.companyId}) + ${bytes}
          <= ${limit}`);
    return (updated.rowCount ?? 0) > 0;
  });
  if (!reserved) throw new MediaLimitError(IMPORT_MESSAGES.companyMediaFull(limit));
}

/** Deletes every unpacked file of an import and stops counting them. */
export async function deleteImportMedia(db: Database, storage: Storage, importId: string): Promise<number> {
  const keys: string[] = [];
  for await (const entry of storage.list(`${IMPORT_MEDIA_PREFIX}${importId}/`)) keys.push(entry.key);
  for (const key of keys) await storage.delete(key);
  await db.execute(sql`update offer_imports set media_bytes = 0 where id = ${importId} and media_bytes <> 0`);
  return keys.length;
}

/** Previews nobody confirmed within PREVIEW_LIFETIME_MS: cancelled, saying why, and their files deleted. */
export async function expireStalePreviews(
  db: Database,
  storage: Storage,
  options: { now?: Date } = {},
): Promise<string[]> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - PREVIEW_LIFETIME_MS);
  const expired = await db.execute<{ id: string }>(sql`
    update offer_imports set status = 'cancelled', finished_at = now(), error = ${IMPORT_MESSAGES.previewExpired}
    where status = 'ready' and created_at < ${cutoff} returning id`);
  const ids = expired.rows.map((row) => row.id);
  for (const id of ids) await deleteImportMedia(db, storage, id);
  return ids;
}

const IMPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Removes the unpacked files of imports that no longer exist or are finished (done,
 * failed, cancelled), once every file of that import is older than the grace period.
 */
export async function sweepImportMedia(
  db: Database,
  storage: Storage,
  options: { now?: Date; graceMs?: number } = {},
): Promise<{ checked: number; deleted: number }> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? IMPORT_MEDIA_GRACE_MS);
  const byImport = new Map<string, { keys: string[]; fresh: boolean }>();
  let checked = 0;
  for await (const entry of storage.list(IMPORT_MEDIA_PREFIX)) {
    checked += 1;
    const id = entry.key.slice(IMPORT_MEDIA_PREFIX.length).split('/')[0] ?? '';
    const group = byImport.get(id) ?? { keys: [], fresh: false };
    group.keys.push(entry.key);
    group.fresh ||= entry.modifiedAt.getTime() > cutoff;
    byImport.set(id, group);
  }
  const ids = [...byImport.keys()].filter((id) => IMPORT_ID.test(id));
  const active = await db.execute<{ id: string }>(sql`
    select id from offer_imports
    where id = any(${sql.param(ids)}::uuid[]) and status in ('parsing', 'ready', 'importing')`);
  const kept = new Set(active.rows.map((row) => row.id));
  let deleted = 0;
  for (const [id, group] of byImport) {
    if (kept.has(id) || group.fresh) continue;
    for (const key of group.keys) await storage.delete(key);
    deleted += group.keys.length;
    if (IMPORT_ID.test(id)) await db.execute(sql`update offer_imports set media_bytes = 0 where id = ${id}`);
  }
  return { checked, deleted };
}
