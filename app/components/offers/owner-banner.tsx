import { expiryText } from '#app/components/my-offers/expiry-text.ts';
import { MARKET_STATUS_LABELS, OFFER_STATUS_LABELS, type OfferView } from '#contract/offer-lifecycle.ts';
import { PrefetchLink } from '../prefetch-link.tsx';

/** Shown to the person who manages the offer: where it stands, and whether the public can see it. */
export function OwnerBanner({ view }: { view: NonNullable<OfferView['owner_view']> }) {
  const isPublic = view.status === 'active';
  return (
    <section
      aria-label="Your ad"
      className={`mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4 ${isPublic ? 'border-emerald-300 bg-emerald-50' : 'border-amber-300 bg-amber-50'}`}
    >
      <div className="text-gray-900">
        <p className="font-semibold">
          {isPublic
            ? `Your ad is live${view.market_status === 'available' ? '' : ` (${MARKET_STATUS_LABELS[view.market_status]})`}.`
            : `Your ad is not on the site: ${OFFER_STATUS_LABELS[view.status].toLowerCase()}. Only you can see this page.`}
        </p>
        <p className="text-sm">{expiryText(view)}</p>
        {view.status === 'rejected' && view.rejection_reason && (
          <p className="text-sm font-medium text-red-800">Reason: {view.rejection_reason}</p>
        )}
      </div>
      <PrefetchLink to="/my-offers" className="font-semibold text-accent-700 underline underline-offset-4">
        Manage in My Ads
      </PrefetchLink>
    </section>
  );
}
