// Every request that is not the API or a static file is rendered by React Router.
// Fastify hands over the raw request (body unread, so route actions can read forms)
// and sends back the web Response it returns.
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { type AppContext, appContext } from '#app/context.ts';
import type { UserResource } from '#contract/accounts.ts';
import { toUserResource } from '#core/accounts/user-resource.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { scriptNonce } from './security.ts';

export type SsrOptions = {
  development: boolean;
  loadBuild: () => Promise<ServerBuild>;
  context: Omit<AppContext, 'requestId' | 'nonce' | 'session' | 'client'>;
};

export async function ssrRoutes(app: FastifyInstance, options: SsrOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const mode = options.development ? 'development' : 'production';
  // In production the build is loaded once; in development Vite gives a fresh one
  // after every change, so the handler is made per request.
  const productionHandler = options.development ? undefined : createRequestHandler(await options.loadBuild(), mode);

  app.all('/*', { config: { fallback: true } }, async (request, reply) => {
    // A method pages do not take (TRACE, PUT...), or a path that belongs to another
    // route (POST to a stored file): refused here, never handed to React Router.
    if (!app.allowedMethods(request.url).includes(request.method)) return app.refuseMethod(request, reply);
    const handler = productionHandler ?? createRequestHandler(await options.loadBuild(), mode);
    const context = new RouterContextProvider();
    context.set(appContext, {
      ...options.context,
      requestId: request.id,
      nonce: options.development ? undefined : scriptNonce(reply),
      session: { user: await signedInUser(request) },
      client: { address: request.ip, userAgent: request.headers['user-agent'] ?? '' },
    });
    const response = await handler(createRequest(request.raw, reply.raw), context);
    if (!response.headers.has('cache-control')) reply.header('cache-control', 'no-cache');
    return reply.send(response);
  });
}

/** The page's user, from the session cookie (pages render for them on the server). */
async function signedInUser(request: FastifyRequest): Promise<UserResource | null> {
  const session = await request.getSession();
  return session?.user ? toUserResource(session.user, STORAGE_URL_PATH) : null;
}
