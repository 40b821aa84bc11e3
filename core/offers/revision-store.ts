// The rows of offer revisions (db/schema/offer-revisions.ts), read and closed in the
// caller's transaction. The rules around them are in revisions.ts; this module only
// knows the tables, so the lifecycle can close a revision without a cycle of imports.
import { sql } from 'drizzle-orm';
import { OFFER_FILE_FIELDS } from '#contract/offer-files.ts';
import type { MaterialField, RevisionNotice, RevisionSource } from '#contract/offer-revisions.ts';
import type { Database, Transaction } from '#db/client.ts';
import { offerRevisionFiles, offerRevisions } from '#db/schema/offer-revisions.ts';
import { fileRows, KIND_OF_FIELD, type KnownFiles, readRevisionFiles } from './offer-files.ts';
import { type OfferContent, type OfferVersion, offerContentSchema } from './offer-version.ts';

export type PendingRevision = {
  id: number;
  content: OfferContent;
  files: KnownFiles;
  changed: MaterialField[];
  createdAt: Date;
};

/** The revision of an offer waiting for an operator, with its version; null when there is none. */
export async function readPendingRevision(
  db: Database | Transaction,
  offerId: string,
): Promise<PendingRevision | null> {
  const result = await db.execute<{
    id: number;
    content: unknown;
    changed: MaterialField[];
    created_at: Date | string;
  }>(
    sql`select id, content, changed, created_at from offer_revisions where offer_id = ${offerId} and status = 'pending'`,
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    // Written by this code after the checks of a save; parsed so that a wrong row fails loudly.
    content: offerContentSchema.parse(row.content),
    files: await readRevisionFiles(db, row.id),
    changed: row.changed,
    createdAt: new Date(row.created_at),
  };
}

/** Stores a version as the offer's one pending revision (the caller closed any earlier one). */
export async function insertRevision(
  tx: Transaction,
  offerId: string,
  version: OfferVersion,
  changed: readonly MaterialField[],
  origin: { authorId: string | null; source: RevisionSource },
  now: Date,
): Promise<RevisionNotice> {
  const [row] = await tx
    .insert(offerRevisions)
    .values({
      offerId,
      authorId: origin.authorId,
      source: origin.source,
      content: version.content,
      changed: [...changed],
      createdAt: now,
    })
    .returning({ id: offerRevisions.id });
  if (!row) throw new Error('revision not stored');
  const files = OFFER_FILE_FIELDS.flatMap((field) =>
    fileRows({ revisionId: row.id }, KIND_OF_FIELD[field], version.files[field]),
  );
  if (files.length > 0) await tx.insert(offerRevisionFiles).values(files);
  return {
    id: row.id,
    status: 'pending',
    changed: [...changed],
    created_at: now.toISOString(),
    decided_at: null,
    reason: null,
  };
}

export type RevisionOutcome =
  | { status: 'replaced' }
  | { status: 'approved'; reviewerId: string }
  | { status: 'rejected'; reason: string; reviewerId: string | null };

/**
 * Decides the offer's pending revision, if any: its files are no longer kept for it (the
 * storage sweep removes those nothing else uses). Returns its id, or null.
 */
export async function closePendingRevision(
  tx: Transaction,
  offerId: string,
  outcome: RevisionOutcome,
  now: Date,
): Promise<number | null> {
  const closed = await tx.execute<{ id: number }>(sql`
    update offer_revisions set status = ${outcome.status}, decided_at = ${now},
      reviewer_id = ${'reviewerId' in outcome ? outcome.reviewerId : null},
      reason = ${outcome.status === 'rejected' ? outcome.reason : null},
      superseded_at = ${outcome.status === 'replaced' ? now : null}
    where offer_id = ${offerId} and status = 'pending'
    returning id`);
  const id = closed.rows[0]?.id ?? null;
  if (id !== null) await tx.execute(sql`delete from offer_revision_files where revision_id = ${id}`);
  return id;
}

/** A new save of the offer: an earlier rejection is history, no longer news for its owner. */
export async function dismissRejections(tx: Transaction, offerId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    update offer_revisions set superseded_at = ${now}
    where offer_id = ${offerId} and status = 'rejected' and superseded_at is null`);
}

type NoticeRow = {
  offer_id: string;
  id: number;
  status: 'pending' | 'rejected';
  changed: MaterialField[];
  created_at: Date | string;
  decided_at: Date | string | null;
  reason: string | null;
};

/**
 * What each offer's owner is told about its latest changes: waiting for approval, or
 * refused (until the owner saves again). Offers without such news are left out.
 */
export async function revisionNotices(
  db: Database | Transaction,
  offerIds: readonly string[],
): Promise<Map<string, RevisionNotice>> {
  if (offerIds.length === 0) return new Map();
  const result = await db.execute<NoticeRow>(sql`
    select distinct on (offer_id) offer_id, id, status, changed, created_at, decided_at, reason
    from offer_revisions
    where offer_id = any(${sql.param([...offerIds])}::uuid[])
      and (status = 'pending' or (status = 'rejected' and superseded_at is null))
    order by offer_id, id desc`);
  return new Map(
    result.rows.map((row) => [
      row.offer_id,
      {
        id: row.id,
        status: row.status,
        changed: row.changed,
        created_at: new Date(row.created_at).toISOString(),
        decided_at: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
        reason: row.reason,
      },
    ]),
  );
}
