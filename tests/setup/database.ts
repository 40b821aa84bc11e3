// A private database for one test file, copied from the template that
// tests/setup/global.ts made: an in-memory PGlite, or a fresh PostgreSQL database.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#db/client.ts';
import { startForFile } from './for-file.ts';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgresTemplate = inject('postgresTemplate');
  if (!postgresTemplate) {
    return openDatabase({ engine: 'pglite', dataDir: 'memory://' }, { loadDataDir: inject('pgliteTemplate') });
  }
  const templateUrl = new URL(postgresTemplate);
  const template = templateUrl.pathname.slice(1);
  // Same run prefix as the template (dazu_test_<pid>_), so the run's teardown finds it.
  const name = `${template.replace(/template$/, '')}${randomUUID().replaceAll('-', '')}`;
  const adminUrl = new URL(postgresTemplate);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const url = new URL(postgresTemplate);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** The private database of a file (or describe block): opened before its tests, closed after them. */
export function testDatabaseForFile(): DatabaseHandle {
  return startForFile('The test database', openTestDatabase);
}
