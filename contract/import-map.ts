// The import preview's map (GET /api/offers-import/{id}/map): every new or updated listing
// of an import at the place it will appear, so the company sees the whole feed at a glance
// and spots the listings whose place is uncertain before confirming. The rows table stays
// the full account of each row; the map is the overview.
import { z } from 'zod';

/** At most this many listings on the map, in feed order: a map with more is no longer readable. */
export const IMPORT_MAP_LIMIT = 2000;

export const importMapListingSchema = z.object({
  row: z.number().int().describe('The row of the file'),
  reference: z.string().nullable(),
  title: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  place: z.string().describe('The place the listing is named by on the site'),
  uncertain: z.boolean().describe('The address does not settle the place: the row’s location_warning says why'),
  skipped: z.boolean().describe('Left out of the import by the company'),
});
export type ImportMapListing = z.infer<typeof importMapListingSchema>;

export const importMapSchema = z.object({
  listings: z
    .array(importMapListingSchema)
    .describe(`The new and updated listings that have a place, in feed order (at most ${IMPORT_MAP_LIMIT})`),
  total: z.number().int().describe('How many new and updated listings have a place, all of them'),
});
export type ImportMap = z.infer<typeof importMapSchema>;
