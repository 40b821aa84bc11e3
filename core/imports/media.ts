// The media step of an import, after its rows are applied: each imported offer whose
// feed lists different media than last time gets its photos and floor plans fetched
// (URLs through fetch-media.ts, files of the zip from storage), checked and re-encoded by
// the same pipeline as the ad form's uploads, and swapped in in one transaction. A file
// that fails is skipped and named on its row; an offer whose media did not change is
// left alone, so running the step again (a retry) does only what is left.
import { sql } from 'drizzle-orm';
import { IMPORT_MEDIA_NOTES } from '#contract/import-media.ts';
import type { ListingType } from '#contract/listing-types.ts';
import type { OfferStatus } from '#contract/offer-lifecycle.ts';
import { checkOfferImage, type StoredUpload, storeOfferUpload } from '#core/offers/offer-files.ts';
import { REVIEWED_STATUSES, readEditingVersion, saveOfferVersion } from '#core/offers/revisions.ts';
import type { Storage } from '#core/storage/storage.ts';
import type { Database, Transaction } from '#db/client.ts';
import { offerPhotos } from '#db/schema/offers.ts';
import { readFeedDocuments, replaceFeedDocuments } from './feed-documents.ts';
import type { ImportedListing } from './map-listing.ts';
import { type KeptFile, keptFiles, mediaHash } from './media-items.ts';
import { describeMediaFailure, type FetchUrl, type MediaSource, readMediaBytes } from './media-source.ts';

const BATCH = 20;

export type { FetchUrl } from './media-source.ts';

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

type PictureKind = 'photo' | 'floor_plan' | 'ecertificate';
type StoredMedia = StoredUpload & { kind: PictureKind; alt: string };

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
  const source = { storage, importId, fetchUrl };
  const { stored, problems } = await fetchPictures(source, pending.listing.media);
  const documents = await readFeedDocuments(source, pending.listing.media);
  await db.transaction(async (tx) => {
    const proposed = moderation !== null && (await proposeMedia(tx, pending.offer_id, stored, moderation.authorId));
    if (!proposed) await replacePhotos(tx, pending.offer_id, stored);
    // Brochures and tours have no pending version to wait in: an approved ad's stay as they
    // are while moderation is on (a new link would otherwise reach the site unreviewed).
    if (!proposed) await replaceFeedDocuments(tx, pending.offer_id, documents);
    else if (documents.brochures.length + documents.tours.length > 0)
      documents.problems.push(IMPORT_MEDIA_NOTES.documentsHeld);
    await tx.execute(sql`update offers set feed_media_hash = ${hash} where id = ${pending.offer_id}`);
    await noteProblems(tx, importId, pending.row, [...problems, ...documents.problems]);
  });
  return true;
}

/**
 * Fetches and re-encodes the photos, floor plans and certificate the offer keeps, in feed
 * order. A file that cannot be fetched or read is skipped and described as a problem.
 */
async function fetchPictures(
  source: MediaSource,
  media: ImportedListing['media'],
): Promise<{ stored: StoredMedia[]; problems: string[] }> {
  const stored: StoredMedia[] = [];
  const problems: string[] = [];
  for (const file of keptFiles(media, ['photo', 'floor_plan', 'ecertificate'])) {
    try {
      stored.push(await storePicture(source, file));
    } catch (error) {
      problems.push(
        describeMediaFailure(error, { kind: file.kind, position: file.position, source: file.item.source }),
      );
    }
  }
  return { stored, problems };
}

async function storePicture({ storage, importId, fetchUrl }: MediaSource, file: KeptFile): Promise<StoredMedia> {
  const bytes = await readMediaBytes(storage, importId, file.item.source, fetchUrl);
  // The header first: its refusal names the file plainly, before any decoding.
  if (file.kind !== 'ecertificate') await checkOfferImage(bytes);
  // A background job: it waits for a decoding slot rather than being turned away.
  const upload = await storeOfferUpload(storage, file.field ?? 'photos', bytes, file.item.source, { background: true });
  return { ...upload, kind: file.kind as PictureKind, alt: file.item.caption ?? '' };
}

/** The offer's photos and floor plans swapped for the new ones, numbered from 1 within each kind. */
async function replacePhotos(tx: Transaction, offerId: string, stored: readonly StoredMedia[]): Promise<void> {
  // The certificate is replaced only when the feed gives one: the company may have added its own in the ad form.
  const kinds = stored.some((file) => file.kind === 'ecertificate')
    ? ['photo', 'floor_plan', 'ecertificate']
    : ['photo', 'floor_plan'];
  await tx.execute(
    sql`delete from offer_photos where offer_id = ${offerId} and kind = any(${sql.param(kinds)}::text[])`,
  );
  if (stored.length === 0) return;
  const positions = { photo: 0, floor_plan: 0, ecertificate: 0 };
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
        format: file.format,
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
  const files = (kind: PictureKind) =>
    stored
      .filter((file) => file.kind === kind)
      .map(({ kind: _kind, ...file }) => ({ ...file, alt: file.alt.slice(0, 200) }));
  const proposed = {
    content: editing.content,
    files: {
      ...editing.files,
      photos: files('photo'),
      project_plan_photos: files('floor_plan'),
      ...(stored.some((file) => file.kind === 'ecertificate') ? { ecertificate: files('ecertificate') } : {}),
    },
  };
  await saveOfferVersion(tx, offer, proposed, { moderation: true, authorId, source: 'import', live }, new Date());
  return true;
}
