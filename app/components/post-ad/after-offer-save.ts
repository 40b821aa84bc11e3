// What the ad form does once the ad's content is stored, by the button that sent it: a
// preview opens the offer page; a refused ad is sent for checking again; a new ad or a
// draft is published; other changes are just saved. Where posting costs money, the
// stored ad goes to the pay page and is published once paid for.
import type { NavigateFunction } from 'react-router';
import type { useApi } from '#app/hooks/use-api.ts';
import { publishedMessage } from '#app/lib/offer-save-messages.ts';
import { MY_OFFERS_PATH, OFFER_LIFECYCLE_MESSAGES, type OfferState } from '#contract/offer-lifecycle.ts';
import { payPagePath } from '#contract/prices.ts';
import type { Toaster } from '../toast/toast-context.ts';

/** Which button sent the form. */
export type SaveIntent = 'publish' | 'preview' | 'save' | 'resubmit';

export type StoredOffer = { id: string; slug: string };

/** What the steps after a save act with. */
export type SaveSteps = {
  api: ReturnType<typeof useApi>;
  toast: Toaster;
  navigate: NavigateFunction;
  /** Tells the owner, above the form, that the ad is saved but the next step failed. */
  fail: (message: string) => void;
};

export type NextStep = {
  intent: SaveIntent;
  /** A guest's account cannot publish until its address is confirmed. */
  awaitingConfirmation: boolean;
  /** A new ad or a draft: publishing it submits it. */
  isDraft: boolean;
  /** What to say when the changes are simply saved. */
  changesSaved: string;
};

const offerPage = (slug: string) => `/offers/${slug}`;

export async function continueAfterSave(steps: SaveSteps, offer: StoredOffer, next: NextStep): Promise<void> {
  if (next.intent === 'preview') {
    steps.navigate(offerPage(offer.slug));
  } else if (next.intent === 'resubmit') {
    await resubmitForChecking(steps, offer);
  } else if (next.intent === 'publish' && next.awaitingConfirmation) {
    steps.toast.warning(OFFER_LIFECYCLE_MESSAGES.emailNotVerified);
    steps.navigate(offerPage(offer.slug));
  } else if (next.intent === 'publish' && next.isDraft) {
    await publishDraft(steps, offer);
  } else {
    steps.toast.success(next.changesSaved);
    steps.navigate(MY_OFFERS_PATH);
  }
}

function toPayPage(steps: SaveSteps, slug: string, message: string | undefined): void {
  steps.toast.warning(message ?? 'Publishing this ad costs money.');
  steps.navigate(payPagePath(slug));
}

async function resubmitForChecking(steps: SaveSteps, { id, slug }: StoredOffer): Promise<void> {
  const resubmitted = await steps.api<OfferState>(`/api/offers/resubmit/${id}`, {
    method: 'PATCH',
    handled: [402, 409],
  });
  if (!resubmitted.ok && resubmitted.error.status === 402) {
    // Its posting was refunded when it was refused: it is a draft again, checked once paid for.
    toPayPage(steps, slug, resubmitted.error.message);
    return;
  }
  if (!resubmitted.ok) {
    steps.fail(resubmitted.error.message ?? 'Your changes are saved, but the ad could not be sent for checking.');
    return;
  }
  steps.toast.success(OFFER_LIFECYCLE_MESSAGES.resubmitted);
  steps.navigate(MY_OFFERS_PATH);
}

async function publishDraft(steps: SaveSteps, { id, slug }: StoredOffer): Promise<void> {
  const submitted = await steps.api<OfferState>(`/api/offers/submit/${id}`, {
    method: 'PATCH',
    handled: [402, 403, 409],
  });
  if (!submitted.ok && submitted.error.status === 402) {
    // Posting costs money here: the ad is saved, and is published once paid for.
    toPayPage(steps, slug, submitted.error.message);
    return;
  }
  if (!submitted.ok && submitted.error.code === 'email_not_verified') {
    // A guest's ad waits for the confirmed address: show it as its owner sees it.
    steps.toast.warning(submitted.error.message ?? 'Confirm your e-mail address to publish your ad.');
    steps.navigate(offerPage(slug));
    return;
  }
  if (!submitted.ok) {
    steps.fail(submitted.error.message ?? 'Your ad is saved as a draft but could not be published.');
    return;
  }
  steps.toast.success(publishedMessage(submitted.data));
  steps.navigate(MY_OFFERS_PATH);
}
