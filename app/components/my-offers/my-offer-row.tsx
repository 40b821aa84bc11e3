import { useId, useState } from 'react';
import { useSiteData } from '#app/hooks/use-site-data.ts';
import { editAdPath } from '#app/lib/offer-form.ts';
import { formatPrice } from '#contract/format.ts';
import {
  MARKET_STATUS_LABELS,
  MARKET_STATUSES_BY_TYPE,
  type MarketStatus,
  type MyOffer,
  OFFER_STATUS_LABELS,
} from '#contract/offer-lifecycle.ts';
import { payPagePath } from '#contract/prices.ts';
import { dangerButton, primaryButton, secondaryButton } from '../forms/form-styles.ts';
import { ModalDialog } from '../forms/modal-dialog.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';
import { expiryText } from './expiry-text.ts';
import { OfferStatsPanel } from './offer-stats-panel.tsx';
import { RevisionBadge, RevisionLine } from './revision-notice.tsx';
import { useOfferAction } from './use-offer-action.ts';

const STATUS_STYLES: Record<MyOffer['state']['status'], string> = {
  active: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-sky-100 text-sky-900',
  pending_payment: 'bg-amber-100 text-amber-900',
  pending_moderation: 'bg-amber-100 text-amber-900',
  inactive: 'bg-gray-200 text-gray-900',
  expired: 'bg-gray-200 text-gray-900',
  rejected: 'bg-red-100 text-red-900',
  draft: 'bg-gray-100 text-gray-900',
};
const smallButton =
  'rounded-full border border-accent-700 px-4 py-1.5 text-sm font-semibold text-accent-700 hover:bg-accent-50';

