// "Follow" on a public profile: keeps the advertiser in /favorites. A visitor who is not
// logged in gets the "log in first" warning instead. Before the page is live (and without
// JavaScript) the button is a form posted to the profile, whose action follows or stops
// following and draws the page again with a sentence saying so; a visitor is sent to log
// in first and comes back to the profile.
import { useState } from 'react';
import { useActionData } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { postedFollow } from '#app/lib/profile-forms.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { useAuth } from '../auth/auth-context.ts';
import { secondaryButton } from '../forms/form-styles.ts';
import { useToast } from '../toast/toast-context.ts';
import { followedAdvertisers } from './favourites-store.ts';
import { FOLLOW_MESSAGES } from './follow-messages.ts';

type FollowProps = {
  advertiserId: string;
  name: string;
  /** Whether the logged-in user follows the advertiser, as the server drew the page. */
  following: boolean;
};

/** The button names the state, and is pressed while the user follows. */
const label = (following: boolean) => (following ? 'Following' : 'Follow');

/**
 * Whether the user follows the advertiser: what this page has learnt from the API once it
 * has, and until then what the server drew the page with.
 */
function useFollowing(advertiserId: string, drawn: boolean): boolean {
  const { state } = useAuth();
  const userId = state.isLogged ? state.id : null;
  followedAdvertisers.useIds(userId);
  return followedAdvertisers.knows(userId, advertiserId) ?? (userId !== null && drawn);
}

export function FollowButton(props: FollowProps) {
  const { state } = useAuth();
  const hydrated = useHydrated();
  const following = useFollowing(props.advertiserId, props.following);
  if (state.isLogged && state.id === props.advertiserId) return null;
  return hydrated ? <LiveFollow {...props} following={following} /> : <FollowForm {...props} following={following} />;
}

/** Once the page is live: the JSON API, with a toast for what it did. */
function LiveFollow({ advertiserId, name, following }: FollowProps) {
  const { state } = useAuth();
  const toast = useToast();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  // A sentence from a form posted before the page was live says no more once the button is used.
  const [used, setUsed] = useState(false);

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
    setUsed(true);
    if (result.ok) {
      followedAdvertisers.set(advertiserId, !following);
      toast.success(following ? FOLLOW_MESSAGES.unfollowed(name) : FOLLOW_MESSAGES.followed(name));
    }
  };

  return (
    <div>
      <button type="button" onClick={toggle} aria-pressed={following} className={secondaryButton}>
        {label(following)}
      </button>
      {!used && <PostedFollow name={name} />}
    </div>
  );
}

/** Before the page is live, or without JavaScript: a form the profile's action takes. */
function FollowForm({ name, following }: FollowProps) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value={following ? 'unfollow' : 'follow'} />
      <button type="submit" aria-pressed={following} className={secondaryButton}>
        {label(following)}
      </button>
      <PostedFollow name={name} />
    </form>
  );
}

/** What the profile's action said to the form posted without JavaScript; it stays shown once the page is live. */
function PostedFollow({ name }: { name: string }) {
  const posted = postedFollow(useActionData());
  if (!posted) return null;
  if ('failure' in posted) {
    return (
      <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
        {posted.failure.message}
      </p>
    );
  }
  return (
    <p role="status" className="mt-2 text-sm font-semibold text-green-800">
      {posted.sent.intent === 'follow' ? FOLLOW_MESSAGES.followed(name) : FOLLOW_MESSAGES.unfollowed(name)}
    </p>
  );
}
