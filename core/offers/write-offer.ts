// Creating and editing an offer's content (the editing shape), and the
// `submit` transition that publishes a draft. The input has passed offerInputSchema;
// here come the rules that need the database: the category exists and takes the
// listing type, the attributes apply to it, the description is cleaned, and the
// offer row, its attribute rows and its derived search columns are written in one
// transaction with its file rows (all or nothing; the files themselves were checked
// and stored before, see offer-files.ts). Only the offer's manager may edit or submit it.

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ListingType } from '#contract/listing-types.ts';
import { NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import { checkOfferAttributes, listingTypeOf, type OfferInput } from '#contract/offer-input.ts';
import { OFFER_LIFECYCLE_MESSAGES, type OfferState, type OfferStatus } from '#contract/offer-lifecycle.ts';
import type { OfferSaveResult } from '#contract/offer-moderation.ts';
import { resolvePricePeriod } from '#contract/price-periods.ts';
import { PAYMENT_MESSAGES, payPagePath } from '#contract/prices.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { postingCost } from '#core/billing/bill.ts';
import { postingGivenBack } from '#core/billing/refunds.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import { HttpError, notFound, unprocessable } from '#core/errors.ts';
import { notify } from '#core/notifications/notifications.ts';
import { slugify } from '#core/places/names.ts';
import type { Database, Transaction } from '#db/client.ts';
import { offers } from '#db/schema/offers.ts';
import { sanitiseDescription } from './description.ts';
import { type Actor, assertAllowed, expiryFrom, lockManaged, managedBy, readStates } from './lifecycle.ts';
import { noUploads, type OfferUploads, placeOfferFiles, resolveOfferFiles } from './offer-files.ts';
import { type CheckedContent, contentColumns, contentOf, writeAttributes } from './offer-version.ts';
import { ticksPerMonth } from './price-period.ts';
import { readEditingVersion, saveOfferVersion } from './revisions.ts';

const SLUG_BASE_MAX = 60;
const CATEGORY_ERROR = { category_id: ['Choose a category'] };

/** '3 bed semi, Didsbury' -> '3-bed-semi-didsbury-k3x9q2': readable, and unique by its suffix. */
export function offerSlug(title: string): string {
  const base = slugify(title).slice(0, SLUG_BASE_MAX).replace(/-+$/, '') || 'property';
  return `${base}-${randomBytes(5).readUIntBE(0, 5).toString(36).padStart(8, '0').slice(0, 8)}`;
}

export type CheckedInput = CheckedContent;

/** The database-side rules of an input; a 422 naming every field that breaks one. */
export async function checkInput(db: Database, input: OfferInput, now: Date): Promise<CheckedInput> {
  const catalogue = await getCatalogue(db);
  const category = catalogue.byId.get(input.category_id);
  const root = category ? catalogue.tree.find((node) => node.slug === category.root.slug) : undefined;
  if (!category || !root) throw unprocessable(CATEGORY_ERROR);
  const errors = checkOfferAttributes(input, { root: root.slug, offerTypes: root.offer_types });
  const visibleFrom = input.visible_from_date ? new Date(input.visible_from_date) : null;
  if (
    visibleFrom &&
    (visibleFrom.getTime() < now.getTime() - 60_000 || visibleFrom.getTime() > now.getTime() + 90 * 86_400_000)
  ) {
    errors.visible_from_date = ['Choose a publication date within the next 90 days'];
  }
  const listingType = listingTypeOf(input);
  if (Object.keys(errors).length > 0 || !listingType) throw unprocessable(errors);
  return {
    categoryId: category.id,
    listingType,
    pricePeriod: resolvePricePeriod(listingType, input.price_period, ticksPerMonth(input.attributes)),
    description: sanitiseDescription(input.description),
    visibleFrom,
  };
}

/** A new draft of the actor's: nothing is public until it is submitted. */
export async function createDraftOffer(
  db: Database,
  actor: Actor,
  input: OfferInput,
  uploads: OfferUploads = noUploads(),
  now = new Date(),
): Promise<{ id: string; slug: string; state: OfferState }> {
  const checked = await checkInput(db, input, now);
  const content = contentOf(input, checked);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offers)
      .values({
        ...contentColumns(content),
        slug: offerSlug(input.title),
        userId: actor.id,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: offers.id, slug: offers.slug });
    if (!row) throw new Error('offer not created');
    await writeAttributes(tx, row.id, content.attributes);
    await placeOfferFiles(tx, row.id, input, uploads);
    const [state] = await readStates(tx, [row.id], now);
    return { ...row, state: state as OfferState };
  });
}

