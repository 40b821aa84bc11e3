// Browser tests against the production build, in Debian's chromium (never a browser
// downloaded by a test tool). The app starts on its own empty data folder, so it
// migrates and seeds the deterministic demo data the tests read.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { UNREACHABLE_TILE_ORIGIN } from './tests/e2e/offline-tiles.ts';

const port = Number(process.env.E2E_PORT ?? 3300);
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `dazu-e2e-${process.pid}`);
/** A fresh PostgreSQL database for the second engine's run, made by scripts/e2e.ts; none: PGlite only. */
const postgresUrl = process.env.E2E_POSTGRES_URL;
// The port after the two that single tests start servers of their own on (port + 1, port + 2).
const postgresPort = port + 3;
/** Browser tests that change the app's database under it, which only a PostgreSQL server lets them reach. */
const DATABASE_JOURNEYS = /confirm-identity\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Journeys that reach into the app's database (confirm-identity) need PostgreSQL, so run only there.
    { name: 'chromium', testIgnore: DATABASE_JOURNEYS, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The forms that work without JavaScript, the route table's conformance and the agency import pages run once more
    // against PostgreSQL, when the runner has a database there for them (scripts/e2e.ts): the same pages on both engines.
    ...(postgresUrl
      ? [
          {
            name: 'chromium-postgres',
            testMatch:
              /(without-javascript|conformance|import-preview-map|import-media-checks|feed-url|push-credentials|two-factor|back-office-users|back-office-permissions|back-office-editor|back-office-reports|back-office-moderation|back-office-finance|confirm-identity|passkeys)\.spec\.ts$/,
            use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${postgresPort}` },
          },
        ]
      : []),
  ],
  webServer: [
    appServer(port, { DATA_DIR: dataDir }),
    ...(postgresUrl
      ? [appServer(postgresPort, { DATA_DIR: `${dataDir}-postgres`, DATABASE_URL: postgresUrl, SEED_DEMO: 'true' })]
      : []),
  ],
});

/** The production app on `port`, with the settings every browser test assumes. */
function appServer(port: number, database: Record<string, string>) {
  return {
    command: 'node server/index.ts',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...database,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every journey browses from 127.0.0.1, faster than any person.
      PAGE_RATE_LIMIT_PER_MINUTE: '100000',
      PAGE_RATE_LIMIT_ROBOTS_PER_MINUTE: '100000',
      // Every journey logs in from 127.0.0.1.
      LOGIN_ATTEMPTS_PER_ADDRESS: '100000',
      // The journeys that report ads and profiles all report from 127.0.0.1 within the hour.
      REPORTS_PER_ADDRESS: '100000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Browsers refuse passkeys on an IP address: the passkeys journey browses this server as localhost.
      WEBAUTHN_ORIGIN: `http://localhost:${port}`,
      // No PAYMENTS_SANDBOX: a demo installation takes payments through the test-mode gateway by itself.
      // Instant saved-search alerts looked for every minute (5 by default), so a test can wait for one.
      INSTANT_ALERT_MINUTES: '1',
      // Tests never leave the machine: the maps ask a tile server that is not there (no
      // request leaves 127.0.0.1), as on a machine without internet, and must fall back
      // to the offline basemap with the gazetteer's place names.
      MAP_TILE_URL: `${UNREACHABLE_TILE_ORIGIN}/tiles/{z}/{x}/{y}.png`,
      // The feed-by-URL journey serves its feed from a server of its own on 127.0.0.1.
      IMPORT_FEED_ALLOW_PRIVATE_HOSTS: 'true',
      // scripts/e2e.ts runs a real SMTP peer and hands its address over.
      ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
    },
  };
}
