// Every request that is not the API or a static file is rendered by React Router.
// Fastify hands over the raw request (body unread, so route actions can read forms)
// and sends back the web Response it returns.
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { type AppContext, appContext } from '#app/context.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';
import { toUserResource } from '#core/accounts/user-resource.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { pageBodyLimit, pageFormRefusal } from './page-forms.ts';
import { pageRateLimit } from './page-rate-limit.ts';
import { sendPlainPage } from './plain-page.ts';
import { scriptNonce } from './security.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route renders pages: what it refuses is a small HTML page, not JSON. */
    page?: boolean;
  }
}

export type SsrOptions = {
  development: boolean;
  loadBuild: () => Promise<ServerBuild>;
  /** The app's body limit, which Fastify cannot apply to the bodies it hands over unread. */
  bodyLimit: number;
  context: Omit<AppContext, 'requestId' | 'nonce' | 'session' | 'client'>;
};

export async function ssrRoutes(app: FastifyInstance, options: SsrOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  pageRateLimit(app);

  const mode = options.development ? 'development' : 'production';
  // In production the build is loaded once; in development Vite gives a fresh one
  // after every change, so the handler is made per request.
  const productionHandler = options.development ? undefined : createRequestHandler(await options.loadBuild(), mode);

  app.all('/*', { schema: { hide: true }, config: { fallback: true, page: true } }, async (request, reply) => {
    // A method pages do not take (TRACE, PUT...), or a path that belongs to another
    // route (POST to a stored file): refused here, never handed to React Router.
    if (!app.allowedMethods(request.url).includes(request.method)) return app.refuseMethod(request, reply);
    const refusal =
      request.method === 'POST'
        ? pageFormRefusal(request.headers, pageBodyLimit(request.url, options.bodyLimit), request.host)
        : undefined;
    if (refusal) {
      const page = { title: WEB_SURFACE_MESSAGES.pageRefusedTitle, lines: [refusal.message] };
      return sendPlainPage(reply, refusal.status, page);
    }
    const handler = productionHandler ?? createRequestHandler(await options.loadBuild(), mode);
    const session = await request.getSession();
    const context = new RouterContextProvider();
    context.set(appContext, {
      ...options.context,
      requestId: request.id,
      nonce: options.development ? undefined : scriptNonce(reply),
      // The page is rendered for the session's user.
      session: {
        user: session?.user ? toUserResource(session.user, STORAGE_URL_PATH) : null,
        account: session?.user ?? null,
        signIn: session
          ? {
              waitingFor: session.pendingUserId,
              secondFactorAt: session.secondFactorAt,
              confirmedAt: session.confirmedAt,
            }
          : null,
      },
      client: {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        sessionId: session?.idHash ?? null,
      },
    });
    const response = await handler(createRequest(request.raw, reply.raw), context);
    if (isLastResortAnswer(response)) {
      const page = { title: WEB_SURFACE_MESSAGES.errorPageFailed, lines: [SPEC_MESSAGES.problem] };
      return sendPlainPage(reply, 500, page);
    }
    if (!response.headers.has('cache-control')) reply.header('cache-control', 'no-cache');
    return reply.send(response);
  });
}

/**
 * React Router's own plain-text 500, sent when even the error page failed to render:
 * the visitor gets a small page saying so instead of a bare line of text.
 */
function isLastResortAnswer(response: Response): boolean {
  return response.status >= 500 && (response.headers.get('content-type') ?? '').startsWith('text/plain');
}
