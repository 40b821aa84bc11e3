// Where an imported listing will appear, as the import preview shows it: the place and,
// when the feed's address does not settle it, why the location is uncertain. The texts
// tell the agency what we did and what it can do (correct the feed, or leave the row out).
import { z } from 'zod';

export const importLocationSchema = z
  .object({
    lat: z.number(),
    lon: z.number(),
    name: z.string().describe('The place the listing is named by on the site'),
  })
  .describe('Where the listing will appear; null for rows that write no listing');

/** PATCH /api/offers-import/{id}/rows/{row}: leave a listing out of the import, or take it back in. */
export const importRowParamsSchema = z.object({
  id: z.uuid({ error: 'Give the import by its id' }),
  row: z.coerce.number({ error: 'Give the row by its number' }).int().min(1).max(10_000_000),
});
export const importRowChoiceSchema = z
  .object({ skipped: z.boolean({ error: 'skipped must be true (leave the listing out) or false (import it)' }) })
  .strict();

export const IMPORT_ROW_MESSAGES = {
  rowNotFound: 'This import has no such row',
  notSkippable: 'Only a new or updated listing can be left out of an import',
} as const;

const km = (distance: number) => `${Math.round(distance)} km`;

export const IMPORT_LOCATION_MESSAGES = {
  /** The town names a place far from the postcode: the postcode places the listing. */
  townFarFromPostcode: (town: string, found: string, distance: number, postcode: string, area: string) =>
    `Location uncertain: the town “${town}” matches ${found}, ${km(distance)} from the postcode; the postcode ${postcode} says ${area}. Placed by the postcode, around ${area}: correct the town in your software, or leave this listing out.`,
  /** No postcode, and the town is only close in spelling to a place we know. */
  guessedTown: (town: string, found: string) =>
    `Location uncertain: “${town}” is not a place we know; the closest name is ${found}, where it is placed. There is no postcode to check it: add the postcode or correct the town in your software, or leave this listing out.`,
  /** No postcode, and several places far apart have the town's name. */
  severalPlaces: (town: string, places: readonly string[], chosen: string) =>
    `Location uncertain: there are several places called “${town}” (${places.join('; ')}); it is placed in ${chosen}. There is no postcode or county to tell which: add the postcode in your software, or leave this listing out.`,
} as const;
