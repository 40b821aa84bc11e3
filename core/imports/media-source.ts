// Where the bytes of a feed's media file come from: a web address, through the safe
// fetch (fetch-media.ts), or a file of the zip, from its copy in private storage
// (media-files.ts). The preview's checks and the import's media step read them alike.

import { IMPORT_MEDIA_REASONS, type ImportFileKind, mediaProblem } from '#contract/import-media.ts';
import { HttpError } from '#core/errors.ts';
import type { Storage } from '#core/storage/storage.ts';
import { MediaFetchError } from './fetch-media.ts';
import { zipMediaKey } from './media-files.ts';

export type FetchUrl = (url: string) => Promise<Buffer>;

/** Where a listing's files are read from. */
export type MediaSource = { storage: Storage; importId: string; fetchUrl: FetchUrl };

/** The file is not among those unpacked from the zip (absent, over its limit, or unreadable). */
export class NotInZipError extends MediaFetchError {
  override name = 'NotInZipError';
}

/** A file of the feed that cannot be used for a plain reason (not our fault): the import goes on without it. */
export class UnusableFileError extends MediaFetchError {
  override name = 'UnusableFileError';
}

export const isWebAddress = (source: string): boolean => /^https?:\/\//i.test(source);

export async function readMediaBytes(
  storage: Storage,
  importId: string,
  source: string,
  fetchUrl: FetchUrl,
): Promise<Buffer> {
  if (isWebAddress(source)) return fetchUrl(source);
  const stored = await storage.get(zipMediaKey(importId, source));
  if (!stored) throw new NotInZipError('not in the zip');
  return stored.bytes;
}

/**
 * Why a file will be missing, in the company's words ("Photo 3 (…/3.jpg) could not be
 * fetched: the server answered 404"); rethrows anything that is not about the file.
 */
export function describeMediaFailure(
  error: unknown,
  file: { kind: ImportFileKind; position: number; source: string },
): string {
  return mediaProblem(file.kind, file.position, file.source, reasonOf(error, file.kind));
}

function reasonOf(error: unknown, kind: ImportFileKind): string {
  if (error instanceof NotInZipError) return IMPORT_MEDIA_REASONS.notInZip;
  if (error instanceof UnusableFileError) return error.message;
  if (error instanceof MediaFetchError) return IMPORT_MEDIA_REASONS.notFetched(error.message);
  if (error instanceof HttpError) {
    const tooLarge = error.status === 413 || error.code === 'image_too_large';
    if (tooLarge) return IMPORT_MEDIA_REASONS.tooLarge(error.message);
    const picture = kind === 'photo' || kind === 'floor_plan';
    return picture ? IMPORT_MEDIA_REASONS.notImage(error.message) : IMPORT_MEDIA_REASONS.unusable(error.message);
  }
  throw error;
}
