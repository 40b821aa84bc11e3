// Recent searches: the places a logged-in user searched near, kept on the
// server; guests keep theirs in local storage under `recent_search`.
import { z } from 'zod';
import { listOf } from './pagination.ts';

/** How many recent searches a user keeps: the newest ones. */
export const RECENT_SEARCHES_KEPT = 5;
export const RECENT_SEARCH_NAME_MAX = 200;

/** A coordinate as JSON sends it, or as text (Nominatim gives coordinates as strings). */
const coordinate = (name: 'lat' | 'lon', limit: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[-+]?(\d+\.?\d*|\.\d+)$/),
      ],
      {
        error: `Give ${name} as a decimal number`,
      },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `${name} must be between -${limit} and ${limit}`)
        .max(limit, `${name} must be between -${limit} and ${limit}`),
    );

/** POST /api/recent-search: the place picked in the search bar. */
export const recentSearchInputSchema = z
  .object({
    display_name: z
      .string({ error: 'Give the name of the place' })
      .trim()
      .min(1, 'Give the name of the place')
      .max(RECENT_SEARCH_NAME_MAX, `Use at most ${RECENT_SEARCH_NAME_MAX} characters`),
    lat: coordinate('lat', 90),
    lon: coordinate('lon', 180),
  })
  .strict();
export type RecentSearchInput = z.infer<typeof recentSearchInputSchema>;

export const recentSearchSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** When it was last searched (ISO 8601). */
  created_at: z.string(),
});
export type RecentSearch = z.infer<typeof recentSearchSchema>;
export const recentSearchListSchema = listOf(recentSearchSchema);

const RECENT_SEARCH_ID = 'Give the id of a recent search';
/** DELETE /api/recent-search/{id}: every way the id can be wrong says the same. */
export const recentSearchParamsSchema = z.object({
  id: z.coerce
    .number({ error: RECENT_SEARCH_ID })
    .int(RECENT_SEARCH_ID)
    .min(1, RECENT_SEARCH_ID)
    .max(2_147_483_647, RECENT_SEARCH_ID),
});
