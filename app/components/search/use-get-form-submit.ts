import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { compactQuery, withAdType } from '#app/lib/query.ts';

/**
 * Submits a GET form as a client navigation with a tidy URL (no empty fields,
 * seek-property as ad-type). Without JavaScript the form submits as it is.
 */
export function useGetFormSubmit(): (event: FormEvent<HTMLFormElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    const action = new URL(form.action, window.location.href).pathname;
    const query = withAdType(new URLSearchParams(compactQuery(new FormData(form)))).toString();
    navigate(query ? `${action}?${query}` : action);
  };
}
