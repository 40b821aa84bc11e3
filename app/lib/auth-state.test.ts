import { describe, expect, it } from 'vitest';
import type { UserResource } from '#contract/accounts.ts';
import {
  clearedMarkerCookie,
  hasLoggedInMarker,
  initialAuthState,
  isBusinessAccount,
  loggedInMarkerCookie,
  loggedOutState,
  parseStoredState,
  profileSetupCompletedState,
  reconcile,
  stateFromUser,
  temporaryPasswordFlag,
  tokenResetState,
} from './auth-state.ts';

const user: UserResource = {
  id: '7d1f1c5e-4b0a-4d8e-9a51-3c2b1f0e9d11',
  name: 'Anna Nowak',
  email: 'anna@example.com',
  company_name: null,
  phone: '+44 7700 900123',
  description: 'Landlord in Leeds',
  introduction: null,
  nip: null,
  address: { city: 'Leeds', street: '1 Park Row', country: 'United Kingdom', zip_code: 'LS1 5AB' },
  show_address: false,
  avatar: '/storage/avatars/a.webp',
  video_avatar: 'https://youtu.be/abc',
  default_avatar: 'photo',
  newsletter: true,
  roles: ['user'],
  type: 'private',
  permissions: ['profile.view'],
  services: [{ slug: 'lettings', name: 'Lettings' }],
  languages: ['en', 'pl'],
  is_profile_completed: true,
  profile_completed: true,
  has_temporary_password: false,
  email_verified: true,
};

describe('login success', () => {
  it('fills the profile fields and sets logged true', () => {
    const state = stateFromUser(user, false);
    expect(state).toMatchObject({
      id: user.id,
      name: 'Anna Nowak',
      email: 'anna@example.com',
      phone: '+44 7700 900123',
      avatar: '/storage/avatars/a.webp',
      videoAvatar: 'https://youtu.be/abc',
      default_avatar: 'photo',
      city: 'Leeds',
      street: '1 Park Row',
      zip_code: 'LS1 5AB',
      country: 'United Kingdom',
      newsletter: true,
      roles: ['user'],
      type: 'private',
      services: ['lettings'],
      languages: ['en', 'pl'],
      isLogged: true,
      isProfileComplete: true,
      hasTemporaryPassword: false,
    });
  });

  it('defaults services and languages to empty', () => {
    const bare = { ...user, services: undefined, languages: undefined } as unknown as UserResource;
    const state = stateFromUser(bare, false);
    expect(state.services).toEqual([]);
    expect(state.languages).toEqual([]);
  });
});

describe('temporary-password flag', () => {
  const incomplete = { ...user, profile_completed: false, is_profile_completed: false };

  it('is set when the phone or the name is missing and the profile is not completed', () => {
    expect(temporaryPasswordFlag({ ...incomplete, phone: null }, false)).toBe(true);
    expect(temporaryPasswordFlag({ ...incomplete, phone: '  ' }, false)).toBe(true);
    expect(temporaryPasswordFlag({ ...incomplete, name: '' }, false)).toBe(true);
  });

  it('is set when temporary credentials are saved and the profile is not completed', () => {
    expect(temporaryPasswordFlag(incomplete, true)).toBe(true);
    expect(temporaryPasswordFlag(incomplete, false)).toBe(false);
  });

  it('is never set for a completed profile', () => {
    expect(temporaryPasswordFlag({ ...user, phone: null, name: '' }, true)).toBe(false);
  });

  it('asks for a new password when the server says the password is temporary', () => {
    expect(stateFromUser({ ...incomplete, has_temporary_password: true }, false).needsNewPassword).toBe(true);
    expect(stateFromUser(incomplete, true).needsNewPassword).toBe(true);
    expect(stateFromUser(incomplete, false).needsNewPassword).toBe(false);
  });

  it('is cleared by completing the profile setup', () => {
    const state = profileSetupCompletedState(stateFromUser({ ...incomplete, phone: null }, true));
    expect(state.hasTemporaryPassword).toBe(false);
    expect(state.isProfileComplete).toBe(true);
    expect(state.needsNewPassword).toBe(false);
  });
});

describe('logout and token reset', () => {
  it('logout clears the spec fields and the logged flag', () => {
    const state = loggedOutState(stateFromUser(user, false));
    for (const field of ['roles', 'permissions', 'services', 'languages'] as const) expect(state[field]).toEqual([]);
    for (const field of ['id', 'phone', 'description', 'avatar', 'videoAvatar'] as const)
      expect(state[field]).toBeNull();
    expect(state.name).toBe('');
    expect(state.email).toBe('');
    expect(state.isLogged).toBe(false);
    expect(state.city).toBeNull();
  });

  it('a token reset sets logged false and empties roles', () => {
    const state = tokenResetState(stateFromUser(user, false));
    expect(state.isLogged).toBe(false);
    expect(state.roles).toEqual([]);
  });
});

describe('logged-in marker cookie', () => {
  it('is read only when equal to 1', () => {
    expect(hasLoggedInMarker('isLogged=1')).toBe(true);
    expect(hasLoggedInMarker('a=b; isLogged=1; c=d')).toBe(true);
    expect(hasLoggedInMarker('isLogged=0')).toBe(false);
    expect(hasLoggedInMarker('isLogged=')).toBe(false);
    expect(hasLoggedInMarker('notisLogged=1')).toBe(false);
    expect(hasLoggedInMarker('')).toBe(false);
    expect(hasLoggedInMarker(undefined)).toBe(false);
  });

  it('is set for 30 days on the whole site, SameSite=Lax, and removed with Max-Age=0', () => {
    expect(loggedInMarkerCookie(false)).toBe('isLogged=1; Path=/; Max-Age=2592000; SameSite=Lax');
    expect(loggedInMarkerCookie(true)).toContain('; Secure');
    expect(clearedMarkerCookie()).toContain('Max-Age=0');
    expect(hasLoggedInMarker(clearedMarkerCookie().split(';')[0])).toBe(false);
  });
});

describe('reconcile with the server session', () => {
  it('takes the server user when there is one', () => {
    expect(reconcile(user, null, false).isLogged).toBe(true);
  });

  it('logs out stored state the server does not know', () => {
    const stored = stateFromUser(user, false);
    const state = reconcile(null, stored, false);
    expect(state.isLogged).toBe(false);
    expect(state.email).toBe('');
  });

  it('reads stored state defensively', () => {
    expect(parseStoredState(null)).toBeNull();
    expect(parseStoredState('not json')).toBeNull();
    expect(parseStoredState('[1]')).toBeNull();
    expect(parseStoredState('{"newsletter":true}')).toEqual({ ...initialAuthState, newsletter: true });
  });
});

describe('business accounts', () => {
  it('are agency, developer and hotel', () => {
    expect(isBusinessAccount({ type: 'agency' })).toBe(true);
    expect(isBusinessAccount({ type: 'hotel' })).toBe(true);
    expect(isBusinessAccount({ type: 'private' })).toBe(false);
    expect(isBusinessAccount({ type: null })).toBe(false);
  });
});
