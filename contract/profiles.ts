// The advertisers' directory (/agencies?type=…) and public profiles (/profile/{user},
// GET /api/profile/{user}): only what an advertiser publishes. Never the e-mail
// address, the phone (revealed on request: POST /api/user/{id}/phone), the tax number,
// or the street address unless its owner chose to show it.
import { z } from 'zod';
import { ACCOUNT_TYPES } from './accounts.ts';
import { uuidSchema } from './ids.ts';
import { offerCardSchema } from './offers.ts';
import { DEFAULT_PER_PAGE, listOf, MAX_PER_PAGE } from './pagination.ts';

/** The type query of /agencies: which kind of advertiser the directory lists. */
export const DIRECTORY_TYPES = ['agencies', 'agents', 'developers', 'private', 'hotel'] as const;
export type DirectoryType = (typeof DIRECTORY_TYPES)[number];

export const DIRECTORY_TYPE_LABELS: Record<DirectoryType, string> = {
  agencies: 'Estate agents',
  agents: 'Agents',
  developers: 'Developers',
  private: 'Private landlords and sellers',
  hotel: 'Hotels and B&Bs',
};

/** Around a place, the directory looks this far (miles). */
export const DIRECTORY_RADIUS_MILES = 10;

const serviceSchema = z.object({ slug: z.string(), name: z.string() });
const companySchema = z.object({ id: uuidSchema, name: z.string(), avatar: z.string().nullable() });

/** One advertiser of the directory. */
export const advertiserSchema = z.object({
  id: uuidSchema,
  /** The company name for businesses, the person's name otherwise. */
  name: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  /** An agent's company; null for everyone else. */
  company: companySchema.nullable(),
  city: z.string().nullable(),
  avatar: z.string().nullable(),
  services: z.array(serviceSchema),
  /** Their ads the public can see now (a company's include its agents'). */
  offers_count: z.number().int(),
});
export type Advertiser = z.infer<typeof advertiserSchema>;
export const advertiserListSchema = listOf(advertiserSchema);

const MAX_PAGE = 10_000;
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /api/advertisers and the /agencies page: which kind, a name, a place (a gazetteer slug). */
export const directoryQuerySchema = z
  .object({
    type: z
      .preprocess(blankToUndefined, z.enum(DIRECTORY_TYPES, { error: `must be one of ${DIRECTORY_TYPES.join(', ')}` }))
      .default('agencies')
      .describe(`Which advertisers: ${DIRECTORY_TYPES.join(', ')} (default agencies).`),
    q: z
      .preprocess(blankToUndefined, z.string().trim().max(100, 'must be at most 100 characters').optional())
      .describe('Part of the name.'),
    place: z
      .preprocess(
        blankToUndefined,
        z
          .string()
          .regex(/^[a-z0-9-]{1,120}$/, 'must be a place slug from the location suggestions')
          .optional(),
      )
      .describe('A place of the gazetteer (its slug): advertisers whose city lies within 10 miles of it.'),
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: `must be a whole number from 1 to ${MAX_PAGE}` })
        .int(`must be a whole number from 1 to ${MAX_PAGE}`)
        .min(1, `must be a whole number from 1 to ${MAX_PAGE}`)
        .max(MAX_PAGE, `must be a whole number from 1 to ${MAX_PAGE}`)
        .default(1),
    ),
    limit: z.preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int(`must be a whole number from 1 to ${MAX_PER_PAGE}`)
        .min(1, `must be a whole number from 1 to ${MAX_PER_PAGE}`)
        .max(MAX_PER_PAGE, `must be a whole number from 1 to ${MAX_PER_PAGE}`)
        .default(DEFAULT_PER_PAGE),
    ),
  })
  .strict();
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/** A public profile: the advertiser, and a page of their live ads. */
export const publicProfileSchema = z.object({
  user: advertiserSchema.extend({
    video_avatar: z.string().nullable(),
    default_avatar: z.enum(['photo', 'video']).nullable(),
    introduction: z.string().nullable(),
    description: z.string().nullable(),
    languages: z.array(z.object({ code: z.string(), name: z.string() })),
    /** Only when the advertiser chose to show it (settings: "Show my address on my profile"). */
    address: z
      .object({
        street: z.string().nullable(),
        city: z.string().nullable(),
        zip_code: z.string().nullable(),
        country: z.string().nullable(),
      })
      .nullable(),
    /** A phone number can be asked for (POST /api/user/{id}/phone); the number itself is never here. */
    has_phone: z.boolean(),
    /** For a company: its agents who have live ads. */
    agents: z.array(z.object({ id: uuidSchema, name: z.string(), avatar: z.string().nullable() })),
    member_since: z.string(),
  }),
  offers: listOf(offerCardSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** GET /api/profile/{user}: the advertiser's account id. */
export const profileParamsSchema = z.object({ user: z.uuid({ error: 'Give the advertiser by their id' }) });

export const profileOffersQuerySchema = z
  .object({
    page: directoryQuerySchema.shape.page,
  })
  .strict();

/** What an advertiser's public profile brought in the last `days` days (GET /api/user/profile-stats). */
export const profileStatsSchema = z.object({
  days: z.number().int(),
  phone_reveals: z.number().int(),
  messages: z.number().int(),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

/** Asking for an advertiser's phone number: the ad it is asked from, if any. */
export const phoneRequestParamsSchema = z.object({ id: z.uuid({ error: 'Give the advertiser by their id' }) });
export const phoneRequestSchema = z.object({ offer_id: uuidSchema.optional() }).strict().nullish();
export const phoneAnswerSchema = z.object({ phone: z.string() });
