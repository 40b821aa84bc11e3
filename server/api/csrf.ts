// The CSRF rule of the API: POST, PUT, PATCH and DELETE must carry X-XSRF-TOKEN equal
// to the caller's session token, or get 419. Routes that must accept requests from
// elsewhere (a payment provider's webhook, later) opt out with `config: { csrf: false }`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { sameSecret } from '#core/accounts/secrets.ts';
import { HttpError } from '#core/errors.ts';
import { XSRF_HEADER } from '../plugins/sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    csrf?: boolean;
  }
}

export function csrfProtection(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return;
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
