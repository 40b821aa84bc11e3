// The API as a test sees it: the real app on a private migrated database, driven
// through app.inject (no network). Files go to a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createStorage } from '#core/storage/create-storage.ts';
import type { DatabaseHandle } from '#db/client.ts';
import type { JobDeps } from '#jobs/define.ts';
import { buildApp, type Site } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { openTestDatabase } from './database.ts';
import { startForFile } from './for-file.ts';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
};

/** `site`: pages too (tests/setup/site.ts has a stand-in build); by default the API only. */
export async function createTestApp(
  overrides: NodeJS.ProcessEnv = {},
  options: { site?: Site } = {},
): Promise<TestApp> {
  const filesDir = mkdtempSync(join(tmpdir(), 'dazu-files-'));
  // DATA_DIR too: without SMTP_URL the outbox lands there, never in the repository.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    DATA_DIR: filesDir,
    STORAGE_DIR: filesDir,
    ...overrides,
  });
  const database = await openTestDatabase();
  const app = await buildAppOn(database, config, options);
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of a file (or describe block): created before its tests, closed after
 * them. `env` may be a function, for values known only once something else started
 * before it (an SMTP peer's address, a stand-in's URL).
 */
export function testAppForFile(
  env: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv) = {},
  options: { site?: Site } = {},
): TestApp {
  return startForFile('The test app', () => createTestApp(typeof env === 'function' ? env() : env, options));
}

/**
 * A test app of one test's own (other settings than the file's app), closed once `use`
 * is done, whether it passed or failed.
 */
export async function withTestApp<T>(
  setup: { env?: NodeJS.ProcessEnv; site?: Site },
  use: (t: TestApp) => Promise<T>,
): Promise<T> {
  const t = await createTestApp(setup.env, setup.site ? { site: setup.site } : {});
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}

/**
 * The real app, ready, on a database the caller opened and closes: a test app's own, or
 * a second process of the same site on a test app's database. `routes` adds routes of
 * the test's own before it is ready. The caller closes the app.
 */
export async function buildAppOn(
  database: DatabaseHandle,
  config: Config,
  options: { site?: Site; routes?: (app: FastifyInstance) => void } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config,
    database,
    storage: createStorage(config, database.db),
    logger: false,
    ...(options.site ? { site: options.site } : {}),
  });
  options.routes?.(app);
  await app.ready();
  return app;
}

/** What a job handler gets, from a test app: run handlers directly, no queue round trip. */
export function jobDepsOf(t: TestApp, overrides: Partial<JobDeps> = {}): JobDeps {
  return {
    db: t.database.db,
    storage: t.app.storage,
    mailer: t.app.mailer,
    config: t.config,
    log: pino({ level: 'silent' }),
    queue: t.app.jobs,
    ...overrides,
  };
}
