// The database a benchmark runs on: embedded PGlite in a scratch folder, or, given a
// PostgreSQL server's URL, a fresh database of its own there (dropped afterwards), so
// a run never touches data it did not create.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createStorage } from '#core/storage/create-storage.ts';
import { type DatabaseHandle, openDatabase } from '#db/client.ts';
import { buildApp } from '#server/app.ts';
import { prepareDatabase } from '#server/boot.ts';
import { loadConfig } from '#server/config.ts';

export type BenchDatabase = { handle: DatabaseHandle; cleanup: () => Promise<void> };

/** `name` tells runs apart on a shared server (`dazu_bench_<name>_<pid>`). */
export async function openBenchDatabase(
  dir: string,
  postgresUrl: string | undefined,
  name: string,
): Promise<BenchDatabase> {
  if (!postgresUrl) {
    const handle = await openDatabase({ engine: 'pglite', dataDir: join(dir, 'pglite') });
    return { handle, cleanup: async () => {} };
  }
  const database = `dazu_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  const handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 10 });
  return {
    handle,
    cleanup: async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The real app on a fresh bench database (prepared as a first start would, without the
 * demo data), with `env` on top of the settings; `close` stops it and removes everything.
 */
export async function openBenchApp(
  name: string,
  postgresUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; handle: DatabaseHandle; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `dazu-bench-${name}-`));
  const { handle, cleanup } = await openBenchDatabase(dir, postgresUrl, name);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dir,
    STORAGE_DIR: join(dir, 'files'),
    DATABASE_URL: postgresUrl ?? 'memory://',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const storage = createStorage(config, handle.db);
  await prepareDatabase(handle, { config, storage, log: { info() {}, warn() {} } });
  const app = await buildApp({ config, database: handle, storage, logger: false });
  await app.ready();
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
      await cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
