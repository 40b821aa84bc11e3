// The database a benchmark runs on: embedded PGlite in a scratch folder, or, given a
// PostgreSQL server's URL, a fresh database of its own there (dropped afterwards), so
// a run never touches data it did not create.
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '#db/client.ts';

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
