// Page guards for route loaders: they read the session the server resolved from
// the cookie and throw React Router redirects.
import { data, type RouterContextProvider, redirect } from 'react-router';
import type { UserResource } from '#contract/accounts.ts';
import { can, type OperatorPermission } from '#contract/permissions.ts';
import { getAppContext } from '../context.ts';
import { firstRedirect, type GuardName, UnknownGuardError } from './guards.ts';

/** `url` is the page's URL (React Router strips its .data suffix and _routes parameter); request.url is not. */
type LoaderArgs = { url: URL; context: Readonly<RouterContextProvider> };

/** Applies the guards in order; returns the session's user (null for a guest who may stay). */
export function applyGuards(args: LoaderArgs, ...guards: GuardName[]): UserResource | null {
  const user = getAppContext(args.context).session.user;
  const target = guardTarget(guards, user, `${args.url.pathname}${args.url.search}`);
  if (target) throw redirect(target);
  return user;
}

/** The page's user ('authenticated' plus the other guards given), or a redirect to where they should go. */
export function userOrRedirect(args: LoaderArgs, ...more: GuardName[]): UserResource {
  const user = applyGuards(args, 'authenticated', ...more);
  if (!user) throw redirect('/');
  return user;
}

/**
 * A back-office page's operator: a guest is sent to log in, an account whose roles lack
 * the permission gets the not-found page (as if the page did not exist), and an operator
 * whose sign-in showed no second factor is sent to turn it on in their settings. The API
 * checks the same again.
 */
export function operatorOrRedirect(args: LoaderArgs, permission: OperatorPermission): UserResource {
  const user = userOrRedirect(args);
  if (!can(user, permission)) throw data(null, { status: 404 });
  if (!getAppContext(args.context).session.signIn?.secondFactorAt) throw redirect(SECOND_FACTOR_SETUP_PATH);
  return user;
}

/**
 * The action of a back-office page that has no forms: a post is refused as the page's
 * loader would refuse it (not found without the permission), and otherwise answered
 * 405 with the methods the page takes, rather than reaching the router as an error.
 */
export function operatorPageWithoutForms(args: LoaderArgs, permission: OperatorPermission): never {
  operatorOrRedirect(args, permission);
  throw data(null, { status: 405, headers: { allow: 'GET, HEAD' } });
}

/** Where an operator without a second factor is sent: the settings' two-factor section, saying why. */
export const SECOND_FACTOR_SETUP_PATH = '/settings?second-factor=required#two-factor';

/** The guards' redirect; an unknown guard is a 500 that names it, shown by the error page. */
function guardTarget(guards: readonly GuardName[], user: UserResource | null, path: string): string | null {
  try {
    return firstRedirect(guards, user, path);
  } catch (error) {
    if (error instanceof UnknownGuardError) throw data(error.message, { status: 500 });
    throw error;
  }
}
