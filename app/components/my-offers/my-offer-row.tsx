import { useState } from 'react';
import { formatPrice } from '#contract/format.ts';
import { MARKET_STATUS_LABELS, type MyOffer, OFFER_STATUS_LABELS } from '#contract/offer-lifecycle.ts';
import { ConfirmDialog } from '../forms/confirm-dialog.tsx';
import { dangerButton, primaryButton } from '../forms/form-styles.ts';
import { PrefetchLink } from '../prefetch-link.tsx';
import { expiryText } from './expiry-text.ts';
import { MyOfferActions } from './my-offer-actions.tsx';
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
/** The ad's main photo, or an empty grey box when it has none. */
function OfferThumb({ photo }: { photo: MyOffer['main_photo'] }) {
  return (
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
  );
}

/** The status, market status, revision and featured badges, and whose ad it is. */
function OfferBadges({ offer, showOwner }: { offer: MyOffer; showOwner: boolean }) {
  const { state } = offer;
  return (
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
  );
}

/** Title, price and place, when it expires, and why it was rejected or is under review. */
function OfferSummary({ offer, refreshed }: { offer: MyOffer; refreshed: string | null }) {
  const { state } = offer;
  return (
    <>
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
    </>
  );
}

/** One offer of /my-offers: what it is, where it stands, and the actions its status allows. */
export function MyOfferRow({ offer, showOwner }: { offer: MyOffer; showOwner: boolean }) {
  const { run, busy, payment, pay, dismissPayment } = useOfferAction();
  const [confirming, setConfirming] = useState(false);
  /** What the last refresh did, kept beside the ad (the toast goes away). */
  const [refreshed, setRefreshed] = useState<string | null>(null);

  const deactivate = async () => {
    await run({ path: '/api/offers/deactivate', json: { offers: [offer.id] }, done: 'The offer is off the site.' });
    setConfirming(false);
  };

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row">
      <OfferThumb photo={offer.main_photo} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <OfferBadges offer={offer} showOwner={showOwner} />
        <OfferSummary offer={offer} refreshed={refreshed} />
        <MyOfferActions
          offer={offer}
          run={run}
          busy={busy}
          onDeactivate={() => setConfirming(true)}
          onRefreshed={setRefreshed}
        />
      </div>
      <ConfirmDialog
        open={payment !== null}
        onClose={dismissPayment}
        title="Pay for it?"
        confirmLabel="Pay"
        confirmClass={primaryButton}
        onConfirm={pay}
        busy={busy}
        cancelLabel="Not now"
      >
        {payment?.message}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Deactivate this offer?"
        confirmLabel="Deactivate"
        confirmClass={dangerButton}
        onConfirm={deactivate}
        busy={busy}
        cancelLabel="Cancel"
      >
        “{offer.title}” will be taken off the site. You can activate it again until its listing period ends.
      </ConfirmDialog>
    </li>
  );
}
