// An offer's photos, floor plans and energy certificate. Files are checked and stored
// as they arrive (storeOfferUpload, before any row is written); the offer's rows then
// list them in one transaction (placeOfferFiles), so a failed save leaves no rows, only
// unreferenced files that the storage sweep removes (jobs/definitions/storage-sweep.ts).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  isOrderedFileField,
  OFFER_FILE_FIELDS,
  OFFER_FILE_LIMITS,
  OFFER_FILE_MESSAGES,
  type OfferFile,
  type OfferFileField,
  type OfferFileLists,
  type OfferFileRef,
} from '#contract/offer-files.ts';
import { type FieldErrors, HttpError, unprocessable } from '#core/errors.ts';
import { checkPdf, looksLikePdf } from '#core/media/check-pdf.ts';
import { photoUrls, storedFileUrl } from '#core/media/photo-urls.ts';
import { processPhoto, uprightSize } from '#core/media/process-photo.ts';
import type { Storage } from '#core/storage/storage.ts';
import type { Database, Transaction } from '#db/client.ts';
import { offerPhotos, type PhotoFormat, type PhotoKind } from '#db/schema/offers.ts';

export const KIND_OF_FIELD: Record<OfferFileField, PhotoKind> = {
  photos: 'photo',
  project_plan_photos: 'floor_plan',
  ecertificate: 'ecertificate',
};

/** A checked, stored file waiting for its offer row. */
export type StoredUpload = {
  storageKey: string;
  format: PhotoFormat;
  widths: number[];
  width: number;
  height: number;
};

export type OfferUploads = Record<OfferFileField, StoredUpload[]>;

export const noUploads = (): OfferUploads => ({ photos: [], project_plan_photos: [], ecertificate: [] });

/**
 * Checks one uploaded file by its content and stores it: photos and floor plans must be
 * images (re-encoded, metadata stripped); the certificate may also be a PDF (kept as
 * sent once checked). Errors name the file, so the form can say which one was refused.
 */
export async function storeOfferUpload(
  storage: Storage,
  field: OfferFileField,
  bytes: Buffer,
  fileName: string,
  options: { background?: boolean } = {},
): Promise<StoredUpload> {
  try {
    if (field === 'ecertificate' && looksLikePdf(bytes)) {
      await checkPdf(bytes);
      const storageKey = `documents/${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.pdf`;
      if (await storage.has(storageKey)) await storage.touch(storageKey);
      else await storage.put(storageKey, bytes, 'application/pdf');
      return { storageKey, format: 'pdf', widths: [], width: 0, height: 0 };
    }
    checkImageBytes(bytes);
    // Floor plans and certificates are flat drawings: cheaper WebP effort loses nothing.
    const { storageKey, widths, width, height } = await processPhoto(storage, bytes, {
      ...(field === 'photos' ? {} : { effort: 2 }),
      background: options.background ?? false,
    });
    return { storageKey, format: 'webp', widths, width, height };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const message = `“${displayName(fileName)}”: ${error.message}`;
    throw new HttpError(error.status, message, {
      ...(error.code ? { code: error.code } : {}),
      ...(error.headers ? { headers: error.headers } : {}),
      errors: { [field]: [message] },
    });
  }
}

function checkImageBytes(bytes: Buffer): void {
  if (bytes.length > OFFER_FILE_LIMITS.imageBytes) {
    throw new HttpError(413, OFFER_FILE_MESSAGES.imageTooBig, { code: 'file_too_large' });
  }
}

/**
 * Whether a photo or floor plan would be accepted, without storing it: the upload's
 * byte limit and its header (an image format we decode, within the pixel limit). An
 * import's preview asks this before the company confirms.
 */
export async function checkOfferImage(bytes: Buffer): Promise<void> {
  checkImageBytes(bytes);
  await uprightSize(bytes);
}

/**
 * One more uploaded file of a save, checked and stored (storeOfferUpload) once the list
 * it joins has room: 413 naming the list when it is already full, before the file is
 * processed.
 */
