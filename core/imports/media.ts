// The media step of an import, after its rows are applied: each imported offer whose
// feed lists different media than last time gets its photos and floor plans fetched
// (URLs through fetch-media.ts, files of the zip from storage), checked and re-encoded by
// the same pipeline as the ad form's uploads, and swapped in in one transaction. A file
// that fails is skipped and named on its row; an offer whose media did not change is
// left alone, so running the step again (a retry) does only what is left.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ListingType } from '#contract/listing-types.ts';
import { OFFER_FILE_LIMITS, type OfferFileField } from '#contract/offer-files.ts';
import type { OfferStatus } from '#contract/offer-lifecycle.ts';
import { HttpError } from '#core/errors.ts';
import { type StoredUpload, storeOfferUpload } from '#core/offers/offer-files.ts';
import { REVIEWED_STATUSES, readEditingVersion, saveOfferVersion } from '#core/offers/revisions.ts';
import type { Storage } from '#core/storage/storage.ts';
import type { Database, Transaction } from '#db/client.ts';
import { offerPhotos } from '#db/schema/offers.ts';
import type { FeedMedia } from './feeds/feed-listing.ts';
import { MediaFetchError } from './fetch-media.ts';
import type { ImportedListing } from './map-listing.ts';
import { zipMediaKey } from './media-files.ts';

const BATCH = 20;
const FIELDS: Partial<Record<FeedMedia['kind'], { field: OfferFileField; kind: 'photo' | 'floor_plan'; max: number }>> =
  {
    photo: { field: 'photos', kind: 'photo', max: OFFER_FILE_LIMITS.photos },
    'floor-plan': { field: 'project_plan_photos', kind: 'floor_plan', max: OFFER_FILE_LIMITS.project_plan_photos },
  };

export type FetchUrl = (url: string) => Promise<Buffer>;

/** Whether the media step uses this item at all (photos and floor plans; not documents or tours). */
export const isAttachedMedia = (item: FeedMedia): boolean => FIELDS[item.kind] !== undefined;

/** How many of a feed's photos the media step attaches: the photos, up to the ad form's limit. */
export function attachedPhotoCount(media: readonly FeedMedia[]): number {
  const photos = FIELDS.photo;
  return photos ? Math.min(media.filter((item) => item.kind === 'photo').length, photos.max) : 0;
}

export function mediaHash(media: readonly FeedMedia[]): string {
  const wanted = media.filter(isAttachedMedia).map((item) => [item.kind, item.source, item.caption]);
  return createHash('sha256').update(JSON.stringify(wanted)).digest('base64url');
}

type Pending = { row: number; offer_id: string; listing: ImportedListing };

/** Attaches the media of an applied import; returns how many offers got new media. */
export async function attachImportMedia(
  db: Database,
  storage: Storage,
  importId: string,
  fetchUrl: FetchUrl,
  /** OFFER_MODERATION: new photos of an approved ad wait for an operator, as the ad form's do. */
  options: { moderation?: boolean } = {},
): Promise<number> {
  const company = options.moderation
    ? (await db.execute<{ user_id: string }>(sql`select user_id from offer_imports where id = ${importId}`)).rows[0]
    : undefined;
  const moderation = company ? { authorId: company.user_id } : null;
  let done = 0;
  let after = 0;
  for (;;) {
    const { rows } = await db.execute<Pending>(sql`
      select r.row, r.offer_id, r.listing from offer_import_rows r join offers o on o.id = r.offer_id
      where r.import_id = ${importId} and r.applied_at is not null and r.action in ('create', 'update') and not r.skipped
        and r.listing is not null and r.row > ${after}
      order by r.row limit ${BATCH}`);
    if (rows.length === 0) return done;
    for (const pending of rows) {
      if (await attachOne(db, storage, importId, pending, fetchUrl, moderation)) done += 1;
    }
    after = rows.at(-1)?.row ?? after;
  }
}

type StoredMedia = StoredUpload & { kind: 'photo' | 'floor_plan'; alt: string };

