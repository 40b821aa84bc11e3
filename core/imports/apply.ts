// Applying a confirmed import: its rows in batches, each batch in one transaction that
// also marks its rows applied and counts them. A crash (or a kill) at any point loses at
// most the batch in flight, which rolls back whole; running again carries on from the
// first unapplied row. Offers are found by (company, feed reference), which is unique,
// so a row applied twice can only update its own offer: no duplicates, no half-made ones.
// Where posting costs money, a listing published for the first time is saved as a draft
// for the company to pay for in My Ads (publication.ts); its row records the price.

import { sql } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import type { OfferStatus } from '#contract/offer-lifecycle.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import { notifyPriceDrop } from '#core/favourites/price-drops.ts';
import { notify } from '#core/notifications/notifications.ts';
import { refreshDerivedColumns } from '#core/offers/derived-columns.ts';
import { attributeRows, contentColumns, contentOf, type OfferContent } from '#core/offers/offer-version.ts';
import { proposeVersion, readEditingVersion } from '#core/offers/revisions.ts';
import { type CheckedInput, checkInput, offerSlug } from '#core/offers/write-offer.ts';
import type { Database, Transaction } from '#db/client.ts';
import { offerAttributeValues, offers } from '#db/schema/offers.ts';
import type { ImportedListing } from './map-listing.ts';
import { type ImportPricing, listingPostingCost, readImportPricing } from './posting.ts';
import { type CurrentListing, placement } from './publication.ts';

export const APPLY_BATCH_SIZE = 250;

type PendingRow = {
  row: number;
  reference: string | null;
  branch: string | null;
  action: 'create' | 'update' | 'unchanged' | 'withdraw' | 'reject';
  listing: ImportedListing | null;
  hash: string | null;
  offer_id: string | null;
  /** Left out by the company before confirming: marked applied, nothing written. */
  skipped: boolean;
};

type ApplyOptions = {
  batchSize?: number;
  /**
   * OFFER_MODERATION: new listings wait for an operator, and material changes of
   * approved ones wait as revisions (core/offers/revisions.ts), as the ad form's do.
   */
  moderation?: boolean;
  /**
   * The site takes payments (core/billing/gateways/site-gateway.ts): listings whose
   * posting costs money wait as drafts for the company to pay. True unless told otherwise.
   */
  takesPayments?: boolean;
  now?: () => Date;
  /** Tell the company in the bell when it is done (true); pushed listings, applied as they come, do not. */
  notifyWhenDone?: boolean;
  onBatch?: (applied: number) => void;
  /** After each row is written, inside its batch's transaction (the crash tests stop there). */
  onRow?: (row: number) => void;
};

/** Applies what is left of an import; resolves when it is done. `onBatch` reports progress. */
export async function applyImport(db: Database, importId: string, options: ApplyOptions = {}): Promise<void> {
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
        { batchSize, moderation: options.moderation ?? false, takesPayments: options.takesPayments ?? true },
        clock(),
        options.onRow,
      ),
    );
    if (applied === 0) break;
    options.onBatch?.(applied);
  }
  await finishImport(db, importId, job.user_id, options.notifyWhenDone ?? true);
}

/** Done and the company told in one commit: a second worker finishing too updates nothing. */
async function finishImport(db: Database, importId: string, ownerId: string, tell: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const done = await tx.execute<{ file_name: string; total_rows: number; awaiting_payment: number }>(sql`
      update offer_imports i set status = 'done', finished_at = now() where id = ${importId} and status = 'importing'
      returning file_name, total_rows, (select count(*)::int from offer_import_rows r
        where r.import_id = i.id and r.applied_at is not null and r.posting_pence is not null) as awaiting_payment`);
    const finished = done.rows[0];
    if (!finished || !tell) return;
    await notify(tx, ownerId, {
      message: NOTIFICATION_MESSAGES.importFinished(
        finished.file_name,
        Number(finished.total_rows),
        Number(finished.awaiting_payment),
      ),
      link: SITE_PATHS.imports(),
    });
  });
}

type Check = (input: ImportedListing['input'], now: Date) => Promise<CheckedInput>;

type Existing = {
  id: string;
  feed_reference: string;
  status: OfferStatus;
  published_at: Date | string | null;
  price: string | number | null;
  listing_type: CheckedInput['listingType'];
};
type Write = {
  item: PendingRow & { reference: string; hash: string; listing: ImportedListing };
  checked: CheckedInput;
  /** What the offer shows once the batch is written (the feed's content, less what waits for an operator). */
  content: OfferContent;
  /** What posting the listing costs at the batch's prices (pence; zero: free). */
  postingCost: number;
};

type BatchOptions = { batchSize: number; moderation: boolean; takesPayments: boolean };

