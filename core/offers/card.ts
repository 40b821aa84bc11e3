// The columns of a result card, selected once here for search, lists and detail.
import { type SQL, sql } from 'drizzle-orm';
import type { OfferCard } from '#contract/offers.ts';
import type { Catalogue } from '#core/catalogue/read.ts';
import { type PhotoRow, photoView } from './photo-view.ts';

export type CardRow = {
  id: string;
  slug: string;
  title: string;
  listing_type: OfferCard['listing_type'];
  price: string | null;
  category_id: number;
  location_name: string;
  lat: number;
  lon: number;
  tags: string[];
  published_at: Date | string | null;
  main_photo: PhotoRow | null;
  photos_count: string | number;
  per_month: boolean;
  bedrooms: string | null;
  bathrooms: string | null;
  area: string | number | null;
  distance_m?: number | null;
};

/** Select list for a card, over an offers row aliased `o`. */
export const CARD_COLUMNS: SQL = sql`
  o.id, o.slug, o.title, o.listing_type, o.price, o.category_id, o.location_name, o.lat, o.lon, o.tags, o.published_at,
  (select json_build_object('storage_key', p.storage_key, 'widths', p.widths, 'width', p.width, 'height', p.height, 'alt', p.alt)
     from offer_photos p where p.offer_id = o.id and p.kind = 'photo' order by p.position limit 1) as main_photo,
  (select count(*) from offer_photos p where p.offer_id = o.id and p.kind = 'photo') as photos_count,
  exists (select 1 from offer_attribute_values v where v.offer_id = o.id and v.attribute_id = 5) as per_month,
  (select v.value from offer_attribute_values v where v.offer_id = o.id and v.attribute_id = 11 limit 1) as bedrooms,
  (select v.value from offer_attribute_values v where v.offer_id = o.id and v.attribute_id = 13 limit 1) as bathrooms,
  (select v.value_number from offer_attribute_values v where v.offer_id = o.id and v.attribute_id = 4 limit 1) as area`;

const METRES_PER_MILE = 1609.344;

/** Attribute 5 (per-month): a rent is per month with it and per week without. */
function pricePeriod(listingType: OfferCard['listing_type'], perMonth: boolean): OfferCard['price_period'] {
  if (listingType === 'rent') return perMonth ? 'month' : 'week';
  return listingType === 'seek-property' && perMonth ? 'month' : null;
}

export function toCard(row: CardRow, catalogue: Catalogue, assetBase: string): OfferCard {
  const category = catalogue.byId.get(row.category_id);
  if (!category) throw new Error(`offer ${row.id} has unknown category ${row.category_id}`);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    listing_type: row.listing_type,
    price: row.price === null ? null : Number(row.price),
    price_period: pricePeriod(row.listing_type, row.per_month),
    category: { slug: category.slug, name: category.name },
    root_category: category.root,
    location: { name: row.location_name, lat: row.lat, lon: row.lon },
    tags: row.tags as OfferCard['tags'],
    main_photo: row.main_photo ? photoView(assetBase, row.main_photo) : null,
    photos_count: Number(row.photos_count),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    area: row.area === null ? null : Number(row.area),
    published_at: row.published_at === null ? null : new Date(row.published_at).toISOString(),
    distance_miles:
      row.distance_m === undefined || row.distance_m === null
        ? null
        : Math.round((row.distance_m / METRES_PER_MILE) * 10) / 10,
  };
}
