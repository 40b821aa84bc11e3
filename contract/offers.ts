// Public shapes of offers as the API and the pages show them. Prices are pence.
// Only what the advertiser chose to publish appears here: never an e-mail address,
// phone number, street address or tax number of the owner.
import { z } from 'zod';
import { uuidSchema } from './ids.ts';
import { LISTING_TYPES, OFFER_TAGS } from './listing-types.ts';
import { MARKET_STATUSES } from './market-status.ts';
import { EPC_RATINGS, PRICE_QUALIFIERS } from './price-facts.ts';
import { PRICE_PERIODS } from './price-periods.ts';

export const photoSchema = z.object({
  /** URL of the largest rendition. */
  url: z.string(),
  /** `url width` pairs for <img srcset>. */
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

/** GET /api/offers/{id}: an offer by its id or its slug. */
export const offerIdOrSlugParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const categoryRefSchema = z.object({ slug: z.string(), name: z.string() });

/** A result card: what lists and search results show. */
export const offerCardSchema = z.object({
  id: uuidSchema,
  slug: z.string(),
  title: z.string(),
  listing_type: z.enum(LISTING_TYPES),
  /** Pence; null means price on application. */
  price: z.number().int().nullable(),
  /** What the price is per, as the advertiser chose it (rents, wanted ads' budgets); null for a one-off price. */
  price_period: z.enum(PRICE_PERIODS).nullable(),
  /** Words shown before the price ("Guide price", "Offers over"), from an agency feed; null for none. */
  price_qualifier: z.enum(PRICE_QUALIFIERS).nullable(),
  category: categoryRefSchema,
  /** The root category when `category` is a child, else the same as `category`. */
  root_category: categoryRefSchema,
  location: z.object({ name: z.string(), lat: z.number(), lon: z.number() }),
  tags: z.array(z.enum(OFFER_TAGS)),
  /** 'available', or where a sale or rental stands (under offer, sold STC, let agreed...). */
  market_status: z.enum(MARKET_STATUSES),
  /** Featured (paid for): highlighted, and first on a search's first page. */
  featured: z.boolean(),
  /** An ad posted by a company's agent: the agent's name and the company's, shown as "Priya Shah, Harbour & Vale Estates". */
  agent: z.object({ name: z.string(), company: z.string() }).nullable(),
  main_photo: photoSchema.nullable(),
  photos_count: z.number().int(),
  bedrooms: z.string().nullable(),
  bathrooms: z.string().nullable(),
  /** Floor area in m². */
  area: z.number().nullable(),
  published_at: z.iso.datetime({ offset: true }).nullable(),
  /** Miles from the searched point, when the search had one. */
  distance_miles: z.number().nullable(),
  /** Added in the last 24 hours. */
  is_new: z.boolean(),
  /** The price fell in the last 14 days; previous_price is what it was (pence). */
  reduced: z.boolean(),
  previous_price: z.number().int().nullable(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

export const offerAttributeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(['boolean', 'choice', 'multi_choice', 'number']),
  /** Raw values: option slugs, a number as text, or 'true'. */
  values: z.array(z.string()),
  /** What a person reads: option names, or the number with its unit. */
  display: z.string(),
});
export type OfferAttribute = z.infer<typeof offerAttributeSchema>;

export const advertiserSchema = z.object({
  id: uuidSchema,
  /** Company name for businesses, the person's name otherwise (an agent's own name: `agent` on the offer names their company). */
  name: z.string(),
  account_type: z.enum(['private', 'agency', 'developer', 'hotel']),
  /** The photo avatar the advertiser chose to show, if any. */
  avatar: z.string().nullable(),
  /** Whether "Show phone number" has a number to show (the number itself only on request). */
  has_phone: z.boolean(),
});

/** One step of an offer's public price history: the price from `date` on, and the change from the step before. */
export const priceChangeSchema = z.object({
  date: z.iso.datetime({ offset: true }),
  /** Pence; null: price on application. */
  price: z.number().int().nullable(),
  /** What that price was per, as the ad showed it then. */
  price_period: z.enum(PRICE_PERIODS).nullable(),
  /** Pence, negative for a reduction; null for the first step, around "price on application" or a change of period. */
  change: z.number().int().nullable(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const offerDetailSchema = offerCardSchema.extend({
  description: z.string(),
  photos: z.array(photoSchema),
  project_plan_photos: z.array(photoSchema),
  attributes: z.array(offerAttributeSchema),
  links: z.object({
    video: z.string().nullable(),
    video_2: z.string().nullable(),
    walk_video: z.string().nullable(),
  }),
  advertiser: advertiserSchema,
  updated_at: z.iso.datetime({ offset: true }),
  /** The energy performance certificate: an image, or a PDF served as a download. */
  ecertificate: z.object({ url: z.string(), format: z.enum(['image', 'pdf']) }).nullable(),
  brochures: z
    .array(z.object({ url: z.string(), caption: z.string() }))
    .describe('Brochures an agency feed gives (PDFs, served as downloads), in feed order'),
  virtual_tours: z
    .array(z.object({ url: z.string(), caption: z.string() }))
    .describe('Virtual tours an agency feed gives: http(s) addresses on other sites, in feed order'),
  /** The certificate's energy efficiency band, when an agency feed gives it. */
  epc_rating: z.enum(EPC_RATINGS).nullable(),
  price_history: z.array(priceChangeSchema),
});
export type OfferDetail = z.infer<typeof offerDetailSchema>;
