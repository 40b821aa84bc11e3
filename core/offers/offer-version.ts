// One version of an offer's content: what an advertiser wrote (checked and cleaned) and
// its files. The offers row holds the version on the site; a revision holds a proposed
// one (revisions.ts). writeOfferVersion is the one way a version becomes the offer's,
// for an edit that applies at once and for changes an operator approves alike.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { attributeById, LISTING_TYPE_ATTRIBUTE_ID } from '#contract/attributes.ts';
import { LISTING_TYPES, type ListingType } from '#contract/listing-types.ts';
import type { MarketStatus } from '#contract/market-status.ts';
import type { OfferInput } from '#contract/offer-input.ts';
import { PRICE_PERIODS, type PricePeriod, resolvePricePeriod } from '#contract/price-periods.ts';
import { notifyPriceDrop } from '#core/favourites/price-drops.ts';
import type { Database, Transaction } from '#db/client.ts';
import { offerAttributeValues, offers } from '#db/schema/offers.ts';
import { refreshDerivedColumns } from './derived-columns.ts';
import { type KnownFiles, readOfferFiles, type VersionFiles, writeOfferFiles } from './offer-files.ts';
import { ticksPerMonth, withPerMonthMirror } from './price-period.ts';

const attributeValue = z.union([z.string(), z.array(z.string())]);

/** The content of a version, as stored in a revision: checked and cleaned like any save. */
const contentShape = z.object({
  title: z.string(),
  category_id: z.number().int(),
  listing_type: z.enum(LISTING_TYPES),
  /** Pence; null: price on application. */
  price: z.number().int().nullable(),
  /** What the price is per (contract/price-periods.ts); null for a sale or a wanted ad's total budget. */
  price_period: z.enum(PRICE_PERIODS).nullable().optional(),
  /** Sanitised HTML. */
  description: z.string(),
  location: z.object({ lat: z.number(), lon: z.number(), name: z.string() }),
  links: z.object({ video: z.string().nullable(), video_2: z.string().nullable(), walk_video: z.string().nullable() }),
  /** ISO date-time; null: visible as soon as it is live. */
  visible_from: z.string().nullable(),
  /** {id, value} as the editing shape has them, the listing type being attribute 1. */
  attributes: z.array(z.object({ id: z.number().int(), value: attributeValue })),
});

/** Revisions stored before the period had a field of its own get it from their attributes, as any save would. */
export const offerContentSchema = contentShape.transform((content) => ({
  ...content,
  price_period:
    content.price_period === undefined
      ? resolvePricePeriod(content.listing_type, undefined, ticksPerMonth(content.attributes))
      : content.price_period,
}));
export type OfferContent = z.output<typeof offerContentSchema>;

export type OfferVersion = { content: OfferContent; files: VersionFiles };

/** The database-side checks' results for an input (write-offer.ts checkInput). */
export type CheckedContent = {
  categoryId: number;
  listingType: ListingType;
  pricePeriod: PricePeriod | null;
  description: string;
  visibleFrom: Date | null;
};

/** A checked input as content: the description cleaned, ids and dates as stored. */
export function contentOf(input: OfferInput, checked: CheckedContent): OfferContent {
  return {
    title: input.title,
    category_id: checked.categoryId,
    listing_type: checked.listingType,
    price: input.price,
    price_period: checked.pricePeriod,
    description: checked.description,
    location: { lat: input.location.lat, lon: input.location.lon, name: input.location.name },
    links: {
      video: input.links.video ?? null,
      video_2: input.links.video_2 ?? null,
      walk_video: input.links.walk_video ?? null,
    },
    visible_from: checked.visibleFrom?.toISOString() ?? null,
    attributes: withPerMonthMirror(input.attributes, checked.pricePeriod),
  };
}

/** The offers columns a version sets, on creation and on every edit. */
export function contentColumns(content: OfferContent) {
  return {
    title: content.title,
    description: content.description,
    listingType: content.listing_type,
    categoryId: content.category_id,
    price: content.price,
    pricePeriod: content.price_period,
    lat: content.location.lat,
    lon: content.location.lon,
    locationName: content.location.name,
    links: content.links,
    visibleFrom: content.visible_from === null ? null : new Date(content.visible_from),
  };
}

export function attributeRows(offerId: string, attributes: OfferContent['attributes']) {
  return attributes.flatMap((item) => {
    const values = Array.isArray(item.value) ? item.value : [item.value];
    const numeric = attributeById(item.id)?.type === 'number';
    return values.map((value) => ({
      offerId,
      attributeId: item.id,
      value,
      valueNumber: numeric ? Number(value) : null,
    }));
  });
}

