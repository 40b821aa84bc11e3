// The stored photos, floor plans and energy certificate of an ad as its owner arranged
// them in the ad form sent without JavaScript. Each stored file the form shows comes
// with a hidden field naming it (in the order shown), a position box (photos and floor
// plans) and a check box that removes it; the names are fileControlNames'. With
// JavaScript the form lists the files itself (offer-form-data.ts) and draws none of these.
import {
  isOrderedFileField,
  OFFER_FILE_FIELDS,
  type OfferFileField,
  type OfferFileRef,
  offerFileListsOf,
} from '#contract/offer-files.ts';
import type { OfferEditing, OfferInput } from '#contract/offer-input.ts';

/** The posted fields of a form: one string per name, several for a name that repeats. */
type PostedFields = Readonly<Record<string, string | string[]>>;

/** The ids of the files an ad has, by list, in display order. */
export type StoredFileIds = Record<OfferFileField, readonly number[]>;

/** The new files of each list sent with the form, in the order sent. */
export type NewFiles = Readonly<Record<OfferFileField, readonly unknown[]>>;

/** The names of the controls of one list's stored files. */
export function fileControlNames(field: OfferFileField) {
  return {
    /** Hidden, once per stored file shown, its id as value, in the order shown. */
    shown: `${field}_shown`,
    /** Check boxes, one per stored file, the file's id as value. */
    remove: `${field}_remove`,
    /** The position box of one stored file (1 is first). */
    position: (id: number) => `${field}_position_${id}`,
  };
}

export function storedFileIds(ad: Pick<OfferEditing, OfferFileField>): StoredFileIds {
  return {
    photos: ad.photos.map(({ id }) => id),
    project_plan_photos: ad.project_plan_photos.map(({ id }) => id),
    ecertificate: ad.ecertificate ? [ad.ecertificate.id] : [],
  };
}

/**
 * The input with every file list as the owner arranged it: the stored files shown, in
 * the chosen order, less those ticked for removal; then any of the ad's files the form
 * did not show (added since it was opened: not the owner's to arrange here, so kept);
 * then the new files. A new certificate takes the place of the stored one. Ids that are
 * not the ad's are ignored, so a post can never reach another ad's files.
 */
export function withFilesAsArranged(
  input: OfferInput,
  fields: PostedFields,
  files: { stored: StoredFileIds; added: NewFiles },
): OfferInput {
  const refs = {} as Record<OfferFileField, OfferFileRef[]>;
  for (const field of OFFER_FILE_FIELDS) {
    refs[field] = arrangedList(fields, field, files.stored[field], files.added[field].length);
  }
  return { ...input, ...offerFileListsOf(refs) };
}

function arrangedList(fields: PostedFields, field: OfferFileField, stored: readonly number[], added: number) {
  const names = fileControlNames(field);
  const shown = [...new Set(postedIds(fields, names.shown))].filter((id) => stored.includes(id));
  const removed = new Set(postedIds(fields, names.remove));
  const unseen = stored.filter((id) => !shown.includes(id));
  const kept = [...inChosenOrder(fields, field, shown), ...unseen].filter((id) => !removed.has(id));
  const uploads = Array.from({ length: added }, (_, upload): OfferFileRef => ({ upload }));
  if (!isOrderedFileField(field) && added > 0) return uploads;
  return [...kept.map((id): OfferFileRef => ({ id })), ...uploads];
}

function postedIds(fields: PostedFields, name: string): number[] {
  return [fields[name] ?? []].flat().map((value) => Number(value));
}

/**
 * The shown files by the positions chosen for them. A blank or unreadable position keeps
 * the file where it was; one out of range puts it first or last. Where a moved file and
 * one that stayed share a position, the moved one goes before when it was moved up and
 * after when it was moved down, as moving one file shifts the others; otherwise the
 * order shown decides.
 */
function inChosenOrder(fields: PostedFields, field: OfferFileField, shown: readonly number[]): number[] {
  const names = fileControlNames(field);
  const placed = shown.map((id, index) => {
    const chosen = (isOrderedFileField(field) ? positionOf(fields[names.position(id)]) : null) ?? index + 1;
    return { id, index, chosen, moved: Math.sign(chosen - (index + 1)) };
  });
  placed.sort((a, b) => a.chosen - b.chosen || a.moved - b.moved || a.index - b.index);
  return placed.map(({ id }) => id);
}

/** A typed position, or null when it is blank, not a number, or sent twice. */
function positionOf(posted: string | string[] | undefined): number | null {
  if (typeof posted !== 'string' || posted.trim() === '') return null;
  const position = Number(posted.trim());
  return Number.isFinite(position) ? position : null;
}
