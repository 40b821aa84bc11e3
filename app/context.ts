// What the server hands to every loader and action: the process's dependency object
// (the same one the API routes use), the public part of the configuration, who is
// asking, and the request's CSP nonce. Shared by the Fastify process and
// the built React Router bundle, which may each hold their own copy of this module;
// the context key is therefore registered globally so both copies use one key.
import { createContext, type RouterContext, type RouterContextProvider } from 'react-router';
import type { UserResource } from '#contract/accounts.ts';
import type { AnalyticsScript, CaptchaWidget } from '#contract/integrations.ts';
import type { UserRow } from '#core/accounts/sessions.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database } from '#db/client.ts';

/**
 * Raster tiles ({z}/{x}/{y} template) or a MapLibre style (JSON address), at most one of
 * them; neither: the offline basemap. The attribution is the one the provider requires.
 */
export type MapConfig = { tileUrl: string | undefined; styleUrl: string | undefined; attribution: string | undefined };

export type PublicConfig = {
  publicUrl: string;
  /** Base URL of stored files (photos): the asset base URL. */
  assetBaseUrl: string;
  /** The maps' ground: raster tiles or a vector style, and its attribution. */
  map: MapConfig;
  /** VAT included in prices, percent. */
  vatRatePercent: number;
  /** The gateway the site takes payments through (core/billing/gateways/site-gateway.ts), or null: nothing is sold. */
  paymentGateway: 'sandbox' | 'stripe' | null;
  /** The robot check shown on registration and the contact form, or null: none. */
  captcha: CaptchaWidget | null;
  /** The analytics script every page loads, or null: none. */
  analytics: AnalyticsScript | null;
};

/** Who is asking: resolved by the server from the session cookie before React Router runs. */
export type RequestSession = {
  user: UserResource | null;
  /**
   * The same user as stored, for a page's action that acts in their name through a use
   * case (writing a message). Server-side only: never returned from a loader.
   */
  account: UserRow | null;
  /**
   * What the session's sign-in proved: the account whose second factor it awaits, when the
   * second factor was shown and when the user last confirmed it was them. Server-side only.
   */
  signIn: SignInState | null;
};

export type SignInState = { waitingFor: string | null; secondFactorAt: Date | null; confirmedAt: Date | null };

/**
 * The client as the server sees it (behind a trusted proxy, the forwarded address), and
 * the hash of its session id when it has a session (it tells visitors apart in view counts).
 */
export type RequestClient = { address: string; userAgent: string; sessionId: string | null };

/** The cookies a page's answer sets: a new session at login, none at logout. */
export type SessionCookies = {
  /** Set-Cookie values opening a session for `session` (made by the use case). */
  open(session: { id: string; csrfToken: string; expiresAt: Date }): string[];
  /** Set-Cookie values ending the session in the browser. */
  clear(): string[];
};

export type AppContext = {
  /** Everything use cases need, built once at start-up. */
  deps: Deps;
  /** deps.db, the handle most loaders need. */
  db: Database;
  config: PublicConfig;
  requestId: string;
  nonce: string | undefined;
  session: RequestSession;
  client: RequestClient;
  cookies: SessionCookies;
};

const registry = globalThis as typeof globalThis & { __dazuAppContext?: RouterContext<AppContext> };
registry.__dazuAppContext ??= createContext<AppContext>();
export const appContext: RouterContext<AppContext> = registry.__dazuAppContext;

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
