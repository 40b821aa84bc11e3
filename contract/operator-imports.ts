// The back office's view of every company's imports and feeds: what ran, what failed, and
// stopping a feed that harms the site (the company cannot resume it) or releasing it.
import { z } from 'zod';
import { FEED_RUN_OUTCOME_LABELS, type FeedRunOutcome } from './feed-urls.ts';
import { IMPORT_STATES } from './imports.ts';
import { listOf } from './pagination.ts';

export const OPERATOR_IMPORTS_PER_PAGE = 50;
export const FEED_STATES = ['failing', 'stopped', 'paused', 'running'] as const;

export const operatorImportsQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe('Part of the company’s name or e-mail address'),
  status: z.enum(IMPORT_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OperatorImportsQuery = z.infer<typeof operatorImportsQuerySchema>;

export const operatorFeedsQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe('Part of the company’s name or e-mail address'),
  state: z
    .enum(FEED_STATES)
    .optional()
    .describe('failing: the last run failed; stopped: by an operator; paused: by the company; running: neither'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OperatorFeedsQuery = z.infer<typeof operatorFeedsQuerySchema>;

const company = { company_id: z.string(), company_name: z.string() };

export const operatorImportRowSchema = z.object({
  id: z.string(),
  ...company,
  format: z.string(),
  file_name: z.string().nullable(),
  status: z.enum(IMPORT_STATES),
  error: z.string().nullable(),
  total_rows: z.number().int().nullable(),
  applied_rows: z.number().int().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type OperatorImportRow = z.infer<typeof operatorImportRowSchema>;

export const operatorFeedRowSchema = z.object({
  id: z.string(),
  ...company,
  url: z.string(),
  interval_minutes: z.number().int(),
  paused: z.boolean(),
  stopped: z.object({ reason: z.string(), since: z.string() }).nullable(),
  last_run: z
    .object({
      outcome: z.enum(Object.keys(FEED_RUN_OUTCOME_LABELS) as [FeedRunOutcome, ...FeedRunOutcome[]]),
      at: z.string(),
      http_status: z.number().int().nullable(),
      reason: z.string().nullable(),
    })
    .nullable(),
  failures_last_7_days: z.number().int(),
  next_run_at: z.string(),
});
export type OperatorFeedRow = z.infer<typeof operatorFeedRowSchema>;

export const operatorImportListSchema = listOf(operatorImportRowSchema);
export const operatorFeedListSchema = listOf(operatorFeedRowSchema);

export const stopFeedSchema = z
  .object({ reason: z.string().trim().min(3, 'Say why, in a few words: the company reads it').max(500) })
  .strict();
