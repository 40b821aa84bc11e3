// What a visitor can do about a lot, by who they are: a guest is asked to sign in; the
// seller's side is told they cannot bid; anyone else registers (name, address, the terms
// accepted, then the card hold at the gateway), and an approved bidder bids a maximum
// and sees whether they lead. The forms post to the ad's page, so they work before the
// page's JavaScript runs; with it, React Router posts them in place.
import { Form, useNavigation } from 'react-router';
import { errorClass, hintClass, inputClass, labelClass } from '#app/components/forms/form-styles.ts';
import { SubmitButton } from '#app/components/forms/submit-button.tsx';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';
import { registrationHold } from '#contract/auction-registration.ts';
import type { LotView } from '#contract/auctions.ts';
import { formatMoney, formatPounds } from '#contract/format.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';

type Words = ReturnType<typeof useT>['offer']['auction']['bidding'];
type You = NonNullable<LotView['you']>;

/** A labelled input of one of the panel's forms, with the refusal's message for it. */
function Field({
  name,
  label,
  failure,
  hint,
  ...input
}: {
  name: string;
  label: string;
  failure: FormFailure | undefined;
  hint?: string;
  autoComplete?: string;
  inputMode?: 'decimal';
}) {
  const translate = useTranslateMessage();
  const error = failure?.errors[name];
  const id = `lot-${name}`;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={failure?.values[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {translate(error)}
        </p>
      )}
    </div>
  );
}

/** The refusal's message when it is not about one field (a closed lot, the seller's side). */
function FormMessage({ failure }: { failure: FormFailure | undefined }) {
  const translate = useTranslateMessage();
  if (!failure || Object.keys(failure.errors).length > 0) return null;
  return (
    <p role="alert" className={errorClass}>
      {translate(failure.message)}
    </p>
  );
}

const useBusy = (intent: string) => useNavigation().formData?.get('intent') === intent;

function RegisterForm({ lot, you, failure }: { lot: LotView; you: You; failure: FormFailure | undefined }) {
  const words = useT().offer.auction.bidding;
  const busy = useBusy('register-to-bid');
  const translate = useTranslateMessage();
  const acceptError = failure?.errors.accept_terms;
  return (
    <Form method="post" className="flex flex-col gap-4" aria-labelledby="register-to-bid">
      <h3 id="register-to-bid" className="font-semibold text-gray-900">
        {words.registerTitle}
      </h3>
      <p className="text-gray-800">{you.registration === 'pending' ? words.pending : words.registerIntro}</p>
      {you.registration === 'refused' && <p className={errorClass}>{words.refused}</p>}
      <input type="hidden" name="intent" value="register-to-bid" />
      <Field name="full_name" label={words.fullName} failure={failure} autoComplete="name" />
      <Field name="address" label={words.address} failure={failure} autoComplete="street-address" />
      <div>
        <label className="flex items-start gap-2 text-gray-900">
          <input
            type="checkbox"
            name="accept_terms"
            className="mt-1 size-4 accent-accent-600"
            aria-invalid={acceptError ? true : undefined}
            aria-describedby={acceptError ? 'lot-accept-error' : undefined}
          />
          <span>{words.acceptTerms}</span>
        </label>
        {acceptError && (
          <p id="lot-accept-error" className={errorClass}>
            {translate(acceptError)}
          </p>
        )}
      </div>
      <p className={hintClass}>{words.hold(formatMoney(registrationHold(lot.fees)))}</p>
      <FormMessage failure={failure} />
      <div>
        <SubmitButton busy={busy}>{words.register}</SubmitButton>
      </div>
    </Form>
  );
}

function BidForm({ lot, you, failure }: { lot: LotView; you: You; failure: FormFailure | undefined }) {
  const words = useT().offer.auction.bidding;
  const busy = useBusy('bid');
  return (
    <Form method="post" className="flex flex-col gap-4" aria-labelledby="place-bid">
      <h3 id="place-bid" className="font-semibold text-gray-900">
        {words.bidTitle(you.bidder_number ?? 0)}
      </h3>
      <p aria-live="polite" className={you.leading ? 'font-semibold text-green-800' : 'text-gray-800'}>
        {you.leading ? words.leading(formatPounds(you.max ?? lot.price ?? 0)) : lot.bids > 0 ? words.notLeading : ''}
      </p>
      <input type="hidden" name="intent" value="bid" />
      <Field
        name="max"
        label={words.maxLabel}
        hint={words.maxHint(formatPounds(lot.minimum_bid))}
        failure={failure}
        inputMode="decimal"
        autoComplete="off"
      />
      <FormMessage failure={failure} />
      <div>
        <SubmitButton busy={busy}>{words.placeBid}</SubmitButton>
      </div>
    </Form>
  );
}

/** The panel for this viewer; `failure`: the page action's refusal of one of its forms. */
export function BiddingPanel({ lot, slug, failure }: { lot: LotView; slug: string; failure: FormFailure | undefined }) {
  const words: Words = useT().offer.auction.bidding;
  if (lot.phase === 'ended') return null;
  const you = lot.you;
  let body: React.ReactNode;
  if (you === null) {
    body = (
      <p className="text-gray-800">
        <a
          href={`${SITE_PATHS.login()}?next=${encodeURIComponent(SITE_PATHS.offer(slug))}`}
          className="font-semibold text-accent-700 underline underline-offset-4"
        >
          {words.signIn}
        </a>{' '}
        {words.signInWhy}
      </p>
    );
  } else if (you.seller_side) {
    body = <p className="text-gray-800">{words.sellerSide}</p>;
  } else if (you.registration === 'approved') {
    body =
      lot.phase === 'open' ? (
        <BidForm lot={lot} you={you} failure={failure} />
      ) : (
        <p className="text-gray-800">{words.approvedUpcoming(you.bidder_number ?? 0)}</p>
      );
  } else {
    body = <RegisterForm lot={lot} you={you} failure={failure} />;
  }
  return <div className="mt-5 border-t border-gray-200 pt-5">{body}</div>;
}
