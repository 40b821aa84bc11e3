// Feeds by URL (/api/offers-import/feeds): the address of a company's feed, fetched on
// its interval, and the history of its runs. The form and the API share these schemas.
import { z } from 'zod';
import { uuidSchema } from './ids.ts';

export const FEED_INTERVALS = [15, 30, 60, 120, 360, 720, 1440] as const;
export const FEED_RUNS_SHOWN = 20;

export const FEED_URL_MESSAGES = {
  stoppedByTeam: (reason: string) =>
    `The site’s team has stopped this feed: ${reason}. Write to us to have it started again.`,
  alreadyStopped: 'This feed is already stopped',
  notStopped: 'This feed is not stopped by the team',
  url: 'Enter the full address of your feed, starting with http:// or https://',
  credentials: 'Leave the user name and password out of the address',
  privateAddress: 'This address is on a private network: give the public address of your feed',
  interval: `Choose how often to fetch the feed: ${FEED_INTERVALS.join(', ')} minutes`,
  exists: 'Your company has a feed already: change its address, or delete it first',
  notFound: 'Feed not found',
  held: (withdrawn: number, live: number) =>
    `Held for your confirmation: this run would withdraw ${withdrawn} of your ${live} listings on the site. Check the feed, then confirm or cancel the preview.`,
} as const;

const feedUrl = z
  .string({ error: FEED_URL_MESSAGES.url })
  .trim()
  .max(2000, { error: FEED_URL_MESSAGES.url })
  .refine((raw) => URL.canParse(raw) && /^https?:$/.test(new URL(raw).protocol), { error: FEED_URL_MESSAGES.url })
  .refine((raw) => !URL.canParse(raw) || (!new URL(raw).username && !new URL(raw).password), {
    error: FEED_URL_MESSAGES.credentials,
  });

const interval = z.coerce
  .number({ error: FEED_URL_MESSAGES.interval })
  .int({ error: FEED_URL_MESSAGES.interval })
  .refine((minutes) => (FEED_INTERVALS as readonly number[]).includes(minutes), {
    error: FEED_URL_MESSAGES.interval,
  });

/** Registering a feed. `full_feed` false: the feed lists only some listings, and withdraws none. */
export const feedCreateSchema = z.object({
  url: feedUrl.describe('The feed’s address (http or https): a Kyero v3 XML, a BLM file, a zip of one, or our CSV'),
  interval_minutes: interval.default(60).describe('How often to fetch it, in minutes'),
  full_feed: z.boolean().default(true),
});
export type FeedCreate = z.infer<typeof feedCreateSchema>;

export const feedUpdateSchema = z
  .object({ url: feedUrl, interval_minutes: interval, full_feed: z.boolean(), paused: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    error: 'Send at least one of url, interval_minutes, full_feed, paused',
  });
export type FeedUpdate = z.infer<typeof feedUpdateSchema>;

export const feedParamsSchema = z.object({ id: uuidSchema });

export const FEED_RUN_OUTCOME_LABELS = {
  not_changed: 'Not changed',
  previewed: 'Preview to confirm',
  applied: 'Applied',
  held: 'Held by the safety stop',
  failed: 'Failed',
} as const;
export type FeedRunOutcome = keyof typeof FEED_RUN_OUTCOME_LABELS;

export const feedRunSchema = z.object({
  id: uuidSchema,
  started_at: z.string(),
  finished_at: z.string(),
  http_status: z.number().int().nullable().describe('What the feed’s server answered; null when no answer came'),
  outcome: z.enum(Object.keys(FEED_RUN_OUTCOME_LABELS) as [FeedRunOutcome, ...FeedRunOutcome[]]),
  reason: z.string().nullable().describe('Why the run failed or was held'),
  import_id: uuidSchema.nullable().describe('The import made from the file: its preview, or what was applied'),
  counts: z
    .object({
      create: z.number().int(),
      update: z.number().int(),
      unchanged: z.number().int(),
      withdraw: z.number().int(),
      reject: z.number().int(),
      left_out: z.number().int().describe('Listings with an uncertain location kept off the site by an automatic run'),
    })
    .nullable(),
});
export type FeedRun = z.infer<typeof feedRunSchema>;

export const feedSchema = z.object({
  id: uuidSchema,
  url: z.string(),
  interval_minutes: z.number().int(),
  full_feed: z.boolean(),
  paused: z.boolean(),
  stopped: z
    .object({ reason: z.string(), since: z.string() })
    .nullable()
    .describe('Stopped by the site’s team, with their reason: it does not run until they release it'),
  auto_apply: z.boolean().describe('True once the company confirmed a run’s preview: later runs apply on their own'),
  next_run_at: z.string(),
  created_at: z.string(),
  runs: z.array(feedRunSchema).describe(`The latest runs, newest first (at most ${FEED_RUNS_SHOWN})`),
});
export type Feed = z.infer<typeof feedSchema>;

export const feedListSchema = z.object({ data: z.array(feedSchema) });
