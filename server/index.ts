// Boot: configuration -> database (migrated, seeded) -> app -> listen; and a graceful
// close on SIGTERM/SIGINT at any point, even during the first seed: in-flight
// requests finish, then the database closes cleanly.
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createStorage } from '#core/storage/create-storage.ts';
import { type DatabaseHandle, openDatabase } from '#db/client.ts';
import type { Site } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = configOrExit();
  const log = pino({ level: config.logLevel });
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;

  let closing = false;
  const close = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    log.info({ signal }, app ? 'shutting down: finishing in-flight requests' : 'shutting down during start-up');
    setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      await app?.close();
      await database?.close();
      log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));

  log.info({ engine: config.database.engine }, 'opening the database');
  // The embedded database starts in its own process: load the app's modules meanwhile.
  const [opened, { buildApp }, { prepareDatabase }] = await Promise.all([
    openDatabase(config.database),
    import('./app.ts'),
    import('./boot.ts'),
  ]);
  database = opened;
  const storage = createStorage(config, database.db);
  await prepareDatabase(database, { config, storage, log });
  if (closing) return;

  const site: Site = !config.serveSite
    ? { mode: 'none' }
    : config.env === 'development'
      ? await (await import('./dev-site.ts')).developmentSite()
      : { mode: 'production', buildDir: resolve('build') };
  app = await buildApp({ config, database, storage, site });
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { url: config.publicUrl, engine: config.database.engine, startupMs: Math.round(performance.now() - startedAt) },
    'Dazu is ready',
  );
  await logPaymentsState(app, config);
}

/** An operator reading the log learns at once whether this site takes real money, test money or none. */
async function logPaymentsState(app: FastifyInstance, config: Config): Promise<void> {
  // Loaded with the app already: not on the start-up path before the database opens.
  const { siteGateway } = await import('#core/billing/gateways/site-gateway.ts');
  const gateway = siteGateway(config);
  if (gateway === 'none') {
    app.log.warn(
      'No payment gateway: nothing is sold and ads are posted free. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments (or PAYMENTS_SANDBOX=true for a test site).',
    );
  } else if (gateway === 'sandbox' && config.env === 'production') {
    app.log.warn(
      'Payments go through the built-in test-mode sandbox: no real money. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments, PAYMENTS_SANDBOX=false to turn the sandbox off.',
    );
  }
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
