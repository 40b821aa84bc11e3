import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { profileSetupRedirect } from '#app/lib/next-path.ts';
import type { UserResource } from '#contract/accounts.ts';
import { useToast } from '../toast/toast-context.ts';
import { useAuth } from './auth-context.ts';

export const LOGGED_IN_MESSAGE = 'You are now logged in.';

/** Pages about getting into the account: once logged in, there is nothing left to do on them. */
const ENTRY_PAGES = new Set([
  '/auth',
  '/auth/two-factor',
  '/check-email',
  '/complete-registration',
  '/set-password',
  '/login-prompt',
]);

/**
 * After a successful login: the client state, then the page the guard
 * interrupted (next), or profile setup first while the profile is incomplete.
 */
export function useLoginSuccess(next: string | null): (user: UserResource) => void {
  const { login } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (user: UserResource) => {
      login(user);
      toast.success(LOGGED_IN_MESSAGE);
      const onEntryPage = ENTRY_PAGES.has(location.pathname);
      const here = onEntryPage ? '/' : `${location.pathname}${location.search}`;
      const target = next ?? (onEntryPage ? '/' : null);
      if (!(user.profile_completed || user.is_profile_completed)) navigate(profileSetupRedirect(target ?? here));
      else if (target) navigate(target);
    },
    [login, toast, navigate, location.pathname, location.search, next],
  );
}
