// Saved searches and their alert e-mails: the request and response shapes of
// /api/saved-searches, the limits and the texts, shared by the API and the pages.
import { z } from 'zod';
import { listOf } from './pagination.ts';

/** How often new offers are e-mailed: every few minutes, once a day, once a week, never. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instant e-mails',
  daily: 'Daily e-mail',
  weekly: 'Weekly e-mail',
  off: 'No e-mails',
};

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches per user. */
  perUser: 50,
  nameMax: 80,
  /** Characters of the query string (a drawn polygon of 100 points fits). */
  queryMax: 6000,
  /** Offers listed in one alert e-mail; the rest are behind "See all results". */
  offersPerAlert: 50,
} as const;

/** An unsubscribe token as it may arrive (the real ones are 43 base64url characters). */
export const unsubscribeTokenSchema = z.string().trim().min(20).max(200);
/** The unsubscribe link's query: its token and nothing else. */
export const unsubscribeQuerySchema = z.object({ token: unsubscribeTokenSchema }).strict();

/** GET /api/saved-searches/unsubscribe: which search a token stops, without stopping it. */
export const unsubscribeTargetSchema = z.object({ name: z.string(), alerts_on: z.boolean() });
export type UnsubscribeTarget = z.infer<typeof unsubscribeTargetSchema>;

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Enter a name for this search',
  nameTooLong: `The name must have at most ${SAVED_SEARCH_LIMITS.nameMax} characters`,
  nameOneLine: 'The name must be a single line',
  limitReached: `You can save up to ${SAVED_SEARCH_LIMITS.perUser} searches. Delete one to save another.`,
  saved: 'Your search has been saved.',
  updated: 'Your saved search has been updated.',
  deleted: 'The saved search has been deleted.',
  notFound: 'Saved search not found',
  placeUnknown: (name: string) =>
    `We could not find a place called “${name}”. Choose a place from the suggestions to save this search.`,
  placeAmbiguous: (name: string) => `Several places are called “${name}”. Choose one of them to save this search.`,
  unsubscribed: (name: string) => `You will not get alert e-mails for “${name}” any more.`,
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid any more (each alert e-mail has a new one). Use the link in the latest e-mail, or change your alerts under Favourites.',
} as const;

const frequency = z.enum(ALERT_FREQUENCIES, { error: 'Choose how often to get e-mails' });
const name = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_LIMITS.nameMax, SAVED_SEARCH_MESSAGES.nameTooLong)
  // It becomes an e-mail subject: no line breaks or other control characters.
  .regex(/^[^\p{Cc}]*$/u, SAVED_SEARCH_MESSAGES.nameOneLine);

/** The "Save this search" dialog: what the person chooses. */
export const saveSearchFormSchema = z.object({ name, frequency }).strict();

/** POST /api/saved-searches. `query` is the search's query string, as /search has it. */
export const createSavedSearchSchema = z
  .object({
    name,
    query: z
      .string()
      .max(SAVED_SEARCH_LIMITS.queryMax)
      .transform((query) => query.trim().replace(/^\?/, '')),
    frequency: frequency.default('daily'),
  })
  .strict();

/** PATCH /api/saved-searches/{id}. */
export const updateSavedSearchSchema = z.object({ name: name.optional(), frequency: frequency.optional() }).strict();

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Normalised: no page, sort or page size. The results are at /search?{query}. */
  query: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  created_at: z.iso.datetime({ offset: true }),
  /** When the last alert e-mail went out; null before the first. */
  last_alert_at: z.iso.datetime({ offset: true }).nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = listOf(savedSearchSchema);

/** '3 new properties for “Flats in Leeds”': the bell's message and the alert e-mail's subject. */
export function alertHeadline(searchName: string, total: number, totalExact = true): string {
  const count = `${totalExact ? '' : 'More than '}${total.toLocaleString('en-GB')}`;
  return `${count} new ${total === 1 && totalExact ? 'property' : 'properties'} for “${searchName}”`;
}
