import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { TEMPORARY_CREDENTIALS_KEY } from '#app/lib/auth-state.ts';
import { readStorage } from '#app/lib/browser-storage.ts';
import { postAdRedirect } from '#app/lib/guards.ts';

/**
 * The posting-ad guard for /post-ad. It needs localStorage (temporary
 * credentials of a guest's account), so it runs in the browser: a guest without them
 * goes to /login-prompt, a user with an incomplete profile to /profile-setup.
 * Returns true once the page may show its form.
 */
export function usePostAdGuard(): boolean {
  const { state } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    const target = postAdRedirect(state, readStorage(TEMPORARY_CREDENTIALS_KEY) !== null, `${pathname}${search}`);
    if (target) navigate(target, { replace: true });
    else setAllowed(true);
  }, [state, navigate, pathname, search]);

  return allowed;
}
