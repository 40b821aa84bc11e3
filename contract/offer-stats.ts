// An offer's statistics for its owner (GET /api/offers/{id}/stats): one row per UK
// calendar day since the offer was created (at most a year), with every day present.
import { z } from 'zod';

export const STAT_KEYS = ['views', 'impressions', 'favourites', 'phone_reveals', 'messages'] as const;
export type StatKey = (typeof STAT_KEYS)[number];

export const STAT_LABELS: Record<StatKey, string> = {
  views: 'Views of the ad',
  impressions: 'Appearances in search results',
  favourites: 'Saved as favourite',
  phone_reveals: 'Phone number shown',
  messages: 'Messages',
};

export const STATS_DAYS_MAX = 366;

const counts = Object.fromEntries(STAT_KEYS.map((key) => [key, z.number().int()])) as Record<StatKey, z.ZodNumber>;

export const offerStatsDaySchema = z.object({ date: z.iso.date(), ...counts });
export type OfferStatsDay = z.infer<typeof offerStatsDaySchema>;

export const offerStatsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.array(offerStatsDaySchema),
  totals: z.object(counts),
});
export type OfferStats = z.infer<typeof offerStatsSchema>;
