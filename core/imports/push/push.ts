// Listings pushed by agency software, one at a time, as Rightmove's Real Time Datafeed
// has them: sent (created or updated by agent_ref), removed, and listed by branch.
// A push is a one-row partial import (preview.ts stagePushedListing) applied at once
// (apply.ts), so it is mapped, checked, located, moderated and priced exactly as a feed
// file's row; its photos follow in the background import job. Every listing belongs to
// the credential's company and branch: its feed reference is `branch/agent_ref`, as a
// BLM file's row of that branch has it (offer-reference.ts).
import { sql } from 'drizzle-orm';
import { PUSH_MESSAGES, type RtdfError, type RtdfWarning } from '#contract/rtdf.ts';
import type { Database } from '#db/client.ts';
import { applyImport, takeOff } from '../apply.ts';
import type { FeedListing } from '../feeds/feed-listing.ts';
import type { Locate } from '../map-listing.ts';
import { offerReference } from '../offer-reference.ts';
import { stagePushedListing } from '../preview.ts';
import type { PushIdentity } from './credentials.ts';
import { pushReference } from './rtdf-listing.ts';

export type PushSettings = {
  locate: Locate;
  moderation: boolean;
  takesPayments: boolean;
  /** Queues the import job that fetches the listing's photos (core/platform/work.ts). */
  queueMedia: (importId: string) => Promise<void>;
};

export type ChangeType = 'CREATE' | 'UPDATE' | 'DELETE';

export type PushOutcome =
  | { ok: true; offerId: string | null; slug: string | null; change: ChangeType | null; warnings: RtdfWarning[] }
  | { ok: false; status: 404 | 422; errors: RtdfError[] };

const warning = (code: string, description: string, value: string | null = null): RtdfWarning => ({
  warning_code: code,
  warning_description: description,
  warning_value: value,
});

// One push of a listing at a time in this process: identical sends arriving together
// wait for each other, so the second sees the first's offer and answers UPDATE. Across
// processes the unique (company, feed reference) index decides, and the loser retries.
const inFlight = new Map<string, Promise<unknown>>();

