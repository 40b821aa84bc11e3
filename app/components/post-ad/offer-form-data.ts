// The multipart body of an ad save (contract/offer-files.ts): the editing shape as
// JSON in `offer`, each list as references in display order ({id} for a file the offer
// has, {upload: n} for the n-th new file of that name), then the new files.
import { OFFER_FILE_FIELDS, type OfferFileField, type OfferFileRef, offerFileListsOf } from '#contract/offer-files.ts';
import type { OfferInput } from '#contract/offer-input.ts';
import type { FileItem } from './use-file-list.ts';

export function offerFormData(input: OfferInput, lists: Record<OfferFileField, readonly FileItem[]>): FormData {
  const files: Array<[OfferFileField, File]> = [];
  const refs = {} as Record<OfferFileField, OfferFileRef[]>;
  for (const field of OFFER_FILE_FIELDS) {
    let uploads = 0;
    refs[field] = lists[field].map((item) => {
      if (item.source === 'stored') return { id: item.id };
      files.push([field, item.file]);
      uploads += 1;
      return { upload: uploads - 1 };
    });
  }
  const body = new FormData();
  body.append('offer', JSON.stringify({ ...input, ...offerFileListsOf(refs) }));
  for (const [field, file] of files) body.append(field, file, file.name);
  return body;
}
