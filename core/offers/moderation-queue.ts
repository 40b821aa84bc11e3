// What operators moderate: offers by status (new ads waiting for approval, imported
// ones included) and changes of approved ads waiting as revisions, each with what it
// changes on the site. Operators only (the routes check); oldest first, as a queue.
import { sql } from 'drizzle-orm';
import { displayStatus, type OfferStatus } from '#contract/offer-lifecycle.ts';
import {
  ADMIN_OFFERS_PER_PAGE,
  ADMIN_REVISIONS_PER_PAGE,
  type AdminOffer,
  type AdminOffersQuery,
  type AdminRevision,
  type AdminRevisionsQuery,
  type RevisionChange,
} from '#contract/offer-moderation.ts';
import type { MaterialField, RevisionSource, RevisionStatus } from '#contract/offer-revisions.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import { type Catalogue, getCatalogue } from '#core/catalogue/read.ts';
import type { Database } from '#db/client.ts';
import { CARD_COLUMNS, type CardRow, toCard } from './card.ts';
import { toOfferState } from './lifecycle.ts';
import { materialChanges, pricePeriodOf } from './materiality.ts';
import { type KnownFiles, offerFileViews, readRevisionFiles } from './offer-files.ts';
import { type OfferContent, offerContentSchema, readLiveVersion } from './offer-version.ts';

type OfferRow = CardRow &
  Parameters<typeof toOfferState>[0] & {
    owner_id: string;
    owner_name: string;
    imported: boolean;
    status_changed_at: Date | string;
    total: number;
  };

/** GET /api/admin/offers?status=: the offers in one status, the longest waiting first. */
export async function listOffersByStatus(
  db: Database,
  query: AdminOffersQuery,
  assetBase: string,
): Promise<Page<AdminOffer>> {
  const [catalogue, result] = await Promise.all([
    getCatalogue(db),
    db.execute<OfferRow>(sql`
      select ${CARD_COLUMNS}, o.status, o.visible_from, o.expires_at, o.refresh_count, o.raise_count,
        o.rejection_reason, o.status_changed_at, o.feed_reference is not null as imported,
        u.id as owner_id, coalesce(u.company_name, u.name) as owner_name, count(*) over ()::int as total
      from offers o join users u on u.id = o.user_id
      where o.status = ${query.status}
      order by o.status_changed_at, o.id
      limit ${ADMIN_OFFERS_PER_PAGE} offset ${(query.page - 1) * ADMIN_OFFERS_PER_PAGE}`),
  ]);
  const now = new Date();
  return {
    data: result.rows.map((row) => {
      return {
        offer: toCard(row, catalogue, assetBase, now.getTime()),
        state: toOfferState(row, now),
        owner: { id: row.owner_id, name: row.owner_name },
        imported: row.imported,
        status_changed_at: new Date(row.status_changed_at).toISOString(),
      };
    }),
    meta: pageMeta(Number(result.rows[0]?.total ?? 0), query.page, ADMIN_OFFERS_PER_PAGE),
  };
}

type RevisionRow = {
  id: number;
  status: RevisionStatus;
  source: RevisionSource;
  content: unknown;
  created_at: Date | string;
  decided_at: Date | string | null;
  reason: string | null;
  offer_id: string;
  slug: string;
  title: string;
  offer_status: OfferStatus;
  visible_from: Date | string | null;
  owner_id: string;
  owner_name: string;
  author_id: string | null;
  author_name: string | null;
  total: number;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** GET /api/admin/offer-revisions: revisions in one status; pending ones with what they change. */
export async function listRevisions(
  db: Database,
  query: AdminRevisionsQuery,
  assetBase: string,
): Promise<Page<AdminRevision>> {
  const order = query.status === 'pending' ? sql`r.created_at, r.id` : sql`r.decided_at desc, r.id desc`;
  const [catalogue, result] = await Promise.all([
    getCatalogue(db),
    db.execute<RevisionRow>(sql`
      select r.id, r.status, r.source, r.content, r.created_at, r.decided_at, r.reason,
        o.id as offer_id, o.slug, o.title, o.status as offer_status, o.visible_from,
        u.id as owner_id, coalesce(u.company_name, u.name) as owner_name,
        a.id as author_id, coalesce(a.company_name, a.name) as author_name,
        count(*) over ()::int as total
      from offer_revisions r
      join offers o on o.id = r.offer_id
      join users u on u.id = o.user_id
      left join users a on a.id = r.author_id
      where r.status = ${query.status}
      order by ${order}
      limit ${ADMIN_REVISIONS_PER_PAGE} offset ${(query.page - 1) * ADMIN_REVISIONS_PER_PAGE}`),
  ]);
  const now = new Date();
  const data: AdminRevision[] = [];
  for (const row of result.rows) {
    data.push({
      id: row.id,
      status: row.status,
      source: row.source,
      created_at: new Date(row.created_at).toISOString(),
      decided_at: iso(row.decided_at),
      reason: row.reason,
      offer: {
        id: row.offer_id,
        slug: row.slug,
        title: row.title,
        status: displayStatus(row.offer_status, row.visible_from === null ? null : new Date(row.visible_from), now),
      },
      owner: { id: row.owner_id, name: row.owner_name },
      author: row.author_id && row.author_name ? { id: row.author_id, name: row.author_name } : null,
      changes: row.status === 'pending' ? await pendingChanges(db, row, catalogue, assetBase) : [],
    });
  }
  return { data, meta: pageMeta(Number(result.rows[0]?.total ?? 0), query.page, ADMIN_REVISIONS_PER_PAGE) };
}

/** Each material field the revision changes: as the site shows it now, and as proposed. */
export async function pendingChanges(
  db: Database,
  row: Pick<RevisionRow, 'id' | 'offer_id' | 'content'>,
  catalogue: Catalogue,
  assetBase: string,
): Promise<RevisionChange[]> {
  const [live, files] = await Promise.all([readLiveVersion(db, row.offer_id), readRevisionFiles(db, row.id)]);
  if (!live) return [];
  const proposed = { content: offerContentSchema.parse(row.content), files };
  const shown = (version: { content: OfferContent; files: KnownFiles }, field: MaterialField) =>
    fieldValue(version, field, catalogue, assetBase);
  return materialChanges(live, proposed).map((field) => ({
    field,
    before: shown(live, field),
    after: shown(proposed, field),
  }));
}

function fieldValue(
  { content, files }: { content: OfferContent; files: KnownFiles },
  field: MaterialField,
  catalogue: Catalogue,
  assetBase: string,
): RevisionChange['before'] {
  switch (field) {
    case 'title':
    case 'description':
    case 'listing_type':
      return content[field];
    case 'category':
      return catalogue.byId.get(content.category_id)?.name ?? String(content.category_id);
    case 'price_period':
      return pricePeriodOf(content);
    case 'location':
      return content.location;
    case 'links':
      return content.links;
    case 'photos':
    case 'project_plan_photos':
    case 'ecertificate':
      return offerFileViews(files, assetBase)[field];
  }
}
