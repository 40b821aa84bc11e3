// Applying a confirmed import: its rows in batches, each batch in one transaction that
// also marks its rows applied and counts them. A crash (or a kill) at any point loses at
// most the batch in flight, which rolls back whole; running again carries on from the
// first unapplied row. Offers are found by (company, feed reference), which is unique,
// so a row applied twice can only update its own offer: no duplicates, no half-made ones.
import { sql } from 'drizzle-orm';
import { NOTIFICATION_LINKS, NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import { notifyPriceDrop } from '#core/favourites/price-drops.ts';
import { notify } from '#core/notifications/notifications.ts';
import { refreshDerivedColumns } from '#core/offers/derived-columns.ts';
import { expiryFrom } from '#core/offers/lifecycle.ts';
import { attributeRows, type CheckedInput, checkInput, contentColumns, offerSlug } from '#core/offers/write-offer.ts';
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
      applyBatch(tx, check, importId, job.user_id, batchSize, clock(), options.onRow),
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

type Existing = { id: string; feed_reference: string; status: string; price: string | number | null };
type Write = {
  item: PendingRow & { reference: string; hash: string; listing: ImportedListing };
  checked: CheckedInput;
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
  batchSize: number,
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
      writes.push({
        item: { ...item, reference: item.reference, hash: item.hash, listing },
        checked: await check(listing.input, now),
      });
    }
  }
  const existing = await lockExisting(
    tx,
    ownerId,
    writes.map((write) => write.item.reference),
  );
  const offerIds = new Map<number, string>();
  const created = await insertNew(
    tx,
    ownerId,
    writes.filter((write) => !existing.has(write.item.reference)),
    now,
  );
  for (const write of writes) {
    const known = existing.get(write.item.reference);
    const id = known ? await updateExisting(tx, known, write, now) : created.get(write.item.reference);
    if (id) offerIds.set(write.item.row, id);
  }
  const written = [...offerIds.values()];
  await tx.execute(sql`delete from offer_attribute_values where offer_id = any(${sql.param(written)}::uuid[])`);
  const values = writes.flatMap((write) => {
    const id = offerIds.get(write.item.row);
    return id ? attributeRows(id, write.item.listing.input) : [];
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
    select id, feed_reference, status, price from offers
    where feed_owner_id = ${ownerId} and feed_reference = any(${sql.param(references)}::text[])
    order by id for update`);
  return new Map(rows.map((row) => [row.feed_reference, row]));
}

/** Live or off the site as the feed says, set in the same write as the content. */
function publication(live: boolean, listingType: CheckedInput['listingType'], now: Date) {
  return live
    ? {
        status: 'active' as const,
        statusChangedAt: now,
        publishedAt: now,
        bumpedAt: now,
        expiresAt: expiryFrom(listingType, now),
      }
    : { status: 'inactive' as const, statusChangedAt: now };
}

async function insertNew(tx: Transaction, ownerId: string, writes: Write[], now: Date): Promise<Map<string, string>> {
  if (writes.length === 0) return new Map();
  const inserted = await tx
    .insert(offers)
    .values(
      writes.map(({ item, checked }) => ({
        ...contentColumns(item.listing.input, checked),
        ...publication(item.listing.live, checked.listingType, now),
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
async function updateExisting(tx: Transaction, offer: Existing, { item, checked }: Write, now: Date): Promise<string> {
  const oldPrice = offer.price === null ? null : Number(offer.price);
  const price = item.listing.input.price;
  const reduced = oldPrice !== null && price !== null && price < oldPrice;
  const live = item.listing.live;
  const keepsStatus =
    offer.status === 'rejected' || (live && offer.status === 'active') || (!live && offer.status !== 'active');
  await tx
    .update(offers)
    .set({
      ...contentColumns(item.listing.input, checked),
      ...(keepsStatus ? {} : publication(live, checked.listingType, now)),
      feedHash: item.hash,
      marketStatus: item.listing.marketStatus,
      updatedAt: now,
      ...(reduced ? { previousPrice: oldPrice, priceReducedAt: now } : {}),
    })
    .where(sql`${offers.id} = ${offer.id}`);
  if (reduced && oldPrice !== null && price !== null)
    await notifyPriceDrop(tx, offer.id, { before: oldPrice, after: price });
  return offer.id;
}

async function takeOff(tx: Transaction, offerIds: string[], now: Date): Promise<void> {
  if (offerIds.length === 0) return;
  await tx.execute(sql`
    update offers set status = 'inactive', status_changed_at = ${now}, updated_at = ${now}
    where id = any(${sql.param(offerIds)}::uuid[]) and status = 'active'`);
}