const currentOf = (offer: Existing): CurrentListing => ({
  status: offer.status,
  published: offer.published_at !== null,
});

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
  { batchSize, moderation, takesPayments }: BatchOptions,
  now: Date,
  onRow?: (row: number) => void,
): Promise<number> {
  const { rows } = await tx.execute<PendingRow>(sql`
    select row, reference, branch, action, listing, hash, offer_id, skipped from offer_import_rows
    where import_id = ${importId} and applied_at is null
    order by row limit ${batchSize} for update skip locked`);
  if (rows.length === 0) return 0;
  const pricing: ImportPricing = await readImportPricing(tx, ownerId, takesPayments);
  const writes = await plannedWrites(rows, check, pricing, now);
  const existing = await lockExisting(tx, ownerId, writes);
  if (moderation) {
    for (const write of writes) {
      const known = existing.get(write.item.reference);
      if (known) write.content = await moderatedContent(tx, known, write, ownerId, now);
    }
  }
  /** Rows whose listing waits for its posting to be paid, with its price. */
  const awaiting = new Map<number, number>();
  const offerIds = await writeOffers(tx, ownerId, writes, existing, { moderation, now, awaiting });
  const written = [...offerIds.values()];
  await replaceAttributeValues(tx, writes, offerIds);
  await refreshDerivedColumns(tx, written);
  const withdrawn = rows.flatMap((item) => (item.action === 'withdraw' && item.offer_id ? [item.offer_id] : []));
  await takeOff(tx, withdrawn, now);
  for (const item of rows) onRow?.(item.row);
  await markApplied(tx, importId, rows, { offerIds, awaiting }, now);
  return rows.length;
}

/** The rows that create or update an offer, each checked as the ad form checks, with its posting price. */
async function plannedWrites(rows: PendingRow[], check: Check, pricing: ImportPricing, now: Date): Promise<Write[]> {
  const writes: Write[] = [];
  for (const item of rows) {
    const written = (item.action === 'create' || item.action === 'update') && !item.skipped;
    if (written && item.listing && item.reference && item.hash) {
      const listing = item.listing;
      const checked = await check(listing.input, now);
      writes.push({
        item: { ...item, reference: item.reference, hash: item.hash, listing },
        checked,
        content: contentOf(listing.input, checked),
        postingCost: listingPostingCost(pricing, listing, now),
      });
    }
  }
  return writes;
}

type Placing = { moderation: boolean; now: Date; awaiting: Map<number, number> };

/** Inserts the new offers in one statement, then updates the known ones; returns the offer id by row. */
async function writeOffers(
  tx: Transaction,
  ownerId: string,
  writes: Write[],
  existing: Map<string, Existing>,
  { moderation, now, awaiting }: Placing,
): Promise<Map<number, string>> {
  const offerIds = new Map<number, string>();
  const created = await insertNew(
    tx,
    ownerId,
    writes.filter((write) => !existing.has(write.item.reference)),
    moderation,
    now,
    awaiting,
  );
  for (const write of writes) {
    const known = existing.get(write.item.reference);
    const id = known
      ? await updateExisting(tx, known, write, moderation, now, awaiting)
      : created.get(write.item.reference);
    if (id) offerIds.set(write.item.row, id);
  }
  return offerIds;
}

/** The written offers' attribute values, replaced by the feed's in two statements. */
async function replaceAttributeValues(tx: Transaction, writes: Write[], offerIds: Map<number, string>): Promise<void> {
  const written = [...offerIds.values()];
  await tx.execute(sql`delete from offer_attribute_values where offer_id = any(${sql.param(written)}::uuid[])`);
  const values = writes.flatMap((write) => {
    const id = offerIds.get(write.item.row);
    return id ? attributeRows(id, write.content.attributes) : [];
  });
  if (values.length > 0) await tx.insert(offerAttributeValues).values(values);
}

