// The gazetteer's places inside a map's box: the names an offline map writes on
// itself when it has no tiles (GET /api/places/nearby).
import { z } from 'zod';
import { placeKindSchema } from './places.ts';

export const NEARBY_PLACES_MAX = 100;
export const NEARBY_PLACES_DEFAULT = 40;

const BBOX_MESSAGE = 'must be west,south,east,north in degrees, with west < east and south < north';

/** 'west,south,east,north' in degrees, as the search's bbox. */
export const bboxTextSchema = z.string({ error: `is required: ${BBOX_MESSAGE}` }).transform((text, context) => {
  const numbers = text.split(',').map((part) => (/^\s*-?\d+(\.\d+)?\s*$/.test(part) ? Number(part) : Number.NaN));
  const [west = Number.NaN, south = Number.NaN, east = Number.NaN, north = Number.NaN] = numbers;
  const valid =
    numbers.length === 4 && west >= -180 && east <= 180 && west < east && south >= -90 && north <= 90 && south < north;
  if (!valid) {
    context.addIssue({ code: 'custom', message: BBOX_MESSAGE });
    return z.NEVER;
  }
  return { west, south, east, north };
});

export const nearbyPlacesQuerySchema = z.object({
  bbox: bboxTextSchema.describe('The map box: west,south,east,north in degrees.'),
  limit: z.coerce
    .number({ error: `must be a whole number from 1 to ${NEARBY_PLACES_MAX}` })
    .int({ error: `must be a whole number from 1 to ${NEARBY_PLACES_MAX}` })
    .min(1, { error: `must be a whole number from 1 to ${NEARBY_PLACES_MAX}` })
    .max(NEARBY_PLACES_MAX, { error: `must be a whole number from 1 to ${NEARBY_PLACES_MAX}` })
    .default(NEARBY_PLACES_DEFAULT)
    .describe(`How many places at most (default ${NEARBY_PLACES_DEFAULT}), the most populous first.`),
});

export const nearbyPlaceSchema = z.object({
  name: z.string(),
  kind: placeKindSchema,
  lat: z.number(),
  lon: z.number(),
});
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>;
export const nearbyPlaceListSchema = z.array(nearbyPlaceSchema);
