// The settings of a running site, as every layer reads them. server/config.ts makes them
// from the environment (and checks them); the code below the server only reads them, so
// their type lives here, where core, jobs and e-mails can reach it.
import type { AnalyticsScript, CaptchaWidget } from '#contract/integrations.ts';
import type { StripeOptions } from '#core/billing/gateways/stripe.ts';
import type { S3Options } from '#core/storage/s3-storage.ts';
import type { DatabaseTarget } from '#db/client.ts';
import type { InvoiceParty } from '#db/schema/billing.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type Config = {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  /**
   * The origin browsers use passkeys at (WEBAUTHN_ORIGIN, else PUBLIC_URL's); its host is
   * the WebAuthn relying-party id, so it must be a name, not an IP address.
   */
  webauthnOrigin: string;
  dataDir: string;
  database: DatabaseTarget;
  seedDemo: boolean;
  storage: { driver: 'filesystem'; dir: string } | { driver: 'database' } | ({ driver: 's3' } & S3Options);
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  /** false: the API, health and stored files only, without the React site (no build needed). */
  serveSite: boolean;
  rateLimitPerMinute: number;
  /** Pages (documents and their data requests) per client per minute: people, and known robots. */
  pageRateLimit: { peoplePerMinute: number; robotsPerMinute: number };
  /** Logins from one address per 10 minutes (a browser-test run logs in from one address many times). */
  loginAttemptsPerAddress: number;
  /** Reports of ads and profiles together from one address per hour (a browser-test run reports from one address several times). */
  reportsPerAddress: number;
  shutdownTimeoutMs: number;
  /** Real SMTP when set; otherwise messages go to the outbox folder and the log. */
  mail: { from: string; smtpUrl: string | undefined; outboxDir: string };
  /** false: this process only serves requests; another one runs the background jobs. */
  jobsWorker: boolean;
  /** true: submitted offers wait for an operator's approval before they go live. */
  offerModeration: boolean;
  /** Instant saved-search alerts are looked for every this many minutes (1 to 30, dividing an hour). */
  instantAlertMinutes: number;
  /** Where reports of ads go; without it, to every operator account (role admin). */
  operatorEmail: string | undefined;
  /** UK VAT on every price (the standard rate, 20%, unless set). */
  vatRatePercent: number;
  /** The built-in test-mode payment gateway is on (core/billing/gateways/site-gateway.ts decides what the site takes). */
  paymentsSandbox: boolean;
  /** Imports fetch photos by URL only from public addresses unless this is set (tests). */
  importMediaAllowPrivateHosts: boolean;
  /** Feeds by URL may be on private and loopback addresses (off in production; on in development and tests). */
  importFeedAllowPrivateHosts: boolean;
  /** A feed run that would withdraw more than this share (percent) of the company's live imported listings waits for confirmation. */
  importFeedSafetyPercent: number;
  /** Stripe Checkout, when both its keys are set. */
  stripe: StripeOptions | undefined;
  /** Who invoices are from. */
  seller: InvoiceParty;
  sessions: { idleMs: number; absoluteMs: number; secureCookies: boolean };
  /**
   * The maps' ground: raster tiles (OpenStreetMap's by default) or a vector style, never
   * both; neither when switched off, and the maps draw the offline basemap: the UK outline
   * and the gazetteer's place names. `sources` are the hosts the CSP lets the pages load from.
   */
  map: {
    tileUrl: string | undefined;
    styleUrl: string | undefined;
    attribution: string | undefined;
    sources: string[];
  };
  /** A Nominatim-compatible service for location suggestions; without it, the offline gazetteer answers. */
  geocoder: { url: string | undefined; userAgent: string };
  /** A robot check on registration and the contact form; none unless both keys are set. */
  captcha: CaptchaSettings | undefined;
  /** An analytics script on every page; none unless its address is set. */
  analytics: AnalyticsScript | undefined;
};

export type CaptchaSettings = CaptchaWidget & { secretKey: string; verifyUrl: string };
