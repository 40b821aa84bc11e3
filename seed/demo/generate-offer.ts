// One synthetic offer, with its attribute rows and photo rows, from a random stream.
// The demo seed and the bulk generator (bench data) both build offers here.
import { OFFER_TAGS, type OfferTag } from '#contract/listing-types.ts';
import type { DemoAccountIds, DemoAccountKey } from './accounts.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import type { AttributeValueRow, OfferRow, PhotoRow } from './insert.ts';
import { attributeValuesFor } from './offer-attributes.ts';
import { type OfferKind, ownerFor, placePicker, randomKind } from './offer-mix.ts';
import { choosePhotos, type PicturePicker } from './photos.ts';
import type { DemoPlace } from './places.ts';
import { priceFor } from './prices.ts';
import { describeProperty } from './property.ts';
import type { Property } from './property-type.ts';
import type { Random } from './random.ts';
import { descriptionFor, shortName, titleFor } from './texts.ts';

const DAY_MS = 86_400_000;
/** Offers were published over this many days before now. */
export const PUBLISHED_WITHIN_DAYS = 60;
export const LISTING_DAYS = 90;

export type GeneratorContext = {
  now: Date;
  pickPlace: (random: Random, root: string) => DemoPlace;
  /** Category id by slug (roots and children). */
  categoryIds: ReadonlyMap<string, number>;
  owners: DemoAccountIds;
  picker: PicturePicker;
  /** Slugs already used, when the caller wants them checked (the demo does; bulk relies on long suffixes). */
  usedSlugs?: Set<string>;
  /** Length of the random slug suffix. */
  suffixLength: number;
  newId: (random: Random) => string;
};

export type GeneratedOffer = { offer: OfferRow; attributes: AttributeValueRow[]; photos: PhotoRow[] };

export function createGeneratorContext(
  options: Omit<GeneratorContext, 'pickPlace'> & { places: readonly DemoPlace[] },
): GeneratorContext {
  const { places, ...rest } = options;
  return { ...rest, pickPlace: placePicker(places) };
}

export function generateOffer(
  ctx: GeneratorContext,
  random: Random,
  kind: OfferKind = randomKind(random),
): GeneratedOffer {
  const { listingType, root, child } = kind;
  const place = ctx.pickPlace(random, root);
  const label = random.pick(place.areas);
  const area = label.split(',')[0] ?? place.name;
  const property = describeProperty(random, listingType, root, child, place);
  const price = priceFor(random, property, place.priceLevel);
  const ownerKey = ownerFor(random, kind);
  const title = titleFor(property, area);

  const now = ctx.now.getTime();
  const { published, bumped, created, expires } = datesFor(random, now);
  const id = ctx.newId(random);
  const { lat, lon } = scatter(random, place);
  const description = offerDescription(random, property, { place, area, ownerKey, price, now });
  const categoryId = categoryIdOf(ctx, root, child);

  const offer: OfferRow = {
    id,
    slug: uniqueSlug(ctx, random, title),
    title,
    description,
    listing_type: listingType,
    category_id: categoryId,
    user_id: ctx.owners[ownerKey],
    status: 'active',
    price,
    // Demo rents are monthly; a wanted ad seeking a let states a monthly budget (attribute 5 mirrors it).
    price_period: listingType === 'rent' || property.wanted === 'rent' ? 'month' : null,
    lat,
    lon,
    location_name: label,
    place_id: place.id,
    tags: tagsFor(random, root, listingType),
    links: {},
    visible_from: random.chance(0.6) ? null : iso(published),
    published_at: iso(published),
    bumped_at: iso(bumped),
    expires_at: iso(expires),
    created_at: iso(created),
    updated_at: iso(bumped),
  };
  const attributes = attributeRows(random, id, property, listingType === 'rent' ? price : null);
  const photos = photoRows(random, ctx.picker, id, property, area, iso(created));
  return { offer, attributes, photos };
}

const iso = (ms: number): string => new Date(ms).toISOString();

type OfferDates = { published: number; bumped: number; created: number; expires: number };

