// The signed-in user as the browser keeps it, and its
// transitions (login, logout, token reset, profile set-up). Pure functions: the provider applies them and persists the
// result in localStorage under 'dazu'; the server's session stays the truth.
import type { UserResource } from '#contract/accounts.ts';
import { isRole, type Role } from '#contract/permissions.ts';
import { readCookie } from './cookies.ts';

export const AUTH_STORAGE_KEY = 'dazu';
/** Saved by the guest posting flow: an account made for the guest with a temporary password. */
export const TEMPORARY_CREDENTIALS_KEY = 'dazu-temporary-credentials';
export const RECENT_SEARCH_KEY = 'recent_search';
/** The logged-in marker cookie, value 1: lets the page know before it asks the server. */
export const LOGGED_IN_COOKIE = 'isLogged';
const MARKER_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export type AuthState = {
  id: string | null;
  name: string;
  company_name: string | null;
  email: string;
  phone: string | null;
  description: string | null;
  introduction: string | null;
  nip: string | null;
  avatar: string | null;
  videoAvatar: string | null;
  default_avatar: 'photo' | 'video' | null;
  city: string | null;
  street: string | null;
  zip_code: string | null;
  country: string | null;
  newsletter: boolean;
  roles: Role[];
  type: UserResource['type'] | null;
  permissions: string[];
  subscriptions: unknown[];
  services: string[];
  languages: string[];
  isLogged: boolean;
  loginFirst: boolean;
  hasTemporaryPassword: boolean;
  isProfileComplete: boolean;
  /** The server asks for a new password at profile setup (an account made with a temporary one). */
  needsNewPassword: boolean;
};

export const initialAuthState: AuthState = {
  id: null,
  name: '',
  company_name: null,
  email: '',
  phone: null,
  description: null,
  introduction: null,
  nip: null,
  avatar: null,
  videoAvatar: null,
  default_avatar: null,
  city: null,
  street: null,
  zip_code: null,
  country: null,
  newsletter: false,
  roles: [],
  type: null,
  permissions: [],
  subscriptions: [],
  services: [],
  languages: [],
  isLogged: false,
  loginFirst: false,
  hasTemporaryPassword: false,
  isProfileComplete: false,
  needsNewPassword: false,
};

const profileCompleted = (user: UserResource) => user.profile_completed || user.is_profile_completed;

/** (Phone or name missing, or temporary credentials saved) and the profile not completed. */
export function temporaryPasswordFlag(
  user: Pick<UserResource, 'name' | 'phone' | 'profile_completed' | 'is_profile_completed'>,
  hasTemporaryCredentials: boolean,
): boolean {
  const missing = !user.phone?.trim() || !user.name?.trim();
  return (missing || hasTemporaryCredentials) && !(user.profile_completed || user.is_profile_completed);
}

/** Login success (and any fresh user from the server): profile fields filled, logged true. */
export function stateFromUser(
  user: UserResource,
  hasTemporaryCredentials: boolean,
  previous = initialAuthState,
): AuthState {
  return {
    ...previous,
    id: user.id,
    name: user.name,
    company_name: user.company_name,
    email: user.email,
    phone: user.phone,
    description: user.description,
    introduction: user.introduction,
    nip: user.nip,
    avatar: user.avatar,
    videoAvatar: user.video_avatar,
    default_avatar: user.default_avatar,
    city: user.address.city,
    street: user.address.street,
    zip_code: user.address.zip_code,
    country: user.address.country,
    newsletter: user.newsletter,
    roles: [...user.roles],
    type: user.type,
    permissions: [...user.permissions],
    services: (user.services ?? []).map((service) => service.slug),
    languages: [...(user.languages ?? [])],
    isLogged: true,
    hasTemporaryPassword: temporaryPasswordFlag(user, hasTemporaryCredentials),
    isProfileComplete: profileCompleted(user),
    needsNewPassword: !profileCompleted(user) && (user.has_temporary_password || hasTemporaryCredentials),
  };
}

/**
 * Logout: roles, permissions, name, e-mail, phone, description, avatar, id, video
 * avatar, services, languages and the logged flag are cleared. The rest of the profile
 * (address, tax number, ...) goes too: a shared computer should keep nothing of the account.
 */
export function loggedOutState(state: AuthState): AuthState {
  return { ...initialAuthState, subscriptions: state.subscriptions };
}

/** Token reset (a 401): logged false, roles empty. */
export function tokenResetState(state: AuthState): AuthState {
  return { ...state, isLogged: false, roles: [], permissions: [] };
}

/** Completing profile setup clears the temporary-password flag and marks the profile complete. */
export function profileSetupCompletedState(state: AuthState): AuthState {
  return { ...state, hasTemporaryPassword: false, needsNewPassword: false, isProfileComplete: true };
}

/** Agency, developer and hotel accounts: Agents and Import Properties in their menus. */
export function isBusinessAccount(state: Pick<AuthState, 'type'>): boolean {
  return state.type !== null && state.type !== 'private';
}

/** The initial logged state derives from the marker cookie equal to 1. */
export function hasLoggedInMarker(cookieString: string | null | undefined): boolean {
  return readCookie(cookieString, LOGGED_IN_COOKIE) === '1';
}

export function loggedInMarkerCookie(secure: boolean): string {
  return `${LOGGED_IN_COOKIE}=1; Path=/; Max-Age=${MARKER_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedMarkerCookie(): string {
  return `${LOGGED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * The state to start from once the page is live. The server's session decides: with a
 * user, that user; without one, logged out whatever the marker or storage says.
 */
export function reconcile(
  serverUser: UserResource | null,
  stored: AuthState | null,
  hasTemporaryCredentials: boolean,
): AuthState {
  const base = stored ?? initialAuthState;
  if (serverUser) return stateFromUser(serverUser, hasTemporaryCredentials, base);
  return base.isLogged || base.id ? loggedOutState(base) : base;
}

/** The stored state, when it is there and readable. */
export function parseStoredState(raw: string | null): AuthState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const stored = { ...initialAuthState, ...(value as Partial<AuthState>) };
    // Stored by an earlier release, or edited by hand: only roles this release knows.
    return { ...stored, roles: Array.isArray(stored.roles) ? stored.roles.filter(isRole) : [] };
  } catch {
    return null;
  }
}