function assertEditableStatus(status: OfferStatus): void {
  // A rejected ad is edited by its owner, then resubmitted (resubmitOffer) for the operators to decide again.
  // Its open order was priced for the ad as it stands (photos, date, listing type).
  if (status === 'pending_payment') {
    throw new HttpError(409, OFFER_LIFECYCLE_MESSAGES.awaitingPaymentNoEdit, { code: 'illegal_transition' });
  }
}

/**
 * The cheap check before a save's files are processed: the actor manages the offer
 * (404 otherwise) and it can be edited (409). updateOffer checks again under its lock.
 */
export async function assertEditable(db: Database, actor: Actor, id: string): Promise<void> {
  const result = await db.execute<{ status: OfferStatus }>(
    sql`select o.status from offers o where o.id = ${id} and ${managedBy(actor)}`,
  );
  const row = result.rows[0];
  if (!row) throw notFound(OFFER_LIFECYCLE_MESSAGES.notFound);
  assertEditableStatus(row.status);
}

/**
 * New content for an offer the actor manages, in any status but waiting for its payment (its order was priced for the ad as it
 * stood). With moderation on, material changes of an approved ad wait for an
 * operator while the rest applies at once (revisions.ts); the save then edits the
 * pending version: lists left out keep its files. Otherwise it all applies at once
 * (writeOfferVersion: a lower price shows as reduced, a new listing type resets the
 * market state).
 */
export async function updateOffer(
  db: Database,
  actor: Actor,
  id: string,
  input: OfferInput,
  uploads: OfferUploads = noUploads(),
  options: { moderation: boolean } = { moderation: false },
  now = new Date(),
): Promise<OfferSaveResult> {
  const checked = await checkInput(db, input, now);
  return db.transaction(async (tx) => {
    const [offer] = await lockManaged(tx, actor, [id]);
    if (!offer) throw new Error('unreachable: lockManaged throws 404');
    assertEditableStatus(offer.status);
    const { editing, live } = await readEditingVersion(tx, id);
    const proposed = {
      content: contentOf(input, checked),
      files: resolveOfferFiles(editing.files, live.files, input, uploads),
    };
    const revision = await saveOfferVersion(
      tx,
      offer,
      proposed,
      { moderation: options.moderation, authorId: actor.id, source: 'edit', live },
      now,
    );
    const [state] = await readStates(tx, [id], now);
    return { ...(state as OfferState), revision };
  });
}

/** 402: publishing this ad costs `cost` pence, to be paid on its pay page. */
function postingPaymentRequired(cost: number, slug: string): HttpError {
  return new HttpError(402, PAYMENT_MESSAGES.postingRequiresPayment(cost), {
    code: 'payment_required',
    details: { amount: cost, pay_url: payPagePath(slug) },
  });
}

/**
 * A draft goes live for a full period (from its scheduled date, if it has one), or
 * waits for the operator when moderation is on. The actor's e-mail address must be
 * confirmed (only a guest's new account can lack that). When the site takes payments
 * and posting the ad costs money (the operator's price list), nothing is published:
 * 402 with the amount and the pay page, where an order puts it in pending_payment until
 * it is paid. Without a gateway nothing is sold, so posting is free.
 */
