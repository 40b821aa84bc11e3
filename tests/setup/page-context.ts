// The router context a page's action is given, for tests that call an action's helper
// directly on a test app's real database (as server/plugins/ssr.ts makes it per request).
import type { AppContext } from '#app/context.ts';
import type { UserRow } from '#core/accounts/sessions.ts';
import { toUserResource } from '#core/accounts/user-resource.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import type { TestApp } from './app.ts';

/** Who asks: the session's account (none for a visitor), their session's hash, their address. */
export type Asking = { account?: UserRow; sessionId?: string; address: string };

export function pageContextOf(t: TestApp, who: Asking): AppContext {
  const account = who.account ?? null;
  return {
    deps: t.app.deps,
    db: t.database.db,
    cookies: t.app.sessionCookies,
    config: {} as AppContext['config'],
    requestId: 'test',
    nonce: undefined,
    session: { user: account ? toUserResource(account, STORAGE_URL_PATH) : null, account, signIn: null },
    client: { address: who.address, userAgent: 'vitest', sessionId: who.sessionId ?? null },
  };
}
