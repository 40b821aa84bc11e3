// The ad form posted without JavaScript: a refused form comes back to the page with what
// was typed; a saved ad sends its advertiser to the ad's page with a word in the address
// saying what was done, which the banner its owner sees there says in a sentence (with
// JavaScript, a toast says the same).
import { OFFER_LIFECYCLE_MESSAGES, type OfferState } from '#contract/offer-lifecycle.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import type { OfferFormValues } from './offer-form.ts';
import { publishedMessage } from './offer-save-messages.ts';

export const AD_SAVED_PARAM = 'saved';

/** The ad form sent back to its page by the action: what was typed, the messages beside the fields, and the one above them. */
export type AdFormPosted = { values: OfferFormValues; errors: Record<string, string>; message: string | null };

const AD_OUTCOMES = ['published', 'changes', 'review', 'resubmitted', 'unconfirmed', 'not-published'] as const;
export type AdOutcome = (typeof AD_OUTCOMES)[number];

/** The ad's page, telling its owner what was just done. */
export function adOutcomePath(slug: string, outcome: AdOutcome): string {
  return `${SITE_PATHS.offer(slug)}?${AD_SAVED_PARAM}=${outcome}`;
}

/** The sentence for an outcome named in the address, about the ad as it now stands; null for anything else. */
export function adOutcomeNotice(
  outcome: string | null,
  state: Pick<OfferState, 'status' | 'visible_from'>,
): string | null {
  switch (AD_OUTCOMES.find((known) => known === outcome)) {
    case 'published':
      return publishedMessage(state);
    case 'changes':
      return 'Your changes are saved.';
    case 'review':
      return 'Your changes are saved. They will appear once we have checked them; until then your ad stays on the site as it was.';
    case 'resubmitted':
      return OFFER_LIFECYCLE_MESSAGES.resubmitted;
    case 'unconfirmed':
      return OFFER_LIFECYCLE_MESSAGES.emailNotVerified;
    case 'not-published':
      return 'Your ad is saved as a draft but could not be published.';
    default:
      return null;
  }
}
