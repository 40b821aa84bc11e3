// The heart of a card or an offer page: saves the offer to the favourites, or removes it.
// A visitor who is not logged in gets the "log in first" warning instead, with a
// "Log in" button that saves the offer once logged in. Before the page is live the heart
// is a form leading to the login page, which comes back here afterwards.
import { type MouseEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { useAuth } from '../auth/auth-context.ts';
import { LoginFirstForm } from '../auth/login-first-form.tsx';
import { useLoginFirst } from '../auth/use-login-first.ts';
import { HeartIcon } from '../icons.tsx';
import { useToast } from '../toast/toast-context.ts';
import { FAVOURITE_MESSAGES } from './favourite-messages.ts';
import { favouriteOffers } from './favourites-store.ts';

/**
 * `describedBy`: the id of the offer's title on a card, so each heart is announced with its
 * offer while its name stays the same short "Save to favourites".
 */
export function FavouriteButton({
  offerId,
  describedBy,
  className = '',
}: {
  offerId: string;
  describedBy?: string;
  className?: string;
}) {
  const { state } = useAuth();
  const toast = useToast();
  const api = useApi();
  const loginFirst = useLoginFirst();
  const location = useLocation();
  const saved = favouriteOffers.useIds(state.isLogged ? state.id : null).has(offerId);
  const [busy, setBusy] = useState(false);
  const t = useT();

  const toggle = async (event: MouseEvent) => {
    event.preventDefault();
    if (!state.isLogged) {
      loginFirst({ kind: 'favourite', offerId });
      return;
    }
    if (busy) return;
    setBusy(true);
    const result = await api(`/api/favorites/${offerId}`, { method: saved ? 'DELETE' : 'POST', handled: [404] });
    setBusy(false);
    if (result.ok) {
      favouriteOffers.set(offerId, !saved);
      toast.success(saved ? FAVOURITE_MESSAGES.removed : FAVOURITE_MESSAGES.saved);
    } else if (!saved) toast.error(FAVOURITE_MESSAGES.gone);
    else favouriteOffers.set(offerId, false);
  };

  return (
    <LoginFirstForm back={`${location.pathname}${location.search}`}>
      <button
        type="submit"
        onClick={toggle}
        aria-pressed={saved}
        aria-label={t.listing.saveFavourite}
        aria-describedby={describedBy}
        title={saved ? t.listing.removeFavourite : t.listing.saveFavourite}
        className={`inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-accent-700 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-accent-700 ${className}`}
      >
        <HeartIcon className={saved ? 'size-5 fill-current' : 'size-5'} />
      </button>
    </LoginFirstForm>
  );
}
