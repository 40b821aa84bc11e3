// Which changes of an ad an operator must see before the public does (moderation on),
// and the part of a save that may go live at once. The rule, field by field, is in
// contract/offer-revisions.ts (MATERIAL_FIELDS); docs/offers.md explains it.
import { OFFER_FILE_FIELDS, type OfferFileField } from '#contract/offer-files.ts';
import type { MaterialField } from '#contract/offer-revisions.ts';
import type { PricePeriod } from '#contract/price-periods.ts';
import { sameFiles, type VersionFile } from './offer-files.ts';
import type { OfferContent, OfferVersion } from './offer-version.ts';

/** What a price is per, as the advertiser chose it and cards say it. */
export function pricePeriodOf(content: OfferContent): PricePeriod | null {
  return content.price_period;
}

/**
 * A file list is a material change when it shows a file (or a caption) the approved list
 * does not: every file on the site has been seen, so removing or reordering approved
 * files shows nothing new, while an added or replaced one might show anything.
 */
function addsFiles(live: readonly VersionFile[], proposed: readonly VersionFile[]): boolean {
  const approved = new Set(live.map((file) => `${file.storageKey}\n${file.alt}`));
  return proposed.some((file) => !approved.has(`${file.storageKey}\n${file.alt}`));
}

const sameLinks = (a: OfferContent['links'], b: OfferContent['links']) =>
  a.video === b.video && a.video_2 === b.video_2 && a.walk_video === b.walk_video;

const CONTENT_CHECKS: Array<[MaterialField, (live: OfferContent, proposed: OfferContent) => boolean]> = [
  ['title', (a, b) => a.title !== b.title],
  ['description', (a, b) => a.description !== b.description],
  ['category', (a, b) => a.category_id !== b.category_id],
  ['listing_type', (a, b) => a.listing_type !== b.listing_type],
  ['price_period', (a, b) => a.price_period !== b.price_period],
  [
    'location',
    (a, b) =>
      a.location.lat !== b.location.lat || a.location.lon !== b.location.lon || a.location.name !== b.location.name,
  ],
  ['links', (a, b) => !sameLinks(a.links, b.links)],
];

/** The material fields `proposed` changes against the version on the site, in MATERIAL_FIELDS order. */
export function materialChanges(live: OfferVersion, proposed: OfferVersion): MaterialField[] {
  const changed: MaterialField[] = CONTENT_CHECKS.filter(([, differs]) => differs(live.content, proposed.content)).map(
    ([field]) => field,
  );
  for (const field of OFFER_FILE_FIELDS) {
    if (addsFiles(live.files[field], proposed.files[field])) changed.push(field);
  }
  return changed;
}

/** Kind of listing: the price and the features mean something else once one of these changes. */
const KIND_FIELDS: readonly MaterialField[] = ['category', 'listing_type', 'price_period'];

/**
 * What may go live at once from a save whose `material` fields wait for an operator: the
 * version on the site with the save's other changes (price and features unless the kind
 * of listing changes, the publication date, removed or reordered files).
 */
export function immediatePart(live: OfferVersion, proposed: OfferVersion, material: readonly MaterialField[]) {
  const kindChanges = material.some((field) => KIND_FIELDS.includes(field));
  const files = Object.fromEntries(
    OFFER_FILE_FIELDS.map((field) => [field, material.includes(field) ? live.files[field] : proposed.files[field]]),
  ) as Record<OfferFileField, VersionFile[]>;
  return {
    content: {
      ...live.content,
      visible_from: proposed.content.visible_from,
      price: kindChanges ? live.content.price : proposed.content.price,
      attributes: kindChanges ? live.content.attributes : proposed.content.attributes,
    },
    files,
  } satisfies OfferVersion;
}

/** Attributes in one order, multi-choice values sorted, so that equal sets compare equal. */
const attributeKey = (attributes: OfferContent['attributes']) =>
  JSON.stringify(
    [...attributes]
      .sort((a, b) => a.id - b.id)
      .map((item) => [item.id, Array.isArray(item.value) ? [...item.value].sort() : item.value]),
  );

/** Whether two versions show exactly the same thing (a save that changes nothing need not be written). */
export function sameVersion(a: OfferVersion, b: OfferVersion): boolean {
  return (
    CONTENT_CHECKS.every(([, differs]) => !differs(a.content, b.content)) &&
    a.content.price === b.content.price &&
    a.content.visible_from === b.content.visible_from &&
    attributeKey(a.content.attributes) === attributeKey(b.content.attributes) &&
    OFFER_FILE_FIELDS.every((field) => sameFiles(a.files[field], b.files[field]))
  );
}