async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = inFlight.get(key) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(work);
  inFlight.set(key, run);
  try {
    return await run;
  } finally {
    if (inFlight.get(key) === run) inFlight.delete(key);
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

const dropImport = (db: Database, importId: string) =>
  db.execute(sql`delete from offer_imports where id = ${importId}`);

/** sendpropertydetails: creates or updates the branch's listing by agent_ref; the same content twice writes nothing. */
export async function sendProperty(
  db: Database,
  identity: PushIdentity,
  listing: FeedListing,
  settings: PushSettings,
): Promise<PushOutcome> {
  return oneAtATime(`${identity.companyId}:${offerReference(listing)}`, async () => {
    try {
      return await applyPush(db, identity, listing, settings);
    } catch (error) {
      // Another process created the same listing between our look-up and our insert: it exists now.
      if (!isUniqueViolation(error)) throw error;
      return applyPush(db, identity, listing, settings);
    }
  });
}

async function applyPush(
  db: Database,
  identity: PushIdentity,
  listing: FeedListing,
  settings: PushSettings,
): Promise<PushOutcome> {
  const company = { id: identity.companyId };
  const options = { moderation: settings.moderation, takesPayments: settings.takesPayments };
  const staged = await stagePushedListing(db, company, listing, settings.locate, options);
  if (staged.action === 'reject') {
    await dropImport(db, staged.importId);
    return { ok: false, status: 422, errors: staged.errors.map(listingError) };
  }
  if (staged.action === 'unchanged') {
    await dropImport(db, staged.importId);
    const known = staged.offerId ? await offerOf(db, staged.offerId) : null;
    const warnings = known ? [] : [warning('not_stored', PUSH_MESSAGES.notStored)];
    return {
      ok: true,
      offerId: known?.id ?? null,
      slug: known?.slug ?? null,
      change: known ? 'UPDATE' : null,
      warnings,
    };
  }
  try {
    await applyImport(db, staged.importId, { ...options, notifyWhenDone: false });
  } catch (error) {
    await dropImport(db, staged.importId);
    throw error;
  }
  if (listing.media.length > 0) await settings.queueMedia(staged.importId);
  return appliedOutcome(db, staged.importId, staged.action === 'create' ? 'CREATE' : 'UPDATE');
}

/** A reason the listing cannot be an offer, as an RTDF error (the mapping's words name the field). */
const listingError = (message: string): RtdfError => ({
  error_code: 'invalid_listing',
  error_description: message,
  error_value: null,
});

async function offerOf(db: Database, id: string) {
  const { rows } = await db.execute<{ id: string; slug: string }>(sql`select id, slug from offers where id = ${id}`);
  return rows[0] ?? null;
}

/** What the applied row did, with what the agent should know: waiting for an operator or payment, an uncertain place. */
async function appliedOutcome(db: Database, importId: string, change: ChangeType): Promise<PushOutcome> {
  const { rows } = await db.execute<{
    offer_id: string | null;
    slug: string | null;
    status: string | null;
    posting_pence: number | null;
    location_warning: string | null;
  }>(sql`
    select r.offer_id, o.slug, o.status, r.posting_pence, r.listing ->> 'locationWarning' as location_warning
    from offer_import_rows r left join offers o on o.id = r.offer_id where r.import_id = ${importId}`);
  const row = rows[0];
  const warnings: RtdfWarning[] = [];
  if (row?.location_warning) warnings.push(warning('location_uncertain', row.location_warning));
  if (row?.posting_pence) {
    warnings.push(
      warning(
        'awaiting_payment',
        'Posting this listing costs money here: it is saved as a draft until it is paid for in My Ads',
        String(row.posting_pence),
      ),
    );
  }
  if (row?.status === 'pending_moderation') {
    warnings.push(warning('awaiting_moderation', 'The listing goes on the site once an operator approves it'));
  }
  return { ok: true, offerId: row?.offer_id ?? null, slug: row?.slug ?? null, change, warnings };
}

/** removeproperty: the branch's listing off the site; removing it again says it was removed already. */
export async function removeProperty(db: Database, identity: PushIdentity, agentRef: string): Promise<PushOutcome> {
  const reference = pushReference(identity.branchId, agentRef);
  // The branch's reference first; else an offer uploaded before branch references (offer-reference.ts).
  const { rows } = await db.execute<{ id: string; slug: string; status: string }>(sql`
    select id, slug, status from offers
    where feed_owner_id = ${identity.companyId} and feed_reference in (${reference}, ${agentRef})
    order by feed_reference = ${reference} desc limit 1`);
  const offer = rows[0];
  if (!offer) {
    return {
      ok: false,
      status: 404,
      errors: [{ error_code: 'not_found', error_description: PUSH_MESSAGES.notFound(agentRef), error_value: agentRef }],
    };
  }
  const live = offer.status === 'active' || offer.status === 'pending_moderation';
  await db.transaction(async (tx) => {
    if (live) await takeOff(tx, [offer.id], new Date());
    // Sending the same details again puts the listing back: it must not read as unchanged.
    await tx.execute(sql`update offers set feed_hash = null where id = ${offer.id}`);
  });
  return {
    ok: true,
    offerId: offer.id,
    slug: offer.slug,
    change: 'DELETE',
    warnings: live ? [] : [warning('already_removed', PUSH_MESSAGES.alreadyRemoved(agentRef), agentRef)],
  };
}

export type BranchListing = { agentRef: string; offerId: string; slug: string; changedAt: string; status: string };

/** getbranchpropertylist: the branch's listings on the site or waiting for an operator, for one channel. */
export async function branchListings(db: Database, identity: PushIdentity, channel: 1 | 2): Promise<BranchListing[]> {
  const prefix = pushReference(identity.branchId, '');
  const { rows } = await db.execute<{
    feed_reference: string;
    id: string;
    slug: string;
    updated_at: Date | string;
    status: string;
  }>(sql`
    select feed_reference, id, slug, updated_at, status from offers
    where feed_owner_id = ${identity.companyId} and feed_branch = ${identity.branchId}
      and left(feed_reference, ${prefix.length}) = ${prefix} and listing_type = ${channel === 1 ? 'sell' : 'rent'} and status in ('active', 'pending_moderation')
    order by feed_reference`);
  return rows.map((row) => ({
    agentRef: row.feed_reference.slice(prefix.length),
    offerId: row.id,
    slug: row.slug,
    changedAt: new Date(row.updated_at).toISOString(),
    status: row.status,
  }));
}
