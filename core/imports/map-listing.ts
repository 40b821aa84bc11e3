// A feed's listing (feeds/feed-listing.ts, whatever its format) as one of our offers:
// the offer editing shape (the same schema and catalogue rules as the form), its
// market state, whether it should be on the site, and its media to fetch. A listing
// that cannot become a valid offer gets every reason, in words an agent can act on.
import { createHash } from 'node:crypto';
import { attributesFor } from '#contract/attributes.ts';
import type { ListingType } from '#contract/listing-types.ts';
import type { MarketStatus } from '#contract/market-status.ts';
import { checkOfferAttributes, type OfferInput, offerInputSchema } from '#contract/offer-input.ts';
import { type EpcRating, isEpcRating, type PriceQualifier } from '#contract/price-facts.ts';
import type { PricePeriod } from '#contract/price-periods.ts';
import type { Catalogue } from '#core/catalogue/read.ts';
import type { FeedListing, FeedMedia } from './feeds/feed-listing.ts';
import { attributeValues, plotFeature } from './listing-attributes.ts';
import { descriptionOf } from './listing-description.ts';
import { titleOf } from './listing-title.ts';

export type ImportedListing = {
  input: OfferInput;
  marketStatus: MarketStatus;
  /** Published and not withdrawn: live once imported; otherwise taken off the site. */
  live: boolean;
  /** Shown before the price; written beside the offer's content, as its market state is. */
  priceQualifier: PriceQualifier | null;
  epcRating: EpcRating | null;
  media: FeedMedia[];
  /** Why the place may be wrong (locate.ts), shown on the preview row; absent when the address settles it. */
  locationWarning?: string;
};

/** Where a listing is, and why that may be wrong (null when the address settles it). */
export type Place = { lat: number; lon: number; name: string; warning: string | null };
/** Finds where a listing is: its coordinates, else its postcode and town (locate.ts). */
export type Locate = (listing: FeedListing) => Promise<Place | null>;

const MARKET: Record<FeedListing['status'], MarketStatus | null> = {
  available: 'available',
  'sold-stc': 'sold_stc',
  'under-offer': 'under_offer',
  reserved: 'under_offer',
  'let-agreed': 'let_agreed',
  sold: 'sold',
  let: 'let',
  withdrawn: null,
};

/**
 * A rent keeps the feed's amount and frequency: weekly as per week, monthly (or none
 * stated) as per month. The site has no quarterly or annual period, so those alone
 * become their monthly share. A sale has no period.
 */
function priceOf(listing: FeedListing): { price: number | null; period: PricePeriod | null } {
  const price = listing.pricePence;
  if (listing.transaction === 'sale') return { price, period: null };
  if (price === null) return { price, period: listing.rentFrequency === 'weekly' ? 'week' : 'month' };
  switch (listing.rentFrequency) {
    case 'weekly':
      return { price, period: 'week' };
    case 'quarterly':
      return { price: Math.round(price / 3), period: 'month' };
    case 'annual':
      return { price: Math.round(price / 12), period: 'month' };
    default:
      return { price, period: 'month' };
  }
}

const FIELD_NAMES: Record<string, string> = {
  title: 'The title',
  price: 'The price',
  description: 'The description',
  location: 'The location',
  category_id: 'The property type',
};

/** The listing type, then each attribute the feed gives that the category takes. */
function attributesOf(listing: FeedListing, listingType: ListingType, rootSlug: string): OfferInput['attributes'] {
  const applicable = new Map(attributesFor(listingType, rootSlug).map((attribute) => [attribute.slug, attribute]));
  const attributes: OfferInput['attributes'] = [{ id: 1, value: listingType }];
  for (const [slug, value] of Object.entries(attributeValues(listing, rootSlug))) {
    const attribute = applicable.get(slug);
    if (attribute && value !== null) attributes.push({ id: attribute.id, value });
  }
  return attributes;
}

/** The ad form's refusals, each once, named by the field an agent knows. */
function offerInputErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string[] {
  const messages = issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return FIELD_NAMES[field] ? `${FIELD_NAMES[field]}: ${issue.message}` : issue.message;
  });
  return [...new Set(messages)];
}

export async function mapListing(
  listing: FeedListing,
  catalogue: Catalogue,
  locate: Locate,
): Promise<{ listing: ImportedListing; errors: [] } | { listing: null; errors: string[] }> {
  const errors: string[] = [];
  const listingType: ListingType = listing.transaction === 'sale' ? 'sell' : 'rent';
  const category = listing.propertyType ? catalogue.bySlug.get(listing.propertyType) : undefined;
  const root = category ? catalogue.tree.find((node) => node.slug === category.root.slug) : undefined;
  if (!category || !root) errors.push('The property type is missing or not one we know');
  else if (!root.offer_types.includes(listingType)) {
    errors.push(`${category.name} cannot be listed ${listingType === 'sell' ? 'for sale' : 'to rent'} here`);
  }
  const place = await locate(listing);
  if (!place) errors.push('The town is not a place we know: give a UK town, or latitude and longitude');
  if (!category || !root || !place || errors.length > 0) return { listing: null, errors };

  const { price, period } = priceOf(listing);
  const parsed = offerInputSchema.safeParse({
    title: titleOf(listing, category, place.name),
    category_id: category.id,
    price,
    price_period: period,
    description: descriptionOf({ ...listing, features: withStatedFacts(listing, root.slug) }),
    location: { lat: place.lat, lon: place.lon, name: place.name },
    attributes: attributesOf(listing, listingType, root.slug),
  });
  if (!parsed.success) return { listing: null, errors: offerInputErrors(parsed.error.issues) };
  const attributeErrors = Object.values(
    checkOfferAttributes(parsed.data, { root: root.slug, offerTypes: root.offer_types }),
  ).flat();
  if (attributeErrors.length > 0) return { listing: null, errors: attributeErrors };
  const market = MARKET[listing.status];
  return {
    listing: {
      input: parsed.data,
      marketStatus: market && allowedMarket(listingType, market) ? market : 'available',
      live: listing.published && market !== null,
      priceQualifier: listing.priceQualifier === 'none' ? null : listing.priceQualifier,
      epcRating: listing.energyRating !== null && isEpcRating(listing.energyRating) ? listing.energyRating : null,
      media: listing.media,
      // Only when there is one: a listing placed without doubt keeps the hash it had before warnings existed.
      ...(place.warning ? { locationWarning: place.warning } : {}),
    },
    errors: [],
  };
}

/**
 * The feed's bullet points, and what it states that our catalogue has no attribute for:
 * a building's plot size, and a pool (unless a bullet says so already).
 */
function withStatedFacts(listing: FeedListing, rootSlug: string): string[] {
  const plot = plotFeature(listing, rootSlug);
  const pool = listing.pool && !listing.features.some((feature) => /\bpool\b/i.test(feature)) ? 'Swimming pool' : null;
  return [...listing.features, ...(plot ? [plot] : []), ...(pool ? [pool] : [])];
}

function allowedMarket(listingType: ListingType, market: MarketStatus): boolean {
  return listingType === 'sell' ? !market.startsWith('let') : market === 'available' || market.startsWith('let');
}

/** What decides "unchanged": the same offer, state and media as the last import wrote. */
export function listingHash(listing: ImportedListing): string {
  return createHash('sha256').update(JSON.stringify(listing)).digest('base64url');
}
