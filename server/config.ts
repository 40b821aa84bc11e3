// Configuration is read once at boot and validated; a wrong value stops start-up
// with a message naming the variable (see docs/operations.md for the full list).
import { resolve } from 'node:path';
import { z } from 'zod';
import type { StripeOptions } from '#core/billing/gateways/stripe.ts';
import { type Config, LOG_LEVELS } from '#core/config.ts';
import type { DatabaseTarget } from '#db/client.ts';
import { IntegrationSettingsError, integrationsEnvironment, integrationsOf } from './config-integrations.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const databaseUrl = z
  .string()
  .refine(
    (value) => value === 'memory://' || /^postgres(ql)?:\/\//.test(value) || value.startsWith('file://'),
    'must be memory://, file://<folder> or postgres://user@host:port/database',
  );

/** An https origin, or every subdomain of one (https://*.example.org), with an optional port. */
const STYLE_HOST = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

const environmentSchema = z.object({
  ...integrationsEnvironment,
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  WEBAUTHN_ORIGIN: z
    .url({
      protocol: /^https?$/,
      error: 'must be the http(s) address browsers open the site at, e.g. https://dazu.example',
    })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: databaseUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SEED_DEMO: booleanText.optional(),
  STORAGE_DRIVER: z.enum(['filesystem', 'database', 's3']).optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) address of the S3-compatible service' })
    .optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: booleanText.default(false),
  SERVE_SITE: booleanText.default(true),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  PAGE_RATE_LIMIT_ROBOTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LOGIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  REPORTS_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), 'must be smtp://user:password@host:port or smtps://...')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Dazu <no-reply@dazu.localhost>'),
  JOBS_WORKER: booleanText.default(true),
  OFFER_MODERATION: booleanText.default(false),
  INSTANT_ALERT_MINUTES: z.coerce
    .number()
    .int()
    .refine((minutes) => minutes >= 1 && minutes <= 30 && 60 % minutes === 0, {
      error: 'must be a number of minutes that divides an hour: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30',
    })
    .default(5),
  OPERATOR_EMAIL: z.email().optional(),
  VAT_RATE_PERCENT: z.coerce.number().min(0).max(100).default(20),
  PAYMENTS_SANDBOX: booleanText.optional(),
  /** Tests only: let imports fetch photos from private and loopback addresses (a local test server). */
  IMPORT_MEDIA_ALLOW_PRIVATE_HOSTS: booleanText.optional(),
  /** Feeds by URL on private and loopback addresses: refused in production unless set, allowed elsewhere (a local test server). */
  IMPORT_FEED_ALLOW_PRIVATE_HOSTS: booleanText.optional(),
  IMPORT_FEED_SAFETY_PERCENT: z.coerce.number().int().min(1).max(100).default(30),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_..., sk_live_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  SELLER_NAME: z.string().trim().min(2).max(120).default('Dazu (demo seller)'),
  SELLER_ADDRESS: z.string().trim().min(2).max(300).default('1 Example Street, London EC1A 1AA, United Kingdom'),
  SELLER_VAT_NUMBER: z.string().trim().min(4).max(20).optional(),
  MAP_TILE_URL: z
    .string()
    .refine(
      (value) => /^https:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(value),
      'must be an https tile URL template with {z}, {x} and {y}',
    )
    .optional(),
  /** A MapLibre/Mapbox GL style (vector tiles) instead of raster tiles. */
  MAP_STYLE_URL: z
    .url({ protocol: /^https$/, error: 'must be the https address of a MapLibre/Mapbox GL style JSON' })
    .optional(),
  /** Further hosts the style loads from (tiles, sprites, glyphs), for the CSP: https origins, comma-separated. */
  MAP_STYLE_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((host) => STYLE_HOST.test(host)), {
      error: 'must be https origins separated by commas, e.g. https://tiles.example.org,https://*.fonts.example.org',
    })
    .optional(),
  MAP_ATTRIBUTION: z.string().max(300).optional(),
  /** off: no tile server at all, only the offline basemap (the outline and place names). */
  MAP_TILES: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
  GEOCODER_URL: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) address of a Nominatim-compatible geocoding service' })
    .optional(),
  GEOCODER_USER_AGENT: z.string().trim().min(3).max(200).optional(),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .min(0.05)
    .max(24 * 365)
    .default(24 * 14),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().min(0.01).max(365).default(30),
});

