// Builds the Fastify application. Plugins load in a fixed order:
// external (security headers, compression, cookies) -> app (errors, the methods each
// path takes, database-backed rate limits) -> routes (API, uploaded files, OpenAPI) -> the site (static files, SSR).
import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import { siteGateway } from '#core/billing/gateways/site-gateway.ts';
import { type BackgroundWork, createBackgroundWork } from '#core/platform/background.ts';
import { type Deps, systemClock } from '#core/platform/deps.ts';
import { createStorage } from '#core/storage/create-storage.ts';
import { STORAGE_URL_PATH, type Storage } from '#core/storage/storage.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { createWorkQueue } from '#jobs/work-queue.ts';
import { declareOperatorRoutes } from './api/auth/operator-guard.ts';
import { healthRoutes } from './api/health/routes.ts';
import { apiRoutes } from './api/index.ts';
import type { Config } from './config.ts';
import { allowedMethodsPlugin } from './plugins/allowed-methods.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputTextPlugin } from './plugins/input-text.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { liveNotificationsPlugin } from './plugins/live-notifications.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { requestCountersPlugin } from './plugins/request-counters.ts';
import { requestIdFor, requestIdPlugin } from './plugins/request-id.ts';
import { integrationSourcesOf, securityPlugin } from './plugins/security.ts';
import { sessionsPlugin } from './plugins/sessions.ts';
import { ssrRoutes } from './plugins/ssr.ts';
import { staticFiles } from './plugins/static-files.ts';
import { storageRoutes } from './plugins/storage-files.ts';

export type Site =
  | { mode: 'none' }
  | { mode: 'production'; buildDir: string }
  | {
      mode: 'development';
      loadBuild: () => Promise<ServerBuild>;
      beforeRoutes: (app: FastifyInstance) => Promise<void>;
    };

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  site?: Site;
  logger?: FastifyServerOptions['logger'];
  storage?: Storage;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    storage: Storage;
    /** Work started by requests and not waited for; drained when the app closes. */
    background: BackgroundWork;
    /** The dependency object use cases take, shared with the pages' context. */
    deps: Deps;
  }
}

const BODY_LIMIT = 1_048_576;
const ROUTER_OPTIONS = { ignoreTrailingSlash: true, maxParamLength: 200 };

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const site = options.site ?? { mode: 'none' };
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    genReqId: (request) => requestIdFor(request.headers['x-request-id']),
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    routerOptions: ROUTER_OPTIONS,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', options.storage ?? createStorage(config, database.db));
  const background = createBackgroundWork((error) => app.log.error({ err: error }, 'background work failed'));
  app.decorate('background', background);
  app.addHook('onClose', async () => background.drain());

  // external
  await app.register(requestIdPlugin);
  await app.register(securityPlugin, {
    development: site.mode === 'development',
    // The maps may load from the configured tile server or style hosts, and from no other host.
    mapSources: config.map.sources,
    // A configured captcha or analytics script, and nothing from anyone else otherwise.
    integrationSources: integrationSourcesOf(config),
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // app
  await app.register(errorsPlugin);
  await app.register(inputTextPlugin);
  await app.register(requestCountersPlugin);
  await app.register(allowedMethodsPlugin, { pages: site.mode !== 'none', ...ROUTER_OPTIONS });
  await app.register(sessionsPlugin);
  await app.register(jobsPlugin);
  await app.register(liveNotificationsPlugin);
  app.decorate('deps', depsOf(app, background));
  declareOperatorRoutes(app);
  // routes
  await app.register(openApiPlugin);
  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(storageRoutes);
  await registerSite(app, site);
  return app;
}

/** The dependencies the use cases take, shared by the API and the pages' context. */
function depsOf(app: FastifyInstance, background: BackgroundWork): Deps {
  return {
    db: app.database.db,
    config: app.config,
    clock: systemClock,
    work: createWorkQueue(app.jobs),
    background,
    storage: app.storage,
    mailer: app.mailer,
    paymentGateway: siteGateway(app.config),
    live: app.liveNotifications,
    log: app.log,
  } satisfies Deps;
}

/** The site, when this server serves one: the development set-up or the built client files, then the pages (SSR). */
async function registerSite(app: FastifyInstance, site: Site): Promise<void> {
  const { config, database } = app;
  if (site.mode === 'development') await site.beforeRoutes(app);
  if (site.mode === 'production') await app.register(staticFiles, { clientDir: join(site.buildDir, 'client') });
  if (site.mode !== 'none') {
    const loadBuild =
      site.mode === 'production'
        ? async () => (await import(join(site.buildDir, 'server/index.js'))) as ServerBuild
        : site.loadBuild;
    await app.register(ssrRoutes, {
      development: site.mode === 'development',
      loadBuild,
      bodyLimit: BODY_LIMIT,
      context: {
        deps: app.deps,
        db: database.db,
        cookies: app.sessionCookies,
        config: {
          publicUrl: config.publicUrl,
          assetBaseUrl: STORAGE_URL_PATH,
          map: { tileUrl: config.map.tileUrl, styleUrl: config.map.styleUrl, attribution: config.map.attribution },
          vatRatePercent: config.vatRatePercent,
          paymentGateway: publicGateway(app.deps.paymentGateway),
          captcha: config.captcha ? { provider: config.captcha.provider, siteKey: config.captcha.siteKey } : null,
          analytics: config.analytics ?? null,
        },
      },
    });
  }
}

/** The pages' view of the site's gateway: null when it takes no payments. */
function publicGateway(gateway: ReturnType<typeof siteGateway>): 'sandbox' | 'stripe' | null {
  return gateway === 'none' ? null : gateway;
}

/** Tokens in links (activation, password reset, unsubscribe) never reach the logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|unsubscribe)=)[^&#]*/gi, '$1[redacted]');
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    serializers: {
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-xsrf-token"]',
      'res.headers["set-cookie"]',
    ],
    ...(config.env === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}
