// Uploading a feed: it is parsed as it streams (never whole in memory), each listing is
// checked as an offer, and compared with what the company imported before: a preview
// of what will be created, updated, left alone, withdrawn and rejected, stored as rows,
// each with what posting it costs when the import will save it as a draft to pay for.
// Nothing changes on the site until the import is confirmed (apply.ts). All or nothing:
// a file that cannot be read at all leaves no import behind.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { MarketStatus } from '#contract/market-status.ts';
import { listingTypeOf } from '#contract/offer-input.ts';
import type { OfferStatus } from '#contract/offer-lifecycle.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import { unprocessable } from '#core/errors.ts';
import type { Storage } from '#core/storage/storage.ts';
import type { Database, Transaction } from '#db/client.ts';
import { offerImportRows, offerImports } from '#db/schema/imports.ts';
import { inFeedScope } from './feed-scope.ts';
import type { FeedListing } from './feeds/feed-listing.ts';
import { FeedError, type FeedRow, openFeedZip, parseFeedFile } from './feeds/index.ts';
import { type ImportedListing, type Locate, listingHash, mapListing } from './map-listing.ts';
import { deleteImportMedia, IMPORT_MEDIA_LIMITS, type ImportMediaLimits, unpackZipMedia } from './media-files.ts';
import { zipFilesOf } from './media-items.ts';
import { bareReference, offerReference } from './offer-reference.ts';
import { type ImportPricing, listingPostingCost, readImportPricing } from './posting.ts';
import { placement } from './publication.ts';
import { feedMovesOffer, type StandingOffer } from './status-change.ts';

const INSERT_BATCH = 500;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export type FeedUpload = { path: string; fileName: string; fullFeed: boolean };

/** How the site publishes: what the preview foretells depends on it as the import does (apply.ts). */
export type PreviewOptions = {
  mediaLimits?: Partial<ImportMediaLimits>;
  /** OFFER_MODERATION. */
  moderation?: boolean;
  /** The site takes payments: listings whose posting costs money will wait as drafts. True unless told otherwise. */
  takesPayments?: boolean;
  /** Queues the check of the listings' photos and floor plans (media-check.ts), in the transaction that makes the preview ready. */
  queueMediaCheck?: (tx: Transaction, importId: string) => Promise<void>;
};

/** What the stored rows are foretold against: the prices of the day and how the site publishes. */
type Outlook = { pricing: ImportPricing; moderation: boolean; now: Date };

type Catalogue = Awaited<ReturnType<typeof getCatalogue>>;

type RowToStore = {
  row: number;
  line: number | null;
  reference: string | null;
  branch: string | null;
  action: 'create' | 'update' | 'unchanged' | 'withdraw' | 'reject';
  errors: string[];
  listing: ImportedListing | null;
  hash: string | null;
  offerId: string | null;
  /** The bare reference an offer uploaded before branch references may still have (offer-reference.ts). */
  bareReference?: string | null;
};

async function isZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.equals(ZIP_MAGIC);
  } finally {
    await handle.close();
  }
}

async function outlookFor(db: Database, company: { id: string }, options: PreviewOptions): Promise<Outlook> {
  return {
    pricing: await readImportPricing(db, company.id, options.takesPayments ?? true),
    moderation: options.moderation ?? false,
    now: new Date(),
  };
}

