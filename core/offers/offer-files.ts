// An offer's photos, floor plans and energy certificate. Files are checked and stored
// as they arrive (storeOfferUpload, before any row is written); the offer's rows then
// list them in one transaction (placeOfferFiles), so a failed save leaves no rows, only
// unreferenced files that the storage sweep removes (jobs/definitions/storage-sweep.ts).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
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
import { processPhoto } from '#core/media/process-photo.ts';
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
    if (bytes.length > OFFER_FILE_LIMITS.imageBytes) {
      throw new HttpError(413, OFFER_FILE_MESSAGES.imageTooBig, { code: 'file_too_large' });
    }
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

function displayName(fileName: string): string {
  const name = fileName.replace(/[\p{Cc}]/gu, '').trim();
  return name.length > 60 ? `${name.slice(0, 57)}…` : name || 'file';
}

type ExistingRow = StoredUpload & { id: number; alt: string };

/** The lists of one save as references: undefined keeps the offer's list (plus new files of that name). */
function refsOf(lists: OfferFileLists, field: OfferFileField): OfferFileRef[] | undefined {
  if (field !== 'ecertificate') return lists[field];
  const certificate = lists.ecertificate;
  if (certificate === undefined) return undefined;
  return certificate === null ? [] : [certificate];
}

/**
 * Writes the offer's file rows from the lists of a save and the files stored for it, in
 * the caller's transaction. 422 names every entry that refers to a file the offer does
 * not have or that was not sent, a file placed twice, and files sent but not placed.
 */
export async function placeOfferFiles(
  tx: Transaction,
  offerId: string,
  lists: OfferFileLists,
  uploads: OfferUploads,
): Promise<void> {
  const existing = await tx.execute<ExistingRow & { kind: PhotoKind }>(sql`
    select id, kind, storage_key as "storageKey", format, widths, width, height, alt
    from offer_photos where offer_id = ${offerId} order by kind, position`);
  const errors: FieldErrors = {};
  const plans: Array<{ kind: PhotoKind; files: Array<StoredUpload & { alt: string }> }> = [];

  for (const field of OFFER_FILE_FIELDS) {
    const kind = KIND_OF_FIELD[field];
    const current = existing.rows.filter((row) => row.kind === kind);
    const sent = uploads[field];
    let refs = refsOf(lists, field);
    if (refs === undefined) {
      if (sent.length === 0) continue;
      refs = [...current.map(({ id }) => ({ id })), ...sent.map((_, upload) => ({ upload }))];
    }
    if (refs.length > OFFER_FILE_LIMITS[field]) {
      errors[field] = [OFFER_FILE_MESSAGES.tooMany(field)];
      continue;
    }
    const used = new Set<string>();
    const files: Array<StoredUpload & { alt: string }> = [];
    refs.forEach((ref, index) => {
      const key = field === 'ecertificate' ? field : `${field}.${index}`;
      const token = 'id' in ref ? `id:${ref.id}` : `upload:${ref.upload}`;
      const file: (StoredUpload & { alt: string }) | undefined =
        'id' in ref
          ? current.find((row) => row.id === ref.id)
          : sent[ref.upload] && { ...(sent[ref.upload] as StoredUpload), alt: '' };
      if (!file) errors[key] = ['id' in ref ? OFFER_FILE_MESSAGES.unknownFile : OFFER_FILE_MESSAGES.missingUpload];
      else if (used.has(token)) errors[key] = [OFFER_FILE_MESSAGES.uploadTwice];
      else files.push(file);
      used.add(token);
    });
    const unplaced = sent.filter((_, upload) => !used.has(`upload:${upload}`)).length;
    if (unplaced > 0) errors[field] = [OFFER_FILE_MESSAGES.unplaced(unplaced)];
    plans.push({ kind, files });
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  for (const { kind, files } of plans) {
    await tx.delete(offerPhotos).where(sql`${offerPhotos.offerId} = ${offerId} and ${offerPhotos.kind} = ${kind}`);
    if (files.length === 0) continue;
    await tx.insert(offerPhotos).values(
      files.map((file, index) => ({
        offerId,
        kind,
        position: index + 1,
        storageKey: file.storageKey,
        format: file.format,
        widths: file.widths,
        width: file.width,
        height: file.height,
        alt: file.alt,
      })),
    );
  }
}

/** The offer's files as the editing shape lists them (with ids to refer to them on save). */
export async function listOfferFiles(
  db: Database | Transaction,
  offerId: string,
  assetBase: string,
): Promise<Record<OfferFileField, OfferFile[]>> {
  const rows = await db.execute<ExistingRow & { kind: PhotoKind }>(sql`
    select id, kind, storage_key as "storageKey", format, widths, width, height, alt
    from offer_photos where offer_id = ${offerId} order by kind, position`);
  const lists: Record<OfferFileField, OfferFile[]> = { photos: [], project_plan_photos: [], ecertificate: [] };
  for (const field of OFFER_FILE_FIELDS) {
    lists[field] = rows.rows
      .filter((row) => row.kind === KIND_OF_FIELD[field])
      .map((row) => offerFileView(assetBase, row));
  }
  return lists;
}

export function offerFileView(assetBase: string, row: ExistingRow): OfferFile {
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
