// Page guards for route loaders: they read the session the server resolved from
// the cookie and throw React Router redirects.
import { type RouterContextProvider, redirect } from 'react-router';
import type { UserResource } from '#contract/accounts.ts';
import { getAppContext } from '../context.ts';
import { firstRedirect, type GuardName } from './guards.ts';

/** `url` is the page's URL (React Router strips its .data suffix and _routes parameter); request.url is not. */
type LoaderArgs = { url: URL; context: Readonly<RouterContextProvider> };

/** Applies the guards in order; returns the session's user (null for a guest who may stay). */
export function applyGuards(args: LoaderArgs, ...guards: GuardName[]): UserResource | null {
  const user = getAppContext(args.context).session.user;
  const target = firstRedirect(guards, user, `${args.url.pathname}${args.url.search}`);
  if (target) throw redirect(target);
  return user;
}

/** The page's user ('authenticated' plus the other guards given), or a redirect to where they should go. */
export function userOrRedirect(args: LoaderArgs, ...more: GuardName[]): UserResource {
  const user = applyGuards(args, 'authenticated', ...more);
  if (!user) throw redirect('/');
  return user;
}
