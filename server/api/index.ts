// Everything under /api: rate-limited per client (counters in the database), with a
// JSON 404 for unknown paths and a 405 for methods a path does not take.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { databaseRateLimitStore } from '../plugins/rate-limit-store.ts';
import { auditRoutes } from './admin/audit-routes.ts';
import { adminBlogRoutes } from './admin/blog-routes.ts';
import { dashboardRoutes } from './admin/dashboard-routes.ts';
import { operatorImportRoutes } from './admin/import-routes.ts';
import { moderationDeskRoutes } from './admin/moderation-routes.ts';
import { offerModerationRoutes } from './admin/offer-moderation-routes.ts';
import { offerRevisionRoutes } from './admin/offer-revision-routes.ts';
import { operatorOrderRoutes } from './admin/order-routes.ts';
import { operatorReportRoutes } from './admin/report-routes.ts';
import { adminSiteContentRoutes } from './admin/site-content-routes.ts';
import { operatorUserRoutes } from './admin/user-routes.ts';
import { auctionRoutes } from './auctions/routes.ts';
import { operatorGuard } from './auth/operator-guard.ts';
import { authRoutes } from './auth/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { blogRoutes } from './content/blog-routes.ts';
import { contactRoutes } from './content/contact-routes.ts';
import { faqRoutes } from './content/faq-routes.ts';
import { contentRoutes } from './content/routes.ts';
import { csrfProtection } from './csrf.ts';
import { followRoutes } from './favourites/follow-routes.ts';
import { favouriteRoutes } from './favourites/routes.ts';
import { importRoutes } from './imports/routes.ts';
import { ignoreUnknownQueryParameters } from './lenient-query.ts';
import { messageRoutes } from './messages/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { offerLifecycleRoutes } from './offers/lifecycle-routes.ts';
import { offerSlugsAsIds } from './offers/offer-ref.ts';
import { offerReportRoutes } from './offers/report-routes.ts';
import { offersRoutes } from './offers/routes.ts';
import { offerStatsRoutes } from './offers/stats-routes.ts';
import { offerWriteRoutes } from './offers/write-routes.ts';
import { documentRateLimit } from './openapi-operations.ts';
import { invoiceRoutes } from './payments/invoice-routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { nearbyPlacesRoutes } from './places/nearby-route.ts';
import { placesRoutes } from './places/routes.ts';
import { priceRoutes } from './prices/routes.ts';
import { profileReportRoutes } from './profiles/report-routes.ts';
import { profileRoutes } from './profiles/routes.ts';
import { recentSearchRoutes } from './recent-search/routes.ts';
import { rtdfRoutes } from './rtdf/routes.ts';
import { savedSearchRoutes } from './saved-searches/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { servicesRoutes } from './services/routes.ts';
import { userRoutes } from './user/routes.ts';

/** The site's routes for visitors, advertisers and agency software. */
const SITE_ROUTES = [
  authRoutes,
  userRoutes,
  rtdfRoutes,
  catalogueRoutes,
  searchRoutes,
  recentSearchRoutes,
  offersRoutes,
  offerLifecycleRoutes,
  offerWriteRoutes,
  offerReportRoutes,
  offerStatsRoutes,
  auctionRoutes,
  nearbyPlacesRoutes,
  placesRoutes,
  priceRoutes,
  paymentRoutes,
  invoiceRoutes,
  contentRoutes,
  blogRoutes,
  faqRoutes,
  contactRoutes,
  savedSearchRoutes,
  servicesRoutes,
  profileRoutes,
  profileReportRoutes,
  importRoutes,
  favouriteRoutes,
  followRoutes,
  newsletterRoutes,
  messageRoutes,
];

/** The back office's routes (each names the permission it needs: operatorGuard). */
const BACK_OFFICE_ROUTES = [
  offerModerationRoutes,
  moderationDeskRoutes,
  offerRevisionRoutes,
  auditRoutes,
  dashboardRoutes,
  operatorImportRoutes,
  operatorUserRoutes,
  operatorReportRoutes,
  operatorOrderRoutes,
  adminBlogRoutes,
  adminSiteContentRoutes,
];

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    max: app.config.rateLimitPerMinute,
    timeWindow: 60_000,
    store: databaseRateLimitStore(app.database.db, app.requestCounters),
    // A database hiccup must not take the API down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
  operatorGuard(app);
  csrfProtection(app);
  offerSlugsAsIds(app);
  app.addHook('onRoute', documentRateLimit);
  app.addHook('onRoute', ignoreUnknownQueryParameters);
  for (const routes of [...SITE_ROUTES, ...BACK_OFFICE_ROUTES]) await app.register(routes);
  // No route took the request: 405 for a path that exists (with its methods), else 404.
  // It changes nothing, so it needs no CSRF token.
  app.all('/*', { schema: { hide: true }, config: { fallback: true, csrf: false } }, async (request, reply) =>
    app.refuseMethod(request, reply),
  );
}