/** POST /api/offers-import: the import in status 'ready' with its preview rows; 422 for an unreadable file. */
export async function previewImport(
  db: Database,
  storage: Storage,
  company: { id: string },
  upload: FeedUpload,
  locate: Locate,
  importId?: string,
  options: PreviewOptions = {},
): Promise<string> {
  const catalogue = await getCatalogue(db);
  const outlook = await outlookFor(db, company, options);
  const zip = (await isZip(upload.path)) ? await openFeedZip(upload.path).catch(rethrowFeedError) : null;
  try {
    const source = zip ? zip.readFeed() : createReadStream(upload.path);
    const feed = await parseFeedFile(zip?.feedName ?? upload.fileName, source).catch(rethrowFeedError);
    // Not one transaction: place look-ups run between the batches (on the embedded
    // database's single connection they would wait for it). The import stays 'parsing',
    // invisible to confirmation, until its preview is complete; a failure deletes it.
    const id = await startImport(
      db,
      storage,
      company.id,
      { format: feed.format, warnings: feed.warnings },
      upload,
      importId,
    );
    try {
      const stored = await storeFeedRows(db, id, company.id, feed.rows, { catalogue, locate, outlook });
      let count = stored.count;
      if (upload.fullFeed) {
        // Fresh statistics, so the planner probes the new rows by index (PGlite has no autovacuum).
        await db.execute(sql`analyze offer_import_rows`);
        count += await addWithdrawals(db, id, company.id, count);
      }
      if (zip) {
        const target = { importId: id, companyId: company.id, names: stored.mediaNames };
        await unpackZipMedia(db, storage, zip, target, { ...IMPORT_MEDIA_LIMITS, ...options.mediaLimits });
      }
      await db.transaction(async (tx) => {
        await tx.execute(sql`update offer_imports set total_rows = ${count}, status = 'ready' where id = ${id}`);
        await options.queueMediaCheck?.(tx, id);
      });
    } catch (error) {
      await deleteImportMedia(db, storage, id);
      await db.delete(offerImports).where(sql`${offerImports.id} = ${id} and ${offerImports.status} = 'parsing'`);
      rethrowFeedError(error);
    }
    return id;
  } finally {
    await zip?.close();
  }
}

/**
 * A listing pushed by agency software (push/): an import of one row of a partial feed,
 * classified as an uploaded file's rows are and left 'importing' to be applied at once
 * (apply.ts) with no confirmation. Returns the import's id and what its row will do.
 */
export async function stagePushedListing(
  db: Database,
  company: { id: string },
  listing: FeedListing,
  locate: Locate,
  options: PreviewOptions = {},
): Promise<{ importId: string; action: RowToStore['action']; errors: string[]; offerId: string | null }> {
  const outlook: Outlook = {
    pricing: await readImportPricing(db, company.id, options.takesPayments ?? true),
    moderation: options.moderation ?? false,
    now: new Date(),
  };
  const catalogue = await getCatalogue(db);
  const [created] = await db
    .insert(offerImports)
    .values({
      userId: company.id,
      format: 'rtdf',
      fileName: offerReference(listing),
      fullFeed: false,
      status: 'parsing',
    })
    .returning({ id: offerImports.id });
  if (!created) throw new Error('import not stored');
  const rows = (async function* () {
    yield { row: 1, line: null, reference: offerReference(listing), listing, errors: [] } satisfies FeedRow;
  })();
  await storeFeedRows(db, created.id, company.id, rows, { catalogue, locate, outlook });
  await db.execute(sql`
    update offer_imports set total_rows = 1, status = 'importing', confirmed_at = now() where id = ${created.id}`);
  const [row] = (
    await db.execute<{ action: RowToStore['action']; errors: string[]; offer_id: string | null }>(
      sql`select action, errors, offer_id from offer_import_rows where import_id = ${created.id}`,
    )
  ).rows;
  return {
    importId: created.id,
    action: row?.action ?? 'reject',
    errors: row?.errors ?? [],
    offerId: row?.offer_id ?? null,
  };
}

type Classifying = { catalogue: Catalogue; locate: Locate; outlook: Outlook };

/**
 * Classifies and stores the feed's rows, INSERT_BATCH at a time. Returns how many there
 * were and the files of the zip that listings to create or update use: the only ones unpacked.
 */
