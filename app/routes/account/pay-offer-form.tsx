// The pay page's form: a package, extras, the invoice's details, and the bill the
// server works out for them (asked again at each change), with the button that starts
// the payment at the gateway.
import { useEffect, useState } from 'react';
import { EmailPromptForm } from '#app/components/auth/email-prompt-form.tsx';
import { TestModeMark } from '#app/components/billing/test-mode-mark.tsx';
import { primaryButton } from '#app/components/forms/form-styles.ts';
import { Spinner } from '#app/components/forms/submit-button.tsx';
import { useToast } from '#app/components/toast/toast-context.ts';
import { useApi } from '#app/hooks/use-api.ts';
import { formatCharge, formatMoney } from '#contract/format.ts';
import {
  type Bill,
  EXTRA_CHOICES,
  type ExtraChoice,
  PACKAGES,
  PAYMENT_MESSAGES,
  type PackageTier,
  type Price,
} from '#contract/prices.ts';
import type { Route } from './+types/pay-offer.ts';

type PayData = Route.ComponentProps['loaderData'];
type Buyer = PayData['buyer'];
type PriceOf = (code: string) => Price | undefined;

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

/** The server's bill for a package and extras; an answer that comes after a newer choice is dropped. */
function useBill(offerId: string, tier: PackageTier, extras: ExtraChoice[]): Bill | null {
  const api = useApi();
  const [bill, setBill] = useState<Bill | null>(null);
  useEffect(() => {
    const query = new URLSearchParams({ package: tier, extras: extras.join(',') });
    let current = true;
    void api<Bill>(`/api/offers/bill/${offerId}?${query}`, { handled: [404, 409] }).then((result) => {
      if (current) setBill(result.ok ? result.data : null);
    });
    return () => {
      current = false;
    };
  }, [api, offerId, tier, extras]);
  return bill;
}

/**
 * Orders the choices and goes to the gateway's page. One click at a time; a refusal
 * is a toast and the button works again.
 */
