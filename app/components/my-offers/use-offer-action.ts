import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { useSiteData } from '#app/hooks/use-site-data.ts';
import type { OfferState } from '#contract/offer-lifecycle.ts';
import { useToast } from '../toast/toast-context.ts';

export type OfferRequest = {
  path: string;
  json?: object;
  /** The toast after success: fixed words, or the server's own (a refresh says what it did). */
  done: string | ((answer: ActionAnswer) => string);
  /** Told the words of a success too (to keep them on screen after the toast). */
  onDone?: (message: string) => void;
  /** Publishing: where the ad's posting is paid for when it costs money (a 402 goes there). */
  payPage?: string;
};

/** An action the free allowance no longer covers: what it costs, and the request that orders it. */
export type PaymentOffer = { message: string; path: string };

type ActionAnswer = (OfferState & { message?: string }) | { data: OfferState[] };

/**
 * Runs one owner action against the API and reloads the list from the server (the
 * tab counts change too). 402, 403, 404, 409 and 422 answer with a message the person can
 * act on: shown as a toast, never swallowed. A 402 (the free allowance is used) becomes
 * an offer to pay when the site takes payments: `payment` holds it until the person
 * pays (to the gateway's page) or declines. Publishing an ad whose posting costs money
 * (402) goes to its pay page. A site that takes no payments answers 409: a toast.
 */
export function useOfferAction() {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { paymentGateway } = useSiteData();
  const [busy, setBusy] = useState(false);
  const [payment, setPayment] = useState<PaymentOffer | null>(null);

  const run = async ({ path, json, done, payPage, onDone }: OfferRequest): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      const result = await api<ActionAnswer>(path, {
        method: 'PATCH',
        ...(json ? { json } : {}),
        handled: [402, 403, 404, 409, 422],
      });
      if (result.ok) {
        const message = typeof done === 'string' ? done : done(result.data);
        toast.success(message);
        onDone?.(message);
      } else if (result.error.status === 402 && payPage) {
        toast.warning(result.error.message ?? 'Publishing this ad costs money.');
        navigate(payPage);
        return false;
      } else if (result.error.status === 402 && paymentGateway) {
        setPayment({ message: result.error.message ?? 'This costs money.', path });
      } else if ([402, 403, 404, 409, 422].includes(result.error.status)) {
        toast.error(Object.values(result.error.errors)[0] ?? result.error.message ?? 'Please try again.');
      }
      await revalidator.revalidate();
      return result.ok;
    } finally {
      setBusy(false);
    }
  };

  /** Orders the action offered in `payment` and goes to the gateway to pay for it. */
  const pay = async (): Promise<void> => {
    if (!payment || !paymentGateway || busy) return;
    setBusy(true);
    const separator = payment.path.includes('?') ? '&' : '?';
    const result = await api<{ url: string }>(`${payment.path}${separator}gateway=${paymentGateway}&platform=desktop`, {
      method: 'PATCH',
      handled: [402, 404, 409, 422],
    });
    if (result.ok && 'url' in result.data) {
      window.location.assign(result.data.url);
      return;
    }
    setBusy(false);
    setPayment(null);
    if (!result.ok) toast.error(result.error.message ?? 'The payment could not be started. Please try again.');
  };

  return { run, busy, payment, pay, dismissPayment: () => setPayment(null) };
}
