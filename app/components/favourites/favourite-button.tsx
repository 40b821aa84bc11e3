// The heart of a card or an offer page: saves the offer to the favourites, or removes it.
// A visitor who is not logged in gets the "log in first" warning instead, with a
// "Log in" button that saves the offer once logged in. Before the page is live (and
// without JavaScript) the heart is a form posted to the server, which saves or removes
// the offer and comes back to this page; a visitor is sent to log in first, and the
// login saves the offer before coming back.
import { type MouseEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { useSiteData } from '#app/hooks/use-site-data.ts';
import { useT } from '#app/hooks/use-t.ts';
import { useAuth } from '../auth/auth-context.ts';
import { LoginFirstForm } from '../auth/login-first-form.tsx';
import { useLoginFirst } from '../auth/use-login-first.ts';
import { HeartIcon } from '../icons.tsx';
import { useToast } from '../toast/toast-context.ts';
import { FAVOURITE_MESSAGES } from './favourite-messages.ts';
import { favouriteOffers } from './favourites-store.ts';

/** Where the heart posts without JavaScript: the favourites page's action (app/routes/account/favorites.tsx). */
const HEART_FORM_PATH = '/favorites';

type HeartProps = {
  offerId: string;
  saved: boolean;
  /** The page to come back to. */
  back: string;
  describedBy: string | undefined;
  className: string;
};

const heartClass = (className: string) =>
  `inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-accent-700 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-accent-700 ${className}`;

const Heart = ({ saved }: { saved: boolean }) => <HeartIcon className={saved ? 'size-5 fill-current' : 'size-5'} />;

/**
 * Whether the heart is filled: what this page has learnt from the API once it has, and
 * until then what the server drew the page with (the root loader's list of the user's
 * favourites), so a saved heart does not flash empty while the list is read.
 */
function useSaved(offerId: string): boolean {
  const { state } = useAuth();
  const site = useSiteData();
  const userId = state.isLogged ? state.id : null;
  favouriteOffers.useIds(userId);
  const drawn = site.user !== null && site.user.id === userId && site.favouriteIds.includes(offerId);
  return favouriteOffers.knows(userId, offerId) ?? drawn;
}

/**
 * `describedBy`: the id of the offer's title on a card, so each heart is announced with its
 * offer while its name stays short ("Save to favourites").
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
  const location = useLocation();
  const saved = useSaved(offerId);
  const hydrated = useHydrated();
  const props = { offerId, saved, back: `${location.pathname}${location.search}`, describedBy, className };
  return hydrated ? <LiveHeart {...props} /> : <HeartForm {...props} />;
}

/** Once the page is live: the JSON API, with a toast for what it did. */
function LiveHeart({ offerId, saved, back, describedBy, className }: HeartProps) {
  const { state } = useAuth();
  const toast = useToast();
  const api = useApi();
  const loginFirst = useLoginFirst();
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
    <LoginFirstForm back={back}>
      <button
        type="submit"
        onClick={toggle}
        aria-pressed={saved}
        aria-label={t.listing.saveFavourite}
        aria-describedby={describedBy}
        title={saved ? t.listing.removeFavourite : t.listing.saveFavourite}
        className={heartClass(className)}
      >
        <Heart saved={saved} />
      </button>
    </LoginFirstForm>
  );
}

/**
 * Before the page is live, or without JavaScript: a form that asks the server to save or
 * remove the offer. Its button is named for what it does, since pressing it loads the page
 * again, and is pressed while the offer is saved, like the live heart.
 */
function HeartForm({ offerId, saved, back, describedBy, className }: HeartProps) {
  const t = useT();
  const name = saved ? t.listing.removeFavourite : t.listing.saveFavourite;
  return (
    <form method="post" action={HEART_FORM_PATH} className="contents">
      <input type="hidden" name="intent" value={saved ? 'remove' : 'save'} />
      <input type="hidden" name="offer" value={offerId} />
      <input type="hidden" name="next" value={back} />
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={name}
        aria-describedby={describedBy}
        title={name}
        className={heartClass(className)}
      >
        <Heart saved={saved} />
      </button>
    </form>
  );
}