export type { Config, DatabaseTarget };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function stripeTarget(e: z.infer<typeof environmentSchema>): StripeOptions | undefined {
  if (!e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) return undefined;
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: give both or neither');
  }
  return { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE };
}

function storageTarget(
  e: z.infer<typeof environmentSchema>,
  dataDir: string,
  engine: DatabaseTarget['engine'],
): Config['storage'] {
  const driver = e.STORAGE_DRIVER ?? (engine === 'pglite' || e.STORAGE_DIR ? 'filesystem' : 'database');
  if (driver === 'filesystem') return { driver, dir: resolve(e.STORAGE_DIR ?? `${dataDir}/uploads`) };
  if (driver === 'database') return { driver };
  if (!e.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: is required with STORAGE_DRIVER=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
  }
  return {
    driver,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** The environment read against its schema; a ConfigError names every variable that is wrong. */
function parseEnvironment(env: NodeJS.ProcessEnv): z.infer<typeof environmentSchema> {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Who sells, as invoices name them: the address is given on one line, comma-separated. */
function sellerOf(e: z.infer<typeof environmentSchema>): Config['seller'] {
  return {
    name: e.SELLER_NAME,
    company: null,
    address: e.SELLER_ADDRESS.split(',')
      .map((line) => line.trim())
      .filter(Boolean),
    vatNumber: e.SELLER_VAT_NUMBER ?? null,
  };
}

function sessionsOf(e: z.infer<typeof environmentSchema>): Config['sessions'] {
  return {
    idleMs: e.SESSION_IDLE_HOURS * 3_600_000,
    absoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000,
    // Secure cookies whenever the public address is https (browsers drop them on plain http).
    secureCookies: (e.PUBLIC_URL ?? '').startsWith('https://'),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnvironment(env);
  const dataDir = resolve(e.DATA_DIR);
  const database = databaseTarget(e.DATABASE_URL, dataDir, e.DATABASE_POOL_SIZE);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // Demo accounts must never reach a production server by accident: on a real
  // PostgreSQL server they are only created when asked for explicitly.
  const seedDemo = e.SEED_DEMO ?? database.engine === 'pglite';
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    // Passkeys are bound to the address the browser shows; by default the public one.
    webauthnOrigin: new URL(e.WEBAUTHN_ORIGIN ?? publicUrl).origin,
    dataDir,
    database,
    seedDemo,
    // Uploads are shared state: with a real PostgreSQL server (and so possibly several
    // app servers) they live in the database unless a shared folder is configured.
    storage: storageTarget(e, dataDir, database.engine),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    serveSite: e.SERVE_SITE,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    pageRateLimit: {
      peoplePerMinute: e.PAGE_RATE_LIMIT_PER_MINUTE,
      robotsPerMinute: e.PAGE_RATE_LIMIT_ROBOTS_PER_MINUTE,
    },
    loginAttemptsPerAddress: e.LOGIN_ATTEMPTS_PER_ADDRESS,
    reportsPerAddress: e.REPORTS_PER_ADDRESS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    mail: { from: e.MAIL_FROM, smtpUrl: e.SMTP_URL, outboxDir: `${dataDir}/outbox` },
    jobsWorker: e.JOBS_WORKER,
    offerModeration: e.OFFER_MODERATION,
    instantAlertMinutes: e.INSTANT_ALERT_MINUTES,
    operatorEmail: e.OPERATOR_EMAIL,
    vatRatePercent: e.VAT_RATE_PERCENT,
    // The test-mode gateway: on in development and tests, and on a demo installation
    // (its demo data is for trying the site, buying included), unless turned off.
    paymentsSandbox: e.PAYMENTS_SANDBOX ?? (e.NODE_ENV !== 'production' || seedDemo),
    importMediaAllowPrivateHosts: e.IMPORT_MEDIA_ALLOW_PRIVATE_HOSTS ?? false,
    importFeedAllowPrivateHosts: e.IMPORT_FEED_ALLOW_PRIVATE_HOSTS ?? e.NODE_ENV !== 'production',
    importFeedSafetyPercent: e.IMPORT_FEED_SAFETY_PERCENT,
    stripe: stripeTarget(e),
    seller: sellerOf(e),
    map: mapTiles(e),
    geocoder: {
      url: e.GEOCODER_URL?.replace(/\/+$/, ''),
      // Nominatim's usage policy asks every application to identify itself.
      userAgent: e.GEOCODER_USER_AGENT ?? `Dazu (+${publicUrl})`,
    },
    sessions: sessionsOf(e),
    ...checkedIntegrations(e),
  };
}

function checkedIntegrations(e: z.infer<typeof environmentSchema>): Pick<Config, 'captcha' | 'analytics'> {
  try {
    return integrationsOf(e);
  } catch (error) {
    if (error instanceof IntegrationSettingsError) throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
    throw error;
  }
}

function databaseTarget(url: string | undefined, dataDir: string, poolSize: number): DatabaseTarget {
  if (url === undefined) return { engine: 'pglite', dataDir: `${dataDir}/pglite` };
  if (url === 'memory://') return { engine: 'pglite', dataDir: 'memory://' };
  if (url.startsWith('file://')) return { engine: 'pglite', dataDir: resolve(url.slice('file://'.length)) };
  return { engine: 'postgres', url, poolSize };
}

/**
 * OpenStreetMap's standard tiles, free for light use under its tile usage policy
 * (https://operations.osmfoundation.org/policies/tiles/): a busy site points
 * MAP_TILE_URL at its own or a commercial tile service.
 */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** The attribution OpenStreetMap's licence requires, linked to its copyright page. */
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

function mapTiles(e: z.infer<typeof environmentSchema>): Config['map'] {
  const none = { tileUrl: undefined, styleUrl: undefined, attribution: undefined, sources: [] };
  // Two grounds at once cannot both be drawn: rather than guess, ask for one.
  if (e.MAP_TILE_URL && e.MAP_STYLE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  MAP_TILE_URL, MAP_STYLE_URL: set one or the other (raster tiles or a vector style), not both',
    );
  }
  if (e.MAP_STYLE_HOSTS && !e.MAP_STYLE_URL) {
    throw new ConfigError('Invalid configuration:\n  MAP_STYLE_HOSTS: is only used with MAP_STYLE_URL');
  }
  if (e.MAP_TILES === 'off') return none;
  if (e.MAP_STYLE_URL) {
    // The style's own host, and the ones it names for tiles, sprites and glyphs: the
    // style is not fetched at start-up, so a server without internet still starts.
    const sources = [new URL(e.MAP_STYLE_URL).origin, ...(e.MAP_STYLE_HOSTS ?? [])];
    return { ...none, styleUrl: e.MAP_STYLE_URL, attribution: e.MAP_ATTRIBUTION, sources: [...new Set(sources)] };
  }
  const tileUrl = e.MAP_TILE_URL ?? OSM_TILE_URL;
  const attribution = e.MAP_TILE_URL ? e.MAP_ATTRIBUTION : (e.MAP_ATTRIBUTION ?? OSM_ATTRIBUTION);
  return { ...none, tileUrl, attribution, sources: [tileSource(tileUrl)] };
}

/**
 * The CSP source of a tile template's host: its origin, or every subdomain of it for a
 * template with {s} (https://{s}.tile.example.org/...).
 */
export function tileSource(tileUrl: string): string {
  const sample = new URL(tileUrl.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/g, '0'));
  return /^https:\/\/\{s\}\./.test(tileUrl) ? `${sample.protocol}//*.${sample.host.slice(2)}` : sample.origin;
}
