import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UserResource } from '#contract/accounts.ts';
import { type AppContext, appContext } from '../context.ts';
import { applyGuards, userOrRedirect } from './guards.server.ts';
import type { GuardName } from './guards.ts';

function args(path: string, user: Partial<UserResource> | null) {
  const context = new RouterContextProvider();
  context.set(appContext, { session: { user } } as unknown as AppContext);
  return { url: new URL(path, 'http://localhost'), context };
}

function redirectOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

const member = { roles: ['user' as const], profile_completed: true, is_profile_completed: true };

describe('loader guards', () => {
  it('send a guest to /?next= with the page path and query', () => {
    expect(redirectOf(() => userOrRedirect(args('/settings?tab=1', null)))).toBe('/?next=%2Fsettings%3Ftab%3D1');
  });

  it('let a member in and return the user', () => {
    expect(userOrRedirect(args('/settings', member))).toMatchObject(member);
    expect(redirectOf(() => userOrRedirect(args('/settings', member), 'profile'))).toBeNull();
  });

  it('apply the profile, company and checkIfLoggedIn guards', () => {
    const incomplete = { ...member, profile_completed: false, is_profile_completed: false };
    expect(redirectOf(() => userOrRedirect(args('/settings', incomplete), 'profile'))).toBe(
      '/profile-setup?next=%2Fsettings',
    );
    expect(redirectOf(() => userOrRedirect(args('/agents', member), 'profile', 'may:agents.manage'))).toBe(
      '/?denied=agents.manage',
    );
    expect(redirectOf(() => applyGuards(args('/auth', member), 'checkIfLoggedIn'))).toBe('/');
    expect(applyGuards(args('/auth', null), 'checkIfLoggedIn')).toBeNull();
  });

  it('answer a guard name that does not exist with a 500 naming it, and let nobody through', () => {
    const unknown = 'staff' as GuardName;
    for (const user of [member, null]) {
      let thrown: unknown;
      try {
        applyGuards(args('/settings', user), unknown);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({ data: 'Unknown middleware staff', init: { status: 500 } });
    }
  });
});
