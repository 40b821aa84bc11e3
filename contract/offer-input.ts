// What an advertiser sends to create or edit an offer: the editing shape
// (title, category_id, price in pence, description, location {lat, lon, name}, links,
// visible_from_date, attributes [{id, value}] with ids 1 to 22, the listing type being
// attribute 1). One schema for the form and the API; the rules that need the catalogue
// (which attributes apply to the category and listing type, which values they take)
// are in checkOfferAttributes, which both sides call with the category's root. The
// photo, floor-plan and certificate lists are described in offer-files.ts.
import { z } from 'zod';
import {
  type AttributeDefinition,
  attributeById,
  attributesFor,
  BOOLEAN_TRUE,
  LISTING_TYPE_ATTRIBUTE_ID,
} from './attributes.ts';
import { uuidSchema } from './ids.ts';
import { isListingType, type ListingType, OFFER_TYPES } from './listing-types.ts';
import { offerFileListsSchema, offerFileSchema } from './offer-files.ts';
import { offerStateSchema } from './offer-lifecycle.ts';
import { revisionNoticeSchema } from './offer-revisions.ts';
import { PRICE_PERIOD_MESSAGES, PRICE_PERIODS, periodsFor } from './price-periods.ts';

export const OFFER_INPUT_LIMITS = {
  titleMin: 5,
  /** The earlier generation's limit, which existing clients show. */
  titleMax: 70,
  descriptionMax: 17_000,
  /** £100 million, in pence. */
  priceMax: 10_000_000_000,
  locationNameMax: 200,
  /** How far ahead a publication can be scheduled. */
  scheduleDaysMax: 90,
} as const;

/** Great Britain, Northern Ireland, the islands and a margin: where a UK listing can be. */
export const UK_BOUNDS = { south: 49.8, north: 60.9, west: -8.7, east: 1.8 } as const;

export const OFFER_INPUT_MESSAGES = {
  titleShort: `The title needs at least ${OFFER_INPUT_LIMITS.titleMin} characters`,
  titleLong: `The title can have at most ${OFFER_INPUT_LIMITS.titleMax} characters`,
  titleOneLine: 'The title must be a single line',
  category: 'Choose a category',
  price: 'Enter the price in whole pence (a number), or leave it empty for “price on application”',
  priceTooHigh: 'The price is too high',
  descriptionLong: `The description can have at most ${OFFER_INPUT_LIMITS.descriptionMax.toLocaleString('en-GB')} characters`,
  location: 'Choose the location from the suggestions, or put a pin on the map',
  outsideUk: 'The location must be in the United Kingdom',
  video: 'Give a YouTube or Vimeo address, e.g. https://www.youtube.com/watch?v=…',
  visibleFrom: `Choose a publication date within the next ${OFFER_INPUT_LIMITS.scheduleDaysMax} days`,
  listingType: 'Choose the listing type',
  duplicateAttribute: 'Each feature may be given once',
  notForCategory: (name: string) => `“${name}” does not apply to this category or listing type`,
  badOption: (name: string) => `Choose one of the options for “${name}”`,
  badNumber: (attribute: { name: string; min: number; max: number }) =>
    `“${attribute.name}” must be a whole number from ${attribute.min} to ${attribute.max}`,
  categoryType: (type: string) => `This category does not take ${type} listings`,
} as const;

/** YouTube (watch, short link, shorts, embed) and Vimeo addresses, https only. */
const VIDEO_URL =
  /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?v=|shorts\/|embed\/)[\w-]{11}(?:[&?#][^\s]*)?|youtu\.be\/[\w-]{11}(?:[?#][^\s]*)?|(?:www\.|player\.)?vimeo\.com\/(?:video\/)?\d{6,12}(?:[/?#][^\s]*)?)$/;

const videoLink = z
  .string()
  .trim()
  .max(300, OFFER_INPUT_MESSAGES.video)
  .regex(VIDEO_URL, OFFER_INPUT_MESSAGES.video)
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));