async function attachOne(
  db: Database,
  storage: Storage,
  importId: string,
  pending: Pending,
  fetchUrl: FetchUrl,
  moderation: { authorId: string } | null,
): Promise<boolean> {
  const hash = mediaHash(pending.listing.media);
  const current = await db.execute<{ feed_media_hash: string | null }>(
    sql`select feed_media_hash from offers where id = ${pending.offer_id}`,
  );
  if (current.rows[0]?.feed_media_hash === hash) return false;
  const { stored, problems } = await fetchMedia(storage, importId, pending.listing.media, fetchUrl);
  await db.transaction(async (tx) => {
    const proposed = moderation !== null && (await proposeMedia(tx, pending.offer_id, stored, moderation.authorId));
    if (!proposed) await replacePhotos(tx, pending.offer_id, stored);
    await tx.execute(sql`update offers set feed_media_hash = ${hash} where id = ${pending.offer_id}`);
    await noteProblems(tx, importId, pending.row, problems);
  });
  return true;
}

/**
 * Fetches and re-encodes the photos and floor plans, up to the ad form's limits, in
 * feed order. A file that cannot be fetched or read is skipped and described as a problem.
 */
async function fetchMedia(
  storage: Storage,
  importId: string,
  media: readonly FeedMedia[],
  fetchUrl: FetchUrl,
): Promise<{ stored: StoredMedia[]; problems: string[] }> {
  const stored: StoredMedia[] = [];
  const problems: string[] = [];
  const counts = { photo: 0, floor_plan: 0 };
  for (const item of media) {
    const target = FIELDS[item.kind];
    if (!target || counts[target.kind] >= target.max) continue;
    try {
      const bytes = /^https?:\/\//i.test(item.source)
        ? await fetchUrl(item.source)
        : (await storage.get(zipMediaKey(importId, item.source)))?.bytes;
      if (!bytes) throw new MediaFetchError('not in the zip');
      // A background job: it waits for a decoding slot rather than being turned away.
      const upload = await storeOfferUpload(storage, target.field, bytes, item.source, { background: true });
      stored.push({ ...upload, kind: target.kind, alt: item.caption ?? '' });
      counts[target.kind] += 1;
    } catch (error) {
      if (!(error instanceof MediaFetchError || error instanceof HttpError)) throw error;
      problems.push(`${item.kind === 'photo' ? 'Photo' : 'Floor plan'} ${item.source} not imported: ${error.message}`);
    }
  }
  return { stored, problems };
}

/** The offer's photos and floor plans swapped for the new ones, numbered from 1 within each kind. */
async function replacePhotos(tx: Transaction, offerId: string, stored: readonly StoredMedia[]): Promise<void> {
  await tx.execute(sql`delete from offer_photos where offer_id = ${offerId} and kind in ('photo', 'floor_plan')`);
  if (stored.length === 0) return;
  const positions = { photo: 0, floor_plan: 0 };
  await tx.insert(offerPhotos).values(
    stored.map((file) => {
      positions[file.kind] += 1;
      return {
        offerId,
        kind: file.kind,
        position: positions[file.kind],
        storageKey: file.storageKey,
        widths: file.widths,
        width: file.width,
        height: file.height,
        alt: file.alt.slice(0, 200),
        format: 'webp' as const,
      };
    }),
  );
}

async function noteProblems(tx: Transaction, importId: string, row: number, problems: string[]): Promise<void> {
  if (problems.length === 0) return;
  await tx.execute(sql`
    update offer_import_rows set errors = errors || ${sql.param(problems)}::text[]
    where import_id = ${importId} and row = ${row}`);
}

/**
 * With moderation on, the media of an approved ad are a change like any other
 * (core/offers/revisions.ts): new photos wait for an operator, on top of changes already
 * waiting. False for an ad no operator has approved yet: its media are placed at once.
 */
async function proposeMedia(
  tx: Transaction,
  offerId: string,
  stored: readonly StoredMedia[],
  authorId: string,
): Promise<boolean> {
  const [offer] = (
    await tx.execute<{ id: string; status: OfferStatus; price: string | null; listing_type: ListingType }>(
      sql`select id, status, price, listing_type from offers where id = ${offerId} for update`,
    )
  ).rows;
  if (!offer || !REVIEWED_STATUSES.includes(offer.status)) return false;
  const { editing, live } = await readEditingVersion(tx, offerId);
  const files = (kind: 'photo' | 'floor_plan') =>
    stored
      .filter((file) => file.kind === kind)
      .map(({ kind: _kind, ...file }) => ({ ...file, alt: file.alt.slice(0, 200) }));
  const proposed = {
    content: editing.content,
    files: { ...editing.files, photos: files('photo'), project_plan_photos: files('floor_plan') },
  };
  await saveOfferVersion(tx, offer, proposed, { moderation: true, authorId, source: 'import', live }, new Date());
  return true;
}
