import { useEffect, useState } from 'react';
import { data, useNavigate } from 'react-router';
import { EmailPromptForm } from '#app/components/auth/email-prompt-form.tsx';
import { TestModeMark } from '#app/components/billing/test-mode-mark.tsx';
import { primaryButton } from '#app/components/forms/form-styles.ts';
import { Spinner } from '#app/components/forms/submit-button.tsx';
import { useOfferAction } from '#app/components/my-offers/use-offer-action.ts';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { useToast } from '#app/components/toast/toast-context.ts';
import { getAppContext } from '#app/context.ts';
import { useApi } from '#app/hooks/use-api.ts';
import { useSiteData } from '#app/hooks/use-site-data.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { formatCharge, formatMoney } from '#contract/format.ts';
import { MY_OFFERS_PATH } from '#contract/offer-lifecycle.ts';
import {
  type Bill,
  EXTRA_CHOICES,
  type ExtraChoice,
  PACKAGES,
  PAYMENT_MESSAGES,
  type PackageTier,
  type Price,
} from '#contract/prices.ts';
import { postingCost } from '#core/billing/bill.ts';
import { getPriceList, offerPriceContext } from '#core/billing/price-list.ts';
import { getOfferForEditing } from '#core/offers/offer-editing.ts';
import type { Route } from './+types/pay-offer.ts';

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

const EXTRA_LABELS: Record<ExtraChoice, string> = {
  urgent: 'Urgent tag',
  super_deal: 'Super deal tag',
  featured_7: 'Featured for 7 days',
  featured_14: 'Featured for 14 days',
  featured_30: 'Featured for 30 days',
  raise_1: '1 raise',
  raise_3: '3 raises',
  raise_10: '10 raises',
};

const BUYER_FIELDS = [
  ['name', 'Name', 'name'],
  ['company', 'Company (optional)', 'organization'],
  ['street', 'Street address', 'street-address'],
  ['city', 'Town or city', 'address-level2'],
  ['zip_code', 'Postcode', 'postal-code'],
  ['country', 'Country', 'country-name'],
  ['vat_number', 'VAT number (optional)', 'off'],
] as const;

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

