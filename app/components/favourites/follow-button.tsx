// "Follow" on a public profile: keeps the advertiser in /favorites. A visitor who is not
// logged in gets the "log in first" warning instead.
import { useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { useAuth } from '../auth/auth-context.ts';
import { secondaryButton } from '../forms/form-styles.ts';
import { useToast } from '../toast/toast-context.ts';
import { followedAdvertisers } from './favourites-store.ts';

export function FollowButton({ advertiserId, name }: { advertiserId: string; name: string }) {
  const { state } = useAuth();
  const toast = useToast();
  const api = useApi();
  const following = followedAdvertisers.useIds(state.isLogged ? state.id : null).has(advertiserId);
  const [busy, setBusy] = useState(false);
  if (state.isLogged && state.id === advertiserId) return null;

  const toggle = async () => {
    if (!state.isLogged) {
      toast.warning(SPEC_MESSAGES.loginFirst);
      return;
    }
    if (busy) return;
    setBusy(true);
    const result = await api(`/api/favorite-users/${advertiserId}`, {
      method: following ? 'DELETE' : 'POST',
      handled: [404],
    });
    setBusy(false);
    if (result.ok) {
      followedAdvertisers.set(advertiserId, !following);
      toast.success(following ? `You no longer follow ${name}.` : `You follow ${name}: find them in Favorites.`);
    }
  };

  return (
    <button type="button" onClick={toggle} aria-pressed={following} className={secondaryButton}>
      {following ? 'Following' : 'Follow'}
    </button>
  );
}