export async function submitOffer(
  db: Database,
  actor: Actor,
  id: string,
  options: { moderation: boolean; emailVerified: boolean; takesPayments: boolean },
  now = new Date(),
): Promise<OfferState> {
  return db.transaction(async (tx) => {
    const [offer] = await lockManaged(tx, actor, [id]);
    if (!offer) throw new Error('unreachable: lockManaged throws 404');
    assertAllowed('submit', offer, now);
    // A guest's account (core/accounts/guest.ts) publishes once its address is confirmed.
    if (!options.emailVerified) {
      throw new HttpError(403, OFFER_LIFECYCLE_MESSAGES.emailNotVerified, { code: 'email_not_verified' });
    }
    const cost = options.takesPayments ? await postingCost(tx, id) : 0;
    if (cost > 0) {
      const slug = await tx.execute<{ slug: string }>(sql`select slug from offers where id = ${id}`);
      throw postingPaymentRequired(cost, slug.rows[0]?.slug ?? '');
    }
    await publishLocked(tx, offer, options, now);
    const [state] = await readStates(tx, [id], now);
    return state as OfferState;
  });
}

/**
 * A rejected ad its manager has edited goes back to the operators: pending moderation
 * whatever the site's moderation setting (an operator refused it, so an operator
 * decides again), its rejection reason cleared; it is never published from here.
 * When the site takes payments and the ad's posting money was given back on refusal,
 * the posting is owed again: the ad returns to a draft marked for review and the answer
 * is 402 with the amount and the pay page; once paid, it goes to the operators.
 */
export async function resubmitOffer(
  db: Database,
  actor: Actor,
  id: string,
  options: { takesPayments: boolean },
  now = new Date(),
): Promise<OfferState> {
  const outcome = await db.transaction(async (tx) => {
    const [offer] = await lockManaged(tx, actor, [id]);
    if (!offer) throw new Error('unreachable: lockManaged throws 404');
    assertAllowed('resubmit', offer, now);
    const owed = options.takesPayments && (await postingGivenBack(tx, id)) ? await postingCost(tx, id) : 0;
    const changed = await tx.execute<{ slug: string }>(sql`
      update offers set status = ${owed > 0 ? 'draft' : 'pending_moderation'}, needs_review = ${owed > 0},
        rejection_reason = null, status_changed_at = ${now}, updated_at = ${now}
      where id = ${id}
      returning slug`);
    const [state] = await readStates(tx, [id], now);
    return { owed, slug: changed.rows[0]?.slug ?? '', state: state as OfferState };
  });
  // Committed first: the ad stays a draft to pay for whatever the client does next.
  if (outcome.owed > 0) throw postingPaymentRequired(outcome.owed, outcome.slug);
  return outcome.state;
}

/**
 * The publishing step of a draft whose row the caller has locked (submitting it, or
 * paying for it): live for a full period from now or its scheduled date, or waiting for
 * the operator when moderation is on.
 */
export async function publishLocked(
  tx: Transaction,
  offer: { id: string; listing_type: ListingType; visible_from: Date | null },
  options: { moderation: boolean },
  now: Date,
): Promise<void> {
  // An ad an operator refused before goes back through the operators' queue.
  const queued = await tx.execute(sql`
    update offers set status = 'pending_moderation', needs_review = false, status_changed_at = ${now}, updated_at = ${now}
    where id = ${offer.id} and (${options.moderation} or needs_review)
    returning id`);
  if (queued.rows.length > 0) return;
  const start = offer.visible_from && offer.visible_from > now ? offer.visible_from : now;
  const published = await tx.execute<{ user_id: string; title: string; slug: string }>(sql`
    update offers set status = 'active', status_changed_at = ${now}, updated_at = ${now},
      published_at = ${start}, bumped_at = ${start}, expires_at = ${expiryFrom(offer.listing_type, start)},
      visible_notice_due = ${start > now}
    where id = ${offer.id}
    returning user_id, title, slug`);
  const owner = published.rows[0];
  if (!owner) return;
  await notify(tx, owner.user_id, {
    message:
      start > now
        ? NOTIFICATION_MESSAGES.offerScheduled(owner.title, start)
        : NOTIFICATION_MESSAGES.offerPublished(owner.title),
    link: SITE_PATHS.offer(owner.slug),
  });
}
