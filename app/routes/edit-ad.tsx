import { data } from 'react-router';
import { RevisionPanel } from '#app/components/my-offers/revision-notice.tsx';
import { OfferForm } from '#app/components/post-ad/offer-form.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { getAppContext } from '#app/context.ts';
import { adFormAction } from '#app/lib/ad-form.server.ts';
import { storedFileIds } from '#app/lib/ad-form-files.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { OFFER_STATUS_LABELS } from '#contract/offer-lifecycle.ts';
import { postingGivenBack } from '#core/billing/refunds.ts';
import { getOfferForEditing } from '#core/offers/offer-editing.ts';
import type { Route } from './+types/edit-ad.ts';

/** /my-ads/edit-ad/{slug}, for the ad's owner or the owner's agency; anyone else gets 404. */
export async function loader(args: Route.LoaderArgs) {
  const user = userOrRedirect(args, 'profile');
  const { db, config } = getAppContext(args.context);
  const offer = await getOfferForEditing(db, user, args.params.slug, config.assetBaseUrl);
  if (!offer) throw data('Not found', { status: 404 });
  // A refused ad whose posting was refunded is paid for again when resubmitted.
  const postingOwed =
    offer.state.status === 'rejected' && config.paymentGateway !== null && (await postingGivenBack(db, offer.id));
  return { offer, postingOwed, map: config.map };
}

/** The ad form posted without JavaScript (with it, the form uses the API). */
export async function action(args: Route.ActionArgs) {
  const user = userOrRedirect(args, 'profile');
  const app = getAppContext(args.context);
  const offer = await getOfferForEditing(app.db, user, args.params.slug, app.config.assetBaseUrl);
  if (!offer) throw data('Not found', { status: 404 });
  const isDraft = offer.state.status === 'draft';
  return adFormAction(app, args.request, { id: offer.id, slug: offer.slug, isDraft, files: storedFileIds(offer) });
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return [...pageMeta(loaded ? `Edit: ${loaded.offer.title}` : 'Edit ad'), { name: 'robots', content: 'noindex' }];
}

export default function EditAd({ loaderData, actionData }: Route.ComponentProps) {
  const { offer } = loaderData;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 lg:py-12">
      <PrefetchLink to="/my-offers" className="font-semibold text-accent-700 underline underline-offset-4">
        ← My Ads
      </PrefetchLink>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">Edit your ad</h1>
      <p className="mt-2 text-gray-800">
        Status: <strong>{OFFER_STATUS_LABELS[offer.state.status]}</strong>.{' '}
        <PrefetchLink
          to={`/offers/${offer.slug}`}
          className="font-semibold text-accent-700 underline underline-offset-4"
        >
          View the ad
        </PrefetchLink>
      </p>
      {offer.revision && <RevisionPanel revision={offer.revision} />}
      {offer.state.status === 'rejected' && (
        <section
          aria-labelledby="rejection"
          className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 lg:sticky lg:top-4 lg:z-10"
        >
          <h2 id="rejection" className="font-bold">
            Why we did not accept this ad
          </h2>
          <p className="mt-1">{offer.state.rejection_reason}</p>
          <p className="mt-2 text-sm">
            Change what the reason asks for, then choose “Save and resubmit”: we check the ad again before it goes live.
            {loaderData.postingOwed &&
              ' Its posting was refunded when we refused it, so you pay for it again before it comes back to us.'}
          </p>
        </section>
      )}
      <div className="mt-6">
        <OfferForm key={offer.id} offer={offer} map={loaderData.map} posted={actionData?.posted} />
      </div>
    </div>
  );
}
