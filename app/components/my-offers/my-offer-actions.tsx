import { type ReactNode, useId, useState } from 'react';
import { useSiteData } from '#app/hooks/use-site-data.ts';
import { editAdPath } from '#app/lib/offer-form.ts';
import {
  MARKET_STATUS_LABELS,
  MARKET_STATUSES_BY_TYPE,
  type MarketStatus,
  type MyOffer,
} from '#contract/offer-lifecycle.ts';
import { payPagePath } from '#contract/prices.ts';
import { PrefetchLink } from '../prefetch-link.tsx';
import { OfferStatsPanel } from './offer-stats-panel.tsx';
import type { OfferRequest } from './use-offer-action.ts';

const smallButton =
  'rounded-full border border-accent-700 px-4 py-1.5 text-sm font-semibold text-accent-700 hover:bg-accent-50';

/** What the row's actions need from the row: the running request, and what to do on some clicks. */
export interface RowActions {
  run: (request: OfferRequest) => Promise<boolean>;
  busy: boolean;
  /** Deactivating asks first: the row owns that dialog. */
  onDeactivate: () => void;
  /** The words of the last refresh, kept beside the ad after the toast goes. */
  onRefreshed: (message: string) => void;
}

/** A small action button whose name, for a screen reader, ends with the ad's title. */
function RowButton({
  title,
  busy,
  onClick,
  children,
  after,
}: {
  title: string;
  busy: boolean;
  onClick: () => void;
  children: string;
  /** Shown after the name, to everyone. */
  after?: ReactNode;
}) {
  return (
    <button type="button" className={smallButton} disabled={busy} onClick={onClick}>
      {children}
      <span className="sr-only"> {title}</span>
      {after}
    </button>
  );
}

/** A small action link whose name, for a screen reader, ends with the ad's title. */
function RowLink({ to, title, children }: { to: string; title: string; children: string }) {
  return (
    <PrefetchLink to={to} className={smallButton}>
      {children}
      <span className="sr-only"> {title}</span>
    </PrefetchLink>
  );
}

/** Available, under offer, sold or let: changing it saves at once. */
function MarketStatusSelect({ offer, run, busy }: { offer: MyOffer } & Pick<RowActions, 'run' | 'busy'>) {
  const marketId = useId();
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={marketId} className="text-sm font-semibold text-gray-900">
        Market status<span className="sr-only"> of {offer.title}</span>
      </label>
      <select
        id={marketId}
        value={offer.state.market_status}
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
        {MARKET_STATUSES_BY_TYPE[offer.listing_type].map((choice) => (
          <option key={choice} value={choice}>
            {MARKET_STATUS_LABELS[choice]}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Refresh: free while the allowance lasts, and the button says how many are left. */
function RefreshButton({ offer, run, busy, onRefreshed }: { offer: MyOffer } & Omit<RowActions, 'onDeactivate'>) {
  const left = offer.refreshes_left === 0 ? 'no free refreshes left' : `free: ${offer.refreshes_left} left`;
  return (
    <RowButton
      title={offer.title}
      busy={busy}
      onClick={() =>
        run({
          path: `/api/offers/refresh/${offer.id}`,
          done: (answer) => ('message' in answer && answer.message) || 'Your ad is back at the top of the results.',
          onDone: onRefreshed,
        })
      }
      after={<span className="font-normal"> ({left})</span>}
    >
      Refresh
    </RowButton>
  );
}

/** The requests of the plain actions, with the toast each says when it is done. */
const REQUESTS = {
  activate: (offer) => ({
    path: '/api/offers/activate',
    json: { offers: [offer.id] },
    done: 'The offer is live again.',
  }),
  // An ad whose posting costs money goes to its pay page instead (a 402).
  publish: (offer) => ({
    path: `/api/offers/submit/${offer.id}`,
    done: 'Your ad is published.',
    payPage: payPagePath(offer.slug),
  }),
  raise: (offer) => ({ path: `/api/offers/raise/${offer.id}`, done: 'The offer is back at the top.' }),
} satisfies Record<string, (offer: MyOffer) => OfferRequest>;

/** Shows or hides the offer's statistics panel. */
function StatsToggle({
  title,
  statsId,
  shown,
  onToggle,
}: {
  title: string;
  statsId: string;
  shown: boolean;
  onToggle: () => void;
}) {
  return (
    <button type="button" className={smallButton} aria-expanded={shown} aria-controls={statsId} onClick={onToggle}>
      Statistics<span className="sr-only"> of {title}</span>
    </button>
  );
}

/**
 * Which actions the offer's status allows. An expired offer cannot be activated (only
 * refreshed); paying needs a payment gateway; the market status needs a choice of two.
 */
function allowedActions(offer: MyOffer, paymentGateway: ReturnType<typeof useSiteData>['paymentGateway']) {
  const { state } = offer;
  const live = state.status === 'active';
  const expired = state.expires_at !== null && Date.parse(state.expires_at) <= Date.now();
  const unpublished = state.status === 'draft' || state.status === 'pending_payment';
  return {
    live,
    unpublished,
    canActivate: state.status === 'inactive' && !expired,
    canRefresh: ['active', 'scheduled', 'inactive', 'expired'].includes(state.status),
    canPay: paymentGateway && (unpublished || live || state.status === 'scheduled'),
    canMark: (live || state.status === 'inactive') && MARKET_STATUSES_BY_TYPE[offer.listing_type].length > 1,
  };
}

/**
 * The buttons of one offer, each shown only when the offer's status allows it, and the
 * statistics panel they open. Nothing is sold by a site without a payment gateway.
 */
export function MyOfferActions({ offer, run, busy, onDeactivate, onRefreshed }: { offer: MyOffer } & RowActions) {
  const { state, title } = offer;
  const statsId = useId();
  const [showStats, setShowStats] = useState(false);
  const { paymentGateway } = useSiteData();
  const { live, canActivate, canRefresh, unpublished, canPay, canMark } = allowedActions(offer, paymentGateway);
  return (
    <>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <StatsToggle
          title={title}
          statsId={statsId}
          shown={showStats}
          onToggle={() => setShowStats((shown) => !shown)}
        />
        {state.status !== 'pending_payment' && (
          <RowLink to={editAdPath(offer.slug)} title={title}>
            {state.status === 'rejected' ? 'Edit and resubmit' : 'Edit'}
          </RowLink>
        )}
        {live && (
          <RowButton title={title} busy={busy} onClick={onDeactivate}>
            Deactivate
          </RowButton>
        )}
        {canActivate && (
          <RowButton title={title} busy={busy} onClick={() => run(REQUESTS.activate(offer))}>
            Activate
          </RowButton>
        )}
        {canPay && (
          <RowLink to={payPagePath(offer.slug)} title={title}>
            {unpublished ? 'Pay and publish' : 'Promote'}
          </RowLink>
        )}
        {unpublished && (
          <RowButton title={title} busy={busy} onClick={() => run(REQUESTS.publish(offer))}>
            Publish
          </RowButton>
        )}
        {canRefresh && <RefreshButton offer={offer} run={run} busy={busy} onRefreshed={onRefreshed} />}
        {live && (
          <RowButton title={title} busy={busy} onClick={() => run(REQUESTS.raise(offer))}>
            Raise to the top
          </RowButton>
        )}
        {canMark && <MarketStatusSelect offer={offer} run={run} busy={busy} />}
      </div>
      {showStats && <OfferStatsPanel offerId={offer.id} id={statsId} />}
    </>
  );
}
