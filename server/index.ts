// Boot: configuration -> database (migrated, seeded) -> app -> listen; and a graceful
// close on SIGTERM/SIGINT (in-flight requests finish, the database closes cleanly).
import { resolve } from 'node:path';
import pino from 'pino';
import { createStorage } from '#core/storage/storage.ts';
import { openDatabase } from '#db/client.ts';
import { buildApp, type Site } from './app.ts';
import { prepareDatabase } from './boot.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const bootLog = pino({ level: config.logLevel });
  bootLog.info({ engine: config.database.engine }, 'opening the database');
  const database = await openDatabase(config.database);
  const storage = createStorage(config, database.db);
  await prepareDatabase(database, { config, storage, log: bootLog });

  const site: Site =
    config.env === 'development'
      ? await (await import('./dev-site.ts')).developmentSite()
      : { mode: 'production', buildDir: resolve('build') };
  const app = await buildApp({ config, database, storage, site });

  let closing = false;
  const close = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { url: config.publicUrl, engine: config.database.engine, startupMs: Math.round(performance.now() - startedAt) },
    'Dazu is ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
