// Which of a feed's media an imported offer keeps, and as what: photos and floor plans
// (up to the ad form's limits, in feed order), the energy performance certificate (one:
// the offer has one certificate), brochures (PDFs) and virtual tours (web addresses).
// The preview's checks, the unpacking of the zip and the media step all read this one list.
import { createHash } from 'node:crypto';
import type { ImportFileKind } from '#contract/import-media.ts';
import { OFFER_FILE_LIMITS, type OfferFileField } from '#contract/offer-files.ts';
import type { FeedMedia } from './feeds/feed-listing.ts';
import { isWebAddress } from './media-source.ts';

/** Brochures and tours kept per offer: more would be noise on its page. */
export const FEED_DOCUMENT_LIMITS = { brochure: 5, virtual_tour: 5 } as const;

/** One file an offer keeps, numbered from 1 within its kind in feed order. */
export type KeptFile = {
  item: FeedMedia;
  kind: ImportFileKind;
  /** The ad form's list it joins; null for a brochure (kept apart, in offer_feed_media). */
  field: OfferFileField | null;
  position: number;
};

const MAX: Record<ImportFileKind, number> = {
  photo: OFFER_FILE_LIMITS.photos,
  floor_plan: OFFER_FILE_LIMITS.project_plan_photos,
  ecertificate: OFFER_FILE_LIMITS.ecertificate,
  brochure: FEED_DOCUMENT_LIMITS.brochure,
};

const FIELD: Record<ImportFileKind, OfferFileField | null> = {
  photo: 'photos',
  floor_plan: 'project_plan_photos',
  ecertificate: 'ecertificate',
  brochure: null,
};

/** An energy performance certificate or graph: marked so by the feed, or named so in its caption or file name. */
const isEpc = (item: FeedMedia): boolean =>
  item.epc === true || /\b(epc|energy performance|energy certificate)\b/i.test(`${item.caption ?? ''} ${item.source}`);

function kindOf(item: FeedMedia): ImportFileKind | null {
  if (item.kind === 'photo') return 'photo';
  if (item.kind === 'floor-plan') return 'floor_plan';
  if (item.kind === 'document') return isEpc(item) ? 'ecertificate' : 'brochure';
  return null;
}

/** The files the offer keeps, within each kind's limit; `only` narrows to some kinds. */
export function keptFiles(media: readonly FeedMedia[], only?: readonly ImportFileKind[]): KeptFile[] {
  const counts: Partial<Record<ImportFileKind, number>> = {};
  const kept: KeptFile[] = [];
  for (const item of media) {
    const kind = kindOf(item);
    if (!kind || (only && !only.includes(kind))) continue;
    const position = (counts[kind] ?? 0) + 1;
    if (position > MAX[kind]) continue;
    counts[kind] = position;
    kept.push({ item, kind, field: FIELD[kind], position });
  }
  return kept;
}

/** The virtual tours the offer keeps: web addresses only. */
export const virtualTours = (media: readonly FeedMedia[]): FeedMedia[] =>
  media
    .filter((item) => item.kind === 'virtual-tour' && isWebAddress(item.source))
    .slice(0, FEED_DOCUMENT_LIMITS.virtual_tour);

/** The files of the zip an offer keeps (web addresses are fetched instead): the only ones unpacked. */
export const zipFilesOf = (media: readonly FeedMedia[]): string[] =>
  keptFiles(media)
    .map((file) => file.item.source)
    .filter((source) => !isWebAddress(source));

/** How many of a feed's photos the offer gets: the photos, up to the ad form's limit. */
export const attachedPhotoCount = (media: readonly FeedMedia[]): number => keptFiles(media, ['photo']).length;

/** Changes when what the offer keeps changes; the media step skips an offer whose hash is the same. */
export function mediaHash(media: readonly FeedMedia[]): string {
  const kept = [...keptFiles(media).map((file) => file.item), ...virtualTours(media)];
  // Only what earlier versions hashed for photos and plans, so offers without documents keep their hash.
  const wanted = kept.map((item) => [item.kind, item.source, item.caption]);
  return createHash('sha256').update(JSON.stringify(wanted)).digest('base64url');
}
