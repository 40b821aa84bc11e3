import { createContext, useContext } from 'react';

export type AuthDialogKind = 'login' | 'register';

export type AuthDialogs = {
  /** Opens the login dialog; after logging in the page goes to `next` (a same-site path) when given. */
  openLogin: (next?: string | null) => void;
  openRegister: (next?: string | null) => void;
  close: () => void;
  /** Starts loading the forms' code (on hover or focus of a trigger) so the dialog opens at once. */
  preload: () => void;
};

export const AuthDialogContext = createContext<AuthDialogs | null>(null);

export function useAuthDialogs(): AuthDialogs {
  const dialogs = useContext(AuthDialogContext);
  if (!dialogs) throw new Error('useAuthDialogs needs an AuthDialogProvider above it');
  return dialogs;
}