function useStartPayment(
  offerId: string,
  order: { package: PackageTier; extras: ExtraChoice[]; gateway: string; buyer: Buyer },
) {
  const api = useApi();
  const toast = useToast();
  const [paying, setPaying] = useState(false);
  const pay = async () => {
    if (paying) return;
    setPaying(true);
    const result = await api<{ order_id: string; url: string }>(`/api/offers/charge/${offerId}?platform=desktop`, {
      method: 'POST',
      json: order,
      handled: [403, 404, 409, 422],
    });
    if (result.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setPaying(false);
    toast.error(result.error.message ?? 'The payment could not be started. Please try again.');
  };
  return { paying, pay };
}

/** What paying does to the ad; and, before an ad can be published, the e-mail to confirm first. */
function PayIntro({ data, gateway, confirmEmail }: { data: PayData; gateway: string; confirmEmail: string | null }) {
  const { offer, posting } = data;
  return (
    <>
      {gateway === 'sandbox' && (
        <TestModeMark detail="Payments on this site go through the built-in test gateway: nothing you pay here is charged to a card." />
      )}
      <p className="text-gray-800">
        “{offer.title}”{posting ? ' is published as soon as the payment is confirmed.' : '.'}
        {data.postingCost > 0 && ` ${PAYMENT_MESSAGES.postingRequiresPayment(data.postingCost)}`}
        {offer.status === 'pending_payment' && ' An order for it is open: paying here replaces it.'}
      </p>
      {confirmEmail !== null && (
        <section
          aria-label="Confirm your e-mail address"
          className="flex flex-col gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-gray-900"
        >
          <p>
            Confirm your e-mail address to publish your ad: open the link we sent to{' '}
            <strong className="break-all">{confirmEmail}</strong>, then come back here. Nothing can be paid for until
            then.
          </p>
          <EmailPromptForm kind="resend" initialEmail={confirmEmail} headingLevel={2} />
        </section>
      )}
    </>
  );
}

/** The packages as cards of radio buttons, each with its price and what it gives. */
function PackageChoice({
  priceOf,
  tier,
  onChange,
}: {
  priceOf: PriceOf;
  tier: PackageTier;
  onChange: (tier: PackageTier) => void;
}) {
  return (
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
                  onChange={() => onChange(name)}
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
  );
}

/** The extras as checkboxes with their prices. */
function ExtrasChoice({
  priceOf,
  extras,
  onChange,
}: {
  priceOf: PriceOf;
  extras: ExtraChoice[];
  onChange: (change: (list: ExtraChoice[]) => ExtraChoice[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-xl font-bold text-gray-900">Extras</legend>
      <div className="grid gap-2 sm2:grid-cols-2">
        {EXTRA_CHOICES.map((extra) => (
          <label key={extra} className="flex items-center gap-3 text-gray-900">
            <input
              type="checkbox"
              checked={extras.includes(extra)}
              onChange={(event) =>
                onChange((list) => (event.target.checked ? [...list, extra] : list.filter((item) => item !== extra)))
              }
              className="size-5 accent-accent-700"
            />
            <span>{EXTRA_LABELS[extra]}</span>
            <span className="ml-auto font-semibold">{formatCharge(priceOf(`extra.${extra}`)?.gross ?? 0)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Who the invoice is made out to: the profile's details unless changed here. */
function BuyerFields({ buyer, onChange }: { buyer: Buyer; onChange: (change: (buyer: Buyer) => Buyer) => void }) {
  return (
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
              onChange={(event) => onChange((current) => ({ ...current, [field]: event.target.value }))}
              className="rounded-lg border border-gray-500 bg-white px-3 py-2 font-normal text-gray-900"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The bill's lines and totals: net with VAT apart for a business, VAT included for a person. */
function BillLines({ bill, business }: { bill: Bill; business: boolean }) {
  return (
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
    </>
  );
}

/** "To pay": the bill, and the Pay button unless the e-mail must be confirmed first. */
function BillSummary({
  bill,
  business,
  canPay,
  paying,
  onPay,
}: {
  bill: Bill | null;
  business: boolean;
  canPay: boolean;
  paying: boolean;
  onPay: () => void;
}) {
  return (
    <section aria-labelledby="summary" aria-live="polite" className="rounded-2xl border border-gray-200 bg-white p-5">
      <h2 id="summary" className="text-xl font-bold text-gray-900">
        To pay
      </h2>
      {bill ? (
        <>
          <BillLines bill={bill} business={business} />
          {canPay && (
            <button
              type="button"
              className={`${primaryButton} mt-4`}
              aria-disabled={paying || undefined}
              onClick={onPay}
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
  );
}

export function PayForm({ data: loaderData, gateway }: { data: PayData; gateway: 'sandbox' | 'stripe' }) {
  const { offer, prices, audience, posting, unconfirmedEmail } = loaderData;
  const [buyer, setBuyer] = useState(loaderData.buyer);
  // Publishing at the least cost when posting is what is paid for; otherwise the usual pick.
  const [tier, setTier] = useState<PackageTier>(loaderData.postingCost > 0 ? 'basic' : 'standard');
  const [extras, setExtras] = useState<ExtraChoice[]>([]);
  const bill = useBill(offer.id, tier, extras);
  const { paying, pay } = useStartPayment(offer.id, { package: tier, extras, gateway, buyer });
  const priceOf: PriceOf = (code) => prices.find((price) => price.code === code);
  const mustConfirm = posting && unconfirmedEmail !== null;

  return (
    <>
      <PayIntro data={loaderData} gateway={gateway} confirmEmail={mustConfirm ? unconfirmedEmail : null} />
      <PackageChoice priceOf={priceOf} tier={tier} onChange={setTier} />
      <ExtrasChoice priceOf={priceOf} extras={extras} onChange={setExtras} />
      <BuyerFields buyer={buyer} onChange={setBuyer} />
      <BillSummary bill={bill} business={audience === 'business'} canPay={!mustConfirm} paying={paying} onPay={pay} />
    </>
  );
}
