import { formatDate } from '#contract/dates.ts';
import type { OfferState } from '#contract/offer-lifecycle.ts';
import { plural } from '#contract/plural.ts';

const DAY_MS = 86_400_000;

/** How long an offer has left, or when it went or goes live, in words. */
export function expiryText(
  state: Pick<OfferState, 'status' | 'visible_from' | 'expires_at'>,
  now = Date.now(),
): string {
  if (state.status === 'scheduled' && state.visible_from)
    return `Goes live on ${formatDate(state.visible_from, 'day')}`;
  if (!state.expires_at) return state.status === 'draft' ? 'Not published yet' : 'No end date';
  const ends = Date.parse(state.expires_at);
  if (state.status === 'expired' || ends <= now) return `Expired on ${formatDate(ends, 'day')}`;
  const days = Math.floor((ends - now) / DAY_MS);
  const left = days === 0 ? 'less than a day left' : `${plural(days, 'day')} left`;
  return `Ends on ${formatDate(ends, 'day')} (${left})`;
}
