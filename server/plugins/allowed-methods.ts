// Which methods a path takes, read from the routes themselves. A request whose method
// the path does not take answers 405 with those methods in Allow (RFC 9110), whatever
// the method: TRACE and CONNECT (which a web Request cannot even carry, so React Router
// would fail on them), WebDAV's, OPTIONS, or an API method sent to the wrong path. A
// path no route has answers 404. Pages (everything React Router serves) take GET, HEAD
// and POST: their forms post, nothing else.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';
import { HttpError, notFound } from '#core/errors.ts';
import { sendPlainPage } from './plain-page.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A catch-all that answers for paths no other route has (the API's 404, the pages). */
    fallback?: boolean;
  }
  interface FastifyInstance {
    /** The methods `url` takes, in the usual order; none for a path that does not exist. */
    allowedMethods(url: string): readonly string[];
    /** Refuses a request no route takes: 405 with Allow, or 404 for a path that does not exist. */
    refuseMethod(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}

export const PAGE_METHODS: readonly string[] = ['GET', 'HEAD', 'POST'];
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const byUsualOrder = (a: string, b: string) =>
  (ORDER.indexOf(a) + 1 || ORDER.length + 1) - (ORDER.indexOf(b) + 1 || ORDER.length + 1) || a.localeCompare(b);

export type AllowedMethodsOptions = {
  /** The site is served: paths that no route has are pages. */
  pages: boolean;
  /** The app's router options, so that this table matches paths exactly as Fastify does. */
  ignoreTrailingSlash: boolean;
  maxParamLength: number;
};

export const allowedMethodsPlugin = fp(
  async (app: FastifyInstance, options: AllowedMethodsOptions) => {
    // A second router holding every route but the catch-alls: asked for each method,
    // it tells which of them a route takes at this path.
    const table = FindMyWay({
      ignoreTrailingSlash: options.ignoreTrailingSlash,
      maxParamLength: options.maxParamLength,
    });
    const methods = new Set<string>();
    const registered = new Set<string>();
    const add = (method: string, url: string) => {
      const key = `${method} ${url}`;
      if (registered.has(key)) return;
      registered.add(key);
      methods.add(method);
      table.on(method as 'GET', url, () => {});
    };
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.fallback) return;
      for (const method of [route.method].flat()) {
        add(method, route.url);
        // Fastify answers HEAD for every GET route.
        if (method === 'GET' && route.exposeHeadRoute !== false) add('HEAD', route.url);
      }
    });

    const isPage = (path: string) => options.pages && path !== '/api' && !path.startsWith('/api/');
    const lookup = (url: string): { methods: readonly string[]; page: boolean } => {
      const found = [...methods].filter((method) => table.find(method as 'GET', url) !== null);
      if (found.length > 0) return { methods: found.sort(byUsualOrder), page: false };
      const path = url.split('?')[0] ?? '/';
      return isPage(path) ? { methods: PAGE_METHODS, page: true } : { methods: [], page: false };
    };
    app.decorate('allowedMethods', (url: string) => lookup(url).methods);

    app.decorate('refuseMethod', (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
      const { methods: allowed, page } = lookup(request.url);
      const path = request.url.split('?')[0] ?? '/';
      if (allowed.length === 0) {
        throw notFound(path.startsWith('/api/') ? `No API endpoint ${request.method} ${path}` : 'Not found');
      }
      reply.header('allow', allowed.join(', '));
      const message = WEB_SURFACE_MESSAGES.methodNotAllowed(request.method, allowed);
      if (page)
        return sendPlainPage(reply, 405, { title: WEB_SURFACE_MESSAGES.methodNotAllowedTitle, lines: [message] });
      throw new HttpError(405, message, { code: 'method_not_allowed' });
    });

    // Methods no route is registered for at all (CONNECT, PROPFIND...) end up here too.
    app.setNotFoundHandler(async (request, reply) => app.refuseMethod(request, reply));
  },
  { name: 'allowed-methods', dependencies: ['errors'] },
);
