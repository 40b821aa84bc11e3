// One offer as the public sees it (/offers/{slug}, GET /api/offers/{id}). Offers
// that are not publicly visible do not exist for this read, except for the person
// who manages them (owner, or the owner's company), who also gets the lifecycle state.
import { sql } from 'drizzle-orm';
import { ATTRIBUTES, type AttributeDefinition } from '#contract/attributes.ts';
import { formatNumber, formatPounds } from '#contract/format.ts';
import type { OfferView } from '#contract/offer-lifecycle.ts';
import type { OfferAttribute, OfferDetail } from '#contract/offers.ts';
import { publicName } from '#core/accounts/public-name.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import { storedFileUrl } from '#core/media/photo-urls.ts';
import type { Database } from '#db/client.ts';
import type { OfferLinks } from '#db/schema/offers.ts';
import { CARD_COLUMNS, type CardRow, toCard } from './card.ts';
import { type Actor, managedBy, toOfferState } from './lifecycle.ts';
import { offerBySlugOrId } from './offer-match.ts';
import { type PhotoRow, photoView } from './photo-view.ts';
import { priceHistory } from './price-history.ts';
import { publiclyVisible } from './visibility.ts';

type DetailRow = CardRow & {
  description: string;
  epc_rating: OfferDetail['epc_rating'];
  links: OfferLinks;
  updated_at: Date | string;
  owner_id: string;
  owner_name: string;
  owner_account_type: OfferDetail['advertiser']['account_type'];
  owner_avatar_key: string | null;
  owner_has_phone: boolean;
  managed: boolean;
} & Parameters<typeof toOfferState>[0];

type ViewOptions = {
  assetBase: string;
  viewer?: Actor | null;
  /** A moderator reviewing it: any status, with its state. */
  reviewing?: boolean;
};

/** The offer's row with its advertiser, when the viewer may see it. */
async function detailRow(db: Database, slugOrId: string, options: ViewOptions): Promise<DetailRow | undefined> {
  const match = offerBySlugOrId(slugOrId);
  const managed = options.reviewing ? sql`true` : options.viewer ? managedBy(options.viewer) : sql`false`;
  const result = await db.execute<DetailRow>(sql`
    select ${CARD_COLUMNS}, o.description, o.epc_rating, o.links, o.updated_at,
      u.id as owner_id, ${publicName('u')} as owner_name, u.account_type as owner_account_type, u.avatar_key as owner_avatar_key,
      coalesce(trim(u.phone), '') <> '' as owner_has_phone,
      o.status, o.market_status, o.visible_from, o.expires_at, o.refresh_count, o.raise_count, o.rejection_reason,
      (${managed}) as managed
    from offers o
    join users u on u.id = o.user_id
    where ${match} and (${publiclyVisible('o')} or ${managed})`);
  return result.rows[0];
}

export async function getOfferView(db: Database, slugOrId: string, options: ViewOptions): Promise<OfferView | null> {
  const row = await detailRow(db, slugOrId, options);
  if (!row) return null;

  const [catalogue, photos, values, prices, feedMedia] = await Promise.all([
    getCatalogue(db),
    db.execute<PhotoRow & { kind: string; format: 'webp' | 'pdf' }>(sql`
      select kind, storage_key, widths, width, height, alt, format from offer_photos
      where offer_id = ${row.id} order by kind, position`),
    db.execute<{ attribute_id: number; value: string }>(sql`
      select attribute_id, value from offer_attribute_values where offer_id = ${row.id} order by attribute_id, value`),
    priceHistory(db, row.id),
    feedDocuments(db, row.id, options.assetBase),
  ]);
  const certificate = photos.rows.find((p) => p.kind === 'ecertificate');
  return {
    ...toCard(row, catalogue, options.assetBase),
    description: row.description,
    photos: photos.rows.filter((p) => p.kind === 'photo').map((p) => photoView(options.assetBase, p)),
    project_plan_photos: photos.rows.filter((p) => p.kind === 'floor_plan').map((p) => photoView(options.assetBase, p)),
    attributes: describeAttributes(values.rows),
    links: {
      video: row.links.video ?? null,
      video_2: row.links.video_2 ?? null,
      walk_video: row.links.walk_video ?? null,
    },
    advertiser: {
      id: row.owner_id,
      name: row.owner_name,
      account_type: row.owner_account_type,
      avatar: row.owner_avatar_key ? storedFileUrl(options.assetBase, row.owner_avatar_key) : null,
      has_phone: row.owner_has_phone,
    },
    updated_at: new Date(row.updated_at).toISOString(),
    ecertificate: certificate ? certificateView(options.assetBase, certificate) : null,
    ...feedMedia,
    epc_rating: row.epc_rating,
    price_history: prices,
    owner_view: row.managed ? ownerView(row) : null,
  };
}

/** The energy certificate: a PDF as stored, or a picture served as the photos are. */
function certificateView(
  assetBase: string,
  certificate: PhotoRow & { format: 'webp' | 'pdf' },
): OfferView['ecertificate'] {
  return certificate.format === 'pdf'
    ? { url: storedFileUrl(assetBase, certificate.storage_key), format: 'pdf' }
    : { url: photoView(assetBase, certificate).url, format: 'image' };
}

/** The brochures and virtual tours an agency's feed brought with the offer. */
async function feedDocuments(db: Database, offerId: string, assetBase: string) {
  const { rows } = await db.execute<{
    kind: 'brochure' | 'virtual_tour';
    storage_key: string | null;
    url: string | null;
    caption: string;
  }>(sql`
    select kind, storage_key, url, caption from offer_feed_media where offer_id = ${offerId} order by kind, position`);
  return {
    brochures: rows.flatMap((item) =>
      item.kind === 'brochure' && item.storage_key
        ? [{ url: storedFileUrl(assetBase, item.storage_key), caption: item.caption }]
        : [],
    ),
    virtual_tours: rows.flatMap((item) =>
      item.kind === 'virtual_tour' && item.url ? [{ url: item.url, caption: item.caption }] : [],
    ),
  };
}

/** Attribute rows grouped per attribute, in catalogue order, with their readable text. */
export function describeAttributes(rows: ReadonlyArray<{ attribute_id: number; value: string }>): OfferAttribute[] {
  const described: OfferAttribute[] = [];
  for (const attribute of ATTRIBUTES) {
    const values = rows.filter((row) => row.attribute_id === attribute.id).map((row) => row.value);
    if (values.length === 0) continue;
    described.push({
      id: attribute.id,
      slug: attribute.slug,
      name: attribute.name,
      type: attribute.type,
      values,
      display: displayValue(attribute, values),
    });
  }
  return described;
}

function displayValue(attribute: AttributeDefinition, values: string[]): string {
  switch (attribute.type) {
    case 'boolean':
      return 'Yes';
    case 'number': {
      const number = Number(values[0]);
      if (attribute.unit === 'pence') return formatPounds(number);
      return `${formatNumber(number)}${attribute.unit ? ` ${attribute.unit}` : ''}`;
    }
    default:
      return values.map((value) => attribute.options.find((option) => option.slug === value)?.name ?? value).join(', ');
  }
}

function ownerView(row: DetailRow): NonNullable<OfferView['owner_view']> {
  const { id: _id, ...state } = toOfferState(row);
  return state;
}
