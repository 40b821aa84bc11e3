// An offer in the editing shape of spec 3, for its manager only: the form of
// /my-ads/edit-ad/{slug} and GET /api/offers/{id}/edit. Anyone else gets 404, the same
// answer as for an offer that does not exist.
import { sql } from 'drizzle-orm';
import { attributeById } from '#contract/attributes.ts';
import type { OfferEditing } from '#contract/offer-input.ts';
import { OFFER_LIFECYCLE_MESSAGES } from '#contract/offer-lifecycle.ts';
import { notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import type { OfferLinks } from '#db/schema/offers.ts';
import { type Actor, managedBy, toOfferState } from './lifecycle.ts';
import { listOfferFiles } from './offer-files.ts';
import { offerBySlugOrId } from './offer-match.ts';

type EditingRow = Parameters<typeof toOfferState>[0] & {
  slug: string;
  title: string;
  category_id: number;
  price: string | number | null;
  description: string;
  lat: number;
  lon: number;
  location_name: string;
  links: OfferLinks;
};

/** By id or slug; null when it does not exist or the actor does not manage it. */
export async function getOfferForEditing(
  db: Database,
  actor: Actor,
  slugOrId: string,
  assetBase: string,
): Promise<OfferEditing | null> {
  const match = offerBySlugOrId(slugOrId);
  const result = await db.execute<EditingRow>(sql`
    select o.id, o.slug, o.title, o.category_id, o.price, o.description, o.lat, o.lon, o.location_name, o.links,
      o.status, o.market_status, o.visible_from, o.expires_at, o.refresh_count, o.raise_count, o.rejection_reason
    from offers o where ${match} and ${managedBy(actor)}`);
  const row = result.rows[0];
  if (!row) return null;
  const [files, values] = await Promise.all([
    listOfferFiles(db, row.id, assetBase),
    db.execute<{ attribute_id: number; value: string }>(sql`
      select attribute_id, value from offer_attribute_values where offer_id = ${row.id} order by attribute_id, value`),
  ]);
  const state = toOfferState(row);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category_id: row.category_id,
    price: row.price === null ? null : Number(row.price),
    description: row.description,
    location: { lat: row.lat, lon: row.lon, name: row.location_name },
    photos: files.photos,
    project_plan_photos: files.project_plan_photos,
    ecertificate: files.ecertificate[0] ?? null,
    links: {
      video: row.links.video ?? null,
      video_2: row.links.video_2 ?? null,
      walk_video: row.links.walk_video ?? null,
    },
    visible_from_date: state.visible_from,
    attributes: attributeInputs(values.rows),
    state,
  };
}

export async function requireOfferForEditing(
  db: Database,
  actor: Actor,
  slugOrId: string,
  assetBase: string,
): Promise<OfferEditing> {
  const offer = await getOfferForEditing(db, actor, slugOrId, assetBase);
  if (!offer) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
  return offer;
}

/** Value rows back into the input's {id, value}: multi-choice attributes as lists. */
function attributeInputs(rows: ReadonlyArray<{ attribute_id: number; value: string }>): OfferEditing['attributes'] {
  const grouped = new Map<number, string[]>();
  for (const row of rows) grouped.set(row.attribute_id, [...(grouped.get(row.attribute_id) ?? []), row.value]);
  return [...grouped].map(([id, values]) => ({
    id,
    value: attributeById(id)?.type === 'multi_choice' ? values : (values[0] ?? ''),
  }));
}