function PayForm({
  data: loaderData,
  gateway,
}: {
  data: Route.ComponentProps['loaderData'];
  gateway: 'sandbox' | 'stripe';
}) {
  const { offer, prices, audience, posting, unconfirmedEmail } = loaderData;
  const [buyer, setBuyer] = useState(loaderData.buyer);
  const api = useApi();
  const toast = useToast();
  // Publishing at the least cost when posting is what is paid for; otherwise the usual pick.
  const [tier, setTier] = useState<PackageTier>(loaderData.postingCost > 0 ? 'basic' : 'standard');
  const [extras, setExtras] = useState<ExtraChoice[]>([]);
  const [bill, setBill] = useState<Bill | null>(null);
  const [paying, setPaying] = useState(false);
  const priceOf = (code: string): Price | undefined => prices.find((price) => price.code === code);
  const business = audience === 'business';
  const mustConfirm = posting && unconfirmedEmail !== null;

  useEffect(() => {
    const query = new URLSearchParams({ package: tier, extras: extras.join(',') });
    let current = true;
    void api<Bill>(`/api/offers/bill/${offer.id}?${query}`, { handled: [404, 409] }).then((result) => {
      if (current) setBill(result.ok ? result.data : null);
    });
    return () => {
      current = false;
    };
  }, [api, offer.id, tier, extras]);

  const pay = async () => {
    if (paying) return;
    setPaying(true);
    const result = await api<{ order_id: string; url: string }>(`/api/offers/charge/${offer.id}?platform=desktop`, {
      method: 'POST',
      json: { package: tier, extras, gateway, buyer },
      handled: [403, 404, 409, 422],
    });
    if (result.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setPaying(false);
    toast.error(result.error.message ?? 'The payment could not be started. Please try again.');
  };

  return (
    <>
      {gateway === 'sandbox' && (
        <TestModeMark detail="Payments on this site go through the built-in test gateway: nothing you pay here is charged to a card." />
      )}
      <p className="text-gray-800">
        “{offer.title}”{posting ? ' is published as soon as the payment is confirmed.' : '.'}
        {loaderData.postingCost > 0 && ` ${PAYMENT_MESSAGES.postingRequiresPayment(loaderData.postingCost)}`}
        {offer.status === 'pending_payment' && ' An order for it is open: paying here replaces it.'}
      </p>
      {mustConfirm && (
        <section
          aria-label="Confirm your e-mail address"
          className="flex flex-col gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-gray-900"
        >
          <p>
            Confirm your e-mail address to publish your ad: open the link we sent to{' '}
            <strong className="break-all">{unconfirmedEmail}</strong>, then come back here. Nothing can be paid for
            until then.
          </p>
          <EmailPromptForm kind="resend" initialEmail={unconfirmedEmail} headingLevel={2} />
        </section>
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-xl font-bold text-gray-900">Package</legend>
        <div className="grid gap-3 md:grid-cols-3">
          {PACKAGES.map((name) => {
            const price = priceOf(`package.${name}`);
            return (
              <label
                key={name}
                className={`flex cursor-pointer flex-col gap-1 rounded-2xl border-2 p-4 ${tier === name ? 'border-accent-700 bg-accent-50' : 'border-gray-300 bg-white'}`}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="package"
                    value={name}
                    checked={tier === name}
                    onChange={() => setTier(name)}
                    className="size-4 accent-accent-700"
                  />
                  <span className="font-bold text-gray-900">{price?.name}</span>
                  <span className="ml-auto font-bold text-accent-700">{formatCharge(price?.gross ?? 0)}</span>
                </span>
                <span className="text-sm text-gray-800">{price?.description}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-xl font-bold text-gray-900">Extras</legend>
        <div className="grid gap-2 sm2:grid-cols-2">
          {EXTRA_CHOICES.map((extra) => (
            <label key={extra} className="flex items-center gap-3 text-gray-900">
              <input
                type="checkbox"
                checked={extras.includes(extra)}
                onChange={(event) =>
                  setExtras((list) => (event.target.checked ? [...list, extra] : list.filter((item) => item !== extra)))
                }
                className="size-5 accent-accent-700"
              />
              <span>{EXTRA_LABELS[extra]}</span>
              <span className="ml-auto font-semibold">{formatCharge(priceOf(`extra.${extra}`)?.gross ?? 0)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-xl font-bold text-gray-900">Invoice details</legend>
        <div className="grid gap-4 sm2:grid-cols-2">
          {BUYER_FIELDS.map(([field, label, autoComplete]) => (
            <label key={field} className="flex flex-col gap-1 text-sm font-semibold text-gray-900">
              {label}
              <input
                type="text"
                name={field}
                value={buyer[field]}
                autoComplete={autoComplete}
                required={field === 'name'}
                onChange={(event) => setBuyer((current) => ({ ...current, [field]: event.target.value }))}
                className="rounded-lg border border-gray-500 bg-white px-3 py-2 font-normal text-gray-900"
              />
            </label>
          ))}
        </div>
      </fieldset>

      <section aria-labelledby="summary" aria-live="polite" className="rounded-2xl border border-gray-200 bg-white p-5">
        <h2 id="summary" className="text-xl font-bold text-gray-900">
          To pay
        </h2>
        {bill ? (
          <>
            <ul className="mt-3 flex flex-col gap-1">
              {bill.lines.map((line) => (
                <li key={line.code} className="flex justify-between gap-4 text-gray-800">
                  <span>
                    {line.name}
                    {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                  </span>
                  <span>{formatMoney(business ? line.net : line.gross)}</span>
                </li>
              ))}
            </ul>
            {business && (
              <p className="mt-2 flex justify-between border-t border-gray-200 pt-2 text-gray-800">
                <span>VAT at {bill.vat_rate}%</span>
                <span>{formatMoney(bill.totals.vat)}</span>
              </p>
            )}
            <p className="mt-2 flex justify-between border-t border-gray-200 pt-2 text-lg font-bold text-gray-900">
              <span>Total{business ? '' : ' (VAT included)'}</span>
              <span>{formatMoney(bill.totals.gross)}</span>
            </p>
            {!mustConfirm && (
              <button
                type="button"
                className={`${primaryButton} mt-4`}
                aria-disabled={paying || undefined}
                onClick={pay}
              >
                {paying && <Spinner />}
                Pay {formatMoney(bill.totals.gross)}
              </button>
            )}
          </>
        ) : (
          <p className="mt-3 text-gray-800">Nothing to pay with these choices.</p>
        )}
      </section>
    </>
  );
}