export async function addOfferUpload(
  storage: Storage,
  uploads: OfferUploads,
  file: { field: OfferFileField; bytes: Buffer; fileName: string },
): Promise<void> {
  const { field } = file;
  if (uploads[field].length >= OFFER_FILE_LIMITS[field]) {
    throw new HttpError(413, OFFER_FILE_MESSAGES.tooMany(field), {
      code: 'too_many_files',
      errors: { [field]: [OFFER_FILE_MESSAGES.tooMany(field)] },
    });
  }
  uploads[field].push(await storeOfferUpload(storage, field, file.bytes, file.fileName));
}

function displayName(fileName: string): string {
  const name = fileName.replace(/[\p{Cc}]/gu, '').trim();
  return name.length > 60 ? `${name.slice(0, 57)}…` : name || 'file';
}

/** A file of one version of an offer: stored, with its caption. */
export type VersionFile = StoredUpload & { alt: string };
export type VersionFiles = Record<OfferFileField, VersionFile[]>;
/** A stored file a save may keep by its id (an offer's, or one of its pending changes'). */
export type KnownFile = VersionFile & { id: number };
export type KnownFiles = Record<OfferFileField, KnownFile[]>;

export const noFiles = (): KnownFiles => ({ photos: [], project_plan_photos: [], ecertificate: [] });

const FIELD_OF_KIND: Record<PhotoKind, OfferFileField> = {
  photo: 'photos',
  floor_plan: 'project_plan_photos',
  ecertificate: 'ecertificate',
};

const FILE_COLUMNS = sql.raw('id, kind, storage_key as "storageKey", format, widths, width, height, alt');

function byField(rows: ReadonlyArray<KnownFile & { kind: PhotoKind }>): KnownFiles {
  const files = noFiles();
  for (const { kind, ...file } of rows) files[FIELD_OF_KIND[kind]].push(file);
  return files;
}

/** The files an offer shows now, by list, in display order. */
export async function readOfferFiles(db: Database | Transaction, offerId: string): Promise<KnownFiles> {
  const result = await db.execute<KnownFile & { kind: PhotoKind }>(sql`
    select ${FILE_COLUMNS} from offer_photos where offer_id = ${offerId} order by kind, position`);
  return byField(result.rows);
}

/** The files of a pending revision (core/offers/revisions.ts), by list, in display order. */
export async function readRevisionFiles(db: Database | Transaction, revisionId: number): Promise<KnownFiles> {
  const result = await db.execute<KnownFile & { kind: PhotoKind }>(sql`
    select ${FILE_COLUMNS} from offer_revision_files where revision_id = ${revisionId} order by kind, position`);
  return byField(result.rows);
}

/** The lists of one save as references: undefined keeps the offer's list (plus new files of that name). */
function refsOf(lists: OfferFileLists, field: OfferFileField): OfferFileRef[] | undefined {
  if (isOrderedFileField(field)) return lists[field];
  const certificate = lists.ecertificate;
  if (certificate === undefined) return undefined;
  return certificate === null ? [] : [certificate];
}

/**
 * The files a save asks for, from its lists and the files stored for it. `editing` is
 * the version the owner edits (what a list left out keeps); an `{id}` may also name a
 * file of `alsoKnown` (the version on the site, when changes are pending). 422 names
 * every entry that refers to a file the offer does not have or that was not sent, a
 * file placed twice, and files sent but not placed.
 */
