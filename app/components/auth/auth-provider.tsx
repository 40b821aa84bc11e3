import {
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '#app/lib/api-client.ts';
import {
  AUTH_STORAGE_KEY,
  type AuthState,
  clearedMarkerCookie,
  hasLoggedInMarker,
  initialAuthState,
  loggedInMarkerCookie,
  loggedOutState,
  parseStoredState,
  profileSetupCompletedState,
  RECENT_SEARCH_KEY,
  reconcile,
  stateFromUser,
  TEMPORARY_CREDENTIALS_KEY,
  tokenResetState,
} from '#app/lib/auth-state.ts';
import { readStorage, removeStorage, writeStorage } from '#app/lib/browser-storage.ts';
import type { UserResource } from '#contract/accounts.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { useToast } from '../toast/toast-context.ts';
import { type Auth, AuthContext } from './auth-context.ts';

const hasTemporaryCredentials = () => readStorage(TEMPORARY_CREDENTIALS_KEY) !== null;

function setMarker(loggedIn: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = loggedIn ? loggedInMarkerCookie(window.location.protocol === 'https:') : clearedMarkerCookie();
}

/**
 * Once live, brings the state and the marker cookie in line with the server whenever a new
 * session arrives (the server is the truth), and persists every change of the state after that.
 */
function useServerReconciliation(
  serverUser: UserResource | null,
  state: AuthState,
  setState: Dispatch<SetStateAction<AuthState>>,
) {
  const [live, setLive] = useState(false);
  const seenServerUser = useRef<UserResource | null | undefined>(undefined);

  // On load, and whenever the root data brings a new session: the server is the truth.
  useEffect(() => {
    if (seenServerUser.current === serverUser) return;
    seenServerUser.current = serverUser;
    const stored = parseStoredState(readStorage(AUTH_STORAGE_KEY));
    setState(reconcile(serverUser, stored, hasTemporaryCredentials()));
    if (serverUser) setMarker(true);
    else if (hasLoggedInMarker(document.cookie)) setMarker(false);
    setLive(true);
  }, [serverUser, setState]);

  useEffect(() => {
    if (live) writeStorage(AUTH_STORAGE_KEY, JSON.stringify(state));
  }, [live, state]);
}

/**
 * The user as the browser keeps it. The server renders the page from
 * the session, so the first render follows `serverUser`; once live, the stored state
 * and the marker cookie are brought in line with it, and every change is persisted.
 */
export function AuthProvider({ serverUser, children }: { serverUser: UserResource | null; children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() =>
    serverUser ? stateFromUser(serverUser, false) : initialAuthState,
  );
  useServerReconciliation(serverUser, state, setState);
  const navigate = useNavigate();
  const toast = useToast();

  const endSession = useCallback(() => {
    setState(loggedOutState);
    setMarker(false);
    removeStorage(RECENT_SEARCH_KEY);
    navigate('/');
  }, [navigate]);

  const logout = useCallback(async () => {
    const result = await apiRequest('/api/auth/logout', { method: 'POST' });
    // 401: the session had already ended; the browser side still has to forget it.
    if (!result.ok && result.error.status !== 401) {
      toast.error(SPEC_MESSAGES.problem);
      return false;
    }
    endSession();
    return true;
  }, [endSession, toast]);

  // Stable functions: callers keep them in effect and callback dependencies.
  const actions = useMemo(
    () => ({
      login: (user: UserResource) => {
        setMarker(true);
        setState((previous) => stateFromUser(user, hasTemporaryCredentials(), previous));
      },
      update: (user: UserResource) => setState((previous) => stateFromUser(user, hasTemporaryCredentials(), previous)),
      patch: (changes: Partial<AuthState>) => setState((previous) => ({ ...previous, ...changes })),
      resetToken: () => {
        setState(tokenResetState);
        setMarker(false);
      },
      completeProfileSetup: (user: UserResource) => {
        removeStorage(TEMPORARY_CREDENTIALS_KEY);
        setState((previous) => profileSetupCompletedState(stateFromUser(user, false, previous)));
      },
    }),
    [],
  );

  const auth = useMemo<Auth>(() => ({ state, ...actions, logout, endSession }), [state, actions, logout, endSession]);

  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