/** Published within the last PUBLISHED_WITHIN_DAYS, some bumped since; every offer runs at least a week more. */
function datesFor(random: Random, now: number): OfferDates {
  const ageMs = random.float(0, PUBLISHED_WITHIN_DAYS) * DAY_MS;
  const published = now - ageMs;
  const bumped = random.chance(0.3) ? published + random.float(0, ageMs) : published;
  const created = published - random.int(5, 600) * 60_000;
  const expires = Math.max(published + LISTING_DAYS * DAY_MS, now + 7 * DAY_MS);
  return { published, bumped, created, expires };
}

function attributeRows(random: Random, offerId: string, property: Property, rent: number | null): AttributeValueRow[] {
  return attributeValuesFor(random, property, rent).map((value) => ({
    offer_id: offerId,
    attribute_id: value.attributeId,
    value: value.value,
    value_number: value.valueNumber,
  }));
}

function photoRows(
  random: Random,
  picker: PicturePicker,
  offerId: string,
  property: Property,
  area: string,
  createdAt: string,
): PhotoRow[] {
  return choosePhotos(random, picker, property, `${shortName(property)} in ${area}`).map((photo) => ({
    offer_id: offerId,
    kind: photo.kind,
    position: photo.position,
    storage_key: photo.storageKey,
    widths: photo.widths,
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
    created_at: createdAt,
  }));
}

type OfferTextContext = {
  place: DemoPlace;
  area: string;
  ownerKey: DemoAccountKey;
  price: number | null;
  now: number;
};

/** The offer's text, signed by its advertiser, available within 45 days. */
function offerDescription(random: Random, property: Property, context: OfferTextContext): string {
  const { place, area, ownerKey, price, now } = context;
  const advertiser = advertiserName(ownerKey);
  return descriptionFor(random, property, {
    area,
    town: place.name,
    advertiser: advertiser.name,
    personal: advertiser.personal,
    price,
    availableFrom: new Date(now + random.int(0, 45) * DAY_MS),
  });
}

/** The child category's id, or the root's for a root without children. */
function categoryIdOf(ctx: GeneratorContext, root: string, child: string): number {
  const categoryId = ctx.categoryIds.get(child) ?? ctx.categoryIds.get(root);
  if (categoryId === undefined) throw new Error(`Demo seed: category ${child} is not in the categories table`);
  return categoryId;
}

function advertiserName(key: DemoAccountKey): { name: string; personal: boolean } {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`Unknown demo account ${key}`);
  return account.companyName ? { name: account.companyName, personal: false } : { name: account.name, personal: true };
}

/** A point within the place's spread (uniform over a disc), to five decimals (about a metre). */
function scatter(random: Random, place: DemoPlace): { lat: number; lon: number } {
  const distanceKm = place.spreadKm * Math.sqrt(random.next());
  const bearing = random.float(0, 2 * Math.PI);
  const lat = place.lat + (distanceKm * Math.cos(bearing)) / 111.32;
  const lon = place.lon + (distanceKm * Math.sin(bearing)) / (111.32 * Math.cos((place.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e5) / 1e5, lon: Math.round(lon * 1e5) / 1e5 };
}

const INVESTMENT_ROOTS = new Set(['commercial', 'development', 'land', 'hotel-bb', 'care-home']);

function tagsFor(random: Random, root: string, listingType: string): OfferTag[] {
  if (listingType === 'seek-property' || !random.chance(0.13)) return [];
  const weights = OFFER_TAGS.map((tag) => [tag, tag === 'investment' && INVESTMENT_ROOTS.has(root) ? 4 : 1] as const);
  const first = random.weighted(weights);
  if (!random.chance(0.25)) return [first];
  const second = random.weighted(weights.filter(([tag]) => tag !== first));
  return [first, second];
}

const SUFFIX_ALPHABET = [...'0123456789abcdefghijklmnopqrstuvwxyz'];

function uniqueSlug(ctx: GeneratorContext, random: Random, title: string): string {
  const base = slugify(title).slice(0, 80).replace(/-+$/, '');
  for (;;) {
    const suffix = Array.from({ length: ctx.suffixLength }, () => random.pick(SUFFIX_ALPHABET)).join('');
    const slug = `${base}-${suffix}`;
    if (!ctx.usedSlugs) return slug;
    if (!ctx.usedSlugs.has(slug)) {
      ctx.usedSlugs.add(slug);
      return slug;
    }
  }
}

/** '3 bedroom semi-detached house for sale in Didsbury' -> '3-bedroom-semi-detached-house-for-sale-in-didsbury'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
