// The back office's reports: what visitors and members reported (an ad, a message, a
// profile), grouped by what they reported, and what an operator did about each group.
import { z } from 'zod';
import { MESSAGE_REPORT_REASONS } from './conversations.ts';
import { REPORT_REASONS } from './offer-reports.ts';
import { PROFILE_REPORT_REASONS } from './profile-reports.ts';

export const REPORT_KINDS = ['offer', 'message', 'profile'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Record<ReportKind, string> = { offer: 'Ad', message: 'Message', profile: 'Profile' };

export const REPORT_ACTIONS = ['dismiss', 'remove', 'warn', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  dismiss: 'Dismissed: nothing wrong',
  remove: 'Removed the content',
  warn: 'Warned the account holder',
  suspend: 'Suspended the account',
};

export const REPORT_STATUSES = ['open', 'handled'] as const;
export const REPORT_SORTS = ['latest', 'oldest', 'most'] as const;
export const REPORT_GROUPS_PER_PAGE = 20;
export const REPORT_NOTE_MAX = 1000;

export const REPORT_HANDLING_MESSAGES = {
  alreadyHandled: 'These reports were already handled by another operator: reload to see what was done',
  noReports: 'Nothing was reported about this',
  noteRequired: 'Write the words the account holder will read',
  noRemovalForProfiles: 'A profile cannot be removed: warn or suspend its holder instead',
  guestSender: 'This message was written by a guest without an account: remove it instead',
  done: {
    dismiss: 'Reports dismissed.',
    remove: 'Content removed and reports resolved.',
    warn: 'Warning sent and reports resolved.',
    suspend: 'Account suspended and reports resolved.',
  } satisfies Record<ReportAction, string>,
  warningNotice: (words: string) => `A warning from the site's moderators: ${words}`,
} as const;

/** The list's filters, from the page's address or the API's query string. */
export const reportGroupsQuerySchema = z.object({
  kind: z.enum(REPORT_KINDS).optional(),
  status: z.enum(REPORT_STATUSES).default('open'),
  sort: z.enum(REPORT_SORTS).default('latest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ReportGroupsQuery = z.infer<typeof reportGroupsQuerySchema>;

const ALL_REASONS = [...new Set([...REPORT_REASONS, ...MESSAGE_REPORT_REASONS, ...PROFILE_REPORT_REASONS])] as [
  string,
  ...string[],
];

export const reportGroupSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  target_id: z.string(),
  target: z.object({
    title: z.string().describe('The ad’s title, the message’s text, or the profile’s name'),
    path: z.string().nullable().describe('Where it is on the site, when it has a page'),
    gone: z.boolean().describe('The ad is no longer public, or the message is hidden'),
  }),
  holder: z.object({ id: z.string(), name: z.string() }).nullable().describe('The account behind it'),
  count: z.number().int(),
  first_at: z.string(),
  last_at: z.string(),
  reports: z.array(z.object({ reason: z.enum(ALL_REASONS), message: z.string(), at: z.string() })),
  handling: z
    .object({
      action: z.enum(REPORT_ACTIONS),
      note: z.string().nullable(),
      by: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportTargetParamsSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  id: z.string().max(40),
  action: z.enum(REPORT_ACTIONS),
});

export const handleReportsSchema = z
  .object({ note: z.string().trim().max(REPORT_NOTE_MAX).optional() })
  .strict()
  .describe('`note`: the reason the advertiser is told (remove), the warning’s words (warn), the suspension’s reason');
export type HandleReportsInput = z.infer<typeof reportTargetParamsSchema> & { note?: string | undefined };

export const reportHandledSchema = z.object({ message: z.string(), reports: z.number().int() });
