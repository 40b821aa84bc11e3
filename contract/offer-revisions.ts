// Changes to an offer that wait for an operator (moderation on). The site keeps showing
// the approved version of an ad; a material change of one that has been on the site
// waits as a revision until an operator approves it (docs/offers.md, "Moderation").
// The operator's API and the answer of a save are in offer-moderation.ts.
import { z } from 'zod';
import { formatDate } from './dates.ts';

/**
 * What a change must not slip past the operator: words and pictures the public reads,
 * where the property is, and what kind of listing it is (the category, sale or rent, a
 * rent per week or per month). A price on its own, other features (chosen from fixed
 * lists), the publication date and removing or reordering approved files apply at once.
 */
export const MATERIAL_FIELDS = [
  'title',
  'description',
  'category',
  'listing_type',
  'price_period',
  'location',
  'links',
  'photos',
  'project_plan_photos',
  'ecertificate',
] as const;
export type MaterialField = (typeof MATERIAL_FIELDS)[number];

export const MATERIAL_FIELD_LABELS: Record<MaterialField, string> = {
  title: 'title',
  description: 'description',
  category: 'category',
  listing_type: 'listing type',
  price_period: 'price period',
  location: 'location',
  links: 'videos',
  photos: 'photos',
  project_plan_photos: 'floor plans',
  ecertificate: 'energy certificate',
};

/** "title, photos and location": the changed fields in words. */
export function changedFieldsText(fields: readonly MaterialField[]): string {
  const words = fields.map((field) => MATERIAL_FIELD_LABELS[field]);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const REVISION_STATUSES = ['pending', 'approved', 'rejected', 'replaced'] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

/** Where a revision came from: the ad form (or API), or a company's feed import. */
export const REVISION_SOURCES = ['edit', 'import'] as const;
export type RevisionSource = (typeof REVISION_SOURCES)[number];

const dayOf = (iso: string) => formatDate(iso, 'dayMonth');

export const REVISION_MESSAGES = {
  notFound: 'These changes were not found',
  notPending: (status: Exclude<RevisionStatus, 'pending'>) =>
    status === 'replaced'
      ? 'These changes were replaced by newer ones from the advertiser.'
      : `These changes have already been ${status}.`,
  /** My Ads and the edit page. */
  pendingBadge: 'Changes awaiting approval',
  rejectedBadge: 'Changes not approved',
  pendingNotice: (fields: readonly MaterialField[], createdAt: string) =>
    `Your changes of ${dayOf(createdAt)} (${changedFieldsText(fields)}) are waiting for approval. Until we have checked them, your ad stays on the site as it was. Below is the new version: saving again replaces it.`,
  rejectedNotice: (createdAt: string) =>
    `Your changes of ${dayOf(createdAt)} were not approved. Your ad stays on the site as it was; you can change it and save again.`,
  savedForReview: (fields: readonly MaterialField[]) =>
    `Your changes are saved. The new ${changedFieldsText(fields)} will appear once we have checked them; until then your ad stays on the site as it was.`,
  /** The owner's bell. */
  approvedBell: (title: string) => `Your changes to “${title}” have been approved and are live.`,
  rejectedBell: (title: string, reason: string) =>
    `Your changes to “${title}” were not approved, and the ad stays as it was: ${reason}`,
} as const;

/** What the owner is told about the latest changes of an offer: waiting, or refused and why. */
export const revisionNoticeSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'rejected']),
  changed: z.array(z.enum(MATERIAL_FIELDS)),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
});
export type RevisionNotice = z.infer<typeof revisionNoticeSchema>;
