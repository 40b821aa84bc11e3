// Moderation of changes (OFFER_MODERATION on). The offers row always holds the version
// the public sees; a material change of an ad that has been approved waits as a revision
// until an operator approves it (then it is written by writeOfferVersion, as an edit that
// applies at once is) or rejects it (the ad stays as it was, and its owner reads why).
// The rest of a save applies at once. Each offer has at most one pending revision: a
// newer save replaces it. docs/offers.md ("Moderation") and ADR 0018 give the reasons.
import { sql } from 'drizzle-orm';
import type { AuditActor } from '#contract/audit.ts';
import type { ListingType } from '#contract/listing-types.ts';
import { MY_OFFERS_PATH, type OfferStatus } from '#contract/offer-lifecycle.ts';
import type { RevisionDecision } from '#contract/offer-moderation.ts';
import {
  REVISION_MESSAGES,
  type RevisionNotice,
  type RevisionSource,
  type RevisionStatus,
} from '#contract/offer-revisions.ts';
import { recordAudit } from '#core/audit/audit-log.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { settleClaim } from '#core/moderation/claims.ts';
import { notify } from '#core/notifications/notifications.ts';
import type { WorkQueue } from '#core/platform/work.ts';
import type { Database, Transaction } from '#db/client.ts';
import { readStates } from './lifecycle.ts';
import { immediatePart, materialChanges, sameVersion } from './materiality.ts';
import { type KnownFiles, readRevisionFiles } from './offer-files.ts';
import { type OfferVersion, offerContentSchema, readLiveVersion, writeOfferVersion } from './offer-version.ts';
import {
  closePendingRevision,
  dismissRejections,
  insertRevision,
  type PendingRevision,
  readPendingRevision,
} from './revision-store.ts';

/**
 * Statuses of an ad whose content an operator has approved (or that went live while
 * moderation was off). Besides live ads this takes deactivated and expired ones: the
 * owner puts those back on the site by activating or refreshing, with no one looking.
 */
export const REVIEWED_STATUSES: readonly OfferStatus[] = ['active', 'inactive', 'expired'];

type SavedOffer = { id: string; status: OfferStatus; price: string | number | null; listing_type: ListingType };
type LiveVersion = OfferVersion & { files: KnownFiles };

/**
 * The version an owner edits (the pending one when there is one, else the one on the
 * site), the one on the site, and the pending revision.
 */
export async function readEditingVersion(
  db: Database | Transaction,
  offerId: string,
): Promise<{ editing: LiveVersion; live: LiveVersion; pending: PendingRevision | null }> {
  const live = await readLiveVersion(db, offerId);
  const pending = await readPendingRevision(db, offerId);
  if (!live) throw new Error(`offer ${offerId} vanished under its lock`);
  return { editing: pending ? { content: pending.content, files: pending.files } : live, live, pending };
}

export type SaveOutcome = {
  /** What goes on the site now; null when the site shows it already. */
  write: OfferVersion | null;
  /** The changes left waiting for an operator. */
  revision: RevisionNotice | null;
};

/**
 * Decides what becomes of a proposed version of an offer whose row the caller has
 * locked: any pending revision is replaced (the latest save is what its owner wants);
 * then, with moderation on and an approved ad, the material changes wait in a new
 * revision and the rest goes live; otherwise all of it goes live. The caller writes
 * `write` (the ad form with writeOfferVersion, an import with its batch).
 */
export async function proposeVersion(
  tx: Transaction,
  offer: SavedOffer,
  proposed: OfferVersion,
  options: {
    moderation: boolean;
    authorId: string | null;
    source: RevisionSource;
    /** The version on the site, when the caller has read it already. */
    live?: OfferVersion;
  },
  now: Date,
): Promise<SaveOutcome> {
  await closePendingRevision(tx, offer.id, { status: 'replaced' }, now);
  await dismissRejections(tx, offer.id, now);
  if (!options.moderation || !REVIEWED_STATUSES.includes(offer.status)) return { write: proposed, revision: null };
  const live = options.live ?? (await readLiveVersion(tx, offer.id));
  if (!live) throw new Error(`offer ${offer.id} vanished under its lock`);
  const material = materialChanges(live, proposed);
  if (material.length === 0) return { write: sameVersion(live, proposed) ? null : proposed, revision: null };
  const revision = await insertRevision(tx, offer.id, proposed, material, options, now);
  const immediate = immediatePart(live, proposed, material);
  return { write: sameVersion(live, immediate) ? null : immediate, revision };
}

