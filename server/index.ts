// Boot: configuration -> database (migrated, seeded) -> app -> listen; and a graceful
// close on SIGTERM/SIGINT at any point, even during the first seed: in-flight
// requests finish, then the database closes cleanly.
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createStorage } from '#core/storage/storage.ts';
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