const attributeValue = z.union([z.string().trim().min(1).max(100), z.array(z.string().trim().min(1).max(100)).max(30)]);

export const offerInputSchema = z
  .object({
    title: z
      .string({ error: OFFER_INPUT_MESSAGES.titleShort })
      .trim()
      .min(OFFER_INPUT_LIMITS.titleMin, OFFER_INPUT_MESSAGES.titleShort)
      .max(OFFER_INPUT_LIMITS.titleMax, OFFER_INPUT_MESSAGES.titleLong)
      .regex(/^[^\p{Cc}]*$/u, OFFER_INPUT_MESSAGES.titleOneLine),
    category_id: z.number({ error: OFFER_INPUT_MESSAGES.category }).int().positive(OFFER_INPUT_MESSAGES.category),
    price: z
      .number({ error: OFFER_INPUT_MESSAGES.price })
      .int(OFFER_INPUT_MESSAGES.price)
      .min(0, OFFER_INPUT_MESSAGES.price)
      .max(OFFER_INPUT_LIMITS.priceMax, OFFER_INPUT_MESSAGES.priceTooHigh)
      .nullable(),
    /**
     * What the price is per (rents and wanted ads): month, week or night. Left out, the
     * older attribute 5 ('per-month') decides, and a rent is per month.
     */
    price_period: z
      .enum(PRICE_PERIODS, { error: `The price period is one of: ${PRICE_PERIODS.join(', ')}` })
      .nullable()
      .optional(),
    description: z.string().max(OFFER_INPUT_LIMITS.descriptionMax, OFFER_INPUT_MESSAGES.descriptionLong).default(''),
    location: z.object(
      {
        lat: z
          .number({ error: OFFER_INPUT_MESSAGES.location })
          .min(UK_BOUNDS.south, OFFER_INPUT_MESSAGES.outsideUk)
          .max(UK_BOUNDS.north, OFFER_INPUT_MESSAGES.outsideUk),
        lon: z
          .number({ error: OFFER_INPUT_MESSAGES.location })
          .min(UK_BOUNDS.west, OFFER_INPUT_MESSAGES.outsideUk)
          .max(UK_BOUNDS.east, OFFER_INPUT_MESSAGES.outsideUk),
        name: z
          .string({ error: OFFER_INPUT_MESSAGES.location })
          .trim()
          .min(1, OFFER_INPUT_MESSAGES.location)
          .max(OFFER_INPUT_LIMITS.locationNameMax),
      },
      { error: OFFER_INPUT_MESSAGES.location },
    ),
    links: z
      .object({ video: videoLink, video_2: videoLink, walk_video: videoLink })
      .strict()
      .default({ video: null, video_2: null, walk_video: null }),
    /** ISO date-time; null or absent: publish as soon as it is live. */
    visible_from_date: z.iso.datetime({ offset: true, error: OFFER_INPUT_MESSAGES.visibleFrom }).nullable().optional(),
    ...offerFileListsSchema.shape,
    attributes: z
      .array(z.object({ id: z.number().int().min(1).max(22), value: attributeValue }).strict())
      .max(22)
      .refine(
        (list) => new Set(list.map((item) => item.id)).size === list.length,
        OFFER_INPUT_MESSAGES.duplicateAttribute,
      ),
  })
  .strict();
export type OfferInput = z.infer<typeof offerInputSchema>;

/** The listing type an input names through attribute 1, if it names a valid one. */
export function listingTypeOf(input: Pick<OfferInput, 'attributes'>): ListingType | undefined {
  const value = input.attributes.find((item) => item.id === LISTING_TYPE_ATTRIBUTE_ID)?.value;
  return typeof value === 'string' && isListingType(value) ? value : undefined;
}

