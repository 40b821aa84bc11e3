// The moderators' desk: claiming a queue item while reading it (so two moderators never
// decide the same one), the reasons a rejection picks from, and deciding several items
// at once. Shared by the API and the back-office pages.
import { z } from 'zod';
import { formatDate } from './dates.ts';
import { rejectOfferSchema } from './offer-lifecycle.ts';

/** How long opening an item keeps it for its moderator, minutes. */
export const CLAIM_MINUTES = 15;

/** The two kinds of item in the queue: a new ad waiting, and a change of a live ad waiting. */
export const QUEUE_ITEM_KINDS = ['offer', 'revision'] as const;
export type QueueItemKind = (typeof QUEUE_ITEM_KINDS)[number];

/** A queue item: an offer by its uuid, or a revision by its number. */
export const queueItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), id: z.uuid({ error: 'Give the ad by its id' }) }),
  z.object({
    kind: z.literal('revision'),
    id: z.coerce.number({ error: 'Give the change by its number' }).int().positive('Give the change by its number'),
  }),
]);
export type QueueItem = z.infer<typeof queueItemSchema>;

export const claimSchema = z.object({
  kind: z.enum(QUEUE_ITEM_KINDS).describe('`offer`: a new ad waiting; `revision`: a change of a live ad waiting'),
  item_id: z.string().describe('The offer’s id, or the revision’s number'),
  moderator: z.object({ id: z.string(), name: z.string() }),
  expires_at: z.iso.datetime({ offset: true }),
});
export type Claim = z.infer<typeof claimSchema>;

export const reasonTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
});
export type ReasonTemplate = z.infer<typeof reasonTemplateSchema>;

export const reasonTemplateInputSchema = z.object({
  title: z
    .string({ error: 'Give the reason a short title' })
    .trim()
    .min(1, 'Give the reason a short title')
    .max(80, 'The title must have at most 80 characters'),
  text: rejectOfferSchema.shape.reason,
});
export type ReasonTemplateInput = z.infer<typeof reasonTemplateInputSchema>;

export const templateIdParams = z.object({
  id: z.coerce.number({ error: 'Give the reason by its number' }).int().positive('Give the reason by its number'),
});

/** Several items decided at once: each in its own transaction, so one refusal skips only that item. */
export const bulkDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
    reason: z.string().trim().max(500, 'The reason must have at most 500 characters').optional(),
    offers: z
      .array(z.uuid({ error: 'Give each ad by its id' }))
      .max(100)
      .default([]),
    revisions: z.array(z.coerce.number().int().positive('Give each change by its number')).max(100).default([]),
  })
  .superRefine((value, context) => {
    if (value.decision === 'reject' && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Give the reason for rejecting these items' });
    }
    if (value.offers.length + value.revisions.length === 0) {
      context.addIssue({ code: 'custom', path: ['offers'], message: 'Tick at least one item' });
    }
  });
export type BulkDecision = z.infer<typeof bulkDecisionSchema>;

export const SKIP_REASONS = ['claimed', 'decided', 'not_found'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

const itemRef = z.object({ kind: z.enum(QUEUE_ITEM_KINDS), id: z.string() });

export const bulkOutcomeSchema = z.object({
  done: z.array(itemRef),
  skipped: z.array(itemRef.extend({ reason: z.enum(SKIP_REASONS), message: z.string() })),
});
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

export const MODERATION_DESK_MESSAGES = {
  claimedBy: (name: string, until: Date | string) =>
    `Being reviewed by ${name} until ${formatDate(until, 'time')}: it cannot be decided by anyone else until then`,
  itemNotFound: 'This item is not in the queue',
  templateNotFound: 'This reason is not on the list',
  skipped: { claimed: 'Being reviewed by someone else', decided: 'Already decided', not_found: 'Not found' },
} as const;

/**
 * The reason the advertiser reads: the chosen template's text, then what the moderator
 * typed (either may be missing).
 */
export function composeReason(templateText: string | undefined, extra: string | undefined): string {
  return [templateText?.trim(), extra?.trim()].filter(Boolean).join(' ');
}

/** What the desk's pages say after a form has done its work. */
export const MODERATION_DESK_OUTCOMES = {
  approved: 'Approved: the advertiser has been told.',
  rejected: 'Rejected: the advertiser has been told why, in the bell and by e-mail.',
  released: 'Given back: another moderator can take it now.',
  'template-created': 'Reason added.',
  'template-updated': 'Reason saved.',
  'template-deleted': 'Reason deleted.',
} as const;
export type ModerationDeskOutcome = keyof typeof MODERATION_DESK_OUTCOMES;
