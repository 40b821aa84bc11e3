// Everything a fresh or existing database needs before the app serves requests:
// migrations, the catalogue, the gazetteer and pages, and (when asked) demo data.
import type { FastifyBaseLogger } from 'fastify';
import { syncCatalogue } from '#core/catalogue/sync.ts';
import type { Storage } from '#core/storage/storage.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { migrateDatabase } from '#db/migrate.ts';
import { seedBaseData } from '#db/seed/base.ts';
import type { Config } from './config.ts';

export type PrepareOptions = {
  config: Pick<Config, 'seedDemo'>;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

export async function prepareDatabase(handle: DatabaseHandle, options: PrepareOptions): Promise<void> {
  await migrateDatabase(handle);
  await syncCatalogue(handle.db);
  await seedBaseData(handle.db);
  if (options.config.seedDemo) {
    const { seedDemoIfNeeded } = await import('#db/seed/demo/index.ts');
    await seedDemoIfNeeded(handle.db, options.storage, options.log);
  }
}