/** Marks the batch's rows applied, with their offer and any posting price awaited, and counts them. */
async function markApplied(
  tx: Transaction,
  importId: string,
  rows: PendingRow[],
  { offerIds, awaiting }: { offerIds: Map<number, string>; awaiting: Map<number, number> },
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    update offer_import_rows r set applied_at = ${now}, offer_id = coalesce(w.offer_id, r.offer_id),
      posting_pence = w.posting_pence
    from unnest(${sql.param(rows.map((item) => item.row))}::int[], ${sql.param(rows.map((item) => offerIds.get(item.row) ?? null))}::uuid[],
      ${sql.param(rows.map((item) => awaiting.get(item.row) ?? null))}::int[])
      as w(row, offer_id, posting_pence)
    where r.import_id = ${importId} and r.row = w.row`);
  await tx.execute(sql`update offer_imports set applied_rows = applied_rows + ${rows.length} where id = ${importId}`);
}

/**
 * The batch's known offers, locked, by the rows' references. A row the preview matched
 * to an offer under another reference (one uploaded before branch references, see
 * offer-reference.ts) finds it by id, and the offer takes the row's reference now.
 */
async function lockExisting(tx: Transaction, ownerId: string, writes: Write[]): Promise<Map<string, Existing>> {
  if (writes.length === 0) return new Map();
  const references = writes.map((write) => write.item.reference);
  const ids = writes.flatMap((write) => (write.item.offer_id ? [write.item.offer_id] : []));
  const { rows } = await tx.execute<Existing>(sql`
    select id, feed_reference, status, published_at, price, listing_type from offers
    where feed_owner_id = ${ownerId}
      and (feed_reference = any(${sql.param(references)}::text[]) or id = any(${sql.param(ids)}::uuid[]))
    order by id for update`);
  const byReference = new Map(rows.map((row) => [row.feed_reference, row]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { item } of writes) {
    const taken = item.offer_id ? byId.get(item.offer_id) : undefined;
    if (byReference.has(item.reference) || !taken || byReference.get(taken.feed_reference) !== taken) continue;
    await tx.execute(sql`
      update offers set feed_reference = ${item.reference}, feed_branch = ${item.branch} where id = ${taken.id}`);
    byReference.delete(taken.feed_reference);
    byReference.set(item.reference, { ...taken, feed_reference: item.reference });
  }
  return byReference;
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

async function insertNew(
  tx: Transaction,
  ownerId: string,
  writes: Write[],
  moderation: boolean,
  now: Date,
  awaiting: Map<number, number>,
): Promise<Map<string, string>> {
  if (writes.length === 0) return new Map();
  const inserted = await tx
    .insert(offers)
    .values(
      writes.map(({ item, content, postingCost }) => ({
        ...contentColumns(content),
        ...placed(null, { item, content, postingCost }, moderation, now, awaiting),
        slug: offerSlug(item.listing.input.title),
        userId: ownerId,
        marketStatus: item.listing.marketStatus,
        ...priceFacts(item.listing),
        feedOwnerId: ownerId,
        feedReference: item.reference,
        feedBranch: item.branch,
        feedHash: item.hash,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: offers.id, reference: offers.feedReference });
  return new Map(inserted.map((row) => [row.reference ?? '', row.id]));
}

/** The price qualifier and energy rating, written as the feed says (rows previewed before they existed have neither). */
const priceFacts = (listing: ImportedListing) => ({
  priceQualifier: listing.priceQualifier ?? null,
  epcRating: listing.epcRating ?? null,
});

/** The status columns of a listing (publication.ts), noting a row whose listing waits for payment. */
function placed(
  current: CurrentListing,
  { item, content, postingCost }: Pick<Write, 'item' | 'content' | 'postingCost'>,
  moderation: boolean,
  now: Date,
  awaiting: Map<number, number>,
) {
  const { columns, awaitingPayment } = placement(
    current,
    item.listing.live,
    { moderation, postingCost },
    content.listing_type,
    now,
  );
  if (awaitingPayment) awaiting.set(item.row, postingCost);
  return columns;
}

/**
 * An offer the feed listed before: new content (a lower price is kept as the previous
 * one, for the "Reduced" badge and price-drop alerts), and live or taken off as the feed
 * says; one the operator rejected stays rejected, and one never published waits for its
 * payment where posting costs money.
 */
async function updateExisting(
  tx: Transaction,
  offer: Existing,
  write: Write,
  moderation: boolean,
  now: Date,
  awaiting: Map<number, number>,
): Promise<string> {
  const { item, checked, content } = write;
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
      ...placed(currentOf(offer), write, moderation, now, awaiting),
      feedHash: item.hash,
      ...priceFacts(item.listing),
      ...(feedType ? { marketStatus: item.listing.marketStatus } : {}),
      updatedAt: now,
      ...(reduced ? { previousPrice: oldPrice, priceReducedAt: now } : {}),
    })
    .where(sql`${offers.id} = ${offer.id}`);
  if (reduced && oldPrice !== null && price !== null)
    await notifyPriceDrop(tx, offer.id, { before: oldPrice, after: price });
  return offer.id;
}

/** Listings a full feed no longer has (or agency software removes): off the site, or out of the operator's queue. */
export async function takeOff(tx: Transaction, offerIds: string[], now: Date): Promise<void> {
  if (offerIds.length === 0) return;
  await tx.execute(sql`
    update offers set status = case when status = 'active' then 'inactive' else 'draft' end,
      status_changed_at = ${now}, updated_at = ${now}
    where id = any(${sql.param(offerIds)}::uuid[]) and status in ('active', 'pending_moderation')`);
}