/** One offer of /my-offers: what it is, where it stands, and the actions its status allows. */
export function MyOfferRow({ offer, showOwner }: { offer: MyOffer; showOwner: boolean }) {
  const { state } = offer;
  const { run, busy, payment, pay, dismissPayment } = useOfferAction();
  const [confirming, setConfirming] = useState(false);
  const marketId = useId();
  const statsId = useId();
  const [showStats, setShowStats] = useState(false);
  /** What the last refresh did, kept beside the ad (the toast goes away). */
  const [refreshed, setRefreshed] = useState<string | null>(null);
  const live = state.status === 'active';
  const expired = state.expires_at !== null && Date.parse(state.expires_at) <= Date.now();
  const canActivate = state.status === 'inactive' && !expired;
  const canRefresh = ['active', 'scheduled', 'inactive', 'expired'].includes(state.status);
  const marketChoices = MARKET_STATUSES_BY_TYPE[offer.listing_type];
  const unpublished = state.status === 'draft' || state.status === 'pending_payment';
  const { paymentGateway } = useSiteData();
  const photo = offer.main_photo;

  const deactivate = async () => {
    await run({ path: '/api/offers/deactivate', json: { offers: [offer.id] }, done: 'The offer is off the site.' });
    setConfirming(false);
  };

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row">
      <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-xl bg-gray-100 sm:w-44">
        {photo && (
          <img
            src={photo.url}
            srcSet={photo.srcset}
            sizes="(min-width: 640px) 176px, 100vw"
            alt=""
            width={photo.width}
            height={photo.height}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_STYLES[state.status]}`}>
            {OFFER_STATUS_LABELS[state.status]}
          </span>
          {state.market_status !== 'available' && (
            <span className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-bold text-accent-800">
              {MARKET_STATUS_LABELS[state.market_status]}
            </span>
          )}
          {offer.revision && <RevisionBadge revision={offer.revision} />}
          {offer.featured && (
            <span className="rounded-full bg-accent-700 px-2.5 py-0.5 text-xs font-bold text-white">Featured</span>
          )}
          {showOwner && <span className="text-sm text-gray-700">by {offer.owner.name}</span>}
        </div>
        <h2 className="text-lg font-semibold text-gray-900">
          {/* The owner can open any of their ads; the page says whether the public can see it. */}
          <PrefetchLink to={`/offers/${offer.slug}`} className="hover:text-accent-800 hover:underline">
            {offer.title}
          </PrefetchLink>
        </h2>
        <p className="text-gray-800">
          <span className="font-semibold">{formatPrice(offer.price, offer.listing_type, offer.price_period)}</span> ·{' '}
          {offer.location.name}
        </p>
        <p className="text-sm text-gray-700">{expiryText(state)}</p>
        <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
          {refreshed}
        </p>
        {state.status === 'rejected' && state.rejection_reason && (
          <p className="text-sm font-medium text-red-800">Reason: {state.rejection_reason}</p>
        )}
        {offer.revision && <RevisionLine revision={offer.revision} />}
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={smallButton}
            aria-expanded={showStats}
            aria-controls={statsId}
            onClick={() => setShowStats((shown) => !shown)}
          >
            Statistics<span className="sr-only"> of {offer.title}</span>
          </button>
          {state.status !== 'pending_payment' && (
            <PrefetchLink to={editAdPath(offer.slug)} className={smallButton}>
              {state.status === 'rejected' ? 'Edit and resubmit' : 'Edit'}
              <span className="sr-only"> {offer.title}</span>
            </PrefetchLink>
          )}
          {live && (
            <button type="button" className={smallButton} onClick={() => setConfirming(true)} disabled={busy}>
              Deactivate<span className="sr-only"> {offer.title}</span>
            </button>
          )}
          {canActivate && (
            <button
              type="button"
              className={smallButton}
              disabled={busy}
              onClick={() =>
                run({ path: '/api/offers/activate', json: { offers: [offer.id] }, done: 'The offer is live again.' })
              }
            >
              Activate<span className="sr-only"> {offer.title}</span>
            </button>
          )}
          {/* Nothing is sold by a site without a payment gateway. */}
          {paymentGateway && (unpublished || live || state.status === 'scheduled') && (
            <PrefetchLink to={payPagePath(offer.slug)} className={smallButton}>
              {unpublished ? 'Pay and publish' : 'Promote'}
              <span className="sr-only"> {offer.title}</span>
            </PrefetchLink>
          )}
          {unpublished && (
            <button
              type="button"
              className={smallButton}
              disabled={busy}
              onClick={() =>
                run({
                  path: `/api/offers/submit/${offer.id}`,
                  done: 'Your ad is published.',
                  payPage: payPagePath(offer.slug),
                })
              }
            >
              Publish<span className="sr-only"> {offer.title}</span>
            </button>
          )}
          {canRefresh && (
            <button
              type="button"
              className={smallButton}
              disabled={busy}
              onClick={() =>
                run({
                  path: `/api/offers/refresh/${offer.id}`,
                  done: (answer) =>
                    ('message' in answer && answer.message) || 'Your ad is back at the top of the results.',
                  onDone: setRefreshed,
                })
              }
            >
              Refresh<span className="sr-only"> {offer.title}</span>
              <span className="font-normal">
                {' '}
                ({offer.refreshes_left === 0 ? 'no free refreshes left' : `free: ${offer.refreshes_left} left`})
              </span>
            </button>
          )}
          {live && (
            <button
              type="button"
              className={smallButton}
              disabled={busy}
              onClick={() => run({ path: `/api/offers/raise/${offer.id}`, done: 'The offer is back at the top.' })}
            >
              Raise to the top<span className="sr-only"> {offer.title}</span>
            </button>
          )}
          {(live || state.status === 'inactive') && marketChoices.length > 1 && (
            <span className="flex items-center gap-2">
              <label htmlFor={marketId} className="text-sm font-semibold text-gray-900">
                Market status<span className="sr-only"> of {offer.title}</span>
              </label>
              <select
                id={marketId}
                value={state.market_status}
                disabled={busy}
                onChange={(event) =>
                  run({
                    path: `/api/offers/${offer.id}/market-status`,
                    json: { market_status: event.target.value as MarketStatus },
                    done: `Marked as ${MARKET_STATUS_LABELS[event.target.value as MarketStatus].toLowerCase()}.`,
                  })
                }
                className="rounded-lg border border-gray-500 bg-white px-2 py-1.5 text-sm"
              >
                {marketChoices.map((choice) => (
                  <option key={choice} value={choice}>
                    {MARKET_STATUS_LABELS[choice]}
                  </option>
                ))}
              </select>
            </span>
          )}
        </div>
        {showStats && <OfferStatsPanel offerId={offer.id} id={statsId} />}
      </div>
      <ModalDialog open={payment !== null} onClose={dismissPayment} title="Pay for it?">
        <div className="flex flex-col gap-5">
          <p className="text-gray-800">{payment?.message}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={pay} aria-disabled={busy || undefined} className={primaryButton}>
              Pay
            </button>
            <button type="button" onClick={dismissPayment} className={secondaryButton}>
              Not now
            </button>
          </div>
        </div>
      </ModalDialog>
      <ModalDialog open={confirming} onClose={() => setConfirming(false)} title="Deactivate this offer?">
        <div className="flex flex-col gap-5">
          <p className="text-gray-800">
            “{offer.title}” will be taken off the site. You can activate it again until its listing period ends.
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={deactivate} aria-disabled={busy || undefined} className={dangerButton}>
              Deactivate
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={secondaryButton}>
              Cancel
            </button>
          </div>
        </div>
      </ModalDialog>
    </li>
  );
}