/** proposeVersion, then the part that goes live written as any edit is. */
export async function saveOfferVersion(
  tx: Transaction,
  offer: SavedOffer,
  proposed: OfferVersion,
  options: Parameters<typeof proposeVersion>[3],
  now: Date,
): Promise<RevisionNotice | null> {
  const outcome = await proposeVersion(tx, offer, proposed, options, now);
  if (outcome.write) await writeOfferVersion(tx, offer, outcome.write, now);
  return outcome.revision;
}

type LockedRevision = {
  revision: { id: number; status: RevisionStatus; content: unknown };
  offer: SavedOffer & { user_id: string; title: string };
};

/** Locks a pending revision and its offer for an operator (the offer first, as saves do). */
async function lockPendingRevision(tx: Transaction, id: number): Promise<LockedRevision> {
  const found = await tx.execute<{ offer_id: string }>(sql`select offer_id from offer_revisions where id = ${id}`);
  const offerId = found.rows[0]?.offer_id;
  if (!offerId) throw notFound(REVISION_MESSAGES.notFound);
  const offer = await tx.execute<LockedRevision['offer']>(sql`
    select id, status, price, listing_type, user_id, title from offers where id = ${offerId} for update`);
  const revision = await tx.execute<LockedRevision['revision']>(sql`
    select id, status, content from offer_revisions where id = ${id} for update`);
  const locked = { offer: offer.rows[0], revision: revision.rows[0] };
  if (!locked.offer || !locked.revision) throw notFound(REVISION_MESSAGES.notFound);
  if (locked.revision.status !== 'pending') {
    throw new HttpError(409, REVISION_MESSAGES.notPending(locked.revision.status), { code: 'revision_decided' });
  }
  return locked as LockedRevision;
}

async function decision(tx: Transaction, id: number, offerId: string, now: Date): Promise<RevisionDecision> {
  const [row] = (
    await tx.execute<{ status: 'approved' | 'rejected'; reason: string | null }>(
      sql`select status, reason from offer_revisions where id = ${id}`,
    )
  ).rows;
  const [state] = await readStates(tx, [offerId], now);
  if (!row || !state) throw new Error(`revision ${id} vanished`);
  return { id, status: row.status, reason: row.reason, decided_at: now.toISOString(), offer: state };
}

/**
 * The operator approves changes: they go on the site as an edit would put them there
 * (the same function), and the owner is told. Operators only (the route checks);
 * refused (409) while another moderator's claim on the change lasts.
 */
export async function approveRevision(
  db: Database,
  reviewer: AuditActor,
  id: number,
  now = new Date(),
): Promise<RevisionDecision> {
  return db.transaction(async (tx) => {
    const { revision, offer } = await lockPendingRevision(tx, id);
    await settleClaim(tx, reviewer.id, { kind: 'revision', id }, now);
    const version: OfferVersion = {
      content: offerContentSchema.parse(revision.content),
      files: await readRevisionFiles(tx, revision.id),
    };
    await writeOfferVersion(tx, offer, version, now);
    await closePendingRevision(tx, offer.id, { status: 'approved', reviewerId: reviewer.id }, now);
    await recordAudit(tx, reviewer, {
      action: 'offers.approve-changes',
      targetType: 'offer',
      targetId: offer.id,
      before: { title: offer.title, revision: id },
      after: { title: version.content.title, revision: id, status: 'approved' },
    });
    await notify(tx, offer.user_id, {
      type: 'info',
      message: REVISION_MESSAGES.approvedBell(version.content.title),
      link: MY_OFFERS_PATH,
    });
    return decision(tx, id, offer.id, now);
  });
}

/**
 * The operator refuses changes: the ad stays as it is on the site, and its owner reads
 * why in the bell and, given `work`, by e-mail.
 */
export async function rejectRevision(
  db: Database,
  reviewer: AuditActor,
  id: number,
  reason: string,
  options: { work?: WorkQueue } = {},
  now = new Date(),
): Promise<RevisionDecision> {
  return db.transaction(async (tx) => {
    const { offer } = await lockPendingRevision(tx, id);
    await settleClaim(tx, reviewer.id, { kind: 'revision', id }, now);
    await closePendingRevision(tx, offer.id, { status: 'rejected', reason, reviewerId: reviewer.id }, now);
    await recordAudit(tx, reviewer, {
      action: 'offers.reject-changes',
      targetType: 'offer',
      targetId: offer.id,
      before: { title: offer.title, revision: id },
      after: { title: offer.title, revision: id, status: 'rejected', reason },
    });
    await notify(tx, offer.user_id, {
      type: 'warning',
      message: REVISION_MESSAGES.rejectedBell(offer.title, reason),
      link: MY_OFFERS_PATH,
    });
    await options.work?.queue(tx, { kind: 'offers.rejection-notice', offerId: offer.id, reason, change: true });
    return decision(tx, id, offer.id, now);
  });
}
