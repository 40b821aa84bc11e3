// Page guards as decisions: given who is asking and where, where to send them (or
// null to let them in). The loaders apply them through guards.server.ts; the posting
// flow, which needs localStorage, applies postAdRedirect in the browser.

import { type GuardedPermission, hasPermission, type Role } from '#contract/permissions.ts';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';
import { loginRedirect, profileSetupRedirect } from './next-path.ts';

/**
 * `may:{permission}`: the 'company' guard for each page it protects, asked through
 * the same permission check as the menus and the API. The account is sent home,
 * with a notice saying why (deniedRedirect), never silently.
 */
export type GuardName = 'authenticated' | 'checkIfLoggedIn' | 'profile' | `may:${GuardedPermission}`;

export const DENIED_PARAM = 'denied';

/** Home, with the notice of the permission the account lacks. */
export function deniedRedirect(permission: GuardedPermission): string {
  return `/?${DENIED_PARAM}=${encodeURIComponent(permission)}`;
}

export type GuardUser = {
  roles: readonly Role[];
  profile_completed: boolean;
  is_profile_completed?: boolean;
} | null;

/** The redirect target of one guard, or null. `path` is the requested path with its query. */
export function guardRedirect(guard: GuardName, user: GuardUser, path: string): string | null {
  switch (guard) {
    case 'authenticated':
      return user ? null : loginRedirect(path);
    case 'checkIfLoggedIn':
      return user ? '/' : null;
    case 'profile':
      return user && !(user.profile_completed || user.is_profile_completed) ? profileSetupRedirect(path) : null;
    case 'may:agents.manage':
    case 'may:offers.import': {
      const permission = guard.slice('may:'.length) as GuardedPermission;
      return user && hasPermission(user.roles, permission) ? null : deniedRedirect(permission);
    }
    default:
      // Only untyped code can get here; letting such a page through would skip its guard.
      throw new UnknownGuardError(guard);
  }
}

/** A page asked for a guard that does not exist: a fault of the site, never a reason to let anyone in. */
export class UnknownGuardError extends Error {
  constructor(name: string) {
    super(WEB_SURFACE_MESSAGES.unknownMiddleware(name));
    this.name = 'UnknownGuardError';
  }
}

/** The first redirect of guards applied in order. */
export function firstRedirect(guards: readonly GuardName[], user: GuardUser, path: string): string | null {
  for (const guard of guards) {
    const target = guardRedirect(guard, user, path);
    if (target) return target;
  }
  return null;
}

/**
 * The posting-ad guard: a guest with no temporary credentials goes to
 * /login-prompt; a logged-in user with an incomplete profile to /profile-setup, unless
 * the account was just made by posting as a guest (temporary credentials saved).
 */
export function postAdRedirect(
  state: { isLogged: boolean; isProfileComplete: boolean },
  hasTemporaryCredentials: boolean,
  path = '/post-ad',
): string | null {
  if (!state.isLogged) return hasTemporaryCredentials ? null : '/login-prompt';
  // An account made by posting as a guest completes its profile after the ad, not before.
  return state.isProfileComplete || hasTemporaryCredentials ? null : profileSetupRedirect(path);
}
