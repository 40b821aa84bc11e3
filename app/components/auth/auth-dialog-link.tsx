import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { type AuthDialogKind, useAuthDialogs } from './auth-dialog-context.ts';

/** The /auth page that shows the same form: where the link goes before the page is live, or in a new tab. */
export function authPagePath(kind: AuthDialogKind, next?: string | null): string {
  const query = new URLSearchParams();
  if (kind === 'register') query.set('type', 'register');
  if (next) query.set('next', next);
  const search = query.toString();
  return search ? `/auth?${search}` : '/auth';
}

/** A link to /auth that opens the login or registration dialog instead once the page is interactive. */
export function AuthDialogLink({
  kind,
  next,
  className,
  children,
}: {
  kind: AuthDialogKind;
  next?: string | null;
  className?: string;
  children: ReactNode;
}) {
  const dialogs = useAuthDialogs();
  const onClick = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (kind === 'login') dialogs.openLogin(next);
    else dialogs.openRegister(next);
  };
  return (
    <Link
      to={authPagePath(kind, next)}
      aria-haspopup="dialog"
      className={className}
      onClick={onClick}
      onPointerEnter={dialogs.preload}
      onFocus={dialogs.preload}
    >
      {children}
    </Link>
  );
}
