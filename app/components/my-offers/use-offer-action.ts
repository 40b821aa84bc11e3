import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import type { OfferState } from '#contract/offer-lifecycle.ts';
import { useToast } from '../toast/toast-context.ts';

export type OfferRequest = {
  path: string;
  json?: object;
  /** The toast after success. */
  done: string;
};

/**
 * Runs one owner action against the API and reloads the list from the server (the
 * tab counts change too). 402, 404, 409 and 422 answer with a message the person can
 * act on: shown as a toast, never swallowed.
 */
export function useOfferAction() {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const run = async ({ path, json, done }: OfferRequest): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      const result = await api<OfferState | { data: OfferState[] }>(path, {
        method: 'PATCH',
        ...(json ? { json } : {}),
        handled: [402, 404, 409, 422],
      });
      if (result.ok) toast.success(done);
      else if ([402, 404, 409, 422].includes(result.error.status)) {
        toast.error(Object.values(result.error.errors)[0] ?? result.error.message ?? 'Please try again.');
      }
      await revalidator.revalidate();
      return result.ok;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
