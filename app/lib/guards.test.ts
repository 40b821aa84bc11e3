import { describe, expect, it } from 'vitest';
import { firstRedirect, guardRedirect, postAdRedirect } from './guards.ts';

const complete = { roles: ['user' as const], profile_completed: true };
const incomplete = { roles: ['user' as const], profile_completed: false, is_profile_completed: false };
const company = { roles: ['company' as const], profile_completed: true };

describe('page guards', () => {
  it("'authenticated' sends a guest to /?next={path}", () => {
    expect(guardRedirect('authenticated', null, '/settings')).toBe('/?next=%2Fsettings');
    expect(guardRedirect('authenticated', complete, '/settings')).toBeNull();
  });

  it("'checkIfLoggedIn' sends a logged-in user home", () => {
    expect(guardRedirect('checkIfLoggedIn', complete, '/auth')).toBe('/');
    expect(guardRedirect('checkIfLoggedIn', null, '/auth')).toBeNull();
  });

  it('the profile guard sends an incomplete profile to /profile-setup', () => {
    expect(guardRedirect('profile', incomplete, '/settings')).toBe('/profile-setup?next=%2Fsettings');
    expect(guardRedirect('profile', complete, '/settings')).toBeNull();
    expect(guardRedirect('profile', null, '/settings')).toBeNull();
  });

  it('the company pages need their permission, and send anyone else home with the reason', () => {
    const agent = { roles: ['agent' as const], profile_completed: true };
    expect(guardRedirect('may:agents.manage', complete, '/agents')).toBe('/?denied=agents.manage');
    expect(guardRedirect('may:agents.manage', agent, '/agents')).toBe('/?denied=agents.manage');
    expect(guardRedirect('may:offers.import', agent, '/import-offers')).toBe('/?denied=offers.import');
    expect(guardRedirect('may:agents.manage', null, '/agents')).toBe('/?denied=agents.manage');
    expect(guardRedirect('may:agents.manage', company, '/agents')).toBeNull();
    expect(guardRedirect('may:offers.import', company, '/import-offers')).toBeNull();
  });

  it('applies guards in order', () => {
    expect(firstRedirect(['authenticated', 'profile', 'may:agents.manage'], null, '/agents')).toBe('/?next=%2Fagents');
    expect(firstRedirect(['authenticated', 'profile', 'may:agents.manage'], incomplete, '/agents')).toBe(
      '/profile-setup?next=%2Fagents',
    );
    expect(firstRedirect(['authenticated', 'profile', 'may:agents.manage'], complete, '/agents')).toBe(
      '/?denied=agents.manage',
    );
    expect(firstRedirect(['authenticated', 'profile', 'may:agents.manage'], company, '/agents')).toBeNull();
  });
});

describe('posting-ad guard', () => {
  it('sends a guest without temporary credentials to /login-prompt', () => {
    expect(postAdRedirect({ isLogged: false, isProfileComplete: false }, false)).toBe('/login-prompt');
    expect(postAdRedirect({ isLogged: false, isProfileComplete: false }, true)).toBeNull();
  });

  it('sends a user with an incomplete profile to /profile-setup', () => {
    expect(postAdRedirect({ isLogged: true, isProfileComplete: false }, false)).toBe('/profile-setup?next=%2Fpost-ad');
    expect(postAdRedirect({ isLogged: true, isProfileComplete: true }, false)).toBeNull();
    // ...but not an account just made by posting as a guest: its profile comes after the ad.
    expect(postAdRedirect({ isLogged: true, isProfileComplete: false }, true)).toBeNull();
  });
});
