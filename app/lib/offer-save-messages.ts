// What the owner of an ad is told once the ad form has done its work.
import { formatDate } from '#contract/dates.ts';
import type { OfferState } from '#contract/offer-lifecycle.ts';
import type { OfferSaveResult } from '#contract/offer-moderation.ts';
import { REVISION_MESSAGES } from '#contract/offer-revisions.ts';

/** After saving changes: applied, or (moderation on) partly waiting for approval. */
export function savedMessage(saved: OfferSaveResult): string {
  return saved.revision?.status === 'pending'
    ? REVISION_MESSAGES.savedForReview(saved.revision.changed)
    : 'Your changes are saved.';
}

/** After publishing: live now, on its scheduled day, or once an operator has checked it. */
export function publishedMessage(state: Pick<OfferState, 'status' | 'visible_from'>): string {
  if (state.status === 'scheduled' && state.visible_from) {
    return `Your ad will go live on ${formatDate(state.visible_from, 'dayMonth')}.`;
  }
  if (state.status === 'pending_moderation') return 'Thank you. Your ad will be live once we have checked it.';
  return 'Your ad is live.';
}
