import { createContext, useContext } from 'react';
import type { AuthState } from '#app/lib/auth-state.ts';
import type { UserResource } from '#contract/accounts.ts';

export type Auth = {
  state: AuthState;
  /** Login success: marker cookie, profile fields, logged true. */
  login: (user: UserResource) => void;
  /** A fresh user from the server (a saved profile, an avatar, ...). */
  update: (user: UserResource) => void;
  /** A change the server confirmed without a whole user (the newsletter flag). */
  patch: (changes: Partial<AuthState>) => void;
  /** POST /api/auth/logout, then clear everything and go home. False when the server could not be reached. */
  logout: () => Promise<boolean>;
  /** The session ended on the server (account deleted): clear everything like a logout. */
  endSession: () => void;
  /** Token reset after a 401: the session is gone, so the page stops acting logged in. */
  resetToken: () => void;
  /** Temporary credentials removed, flag cleared, profile complete. */
  completeProfileSetup: (user: UserResource) => void;
};

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider above it');
  return auth;
}
