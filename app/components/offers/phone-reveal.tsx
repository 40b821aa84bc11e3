// "Show phone number": the number is fetched only when asked for (it is never in the
// page), then shown as a link that dials it.
import { useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { secondaryButton } from '../forms/form-styles.ts';
import { Spinner } from '../forms/submit-button.tsx';

type Reveal =
  | { state: 'hidden' }
  | { state: 'loading' }
  | { state: 'shown'; phone: string }
  | { state: 'failed'; message: string };

/** From an ad's page give `offerId` (the reveal counts in its statistics); from a profile leave it out. */
export function PhoneReveal({ advertiserId, offerId }: { advertiserId: string; offerId?: string }) {
  const api = useApi();
  const [reveal, setReveal] = useState<Reveal>({ state: 'hidden' });
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
    <div className="mt-3">
      <button
        type="button"
        className={secondaryButton}
        aria-disabled={reveal.state === 'loading' || undefined}
        onClick={show}
      >
        {reveal.state === 'loading' && <Spinner />}
        {t.offer.showPhone}
      </button>
      {reveal.state === 'failed' && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {reveal.message}
        </p>
      )}
    </div>
  );
}
