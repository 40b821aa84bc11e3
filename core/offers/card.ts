// The columns of a result card, read from the derived search columns, for search,
// lists and the offer page alike.
import { type SQL, sql } from 'drizzle-orm';
import type { OfferCard } from '#contract/offers.ts';
import type { PriceQualifier } from '#contract/price-facts.ts';
import type { PricePeriod } from '#contract/price-periods.ts';
import { publicName } from '#core/accounts/public-name.ts';
import type { Catalogue } from '#core/catalogue/read.ts';
import { type PhotoRow, photoView } from './photo-view.ts';

export type CardRow = {
  id: string;
  slug: string;
  title: string;
  listing_type: OfferCard['listing_type'];
  price: string | number | null;
  price_period: PricePeriod | null;
  price_qualifier: PriceQualifier | null;
  previous_price: string | number | null;
  price_reduced_at: Date | string | null;
  category_id: number;
  location_name: string;
  lat: number;
  lon: number;
  tags: string[];
  features: string[];
  published_at: Date | string | null;
  main_photo: PhotoRow | null;
  photos_count: string | number;
  bedrooms: number | null;
  bathrooms: number | null;
  floor_area: number | null;
  market_status: OfferCard['market_status'];
  featured: boolean;
  agent: { name: string; company: string } | null;
  distance_m?: number | null;
};

/** Select list for a card, over an offers row aliased `o`. */
export const CARD_COLUMNS: SQL = sql`
  o.id, o.slug, o.title, o.listing_type, o.price, o.price_period, o.price_qualifier, o.previous_price, o.price_reduced_at, o.category_id,
  o.location_name, o.lat, o.lon, o.tags, o.features, o.published_at, o.bedrooms, o.bathrooms, o.floor_area, o.market_status,
  coalesce(o.featured_until > now(), false) as featured,
  (select json_build_object('name', ${publicName('ag')}, 'company', ${publicName('co')})
     from users ag join users co on co.id = ag.company_id
     where ag.id = o.user_id and 'agent' = any(ag.roles)) as agent,
  (select json_build_object('storage_key', p.storage_key, 'widths', p.widths, 'width', p.width, 'height', p.height, 'alt', p.alt)
     from offer_photos p where p.offer_id = o.id and p.kind = 'photo' order by p.position limit 1) as main_photo,
  (select count(*) from offer_photos p where p.offer_id = o.id and p.kind = 'photo') as photos_count`;

const METRES_PER_MILE = 1609.344;
const DAY_MS = 86_400_000;
/** A reduction is shown for two weeks. */
const REDUCED_FOR_MS = 14 * DAY_MS;

const rooms = (count: number | null): string | null => (count === null ? null : count >= 5 ? '5+' : String(count));
const numberOrNull = (value: string | number | null): number | null => (value === null ? null : Number(value));

export function toCard(row: CardRow, catalogue: Catalogue, assetBase: string, now = Date.now()): OfferCard {
  const category = catalogue.byId.get(row.category_id);
  if (!category) throw new Error(`offer ${row.id} has unknown category ${row.category_id}`);
  const price = numberOrNull(row.price);
  const previousPrice = numberOrNull(row.previous_price);
  const published = row.published_at === null ? null : new Date(row.published_at);
  const reducedAt = row.price_reduced_at === null ? null : new Date(row.price_reduced_at).getTime();
  const reduced =
    price !== null &&
    previousPrice !== null &&
    previousPrice > price &&
    reducedAt !== null &&
    now - reducedAt < REDUCED_FOR_MS;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    listing_type: row.listing_type,
    price,
    price_period: row.price_period,
    price_qualifier: row.price_qualifier,
    category: { slug: category.slug, name: category.name },
    root_category: category.root,
    location: { name: row.location_name, lat: row.lat, lon: row.lon },
    tags: row.tags as OfferCard['tags'],
    market_status: row.market_status,
    featured: row.featured,
    agent: row.agent,
    main_photo: row.main_photo ? photoView(assetBase, row.main_photo) : null,
    photos_count: Number(row.photos_count),
    bedrooms: rooms(row.bedrooms),
    bathrooms: rooms(row.bathrooms),
    area: row.floor_area,
    published_at: published === null ? null : published.toISOString(),
    distance_miles:
      row.distance_m === undefined || row.distance_m === null
        ? null
        : Math.round((row.distance_m / METRES_PER_MILE) * 10) / 10,
    is_new: published !== null && now - published.getTime() < DAY_MS,
    reduced,
    previous_price: reduced ? previousPrice : null,
  };
}