export function resolveOfferFiles(
  editing: KnownFiles,
  alsoKnown: KnownFiles,
  lists: OfferFileLists,
  uploads: OfferUploads,
): VersionFiles {
  const errors: FieldErrors = {};
  const resolved: VersionFiles = { photos: [], project_plan_photos: [], ecertificate: [] };

  for (const field of OFFER_FILE_FIELDS) {
    const current = editing[field];
    const known = [...current, ...alsoKnown[field]];
    const sent = uploads[field];
    let refs = refsOf(lists, field);
    if (refs === undefined) {
      refs = [...current.map(({ id }) => ({ id })), ...sent.map((_, upload) => ({ upload }))];
    }
    if (refs.length > OFFER_FILE_LIMITS[field]) {
      errors[field] = [OFFER_FILE_MESSAGES.tooMany(field)];
      continue;
    }
    const used = new Set<string>();
    const files: VersionFile[] = [];
    refs.forEach((ref, index) => {
      const key = field === 'ecertificate' ? field : `${field}.${index}`;
      const token = 'id' in ref ? `id:${ref.id}` : `upload:${ref.upload}`;
      const file: VersionFile | undefined =
        'id' in ref
          ? withoutId(known.find((row) => row.id === ref.id))
          : sent[ref.upload] && { ...(sent[ref.upload] as StoredUpload), alt: '' };
      if (!file) errors[key] = ['id' in ref ? OFFER_FILE_MESSAGES.unknownFile : OFFER_FILE_MESSAGES.missingUpload];
      else if (used.has(token)) errors[key] = [OFFER_FILE_MESSAGES.uploadTwice];
      else files.push(file);
      used.add(token);
    });
    const unplaced = sent.filter((_, upload) => !used.has(`upload:${upload}`)).length;
    if (unplaced > 0) errors[field] = [OFFER_FILE_MESSAGES.unplaced(unplaced)];
    resolved[field] = files;
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return resolved;
}

function withoutId(file: KnownFile | undefined): VersionFile | undefined {
  if (!file) return undefined;
  const { id: _id, ...rest } = file;
  return rest;
}

/** Two lists show the same files, with the same captions, in the same order. */
export function sameFiles(a: readonly VersionFile[], b: readonly VersionFile[]): boolean {
  return a.length === b.length && a.every((file, i) => file.storageKey === b[i]?.storageKey && file.alt === b[i]?.alt);
}

/** Rows of a list in the shape of offer_photos and offer_revision_files. */
export function fileRows<T extends object>(owner: T, kind: PhotoKind, files: readonly VersionFile[]) {
  return files.map((file, index) => ({
    ...owner,
    kind,
    position: index + 1,
    storageKey: file.storageKey,
    format: file.format,
    widths: file.widths,
    width: file.width,
    height: file.height,
    alt: file.alt,
  }));
}

/**
 * Makes the offer's file rows those of `files`, in the caller's transaction. A list that
 * is already as asked is left alone, so its files keep their ids.
 */
export async function writeOfferFiles(tx: Transaction, offerId: string, files: VersionFiles): Promise<void> {
  const current = await readOfferFiles(tx, offerId);
  for (const field of OFFER_FILE_FIELDS) {
    if (sameFiles(current[field], files[field])) continue;
    const kind = KIND_OF_FIELD[field];
    await tx.delete(offerPhotos).where(sql`${offerPhotos.offerId} = ${offerId} and ${offerPhotos.kind} = ${kind}`);
    if (files[field].length > 0) await tx.insert(offerPhotos).values(fileRows({ offerId }, kind, files[field]));
  }
}

/** The files of a save of an offer nobody reviews (a new draft): placed as the lists say. */
export async function placeOfferFiles(
  tx: Transaction,
  offerId: string,
  lists: OfferFileLists,
  uploads: OfferUploads,
): Promise<void> {
  const current = await readOfferFiles(tx, offerId);
  await writeOfferFiles(tx, offerId, resolveOfferFiles(current, noFiles(), lists, uploads));
}

/** Files as the editing shape lists them (with ids to refer to them on save). */
export function offerFileViews(files: KnownFiles, assetBase: string): Record<OfferFileField, OfferFile[]> {
  return {
    photos: files.photos.map((file) => offerFileView(assetBase, file)),
    project_plan_photos: files.project_plan_photos.map((file) => offerFileView(assetBase, file)),
    ecertificate: files.ecertificate.map((file) => offerFileView(assetBase, file)),
  };
}

export function offerFileView(assetBase: string, row: KnownFile): OfferFile {
  if (row.format === 'pdf') {
    return {
      id: row.id,
      url: storedFileUrl(assetBase, row.storageKey),
      srcset: '',
      format: 'pdf',
      width: 0,
      height: 0,
    };
  }
  const photo = photoUrls(assetBase, row.storageKey, row.widths, row.width, row.height, row.alt);
  return { id: row.id, url: photo.url, srcset: photo.srcset, format: 'image', width: row.width, height: row.height };
}