async function storeFeedRows(
  db: Database,
  importId: string,
  companyId: string,
  rows: AsyncIterable<FeedRow>,
  { catalogue, locate, outlook }: Classifying,
): Promise<{ count: number; mediaNames: Set<string> }> {
  const seen = new Map<string, number>();
  const mediaNames = new Set<string>();
  let batch: FeedRow[] = [];
  let count = 0;
  const flush = async () => {
    const mapped: RowToStore[] = [];
    for (const row of batch) mapped.push(await classify(row, seen, catalogue, locate));
    for (const name of await storeRows(db, importId, companyId, mapped, outlook)) mediaNames.add(name);
    count += batch.length;
    batch = [];
  };
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= INSERT_BATCH) await flush();
  }
  await flush();
  return { count, mediaNames };
}

function rethrowFeedError(error: unknown): never {
  if (error instanceof FeedError) {
    // The line first, as an agent opening the file in an editor looks for it.
    throw unprocessable({ file: [error.line ? `Line ${error.line} of the file: ${error.reason}` : error.reason] });
  }
  throw error;
}

async function startImport(
  db: Database,
  storage: Storage,
  userId: string,
  { format, warnings }: { format: 'blm' | 'kyero' | 'csv'; warnings: string[] },
  upload: FeedUpload,
  replacing?: string,
): Promise<string> {
  if (replacing) {
    // A new file for an import not confirmed yet: its preview (and its files) start again.
    await deleteImportMedia(db, storage, replacing);
    await db.transaction(async (tx) => {
      await tx.delete(offerImportRows).where(sql`${offerImportRows.importId} = ${replacing}`);
      await tx.execute(sql`
        update offer_imports set format = ${format}, file_name = ${upload.fileName}, full_feed = ${upload.fullFeed},
          warnings = ${sql.param(warnings)}::text[], status = 'parsing', total_rows = 0, created_at = now()
        where id = ${replacing}`);
    });
    return replacing;
  }
  const [row] = await db
    .insert(offerImports)
    .values({ userId, format, fileName: upload.fileName, fullFeed: upload.fullFeed, warnings, status: 'parsing' })
    .returning({ id: offerImports.id });
  if (!row) throw new Error('import not stored');
  return row.id;
}

async function classify(
  row: FeedRow,
  seen: Map<string, number>,
  catalogue: Catalogue,
  locate: Locate,
): Promise<RowToStore> {
  const branch = row.listing ? row.listing.branch : row.branch;
  // A rejected row still names its listing, so a full feed does not withdraw it.
  const reference = row.listing
    ? offerReference(row.listing)
    : row.reference && offerReference({ reference: row.reference, branch });
  const base = { row: row.row, line: row.line, reference, branch, hash: null, offerId: null };
  if (!row.listing) return { ...base, action: 'reject', errors: row.errors, listing: null };
  const first = seen.get(offerReference(row.listing));
  if (first !== undefined) {
    return {
      ...base,
      action: 'reject',
      errors: [`The reference ${row.listing.reference} is used by row ${first} already`],
      listing: null,
    };
  }
  seen.set(offerReference(row.listing), row.row);
  const mapped = await mapListing(row.listing, catalogue, locate);
  if (!mapped.listing) return { ...base, action: 'reject', errors: mapped.errors, listing: null };
  // create or update is settled against the stored offers in storeRows.
  const listing = mapped.listing;
  return {
    ...base,
    action: 'create',
    errors: [],
    listing,
    hash: listingHash(listing),
    bareReference: bareReference(row.listing),
  };
}

type StoredOffer = StandingOffer & { id: string; hash: string | null };

/**
 * The company's offers the rows name, by feed reference: each row's own, and the bare
 * reference an offer uploaded before branch references may still have.
 */