function checkValue(attribute: AttributeDefinition, value: string | string[]): string | undefined {
  const values = Array.isArray(value) ? value : [value];
  switch (attribute.type) {
    case 'boolean':
      return values.length === 1 && values[0] === BOOLEAN_TRUE
        ? undefined
        : OFFER_INPUT_MESSAGES.badOption(attribute.name);
    case 'number': {
      const number = Number(values[0]);
      const ok =
        values.length === 1 && /^\d+$/.test(values[0] ?? '') && number >= attribute.min && number <= attribute.max;
      return ok ? undefined : OFFER_INPUT_MESSAGES.badNumber(attribute);
    }
    case 'choice':
    case 'multi_choice': {
      const slugs = new Set(attribute.options.map((option) => option.slug));
      const ok =
        (attribute.type === 'multi_choice' || values.length === 1) &&
        values.every((item) => slugs.has(item)) &&
        new Set(values).size === values.length;
      return ok ? undefined : OFFER_INPUT_MESSAGES.badOption(attribute.name);
    }
  }
}

/**
 * The catalogue rules of an offer's attributes, as field errors keyed
 * `attributes.<id>`: the listing type (attribute 1) is required and must be one the
 * category takes; every other attribute must apply to the category's root and the
 * listing type, with a value it allows.
 */
export function checkOfferAttributes(
  input: Pick<OfferInput, 'attributes'> & Partial<Pick<OfferInput, 'price_period'>>,
  category: { root: string; offerTypes: readonly string[] },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const type = listingTypeOf(input);
  const listingKey = `attributes.${LISTING_TYPE_ATTRIBUTE_ID}`;
  if (!type) errors[listingKey] = [OFFER_INPUT_MESSAGES.listingType];
  // Wanted ads apply to every category; the others only where the category allows them.
  else if ((OFFER_TYPES as readonly string[]).includes(type) && !category.offerTypes.includes(type)) {
    errors[listingKey] = [OFFER_INPUT_MESSAGES.categoryType(type)];
  }
  if (!type) return errors;
  const periods = periodsFor(type, category.root);
  if (input.price_period && !periods.includes(input.price_period)) {
    errors.price_period = [
      periods.length === 0 ? PRICE_PERIOD_MESSAGES.notForType : PRICE_PERIOD_MESSAGES.notForCategory(periods),
    ];
  }
  const applicable = new Set(attributesFor(type, category.root).map((attribute) => attribute.id));
  for (const item of input.attributes) {
    if (item.id === LISTING_TYPE_ATTRIBUTE_ID) continue;
    const attribute = attributeById(item.id);
    const key = `attributes.${item.id}`;
    if (!attribute || !applicable.has(item.id)) {
      errors[key] = [OFFER_INPUT_MESSAGES.notForCategory(attribute?.name ?? `#${item.id}`)];
      continue;
    }
    const problem = checkValue(attribute, item.value);
    if (problem) errors[key] = [problem];
  }
  return errors;
}

/** An offer as loaded for editing: the input shape with its stored files and state. */
export const offerEditingSchema = z.object({
  id: uuidSchema,
  slug: z.string(),
  title: z.string(),
  category_id: z.number().int(),
  price: z.number().int().nullable(),
  price_period: z.enum(PRICE_PERIODS).nullable(),
  description: z.string(),
  location: z.object({ lat: z.number(), lon: z.number(), name: z.string() }),
  photos: z.array(offerFileSchema),
  project_plan_photos: z.array(offerFileSchema),
  ecertificate: offerFileSchema.nullable(),
  links: z.object({ video: z.string().nullable(), video_2: z.string().nullable(), walk_video: z.string().nullable() }),
  visible_from_date: z.string().nullable(),
  attributes: z.array(z.object({ id: z.number().int(), value: z.union([z.string(), z.array(z.string())]) })),
  state: offerStateSchema,
  /** Changes waiting for an operator (the fields above are then that pending version), or refused ones. */
  revision: revisionNoticeSchema.nullable(),
});
export type OfferEditing = z.infer<typeof offerEditingSchema>;
