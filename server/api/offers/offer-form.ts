// Reads an offer save: JSON (the editing shape, no new files) or multipart/form-data
// with the editing shape as JSON in the field `offer` and new files as parts named
// photos, project_plan_photos and ecertificate (contract/offer-files.ts). Each file is
// checked and stored as it streams in, so at most one upload is held in memory at a
// time, and every limit answers 413 with a message saying which one was passed.
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  OFFER_FILE_FIELDS,
  OFFER_FILE_LIMITS,
  OFFER_FILE_MESSAGES,
  type OfferFileField,
} from '#contract/offer-files.ts';
import { type OfferInput, offerInputSchema } from '#contract/offer-input.ts';
import { HttpError, invalidInput, unprocessable } from '#core/errors.ts';
import { addOfferUpload, noUploads, type OfferUploads } from '#core/offers/offer-files.ts';
import type { Storage } from '#core/storage/storage.ts';

export const OFFER_FIELD = 'offer';

/** Limits for @fastify/multipart on the offer routes; each is also checked below with a clear message. */
export const OFFER_MULTIPART_LIMITS = {
  fileSize: OFFER_FILE_LIMITS.imageBytes,
  files: OFFER_FILE_LIMITS.photos + OFFER_FILE_LIMITS.project_plan_photos + OFFER_FILE_LIMITS.ecertificate,
  /** One is used (`offer`); a few more let a stray field get its own 422 instead of a limit. */
  fields: 4,
  /** The JSON of an offer: a 17,000-character description with its markup fits with room to spare. */
  fieldSize: 256 * 1024,
  parts: OFFER_FILE_LIMITS.photos + OFFER_FILE_LIMITS.project_plan_photos + OFFER_FILE_LIMITS.ecertificate + 1,
} as const;

const isFileField = (name: string): name is OfferFileField => (OFFER_FILE_FIELDS as readonly string[]).includes(name);

export type OfferSubmission = { input: OfferInput; uploads: OfferUploads };

export async function readOfferSubmission(request: FastifyRequest, storage: Storage): Promise<OfferSubmission> {
  if (!request.isMultipart()) return { input: parseOffer(request.body), uploads: noUploads() };
  const uploads = noUploads();
  let input: OfferInput | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        input = readOfferField(part, input);
        continue;
      }
      await storeFilePart(part, uploads, storage);
    }
  } catch (error) {
    throw limitError(error);
  }
  if (!input) throw unprocessable({ [OFFER_FIELD]: [OFFER_FILE_MESSAGES.offerField] });
  return { input, uploads };
}

function readOfferField(part: MultipartValue, previous: OfferInput | undefined): OfferInput {
  if (part.fieldname !== OFFER_FIELD || previous) {
    throw unprocessable({ [part.fieldname]: ['is not an accepted field'] });
  }
  if (part.valueTruncated) throw new HttpError(413, 'The offer is too large', { code: 'offer_too_large' });
  let value: unknown = part.value;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw unprocessable({ [OFFER_FIELD]: [OFFER_FILE_MESSAGES.offerField] });
    }
  }
  return parseOffer(value);
}

async function storeFilePart(part: MultipartFile, uploads: OfferUploads, storage: Storage): Promise<void> {
  const field = part.fieldname.replace(/\[\]$/, '');
  if (!isFileField(field)) {
    throw unprocessable({ [part.fieldname]: ['is not an accepted field'] });
  }
  // toBuffer() throws once the file passes fileSize (the larger, image limit);
  // storeOfferUpload applies the certificate's own limit.
  await addOfferUpload(storage, uploads, { field, bytes: await part.toBuffer(), fileName: part.filename });
}

function parseOffer(value: unknown): OfferInput {
  const parsed = offerInputSchema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}

/** @fastify/multipart's limit errors, with a message a person can act on. */
function limitError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, OFFER_FILE_MESSAGES.imageTooBig, { code: 'file_too_large' });
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, OFFER_FILE_MESSAGES.tooManyFiles, { code: 'too_many_files' });
  }
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return unprocessable({ [OFFER_FIELD]: [OFFER_FILE_MESSAGES.offerField] });
  }
  return error;
}