async function storedOffers(tx: Database, ownerId: string, rows: RowToStore[]): Promise<Map<string, StoredOffer>> {
  const references = rows.flatMap((row) =>
    row.action === 'create' && row.reference ? [row.reference, ...(row.bareReference ? [row.bareReference] : [])] : [],
  );
  const existing = new Map<string, StoredOffer>();
  if (references.length === 0) return existing;
  const found = await tx.execute<{
    id: string;
    feed_reference: string;
    feed_hash: string | null;
    status: OfferStatus;
    published: boolean;
    market_status: MarketStatus;
  }>(sql`
    select id, feed_reference, feed_hash, status, published_at is not null as published, market_status from offers
    where feed_owner_id = ${ownerId} and feed_reference = any(${sql.param(references)}::text[])`);
  for (const offer of found.rows) {
    existing.set(offer.feed_reference, {
      id: offer.id,
      hash: offer.feed_hash,
      status: offer.status,
      published: offer.published,
      marketStatus: offer.market_status,
    });
  }
  return existing;
}

/** Stores the rows; returns the zip files named by the rows to create or update. */
async function storeRows(
  tx: Database,
  importId: string,
  ownerId: string,
  rows: RowToStore[],
  outlook: Outlook,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const existing = await storedOffers(tx, ownerId, rows);
  const mediaNames: string[] = [];
  await tx.insert(offerImportRows).values(
    rows.map((row) => {
      const offer =
        row.reference && row.action === 'create'
          ? (existing.get(row.reference) ?? (row.bareReference ? existing.get(row.bareReference) : undefined))
          : undefined;
      let action = row.action;
      if (offer) action = offer.hash === row.hash && !movesOffer(offer, row.listing, outlook) ? 'unchanged' : 'update';
      // Not on the site and not in our database: there is nothing to do with it.
      if (action === 'create' && row.listing && !row.listing.live) action = 'unchanged';
      const writes = (action === 'create' || action === 'update') && row.listing !== null;
      if (writes && row.listing) mediaNames.push(...zipFilesOf(row.listing.media));
      return {
        importId,
        row: row.row,
        line: row.line,
        reference: row.reference,
        branch: row.branch,
        action,
        errors: row.errors,
        listing: row.listing,
        hash: row.hash,
        offerId: offer?.id ?? null,
        postingPence: writes && row.listing ? postingToPay(row.listing, offer ?? null, outlook) : null,
      };
    }),
  );
  return mediaNames;
}

/** The feed puts the offer elsewhere than it stands (status-change.ts), at the posting price of the day. */
function movesOffer(offer: StoredOffer, listing: ImportedListing | null, outlook: Outlook): boolean {
  if (!listing) return false;
  const postingCost = listingPostingCost(outlook.pricing, listing, outlook.now);
  return feedMovesOffer(offer, listing, { moderation: outlook.moderation, postingCost, now: outlook.now });
}

/** What posting a listing costs when the import will save it as a draft to pay for (publication.ts); null otherwise. */
function postingToPay(listing: ImportedListing, offer: StoredOffer | null, outlook: Outlook): number | null {
  const postingCost = listingPostingCost(outlook.pricing, listing, outlook.now);
  const listingType = listingTypeOf(listing.input);
  if (postingCost === 0 || !listingType) return null;
  const { awaitingPayment } = placement(
    offer && { status: offer.status, published: offer.published },
    listing.live,
    { moderation: outlook.moderation, postingCost },
    listingType,
    outlook.now,
  );
  return awaitingPayment ? postingCost : null;
}

/** A full feed lists everything of its branches: their live (or waiting) imported offers missing from it are withdrawn. */
async function addWithdrawals(tx: Database, importId: string, ownerId: string, after: number): Promise<number> {
  const added = await tx.execute(sql`
    insert into offer_import_rows (import_id, row, reference, branch, action, offer_id)
    select ${importId}, ${after} + row_number() over (order by o.feed_reference), o.feed_reference, o.feed_branch,
      'withdraw', o.id
    from offers o
    where o.feed_owner_id = ${ownerId} and ${inFeedScope(importId)}
      and not exists (
        select 1 from offer_import_rows r
        where r.import_id = ${importId} and (r.reference = o.feed_reference or r.offer_id = o.id))`);
  return added.rowCount ?? 0;
}
