// What the server hands to every loader and action: the database, the public part of
// the configuration and the request's CSP nonce. Shared by the Fastify process and
// the built React Router bundle, which may each hold their own copy of this module;
// the context key is therefore registered globally so both copies use one key.
import { createContext, type RouterContext, type RouterContextProvider } from 'react-router';
import type { UserResource } from '#contract/accounts.ts';
import type { BackgroundWork } from '#core/platform/background.ts';
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
};

/** Who is asking: resolved by the server from the session cookie before React Router runs. */
export type RequestSession = {
  user: UserResource | null;
};

/**
 * The client as the server sees it (behind a trusted proxy, the forwarded address), and
 * the hash of its session id when it has a session (it tells visitors apart in view counts).
 */
export type RequestClient = { address: string; userAgent: string; sessionId: string | null };

export type AppContext = {
  db: Database;
  /** Work a page starts without waiting for it (view counts). */
  background: BackgroundWork;
  config: PublicConfig;
  requestId: string;
  nonce: string | undefined;
  session: RequestSession;
  client: RequestClient;
};

const registry = globalThis as typeof globalThis & { __dazuAppContext?: RouterContext<AppContext> };
registry.__dazuAppContext ??= createContext<AppContext>();
export const appContext: RouterContext<AppContext> = registry.__dazuAppContext;

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
