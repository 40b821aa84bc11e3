import { useSearchParams } from 'react-router';
import { expiryText } from '#app/components/my-offers/expiry-text.ts';
import { useOfferAction } from '#app/components/my-offers/use-offer-action.ts';
import { AD_SAVED_PARAM, adOutcomeNotice } from '#app/lib/ad-form-outcome.ts';
import { editAdPath } from '#app/lib/offer-form.ts';
import { MARKET_STATUS_LABELS, OFFER_STATUS_LABELS, type OfferView } from '#contract/offer-lifecycle.ts';
import { payPagePath } from '#contract/prices.ts';
import { primaryButton } from '../forms/form-styles.ts';
import { Spinner } from '../forms/submit-button.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';

/** What the ad form (sent without JavaScript) has just done, as the address names it. */
function OutcomeNotice({ view }: { view: NonNullable<OfferView['owner_view']> }) {
  const [params] = useSearchParams();
  const notice = adOutcomeNotice(params.get(AD_SAVED_PARAM), view);
  if (!notice) return null;
  return (
    <p role="status" className="mb-1 font-bold">
      {notice}
    </p>
  );
}

type OwnerView = NonNullable<OfferView['owner_view']>;

/** Where the ad stands, in one sentence: live (with its market status unless simply available), awaiting payment, a preview, or off the site and why. */
function standing(view: OwnerView, isDraft: boolean): string {
  if (view.status === 'active') {
    return `Your ad is live${view.market_status === 'available' ? '' : ` (${MARKET_STATUS_LABELS[view.market_status]})`}.`;
  }
  if (view.status === 'pending_payment') {
    return 'Waiting for your payment: only you can see this ad until the payment is confirmed.';
  }
  if (isDraft) return 'Preview: this is how your ad will look. Only you can see it until you publish it.';
  return `Your ad is not on the site: ${OFFER_STATUS_LABELS[view.status].toLowerCase()}. Only you can see this page.`;
}

/** Publish a draft: posted to the ad's page before the script runs; through the API once it does. */
function PublishForm({ busy, onPublish }: { busy: boolean; onPublish: () => void }) {
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onPublish();
      }}
    >
      <input type="hidden" name="intent" value="publish" />
      <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
        {busy && <Spinner />}
        Publish
      </button>
    </form>
  );
}

/**
 * Shown to the person who manages the offer: where it stands, whether the public can
 * see it, and for a draft (the preview of a new ad) the way to publish or edit it.
 */
export function OwnerBanner({
  view,
  id,
  slug,
}: {
  view: NonNullable<OfferView['owner_view']>;
  id: string;
  slug: string;
}) {
  const isPublic = view.status === 'active';
  const { run, busy } = useOfferAction();
  // An ad waiting for its payment is published the same way (free, or through its pay page).
  const isDraft = view.status === 'draft' || view.status === 'pending_payment';
  return (
    <section
      aria-label="Your ad"
      className={`mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4 ${isPublic ? 'border-emerald-300 bg-emerald-50' : 'border-amber-300 bg-amber-50'}`}
    >
      <div className="text-gray-900">
        <OutcomeNotice view={view} />
        <p className="font-semibold">{standing(view, isDraft)}</p>
        <p className="text-sm">{expiryText(view)}</p>
        {view.status === 'rejected' && view.rejection_reason && (
          <p className="text-sm font-medium text-red-800">Reason: {view.rejection_reason}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {view.status !== 'rejected' && view.status !== 'pending_payment' && (
          <PrefetchLink to={editAdPath(slug)} className="font-semibold text-accent-700 underline underline-offset-4">
            Edit ad
          </PrefetchLink>
        )}
        <PrefetchLink to="/my-offers" className="font-semibold text-accent-700 underline underline-offset-4">
          Manage in My Ads
        </PrefetchLink>
        {isDraft && (
          <PublishForm
            busy={busy}
            onPublish={() =>
              run({ path: `/api/offers/submit/${id}`, done: 'Your ad is published.', payPage: payPagePath(slug) })
            }
          />
        )}
      </div>
    </section>
  );
}
