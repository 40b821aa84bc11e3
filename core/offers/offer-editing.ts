// An offer in the editing shape, for its manager only: the form of
// /my-ads/edit-ad/{slug} and GET /api/offers/{id}/edit. Anyone else gets 404, the same
// answer as for an offer that does not exist. When changes wait for an operator, the
// form edits them (the pending version), and says so.
import { sql } from 'drizzle-orm';
import type { OfferEditing } from '#contract/offer-input.ts';
import { OFFER_LIFECYCLE_MESSAGES } from '#contract/offer-lifecycle.ts';
import { notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { type Actor, managedBy, toOfferState } from './lifecycle.ts';
import { offerFileViews } from './offer-files.ts';
import { offerBySlugOrId } from './offer-match.ts';
import { revisionNotices } from './revision-store.ts';
import { readEditingVersion } from './revisions.ts';

type EditingRow = Parameters<typeof toOfferState>[0] & { slug: string };

/** By id or slug; null when it does not exist or the actor does not manage it. */
export async function getOfferForEditing(
  db: Database,
  actor: Actor,
  slugOrId: string,
  assetBase: string,
): Promise<OfferEditing | null> {
  const match = offerBySlugOrId(slugOrId);
  const result = await db.execute<EditingRow>(sql`
    select o.id, o.slug, o.status, o.market_status, o.visible_from, o.expires_at, o.refresh_count, o.raise_count,
      o.rejection_reason
    from offers o where ${match} and ${managedBy(actor)}`);
  const row = result.rows[0];
  if (!row) return null;
  const [{ editing }, notices] = await Promise.all([readEditingVersion(db, row.id), revisionNotices(db, [row.id])]);
  const { content } = editing;
  const files = offerFileViews(editing.files, assetBase);
  return {
    id: row.id,
    slug: row.slug,
    title: content.title,
    category_id: content.category_id,
    price: content.price,
    price_period: content.price_period,
    description: content.description,
    location: content.location,
    photos: files.photos,
    project_plan_photos: files.project_plan_photos,
    ecertificate: files.ecertificate[0] ?? null,
    links: content.links,
    visible_from_date: content.visible_from,
    attributes: content.attributes,
    state: toOfferState(row),
    revision: notices.get(row.id) ?? null,
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
