// Everything a fresh or existing database needs before the app serves requests:
// migrations, the catalogue, the gazetteer and pages, and (when asked) demo data.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { syncCatalogue } from '#core/catalogue/sync.ts';
import type { Storage } from '#core/storage/storage.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { migrateDatabase } from '#db/migrate.ts';
import { seedRuns } from '#db/schema/platform.ts';
import { prepareJobQueue } from '#jobs/prepare.ts';
import { seedBaseData } from '#seed/base.ts';
import { DEMO_SEED_NAME } from '#seed/demo/name.ts';
import type { Config } from './config.ts';

export type PrepareOptions = {
  config: Pick<Config, 'seedDemo'>;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

export async function prepareDatabase(handle: DatabaseHandle, options: PrepareOptions): Promise<void> {
  await migrateDatabase(handle);
  await prepareJobQueue(handle);
  await syncCatalogue(handle.db);
  await seedBaseData(handle.db);
  if (options.config.seedDemo && !(await alreadyRan(handle, DEMO_SEED_NAME))) {
    // The generator (image drawing, text templates) is only loaded when it will run.
    const { seedDemoIfNeeded } = await import('#seed/demo/index.ts');
    await seedDemoIfNeeded(handle.db, options.storage, options.log);
  }
}

async function alreadyRan(handle: DatabaseHandle, name: string): Promise<boolean> {
  const [row] = await handle.db.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, name));
  return row !== undefined;
}
