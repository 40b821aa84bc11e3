// The operator's side of moderation (GET /api/admin/offer-revisions, approving and
// rejecting changes, GET /api/admin/offers by status) and the answer of a save that may
// leave changes waiting. The rules and the owner's texts are in offer-revisions.ts.
import { z } from 'zod';
import { uuidSchema } from './ids.ts';
import { offerFileSchema } from './offer-files.ts';
import { MY_OFFERS_PER_PAGE, OFFER_STATUSES, offerStateSchema } from './offer-lifecycle.ts';
import { MATERIAL_FIELDS, REVISION_SOURCES, REVISION_STATUSES, revisionNoticeSchema } from './offer-revisions.ts';
import { offerCardSchema } from './offers.ts';
import { listOf } from './pagination.ts';

/** POST /api/offers/update/{id}: the offer's state, and its changes waiting for approval if any. */
export const offerSaveResultSchema = offerStateSchema.extend({ revision: revisionNoticeSchema.nullable() });
export type OfferSaveResult = z.infer<typeof offerSaveResultSchema>;

/** The value of a field before and after, as an operator reads it. */
const locationValue = z.object({ lat: z.number(), lon: z.number(), name: z.string() });
const linksValue = z.object({
  video: z.string().nullable(),
  video_2: z.string().nullable(),
  walk_video: z.string().nullable(),
});
export const revisionValueSchema = z.union([z.string(), z.null(), locationValue, linksValue, z.array(offerFileSchema)]);

export const revisionChangeSchema = z.object({
  field: z.enum(MATERIAL_FIELDS),
  before: revisionValueSchema,
  after: revisionValueSchema,
});
export type RevisionChange = z.infer<typeof revisionChangeSchema>;

/** GET /api/admin/offer-revisions: one revision with what it changes. */
export const adminRevisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(REVISION_STATUSES),
  source: z.enum(REVISION_SOURCES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  offer: z.object({ id: uuidSchema, slug: z.string(), title: z.string(), status: offerStateSchema.shape.status }),
  owner: z.object({ id: uuidSchema, name: z.string() }),
  author: z.object({ id: uuidSchema, name: z.string() }).nullable(),
  /** Pending revisions only: each material field it changes, as on the site now and as proposed. */
  changes: z.array(revisionChangeSchema),
});
export type AdminRevision = z.infer<typeof adminRevisionSchema>;
export const adminRevisionListSchema = listOf(adminRevisionSchema);

export const ADMIN_REVISIONS_PER_PAGE = 20;
export const adminRevisionsQuerySchema = z
  .object({
    status: z.enum(REVISION_STATUSES).default('pending'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type AdminRevisionsQuery = z.infer<typeof adminRevisionsQuerySchema>;

export const revisionIdParams = z.object({
  id: z.coerce.number({ error: 'Give the revision by its number' }).int().positive('Give the revision by its number'),
});

/** PATCH /api/admin/offer-revisions/{id}/approve and /reject: the revision and the offer after it. */
export const revisionDecisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['approved', 'rejected']),
  reason: z.string().nullable(),
  decided_at: z.string(),
  offer: offerStateSchema,
});
export type RevisionDecision = z.infer<typeof revisionDecisionSchema>;

/** GET /api/admin/offers?status=: offers by status for operators, oldest change first (a queue). */
export const adminOffersQuerySchema = z
  .object({
    status: z.enum(OFFER_STATUSES).default('pending_moderation'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type AdminOffersQuery = z.infer<typeof adminOffersQuerySchema>;
export const ADMIN_OFFERS_PER_PAGE = MY_OFFERS_PER_PAGE * 2;

export const adminOfferSchema = z.object({
  offer: offerCardSchema,
  state: offerStateSchema,
  owner: z.object({ id: uuidSchema, name: z.string() }),
  /** Imported from a company's feed (not typed into the ad form). */
  imported: z.boolean(),
  status_changed_at: z.string(),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;
export const adminOfferListSchema = listOf(adminOfferSchema);
