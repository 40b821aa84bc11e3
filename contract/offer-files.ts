// The files of an offer (photos, project_plan_photos, ecertificate): how the
// editing shape refers to them and the limits both the form and the API enforce.
//
// A save sends the offer as JSON (field `offer` of a multipart form) and the new files
// as parts named after their list. The JSON lists each kind in display order, the first
// photo being the main one; an entry is either a file the offer already has ({id}) or
// the n-th file part of that name in this request ({upload: n}). A list left out keeps
// what the offer has, with any new files of that name added at the end.
import { z } from 'zod';
import { plural, pluralWord } from './plural.ts';

export const OFFER_FILE_FIELDS = ['photos', 'project_plan_photos', 'ecertificate'] as const;
export type OfferFileField = (typeof OFFER_FILE_FIELDS)[number];

/** The lists whose order the owner chooses (the first photo is the ad's main one); the certificate is one file. */
export const OFFER_ORDERED_FILE_FIELDS = ['photos', 'project_plan_photos'] as const satisfies readonly OfferFileField[];
export type OfferOrderedFileField = (typeof OFFER_ORDERED_FILE_FIELDS)[number];

export const isOrderedFileField = (field: OfferFileField): field is OfferOrderedFileField =>
  (OFFER_ORDERED_FILE_FIELDS as readonly OfferFileField[]).includes(field);

const MB = 1024 * 1024;

export const OFFER_FILE_LIMITS = {
  photos: 30,
  project_plan_photos: 10,
  ecertificate: 1,
  /** Bytes of one photo or floor plan as uploaded (it is re-encoded much smaller). */
  imageBytes: 20 * MB,
  /** Bytes of an energy certificate PDF. */
  pdfBytes: 10 * MB,
  /** Pages of an energy certificate PDF (an EPC has four or five). */
  pdfPages: 40,
  /**
   * Bytes of the whole ad form posted by a browser without JavaScript: the page reads it
   * whole, files and all, so it is bounded more tightly than the API's streamed uploads.
   */
  pageFormBytes: 50 * MB,
} as const satisfies Record<OfferFileField, number> & Record<string, number>;

/** Image formats the pipeline decodes (checked by content, never by name); PDF only for the certificate. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,image/gif';
export const ACCEPTED_CERTIFICATE_TYPES = `${ACCEPTED_IMAGE_TYPES},application/pdf`;

export const OFFER_FILE_MESSAGES = {
  tooMany: (field: OfferFileField) =>
    field === 'ecertificate'
      ? 'Add one energy certificate'
      : `Add at most ${OFFER_FILE_LIMITS[field]} ${field === 'photos' ? 'photos' : 'floor plans'}`,
  imageTooBig: `Each photo or floor plan can be at most ${OFFER_FILE_LIMITS.imageBytes / MB} MB`,
  pdfTooBig: `The energy certificate can be at most ${OFFER_FILE_LIMITS.pdfBytes / MB} MB`,
  tooManyFiles: `Send at most ${OFFER_FILE_LIMITS.photos} photos, ${OFFER_FILE_LIMITS.project_plan_photos} floor plans and one energy certificate at a time`,
  unknownFile: 'This file is not one of the offer’s',
  missingUpload: 'No file was sent for this entry',
  uploadTwice: 'Each file can be placed once',
  unplaced: (count: number) => `${plural(count, 'sent file')} ${pluralWord(count, 'is', 'are')} not placed in the list`,
  badPdf: 'The energy certificate must be an image or a PDF document',
  pdfPages: `The PDF can have at most ${OFFER_FILE_LIMITS.pdfPages} pages`,
  offerField: 'Send the offer as JSON in the field “offer”',
} as const;

/** An entry of a file list: a file the offer has, or a file part of this request. */
export const offerFileRefSchema = z.union([
  z.object({ id: z.number().int().positive() }).strict(),
  z
    .object({
      upload: z
        .number()
        .int()
        .min(0)
        .max(OFFER_FILE_LIMITS.photos - 1),
    })
    .strict(),
]);
export type OfferFileRef = z.infer<typeof offerFileRefSchema>;

/** The file lists of the editing shape; absent means "keep what the offer has". */
export const offerFileListsSchema = z.object({
  photos: z.array(offerFileRefSchema).max(OFFER_FILE_LIMITS.photos, OFFER_FILE_MESSAGES.tooMany('photos')).optional(),
  project_plan_photos: z
    .array(offerFileRefSchema)
    .max(OFFER_FILE_LIMITS.project_plan_photos, OFFER_FILE_MESSAGES.tooMany('project_plan_photos'))
    .optional(),
  ecertificate: offerFileRefSchema.nullable().optional(),
});
export type OfferFileLists = z.infer<typeof offerFileListsSchema>;

/** Every list as references in display order, in the editing shape (the certificate is one entry or none). */
export function offerFileListsOf(refs: Readonly<Record<OfferFileField, readonly OfferFileRef[]>>): {
  [Field in OfferFileField]-?: Exclude<OfferFileLists[Field], undefined>;
} {
  return {
    photos: [...refs.photos],
    project_plan_photos: [...refs.project_plan_photos],
    ecertificate: refs.ecertificate[0] ?? null,
  };
}

/** A stored file of an offer as the editing shape lists it. */
export const offerFileSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** Image renditions for <img srcset>; empty for a PDF. */
  srcset: z.string(),
  format: z.enum(['image', 'pdf']),
  width: z.number().int(),
  height: z.number().int(),
});
export type OfferFile = z.infer<typeof offerFileSchema>;
