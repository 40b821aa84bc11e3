// Bulk imports (/api/offers-import…): an uploaded feed's preview, its
// confirmation and progress, and the history of a company's imports.
import { z } from 'zod';
import { formatMoney } from './format.ts';
import { uuidSchema } from './ids.ts';
import { importLocationSchema } from './import-locations.ts';
import { importMediaCheckSchema } from './import-media.ts';
import { listOf } from './pagination.ts';

/** Where an import is: read, waiting for confirmation, being applied, and how it ended. */
export const IMPORT_STATES = ['parsing', 'ready', 'importing', 'done', 'failed', 'cancelled'] as const;

export const IMPORT_ACTION_LABELS = {
  create: 'New',
  update: 'Updated',
  unchanged: 'Unchanged',
  withdraw: 'Withdrawn',
  reject: 'Rejected',
} as const;
export type ImportAction = keyof typeof IMPORT_ACTION_LABELS;
const ACTIONS = Object.keys(IMPORT_ACTION_LABELS) as [ImportAction, ...ImportAction[]];

export const awaitingPaymentSchema = z
  .object({
    listings: z.number().int().describe('How many listings wait as drafts for their posting to be paid'),
    min_pence: z.number().int().describe('The lowest posting price among them, VAT included'),
    max_pence: z.number().int().describe('The highest posting price among them, VAT included'),
    message: z.string().describe('What this means, in words for the company'),
  })
  .describe(
    'Where the site takes payments and its price list makes posting cost money: the listings this import publishes for the first time, saved as drafts to pay for in My Ads (Pay and publish) instead. Before confirming, what the import will do at today’s prices; after, what it did. Null when nothing waits for payment.',
  );
export type AwaitingPayment = z.infer<typeof awaitingPaymentSchema>;

export const importSummarySchema = z.object({
  id: uuidSchema,
  format: z.enum(['blm', 'kyero', 'csv']),
  file_name: z.string(),
  full_feed: z.boolean(),
  status: z.enum(IMPORT_STATES),
  error: z.string().nullable().describe('Why the import failed or stopped as a whole; null otherwise'),
  warnings: z
    .array(z.string())
    .describe(
      'What the company should know about the file as a whole that refused nothing, each a sentence: a missing optional column read as its default (“The file has no PRICE_QUALIFIER column: …”), columns we do not read',
    ),
  total_rows: z.number().int(),
  applied_rows: z.number().int(),
  counts: z
    .object(
      Object.fromEntries(ACTIONS.map((action) => [action, z.number().int()])) as Record<ImportAction, z.ZodNumber>,
    )
    .describe('How many rows have each outcome, not counting the listings the company left out (`skipped`)'),
  awaiting_payment: awaitingPaymentSchema.nullable(),
  skipped: z.number().int().describe('How many new or updated listings the company left out before confirming'),
  uncertain_locations: z
    .number()
    .int()
    .describe('How many listings to write have a location the address does not settle (each row says why)'),
  media_problems: z
    .number()
    .int()
    .describe(
      'How many listings to write will miss photos or floor plans, as checked before confirming (each row says which and why)',
    ),
  media_pending: z
    .number()
    .int()
    .describe(
      'How many listings to write still wait for their photos and floor plans to be checked (the checks run in the background after the upload)',
    ),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
export const importListSchema = listOf(importSummarySchema);

export const importRowSchema = z.object({
  row: z.number().int().describe('The data row of the file, from 1'),
  line: z
    .number()
    .int()
    .nullable()
    .describe('The line of the file the row starts on; null for withdrawals (rows the file leaves out)'),
  reference: z.string().nullable().describe("The listing's reference in the agency's software (BLM AGENT_REF)"),
  branch: z.string().nullable().describe('The branch the row names (BLM BRANCH_ID); null for formats without branches'),
  action: z.enum(ACTIONS),
  errors: z.array(z.string()).describe('Every reason the row was rejected, each naming the field it is about'),
  title: z.string().nullable(),
  offer_slug: z.string().nullable(),
  applied: z.boolean(),
  posting_pence: z
    .number()
    .int()
    .nullable()
    .describe(
      'What posting this listing costs (pence, VAT included) when it is saved as a draft to pay for in My Ads instead of being published; null otherwise',
    ),
  location: importLocationSchema.nullable(),
  location_warning: z
    .string()
    .nullable()
    .describe('Why the location may be wrong (“Location uncertain: …”); null when the address settles it'),
  skipped: z.boolean().describe('Left out of the import by the company: applying writes nothing for it'),
  media_check: importMediaCheckSchema.nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;
export const importRowListSchema = listOf(importRowSchema);

/** An import in a path; confirming names it in the body, and nothing else. */
export const importParamsSchema = z.object({ id: z.uuid({ error: 'Give the import by its id' }) });
export const importConfirmSchema = importParamsSchema.strict();

export const importRowsQuerySchema = z
  .object({
    action: z.enum(ACTIONS, { error: `must be one of ${ACTIONS.join(', ')}` }).optional(),
    uncertain: z
      .literal('true', { error: 'must be true (only the listings whose location is uncertain)' })
      .optional()
      .describe('true: only the listings whose location is uncertain'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

export const IMPORT_MESSAGES = {
  notFound: 'No such import of yours',
  notReady: 'This import cannot be confirmed: it is not waiting for confirmation',
  notReplaceable: 'Only an import waiting for confirmation can take a new file',
  fileMissing: 'Choose the feed file: a .blm, .xml or .csv file, or a .zip with the feed and its photos',
  tooLarge: 'The file is too large: at most 200 MB',
  mediaTooLarge: (limit: number) =>
    `The photos and files your listings use unpack to more than ${sizeText(limit)}: split the feed into smaller zips, each with the photos of its own listings`,
  companyMediaFull: (limit: number) =>
    `Your imports waiting for confirmation or in progress already hold close to ${sizeText(limit)} of photos and files, the most a company can have at once: confirm or cancel them, or let them finish, then upload this zip again`,
  previewExpired: 'This preview was not confirmed within 7 days and has expired: upload the file again to import it',
  /** Before confirming: new listings (or listings never published) that posting costs money for. */
  postingToPay: (listings: number, minPence: number, maxPence: number) =>
    `Posting costs ${minPence === maxPence ? formatMoney(minPence) : `${formatMoney(minPence)} to ${formatMoney(maxPence)}`} per listing on this site: ${
      listings === 1
        ? '1 listing will be saved as a draft for you to pay for in My Ads.'
        : `${listings} listings will be saved as drafts for you to pay for in My Ads.`
    }`,
  /** After the import: the listings it saved as drafts for payment. */
  postingAwaited: (listings: number) =>
    listings === 1
      ? '1 listing was saved as a draft: pay for it in My Ads (Pay and publish) to put it on the site.'
      : `${listings} listings were saved as drafts: pay for them in My Ads (Pay and publish) to put them on the site.`,
} as const;

/** 500 MB, 2 GB: sizes as people read them. */
function sizeText(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  return gb >= 1 ? `${Math.round(gb * 10) / 10} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}
