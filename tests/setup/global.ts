// Runs once per `npm test`: builds a migrated, seeded template database that every
// test file then copies, so files start in milliseconds instead of re-migrating.
// PGlite by default; a PostgreSQL server when TEST_DATABASE_URL is set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createStorage } from '#core/storage/create-storage.ts';
import { openDatabase } from '#db/client.ts';
import { isAlive } from '#db/embedded/start.ts';
import { prepareDatabase } from '#server/boot.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

// Databases of one run are named dazu_test_<pid>_...; another run on the same server
// (a second checkout, CI) has its own pid and is left alone. Leftovers of runs whose
// process is gone are dropped.
const RUN_PREFIX = `dazu_test_${process.pid}_`;
export const POSTGRES_TEMPLATE = `${RUN_PREFIX}template`;
const silent = { info() {}, warn() {} };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(join(tmpdir(), 'dazu-tests-'));
  const storage = { storage: { driver: 'filesystem' as const, dir: join(workDir, 'uploads') } };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await dropLeftovers(admin, (pid) => !isAlive(pid));
    await admin.query(`create database ${POSTGRES_TEMPLATE}`);
    const templateUrl = withDatabase(serverUrl, POSTGRES_TEMPLATE);
    const handle = await openDatabase({ engine: 'postgres', url: templateUrl, poolSize: 2 });
    await prepareDatabase(handle, {
      config: { seedDemo: false },
      storage: createStorage(storage, handle.db),
      log: silent,
    });
    await handle.close();
    project.provide('postgresTemplate', templateUrl);
    project.provide('pgliteTemplate', '');
    return async () => {
      await dropLeftovers(admin, (pid) => pid === process.pid);
      await admin.end();
      rmSync(workDir, { recursive: true, force: true });
    };
  }
  const handle = await openDatabase({ engine: 'pglite', dataDir: 'memory://' });
  await prepareDatabase(handle, {
    config: { seedDemo: false },
    storage: createStorage(storage, handle.db),
    log: silent,
  });
  const template = join(workDir, 'template.tar');
  await handle.dumpTo?.(template);
  await handle.close();
  project.provide('pgliteTemplate', template);
  project.provide('postgresTemplate', '');
  return async () => rmSync(workDir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function dropLeftovers(admin: pg.Client, belongsTo: (pid: number) => boolean): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'dazu\\_test\\_%'`,
  );
  for (const { datname } of rows) {
    const pid = Number(datname.split('_')[2]);
    if (Number.isInteger(pid) && belongsTo(pid)) await admin.query(`drop database if exists "${datname}" with (force)`);
  }
}
