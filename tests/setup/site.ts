// A stand-in for the built site, for API-level tests of what the server does around
// React Router (rate limits, methods, headers) without building the real pages: a root
// route and a catch-all page with a loader and an action, rendered by a document entry
// that writes a line of HTML. The real pages are tested in the browser (tests/e2e).
import type { ActionFunction, ServerBuild } from 'react-router';
import type { Site } from '#server/app.ts';

const ROOT = { id: 'root', path: '', parentId: undefined, index: undefined, caseSensitive: undefined };
const PAGE = { id: 'page', path: '*', parentId: 'root', index: undefined, caseSensitive: undefined };
const routeModule = { default: () => null, loader: () => ({ page: true }), action: () => ({ posted: true }) };
const assetRoute = {
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
  hasAction: true,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
};

export function stubSiteBuild(): ServerBuild {
  return {
    entry: {
      module: {
        default: (_request, status, headers) => {
          headers.set('content-type', 'text/html; charset=utf-8');
          return new Response('<!doctype html><title>Stub</title><p>A page</p>', { status, headers });
        },
        // Errors a test provokes on purpose are the test's to check, not the console's.
        handleError: () => {},
      },
    },
    routes: { root: { ...ROOT, module: routeModule }, page: { ...PAGE, module: routeModule } },
    assets: {
      entry: { imports: [], module: '/assets/entry.js' },
      routes: {
        root: { ...ROOT, ...assetRoute, module: '/assets/root.js' },
        page: { ...PAGE, ...assetRoute, module: '/assets/page.js' },
      },
      url: '/assets/manifest.js',
      version: 'stub',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as ServerBuild;
}

/** The site served from the stand-in build (in development mode: no build folder needed). */
export function stubSite(): Site {
  const build = stubSiteBuild();
  return { mode: 'development', loadBuild: async () => build, beforeRoutes: async () => {} };
}

/** The stand-in site whose every page takes its posted form through `action` (a page's real action). */
export function stubSiteWithAction(action: ActionFunction): Site {
  const build = stubSiteBuild();
  const page = build.routes.page;
  if (!page) throw new Error('the stand-in build has no page route');
  const routes = { ...build.routes, page: { ...page, module: { ...page.module, action } } };
  return { mode: 'development', loadBuild: async () => ({ ...build, routes }), beforeRoutes: async () => {} };
}

/** The stand-in site whose document never renders, not even as an error page. */
export function stubSiteWhoseRenderFails(): Site {
  const build = stubSiteBuild();
  const entry = {
    module: {
      ...build.entry.module,
      default: () => {
        throw new Error('the document could not be rendered');
      },
    },
  };
  return { mode: 'development', loadBuild: async () => ({ ...build, entry }), beforeRoutes: async () => {} };
}
