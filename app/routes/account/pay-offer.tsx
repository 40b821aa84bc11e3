import { data, useNavigate } from 'react-router';
import { primaryButton } from '#app/components/forms/form-styles.ts';
import { Spinner } from '#app/components/forms/submit-button.tsx';
import { useOfferAction } from '#app/components/my-offers/use-offer-action.ts';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { getAppContext } from '#app/context.ts';
import { useSiteData } from '#app/hooks/use-site-data.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { MY_OFFERS_PATH } from '#contract/offer-lifecycle.ts';
import { PAYMENT_MESSAGES } from '#contract/prices.ts';
import { postingCost } from '#core/billing/bill.ts';
import { getPriceList, offerPriceContext } from '#core/billing/price-list.ts';
import { getOfferForEditing } from '#core/offers/offer-editing.ts';
import type { Route } from './+types/pay-offer.ts';
import { PayForm } from './pay-offer-form.tsx';

/** /my-offers/pay/{slug}: a package and extras for an ad, and where to pay for them. */
export async function loader(args: Route.LoaderArgs) {
  const user = userOrRedirect(args, 'profile');
  const { db, config } = getAppContext(args.context);
  const offer = await getOfferForEditing(db, user, args.params.slug, config.assetBaseUrl);
  if (!offer) throw data('Not found', { status: 404 });
  // The ad's manager was checked above; the prices are those its owner pays.
  const context = await offerPriceContext(db, offer.id);
  if (!context) throw data('Not found', { status: 404 });
  const prices = await getPriceList(db, context, config.vatRatePercent);
  const audience = context.audience;
  // The invoice is made out to the profile's details unless the payer changes them here.
  const buyer = {
    name: user.name,
    company: user.company_name ?? '',
    street: user.address.street ?? '',
    city: user.address.city ?? '',
    zip_code: user.address.zip_code ?? '',
    country: user.address.country ?? 'United Kingdom',
    vat_number: user.nip ?? '',
  };
  const posting = offer.state.status === 'draft' || offer.state.status === 'pending_payment';
  return {
    offer: { id: offer.id, slug: offer.slug, title: offer.title, status: offer.state.status },
    prices,
    audience,
    buyer,
    // What publishing costs at least, when the site takes payments (without a gateway it is free).
    postingCost: posting && config.paymentGateway ? await postingCost(db, offer.id) : 0,
    posting,
    unconfirmedEmail: user.email_verified ? null : user.email,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta(loaderData?.posting ? 'Pay and publish your ad' : 'Promote your ad'),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function PayOffer({ loaderData }: Route.ComponentProps) {
  const { offer, posting } = loaderData;
  const { paymentGateway } = useSiteData();
  return (
    <div className="flex flex-col gap-6">
      <PrefetchLink to="/my-offers" className="font-semibold text-accent-700 underline underline-offset-4">
        ← My Ads
      </PrefetchLink>
      <h1 className="text-3xl font-bold text-gray-900">{posting ? 'Pay and publish your ad' : 'Promote your ad'}</h1>
      {paymentGateway ? <PayForm data={loaderData} gateway={paymentGateway} /> : <NothingToBuy offer={offer} />}
    </div>
  );
}

/** A site without a payment gateway sells nothing: a draft is published free. */
function NothingToBuy({ offer }: { offer: Route.ComponentProps['loaderData']['offer'] }) {
  const { run, busy } = useOfferAction();
  const navigate = useNavigate();
  const canPublish = offer.status === 'draft' || offer.status === 'pending_payment';
  return (
    <section aria-label="Payments" className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-5">
      <p className="font-semibold text-gray-900">{PAYMENT_MESSAGES.unavailable}</p>
      {canPublish && (
        <button
          type="button"
          className={`${primaryButton} self-start`}
          aria-disabled={busy || undefined}
          onClick={async () => {
            if (await run({ path: `/api/offers/submit/${offer.id}`, done: 'Your ad is published.' })) {
              navigate(MY_OFFERS_PATH);
            }
          }}
        >
          {busy && <Spinner />}
          Publish “{offer.title}” free
        </button>
      )}
    </section>
  );
}