/** Value rows back into the input's {id, value}: multi-choice attributes as lists. */
export function attributeInputs(
  rows: ReadonlyArray<{ attribute_id: number; value: string }>,
): OfferInput['attributes'] {
  const grouped = new Map<number, string[]>();
  for (const row of rows) grouped.set(row.attribute_id, [...(grouped.get(row.attribute_id) ?? []), row.value]);
  return [...grouped].map(([id, values]) => ({
    id,
    value: attributeById(id)?.type === 'multi_choice' ? values : (values[0] ?? ''),
  }));
}

/**
 * The listing type is a column of its own; offers written without its attribute row
 * (the demo data) still edit as the type they are.
 */
function withListingType(attributes: OfferInput['attributes'], listingType: ListingType): OfferInput['attributes'] {
  return attributes.some((item) => item.id === LISTING_TYPE_ATTRIBUTE_ID)
    ? attributes
    : [{ id: LISTING_TYPE_ATTRIBUTE_ID, value: listingType }, ...attributes];
}

type ContentRow = {
  title: string;
  category_id: number;
  listing_type: ListingType;
  price: string | number | null;
  price_period: PricePeriod | null;
  description: string;
  lat: number;
  lon: number;
  location_name: string;
  links: { video?: string | null; video_2?: string | null; walk_video?: string | null };
  visible_from: Date | string | null;
};

/** The version an offer shows now, with its files' ids. Null when there is no such offer. */
export async function readLiveVersion(
  db: Database | Transaction,
  offerId: string,
): Promise<(OfferVersion & { files: KnownFiles }) | null> {
  // One query after another: inside a transaction they share one connection.
  const row = await db.execute<ContentRow>(sql`
    select title, category_id, listing_type, price, price_period, description, lat, lon, location_name, links, visible_from
    from offers where id = ${offerId}`);
  const offer = row.rows[0];
  if (!offer) return null;
  const values = await db.execute<{ attribute_id: number; value: string }>(sql`
    select attribute_id, value from offer_attribute_values where offer_id = ${offerId} order by attribute_id, value`);
  const files = await readOfferFiles(db, offerId);
  return {
    content: {
      title: offer.title,
      category_id: offer.category_id,
      listing_type: offer.listing_type,
      price: offer.price === null ? null : Number(offer.price),
      price_period: offer.price_period,
      description: offer.description,
      location: { lat: offer.lat, lon: offer.lon, name: offer.location_name },
      links: {
        video: offer.links.video ?? null,
        video_2: offer.links.video_2 ?? null,
        walk_video: offer.links.walk_video ?? null,
      },
      visible_from: offer.visible_from === null ? null : new Date(offer.visible_from).toISOString(),
      attributes: withListingType(attributeInputs(values.rows), offer.listing_type),
    },
    files,
  };
}

export async function writeAttributes(tx: Transaction, offerId: string, attributes: OfferContent['attributes']) {
  await tx.delete(offerAttributeValues).where(sql`${offerAttributeValues.offerId} = ${offerId}`);
  const rows = attributeRows(offerId, attributes);
  if (rows.length > 0) await tx.insert(offerAttributeValues).values(rows);
  await refreshDerivedColumns(tx, [offerId]);
}

/**
 * Makes `version` the offer's, in the caller's transaction, the row locked and `before`
 * read from it. A lower price keeps the old one as `previous_price` (the "Reduced" badge)
 * and tells the people who saved the offer; a sale's market state is kept unless the
 * listing type changes, which resets it.
 */
export async function writeOfferVersion(
  tx: Transaction,
  before: { id: string; price: string | number | null; listing_type: ListingType },
  version: OfferVersion,
  now: Date,
): Promise<void> {
  const { content } = version;
  const oldPrice = before.price === null ? null : Number(before.price);
  const reduced = oldPrice !== null && content.price !== null && content.price < oldPrice;
  const marketReset: MarketStatus | undefined = before.listing_type === content.listing_type ? undefined : 'available';
  await tx
    .update(offers)
    .set({
      ...contentColumns(content),
      updatedAt: now,
      ...(reduced ? { previousPrice: oldPrice, priceReducedAt: now } : {}),
      ...(marketReset ? { marketStatus: marketReset } : {}),
    })
    .where(sql`${offers.id} = ${before.id}`);
  await writeAttributes(tx, before.id, content.attributes);
  await writeOfferFiles(tx, before.id, version.files);
  if (reduced && oldPrice !== null && content.price !== null) {
    await notifyPriceDrop(tx, before.id, { before: oldPrice, after: content.price });
  }
}
