import { useEffect } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { SAVED_SEARCH_MESSAGES } from '#contract/saved-searches.ts';
import { FAVOURITE_MESSAGES } from '../favourites/favourite-messages.ts';
import { favouriteOffers } from '../favourites/favourites-store.ts';
import { useToast } from '../toast/toast-context.ts';
import { useAuth } from './auth-context.ts';
import { takePendingAction } from './pending-action.ts';

/** Once logged in, does what the visitor asked for before logging in (pending-action.ts), and says so. */
export function PendingActionRunner() {
  const { state } = useAuth();
  const api = useApi();
  const toast = useToast();
  const loggedIn = state.isLogged;

  // biome-ignore lint/correctness/useExhaustiveDependencies: on logging in only
  useEffect(() => {
    if (!loggedIn) return;
    const action = takePendingAction();
    if (!action) return;
    if (action.kind === 'favourite') {
      void api(`/api/favorites/${action.offerId}`, { method: 'POST', handled: [404] }).then((result) => {
        if (result.ok) {
          favouriteOffers.set(action.offerId, true);
          toast.success(FAVOURITE_MESSAGES.saved);
        } else if (result.error.status === 404) toast.error(FAVOURITE_MESSAGES.gone);
      });
      return;
    }
    const json = { name: action.name, frequency: 'daily', query: action.query };
    void api('/api/saved-searches', { method: 'POST', json, handled: [422] }).then((result) => {
      if (result.ok) toast.success(SAVED_SEARCH_MESSAGES.saved);
      else if (result.error.status === 422) toast.error(result.error.message ?? SPEC_MESSAGES.problem);
    });
  }, [loggedIn]);

  return null;
}
