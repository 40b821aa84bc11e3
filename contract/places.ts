// Places (the offline UK gazetteer) as the API and the pages see them: location
// suggestions, reverse geocoding, one place by slug, and the search radius choices.
import { z } from 'zod';

import { PLACE_KINDS } from './place-kinds.ts';

export {
  defaultRadiusMiles,
  PLACE_KINDS,
  type PlaceKind,
  RADIUS_CHOICES_MILES,
  type RadiusMiles,
} from './place-kinds.ts';
export const placeKindSchema = z.enum(PLACE_KINDS);

export const GEOCODE_QUERY_MAX = 100;
export const GEOCODE_LIMIT_MAX = 10;
export const GEOCODE_LIMIT_DEFAULT = 5;

/** A location suggestion (lat, lon, display_name, addresstype), Nominatim-style. */
export const locationSuggestionSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  /** 'Oxford, Oxfordshire, England'; in London 'Camden Town, London'. */
  display_name: z.string(),
  addresstype: placeKindSchema,
  /** The place's slug, for /property/{category}/{type}/{location} URLs (a postcode's is its district: 'm1'). */
  slug: z.string(),
  /**
   * How the name matches what was typed: 'exact', 'prefix' (the name, or a word of it,
   * starts with the text), or 'near' (a near miss of a misspelt name: offered as
   * "Did you mean ...?"). Absent from a geocoding service's answers.
   */
  match: z.enum(['exact', 'prefix', 'near']).optional(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;
export const locationSuggestionListSchema = z.array(locationSuggestionSchema);

/**
 * How a search's text (q) was understood when no place was picked: as one place (the
 * results are around it), as several places of that name (the answer offers the
 * choice and searches the words meanwhile), or as words.
 */
const onePlace = z.object({ as: z.literal('place'), text: z.string(), place: locationSuggestionSchema });
const placeChoices = z.object({
  as: z.literal('choices'),
  text: z.string(),
  choices: z.array(locationSuggestionSchema),
});
export const placeReadingSchema = z.discriminatedUnion('as', [
  onePlace,
  placeChoices,
  z.object({ as: z.literal('words'), text: z.string() }),
]);
export type PlaceReading = z.infer<typeof placeReadingSchema>;

/**
 * How a place given by name in the address (location=london, location[name]=London)
 * was understood: as one place (the results are around it), as several places of that
 * name (the answer offers the choice; the results are not narrowed by place), or as no
 * place known (not narrowed either).
 */
export const locationReadingSchema = z.discriminatedUnion('as', [
  onePlace,
  placeChoices,
  z.object({ as: z.literal('unknown'), text: z.string() }),
]);
export type LocationReading = z.infer<typeof locationReadingSchema>;

/** The answer of a reverse lookup: the place a point is in or nearest to. */
export const reverseGeocodeSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  display_name: z.string(),
  /** 'country' only where no city, town or village is near (then the slug is empty). */
  addresstype: z.enum([...PLACE_KINDS, 'country']),
  slug: z.string(),
  address: z.object({
    city: z.string().optional(),
    town: z.string().optional(),
    village: z.string().optional(),
    /** A London borough or district, or a district of another city. */
    suburb: z.string().optional(),
    county: z.string().optional(),
    /** England, Scotland, Wales or Northern Ireland. */
    country: z.string(),
  }),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;

/** One place of the gazetteer, as a location page needs it. */
export const placeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: placeKindSchema,
  county: z.string().nullable(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
  population: z.number().int(),
  display_name: z.string(),
  default_radius_miles: z.number(),
});
export type Place = z.infer<typeof placeSchema>;
export const placeParamsSchema = z.object({ slug: z.string().max(200) });

const decimal = (name: string, min: number, max: number) =>
  z
    .string({ error: `Give ${name} as a decimal number` })
    .trim()
    .regex(/^[-+]?(\d+\.?\d*|\.\d+)$/, `Give ${name} as a decimal number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be between ${min} and ${max}`)
        .max(max, `${name} must be between ${min} and ${max}`),
    );

export const geocodeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Enter a place name' })
    .trim()
    .min(1, 'Enter a place name')
    .max(GEOCODE_QUERY_MAX, `Use at most ${GEOCODE_QUERY_MAX} characters`)
    .describe('What the person typed: a place name, optionally followed by ", county".'),
  limit: z.coerce
    .number({ error: `Give a limit from 1 to ${GEOCODE_LIMIT_MAX}` })
    .int(`Give a limit from 1 to ${GEOCODE_LIMIT_MAX}`)
    .min(1, `Give a limit from 1 to ${GEOCODE_LIMIT_MAX}`)
    .max(GEOCODE_LIMIT_MAX, `Give a limit from 1 to ${GEOCODE_LIMIT_MAX}`)
    .default(GEOCODE_LIMIT_DEFAULT)
    .describe(`Most suggestions to return (default ${GEOCODE_LIMIT_DEFAULT}).`),
  format: z
    .string()
    .optional()
    .describe('Accepted for Nominatim compatibility and ignored: the answer is always JSON.'),
  addressdetails: z.string().optional().describe('Accepted for Nominatim compatibility and ignored.'),
});

/** How precisely a reverse lookup names a point. */
export const reverseLevelSchema = z.enum(['district', 'settlement']);
export type ReverseLevel = z.infer<typeof reverseLevelSchema>;

export const reverseGeocodeQuerySchema = z.object({
  lat: decimal('lat', -90, 90).describe('Latitude, decimal degrees.'),
  lon: decimal('lon', -180, 180).describe('Longitude, decimal degrees.'),
  format: z.string().optional().describe('Accepted for Nominatim compatibility and ignored.'),
  addressdetails: z.string().optional().describe('Accepted for Nominatim compatibility and ignored.'),
  level: reverseLevelSchema
    .optional()
    .describe(
      '`district` (the default): a London district or city suburb names the point when it is close. `settlement`: always the city, town or village, or the country where there is none: what a search around the visitor is named after.',
    ),
});
