// The services directory (/services and /services/{location}): advertisers offering
// services, as the public may see them, and the query that lists them.
import { z } from 'zod';
import { ACCOUNT_TYPES, SERVICES, type ServiceSlug } from './accounts.ts';
import { uuidSchema } from './ids.ts';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './pagination.ts';

/** Around a point, the directory looks this far by default (miles). */
export const SERVICES_DEFAULT_RADIUS_MILES = 10;
export const SERVICES_MAX_RADIUS_MILES = 40;
const MAX_PAGE = 10_000;

const SERVICE_SLUGS = SERVICES.map((service) => service.slug) as [ServiceSlug, ...ServiceSlug[]];

/** One advertiser in the directory: public information only (never e-mail, phone, street or tax number). */
export const serviceProviderSchema = z.object({
  id: uuidSchema,
  /** The company name for businesses, the person's name otherwise. */
  name: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  services: z.array(z.object({ slug: z.string(), name: z.string() })),
  city: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Their offers the public can see now. */
  offers_count: z.number().int(),
});
export type ServiceProvider = z.infer<typeof serviceProviderSchema>;

/** An empty value counts as absent: an empty field means the same as no field. */
const param = <T extends z.ZodType<unknown, string>>(inner: T) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(inner.optional());

const decimal = (message: string, min: number, max: number, above = false) =>
  z
    .string()
    .regex(/^[-+]?(\d+\.?\d*|\.\d+)$/, message)
    .transform(Number)
    .pipe(z.number().refine((value) => (above ? value > min : value >= min) && value <= max, message));

const wholeNumber = (message: string, max: number) =>
  z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().int().min(1, message).max(max, message));

const perPageMessage = `must be a whole number from 1 to ${MAX_PER_PAGE}`;

/** GET /api/services: every parameter is optional; unknown ones are refused. */
export const servicesQuerySchema = z
  .object({
    // Not through param(): the document then lists the slugs. '' is dropped like any empty value.
    service: z
      .union([z.literal(''), z.enum(SERVICE_SLUGS)], { error: 'is not a known service' })
      .optional()
      .transform((value) => value || undefined)
      .describe(`Only advertisers offering this service: ${SERVICE_SLUGS.join(', ')}.`),
    'location[lat]': param(decimal('must be a latitude between -90 and 90', -90, 90)).describe(
      'Latitude of the place to look around (decimal).',
    ),
    'location[lon]': param(decimal('must be a longitude between -180 and 180', -180, 180)).describe(
      'Longitude of the place to look around (decimal).',
    ),
    'location[display_name]': param(z.string().max(200, 'must be at most 200 characters')).describe(
      'Name of the place, for display; not used to filter.',
    ),
    radius: param(
      decimal(
        `must be a number of miles above 0 and at most ${SERVICES_MAX_RADIUS_MILES}`,
        0,
        SERVICES_MAX_RADIUS_MILES,
        true,
      ),
    ).describe(`Miles around the point (default ${SERVICES_DEFAULT_RADIUS_MILES}); needs a location.`),
    page: param(wholeNumber(`must be a whole number from 1 to ${MAX_PAGE}`, MAX_PAGE)).describe('Page from 1.'),
    limit: param(wholeNumber(perPageMessage, MAX_PER_PAGE)).describe(
      `Advertisers per page, 1-${MAX_PER_PAGE} (default ${DEFAULT_PER_PAGE}). Alias: per_page.`,
    ),
    per_page: param(wholeNumber(perPageMessage, MAX_PER_PAGE)).describe('Alias of limit.'),
  })
  .strict()
  .superRefine((query, context) => {
    const lat = query['location[lat]'];
    const lon = query['location[lon]'];
    if ((lat === undefined) !== (lon === undefined)) {
      const path = lat === undefined ? 'location[lat]' : 'location[lon]';
      context.addIssue({ code: 'custom', path: [path], message: 'is required with the other coordinate' });
    }
    if (query.radius !== undefined && (lat === undefined || lon === undefined)) {
      context.addIssue({ code: 'custom', path: ['radius'], message: 'needs a location' });
    }
  });
export type ServicesQuery = z.infer<typeof servicesQuerySchema>;
