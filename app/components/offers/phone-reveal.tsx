// "Show phone number": the number is fetched only when asked for (it is never in the
// page), then shown as a link that dials it.
import { useState } from 'react';
import { useActionData } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { postedOfferForm } from '#app/lib/offer-forms.ts';
import { secondaryButton } from '../forms/form-styles.ts';
import { Spinner } from '../forms/submit-button.tsx';

type Reveal =
  | { state: 'hidden' }
  | { state: 'loading' }
  | { state: 'shown'; phone: string }
  | { state: 'failed'; message: string };

/** The page's answer to the form posted without JavaScript: the number, or why not. */
function usePostedReveal(): Reveal {
  const posted = postedOfferForm(useActionData(), ['phone']);
  if (!posted) return { state: 'hidden' };
  if ('sent' in posted) return { state: 'shown', phone: posted.sent.phone };
  return { state: 'failed', message: posted.failure.message };
}

/**
 * From an ad's page give `offerId` (the reveal counts in its statistics); from a profile
 * leave it out. A form that posts to the page before the script runs; then the API.
 */
export function PhoneReveal({ advertiserId, offerId }: { advertiserId: string; offerId?: string }) {
  const api = useApi();
  const posted = usePostedReveal();
  const [reveal, setReveal] = useState<Reveal>(posted);
  const t = useT();

  const show = async () => {
    setReveal({ state: 'loading' });
    const result = await api<{ phone: string }>(`/api/user/${advertiserId}/phone`, {
      method: 'POST',
      json: offerId ? { offer_id: offerId } : {},
      freshCsrf: true,
      handled: [404, 429],
    });
    setReveal(
      result.ok
        ? { state: 'shown', phone: result.data.phone }
        : { state: 'failed', message: result.error.message ?? t.offer.phoneFailed },
    );
  };

  if (reveal.state === 'shown') {
    return (
      <p aria-live="polite" className="mt-3">
        <a href={`tel:${reveal.phone.replace(/[^\d+]/g, '')}`} className="text-lg font-bold text-accent-700 underline">
          {reveal.phone}
        </a>
      </p>
    );
  }
  return (
    <form
      method="post"
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void show();
      }}
    >
      <input type="hidden" name="intent" value="phone" />
      <input type="hidden" name="advertiser" value={advertiserId} />
      <button type="submit" className={secondaryButton} aria-disabled={reveal.state === 'loading' || undefined}>
        {reveal.state === 'loading' && <Spinner />}
        {t.offer.showPhone}
      </button>
      {reveal.state === 'failed' && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {reveal.message}
        </p>
      )}
    </form>
  );
}
