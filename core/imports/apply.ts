// Applying a confirmed import: its rows in batches, each batch in one transaction that
// also marks its rows applied and counts them. A crash (or a kill) at any point loses at
// most the batch in flight, which rolls back whole; running again carries on from the
// first unapplied row. Offers are found by (company, feed reference), which is unique,
// so a row applied twice can only update its own offer: no duplicates, no half-made ones.
import { sql } from 'drizzle-orm';
import { NOTIFICATION_LINKS, NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import type { OfferStatus } from '#contract/offer-lifecycle.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import { notifyPriceDrop } from '#core/favourites/price-drops.ts';
import { notify } from '#core/notifications/notifications.ts';
import { refreshDerivedColumns } from '#core/offers/derived-columns.ts';
import { expiryFrom } from '#core/offers/lifecycle.ts';
import { attributeRows, contentColumns, contentOf, type OfferContent } from '#core/offers/offer-version.ts';
import { proposeVersion, REVIEWED_STATUSES, readEditingVersion } from '#core/offers/revisions.ts';
import { type CheckedInput, checkInput, offerSlug } from '#core/offers/write-offer.ts';
import type { Database, Transaction } from '#db/client.ts';
import { offerAttributeValues, offers } from '#db/schema/offers.ts';
import type { ImportedListing } from './map-listing.ts';

export const APPLY_BATCH_SIZE = 250;

type PendingRow = {
  row: number;
  reference: string | null;
  action: 'create' | 'update' | 'unchanged' | 'withdraw' | 'reject';
  listing: ImportedListing | null;
  hash: string | null;
  offer_id: string | null;
};

/** Applies what is left of an import; resolves when it is done. `onBatch` reports progress. */
export async function applyImport(
  db: Database,
  importId: string,
  options: {
    batchSize?: number;
    /**
     * OFFER_MODERATION: new listings wait for an operator, and material changes of
     * approved ones wait as revisions (core/offers/revisions.ts), as the ad form's do.
     */
    moderation?: boolean;
    now?: () => Date;
    onBatch?: (applied: number) => void;
    /** After each row is written, inside its batch's transaction (the crash tests stop there). */
    onRow?: (row: number) => void;
  } = {},
): Promise<void> {
  const batchSize = options.batchSize ?? APPLY_BATCH_SIZE;
  const clock = options.now ?? (() => new Date());
  const [job] = (
    await db.execute<{ user_id: string; status: string }>(
      sql`select user_id, status from offer_imports where id = ${importId}`,
    )
  ).rows;
  if (job?.status !== 'importing') return;
  // Read once, before any transaction: the rows' checks below find it in the cache (with
  // one pooled connection, a read outside the open transaction would wait for it).
  await getCatalogue(db);
  const check = (input: ImportedListing['input'], now: Date) => checkInput(db, input, now);
  for (;;) {
    const applied = await db.transaction((tx) =>
      applyBatch(
        tx,
        check,
        importId,
        job.user_id,
        { batchSize, moderation: options.moderation ?? false },
        clock(),
        options.onRow,
      ),
    );
    if (applied === 0) break;
    options.onBatch?.(applied);
  }
  // Done and the company told in one commit: a second worker finishing too updates nothing.
  await db.transaction(async (tx) => {
    const done = await tx.execute<{ file_name: string; total_rows: number }>(sql`
      update offer_imports set status = 'done', finished_at = now() where id = ${importId} and status = 'importing'
      returning file_name, total_rows`);
    const finished = done.rows[0];
    if (!finished) return;
    await notify(tx, job.user_id, {
      message: NOTIFICATION_MESSAGES.importFinished(finished.file_name, Number(finished.total_rows)),
      link: NOTIFICATION_LINKS.imports,
    });
  });
}

type Check = (input: ImportedListing['input'], now: Date) => Promise<CheckedInput>;

type Existing = {
  id: string;
  feed_reference: string;
  status: OfferStatus;
  price: string | number | null;
  listing_type: CheckedInput['listingType'];
};
type Write = {
  item: PendingRow & { reference: string; hash: string; listing: ImportedListing };
  checked: CheckedInput;
  /** What the offer shows once the batch is written (the feed's content, less what waits for an operator). */
  content: OfferContent;
};

/**
 * One batch, set-based: a handful of statements whatever its size (the offers of the
 * batch are read and locked at once, new ones inserted in one statement, updated ones
 * one statement each, attribute values replaced in two, derived columns refreshed once).
 */
async function applyBatch(
  tx: Transaction,
  check: Check,
  importId: string,
  ownerId: string,
  { batchSize, moderation }: { batchSize: number; moderation: boolean },
  now: Date,
  onRow?: (row: number) => void,
): Promise<number> {
  const { rows } = await tx.execute<PendingRow>(sql`
    select row, reference, action, listing, hash, offer_id from offer_import_rows
    where import_id = ${importId} and applied_at is null
    order by row limit ${batchSize} for update skip locked`);
  if (rows.length === 0) return 0;
  const writes: Write[] = [];
  for (const item of rows) {
    if ((item.action === 'create' || item.action === 'update') && item.listing && item.reference && item.hash) {
      const listing = item.listing;
      const checked = await check(listing.input, now);
      writes.push({
        item: { ...item, reference: item.reference, hash: item.hash, listing },
        checked,
        content: contentOf(listing.input, checked),
      });
    }
  }
  const existing = await lockExisting(
    tx,
    ownerId,
    writes.map((write) => write.item.reference),
  );
  if (moderation) {
    for (const write of writes) {
      const known = existing.get(write.item.reference);
      if (known) write.content = await moderatedContent(tx, known, write, ownerId, now);
    }
  }
  const offerIds = new Map<number, string>();
  const created = await insertNew(
    tx,
    ownerId,
    writes.filter((write) => !existing.has(write.item.reference)),
    moderation,
    now,
  );
  for (const write of writes) {
    const known = existing.get(write.item.reference);
    const id = known ? await updateExisting(tx, known, write, moderation, now) : created.get(write.item.reference);
    if (id) offerIds.set(write.item.row, id);
  }
  const written = [...offerIds.values()];
  await tx.execute(sql`delete from offer_attribute_values where offer_id = any(${sql.param(written)}::uuid[])`);
  const values = writes.flatMap((write) => {
    const id = offerIds.get(write.item.row);
    return id ? attributeRows(id, write.content.attributes) : [];
  });
  if (values.length > 0) await tx.insert(offerAttributeValues).values(values);
  await refreshDerivedColumns(tx, written);
  const withdrawn = rows.flatMap((item) => (item.action === 'withdraw' && item.offer_id ? [item.offer_id] : []));
  await takeOff(tx, withdrawn, now);
  for (const item of rows) onRow?.(item.row);
  await tx.execute(sql`
    update offer_import_rows r set applied_at = ${now}, offer_id = coalesce(w.offer_id, r.offer_id)
    from unnest(${sql.param(rows.map((item) => item.row))}::int[], ${sql.param(rows.map((item) => offerIds.get(item.row) ?? null))}::uuid[])
      as w(row, offer_id)
    where r.import_id = ${importId} and r.row = w.row`);
  await tx.execute(sql`update offer_imports set applied_rows = applied_rows + ${rows.length} where id = ${importId}`);
  return rows.length;
}

async function lockExisting(tx: Transaction, ownerId: string, references: string[]): Promise<Map<string, Existing>> {
  if (references.length === 0) return new Map();
  const { rows } = await tx.execute<Existing>(sql`
    select id, feed_reference, status, price, listing_type from offers
    where feed_owner_id = ${ownerId} and feed_reference = any(${sql.param(references)}::text[])
    order by id for update`);
  return new Map(rows.map((row) => [row.feed_reference, row]));
}

/**
 * An offer the feed listed before, with moderation on: its row is locked, and what the
 * feed says now is proposed as the ad form's saves are (the feed says nothing of photos
 * here: the media step follows). Returns the content to write now.
 */
async function moderatedContent(
  tx: Transaction,
  offer: Existing,
  write: Write,
  authorId: string,
  now: Date,
): Promise<OfferContent> {
  const { editing, live } = await readEditingVersion(tx, offer.id);
  const outcome = await proposeVersion(
    tx,
    offer,
    { content: write.content, files: editing.files },
    { moderation: true, authorId, source: 'import', live },
    now,
  );
  return outcome.write?.content ?? live.content;
}

type StatusColumns = {
  status: OfferStatus;
  statusChangedAt: Date;
  publishedAt?: Date;
  bumpedAt?: Date;
  expiresAt?: Date;
};

/**
 * Where the feed puts a listing, set in the same write as its content; null leaves the
 * status alone. `current` is null for a new listing. A live listing goes on the site,
 * except that with moderation on one no operator has approved waits for one (and a
 * withdrawn one waiting goes back to the drafts, out of the queue); one the operator
 * rejected stays rejected.
 */
function publication(
  current: OfferStatus | null,
  live: boolean,
  moderation: boolean,
  listingType: OfferContent['listing_type'],
  now: Date,
): StatusColumns | null {
  const put: StatusColumns = {
    status: 'active',
    statusChangedAt: now,
    publishedAt: now,
    bumpedAt: now,
    expiresAt: expiryFrom(listingType, now),
  };
  const as = (status: OfferStatus): StatusColumns => ({ status, statusChangedAt: now });
  if (current === null) {
    if (live) return moderation ? as('pending_moderation') : put;
    return as(moderation ? 'draft' : 'inactive');
  }
  if (current === 'rejected') return null;
  if (live) {
    if (current === 'active') return null;
    if (!moderation || REVIEWED_STATUSES.includes(current)) return put;
    return current === 'draft' ? as('pending_moderation') : null;
  }
  if (current === 'active') return as('inactive');
  return moderation && current === 'pending_moderation' ? as('draft') : null;
}

async function insertNew(
  tx: Transaction,
  ownerId: string,
  writes: Write[],
  moderation: boolean,
  now: Date,
): Promise<Map<string, string>> {
  if (writes.length === 0) return new Map();
  const inserted = await tx
    .insert(offers)
    .values(
      writes.map(({ item, content }) => ({
        ...contentColumns(content),
        ...publication(null, item.listing.live, moderation, content.listing_type, now),
        slug: offerSlug(item.listing.input.title),
        userId: ownerId,
        marketStatus: item.listing.marketStatus,
        feedOwnerId: ownerId,
        feedReference: item.reference,
        feedHash: item.hash,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: offers.id, reference: offers.feedReference });
  return new Map(inserted.map((row) => [row.reference ?? '', row.id]));
}

/**
 * An offer the feed listed before: new content (a lower price is kept as the previous
 * one, for the "Reduced" badge and price-drop alerts), and live or taken off as the feed
 * says; one the operator rejected stays rejected.
 */
async function updateExisting(
  tx: Transaction,
  offer: Existing,
  { item, checked, content }: Write,
  moderation: boolean,
  now: Date,
): Promise<string> {
  // While a new listing type waits for an operator, the feed's market state (one of the
  // new type's) waits with it.
  const feedType = content.listing_type === checked.listingType;
  const oldPrice = offer.price === null ? null : Number(offer.price);
  const price = content.price;
  const reduced = oldPrice !== null && price !== null && price < oldPrice;
  await tx
    .update(offers)
    .set({
      ...contentColumns(content),
      ...publication(offer.status, item.listing.live, moderation, content.listing_type, now),
      feedHash: item.hash,
      ...(feedType ? { marketStatus: item.listing.marketStatus } : {}),
      updatedAt: now,
      ...(reduced ? { previousPrice: oldPrice, priceReducedAt: now } : {}),
    })
    .where(sql`${offers.id} = ${offer.id}`);
  if (reduced && oldPrice !== null && price !== null)
    await notifyPriceDrop(tx, offer.id, { before: oldPrice, after: price });
  return offer.id;
}

/** Listings a full feed no longer has: off the site, or out of the operator's queue. */
async function takeOff(tx: Transaction, offerIds: string[], now: Date): Promise<void> {
  if (offerIds.length === 0) return;
  await tx.execute(sql`
    update offers set status = case when status = 'active' then 'inactive' else 'draft' end,
      status_changed_at = ${now}, updated_at = ${now}
    where id = any(${sql.param(offerIds)}::uuid[]) and status in ('active', 'pending_moderation')`);
}
