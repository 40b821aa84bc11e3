import { useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ZOD_JITLESS_SCRIPT } from '#contract/zod-jitless.ts';
import type { Route } from './+types/root.ts';
import './app.css';
import { AuthDialogProvider } from './components/auth/auth-dialog-provider.tsx';
import { AuthProvider } from './components/auth/auth-provider.tsx';
import { PendingActionRunner } from './components/auth/pending-action-runner.tsx';
import { ChunkReloadGuard, reloadAfterChunkError } from './components/chunk-reload-guard.tsx';
import { CodeNotLoadedContent, ErrorContent, TooManyRequestsContent } from './components/error-content.tsx';
import { SiteFooter } from './components/footer/site-footer.tsx';
import { navCategories } from './components/nav/nav-categories.ts';
import { SiteHeader } from './components/nav/site-header.tsx';
import { NavigationProgress } from './components/navigation-progress.tsx';
import { NotFoundContent } from './components/not-found-content.tsx';
import { ToastProvider } from './components/toast/toast-provider.tsx';
import { getAppContext } from './context.ts';
import { useSiteData } from './hooks/use-site-data.ts';
import { isChunkLoadError } from './lib/chunk-reload.ts';
import { dictionaryOf } from './lib/i18n/index.ts';
import { LanguageContext } from './lib/i18n/language-context.ts';
import { HTML_LANG, languageFromCookie } from './lib/i18n/languages.ts';
import { metaDictionary } from './lib/i18n/meta-language.ts';
import { pageMeta } from './lib/meta.ts';
import { loadSiteData } from './lib/site-data.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function meta({ error, matches }: Route.MetaArgs) {
  if (error === undefined) return pageMeta(undefined);
  const t = metaDictionary(matches);
  return pageMeta(isRouteErrorResponse(error) && error.status === 404 ? t.notFound.title : t.notFound.problemTitle);
}

/**
 * Catalogue and footer pages, once per request, and the
 * session's user: the page is rendered for them, so no shared cache may keep it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const lang = languageFromCookie(request.headers.get('cookie'));
  const site = await loadSiteData(app.db, app.session.user, app.config, lang);
  const headers: Record<string, string> = { Vary: 'Cookie' };
  if (site.user) headers['Cache-Control'] = 'private, no-cache';
  return data(site, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The shell's data does not change with the page: only a form post may change it (e.g. after logging in). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useSiteData();
  const t = dictionaryOf(site.lang);
  // A stable signal that the page is interactive (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={HTML_LANG[site.lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#be185d" />
        <Meta />
        <Links />
        {site.analytics ? <script defer src={site.analytics.scriptUrl} data-domain={site.analytics.domain} /> : null}
        {/* Before any module runs (contract/zod-jitless.ts); allowed by its hash. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, not content */}
        <script dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-gray-900 antialiased">
        <LanguageContext.Provider value={site.lang}>
          <ToastProvider>
            <AuthProvider serverUser={site.user}>
              <AuthDialogProvider>
                <a href="#main" className="skip-link">
                  {t.shell.skipToMain}
                </a>
                <NavigationProgress />
                <PendingActionRunner />
                <SiteHeader categories={navCategories(site.categories)} />
                <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
                  <ChunkReloadGuard>{children}</ChunkReloadGuard>
                </main>
                <SiteFooter pages={site.footerPages} year={site.year} />
              </AuthDialogProvider>
            </AuthProvider>
          </ToastProvider>
        </LanguageContext.Provider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const chunkError = isChunkLoadError(error);
  // A code file of an older build is gone (a deploy happened): reload once for the new one.
  useEffect(() => {
    if (chunkError) reloadAfterChunkError();
  }, [chunkError]);
  if (chunkError) return <CodeNotLoadedContent />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  if (isRouteErrorResponse(error) && error.status === 429) return <TooManyRequestsContent />;
  // A 500 the site threw on purpose carries its own sentence (a guard it does not know).
  if (isRouteErrorResponse(error) && typeof error.data === 'string') return <ErrorContent detail={error.data} />;
  return <ErrorContent />;
}
