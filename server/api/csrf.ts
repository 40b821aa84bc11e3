// The CSRF rule of the API: POST, PUT, PATCH and DELETE must carry X-XSRF-TOKEN equal
// to the caller's session token, or get 419. Routes that must accept requests from
// elsewhere (a payment provider's webhook, a mail client's one-click unsubscribe) opt
// out with `config: { csrf: false }`. The few GETs that change something, kept because
// existing clients call them, opt in with `config: { stateChangingGet: true }`: a
// link or an image on another site must not trigger them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { sameSecret } from '#core/accounts/secrets.ts';
import { HttpError } from '#core/errors.ts';
import { XSRF_HEADER } from '../plugins/sessions.ts';

/** Methods that read only: they never need the CSRF token. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    csrf?: boolean;
    /** A GET (and its HEAD) that changes state: it needs the CSRF token or a same-origin fetch. */
    stateChangingGet?: boolean;
  }
}

export function csrfProtection(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    if (config.csrf === false) return;
    if (config.stateChangingGet) return checkSameOrigin(request);
    if (SAFE_METHODS.has(request.method)) return;
    await checkCsrf(request);
  });
}

export async function checkCsrf(request: FastifyRequest): Promise<void> {
  const sent = request.headers[XSRF_HEADER];
  const session = await request.getSession();
  if (typeof sent !== 'string' || !session || !sameSecret(sent, session.csrfToken)) {
    throw new HttpError(419, ACCOUNT_MESSAGES.csrfMismatch, { code: 'csrf_token_mismatch' });
  }
}

/**
 * A request the site's own pages made: browsers mark their fetches with Sec-Fetch-Site
 * (a header no page can set), `same-origin` only from our own pages; a link, an image or
 * a form elsewhere says `cross-site`, `same-site` or `none`. Clients that do not send it
 * (older browsers, and clients running in them) pass with the session's CSRF token.
 */
async function checkSameOrigin(request: FastifyRequest): Promise<void> {
  if (request.headers['sec-fetch-site'] === 'same-origin') return;
  await checkCsrf(request);
}
