// Posting an ad, as its advertiser does it from the ad form (with or without JavaScript)
// or through the API: the content is saved (a new draft, or new content for an ad they
// manage), then the draft is published or a refused ad goes back to the operators. The
// site's settings (moderation, whether it takes payments) come from Deps, so every
// caller applies the same rules.
import type { OfferInput } from '#contract/offer-input.ts';
import type { OfferState } from '#contract/offer-lifecycle.ts';
import type { OfferSaveResult } from '#contract/offer-moderation.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Actor } from './lifecycle.ts';
import { noUploads, type OfferUploads } from './offer-files.ts';
import { createDraftOffer, resubmitOffer, submitOffer, updateOffer } from './write-offer.ts';

type PostingDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'paymentGateway'>;

/** An advertiser: whether their e-mail address is confirmed decides whether they may publish. */
export type Advertiser = Actor & { emailVerifiedAt: Date | null };

export type OfferSubmission = { input: OfferInput; uploads?: OfferUploads };

/** A new ad's first save: a draft that only its owner sees. */
export function createOffer(deps: PostingDeps, advertiser: Advertiser, submission: OfferSubmission) {
  const { input, uploads = noUploads() } = submission;
  return createDraftOffer(deps.db, advertiser, input, uploads, deps.clock.now());
}

/** New content for an ad the advertiser manages; with moderation on, material changes of a live ad wait. */
export function saveOfferChanges(
  deps: PostingDeps,
  advertiser: Advertiser,
  offerId: string,
  submission: OfferSubmission,
): Promise<OfferSaveResult> {
  const { input, uploads = noUploads() } = submission;
  return updateOffer(
    deps.db,
    advertiser,
    offerId,
    input,
    uploads,
    { moderation: deps.config.offerModeration },
    deps.clock.now(),
  );
}

/**
 * Publishes a draft: live now or on its date, or waiting for an operator. Refused with
 * 403 until the advertiser's address is confirmed, and with 402 (the pay page) where
 * posting it costs money.
 */
export function publishOffer(deps: PostingDeps, advertiser: Advertiser, offerId: string): Promise<OfferState> {
  const options = {
    moderation: deps.config.offerModeration,
    emailVerified: advertiser.emailVerifiedAt !== null,
    takesPayments: deps.paymentGateway !== 'none',
  };
  return submitOffer(deps.db, advertiser, offerId, options, deps.clock.now());
}

/** A refused ad, once edited, goes back to the operators (402 when its refunded posting is owed again). */
export function resubmitOfferForChecking(
  deps: PostingDeps,
  advertiser: Advertiser,
  offerId: string,
): Promise<OfferState> {
  return resubmitOffer(
    deps.db,
    advertiser,
    offerId,
    { takesPayments: deps.paymentGateway !== 'none' },
    deps.clock.now(),
  );
}
