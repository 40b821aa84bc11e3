// One database handle per process. Both engines are reached through node-postgres:
// a real server directly, PGlite through the child process that serves it on a unix
// socket (db/embedded). The rest of the code never knows which one it has.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded/start.ts';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where the database is: embedded PGlite in a folder, or a PostgreSQL server. */
export type DatabaseTarget =
  | { engine: 'pglite'; dataDir: string }
  | { engine: 'postgres'; url: string; poolSize: number };

export type Engine = DatabaseTarget['engine'];

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  engine: Engine;
  /** PGlite only: writes the database to a tarball (test templates). */
  dumpTo?: (path: string) => Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export async function openDatabase(
  target: DatabaseTarget,
  options: { loadDataDir?: string } = {},
): Promise<DatabaseHandle> {
  if (target.engine === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize,
      idleTimeoutMillis: 30_000,
      // Many short queries at once: parallel workers cost more to start than they save.
      options: '-c max_parallel_workers_per_gather=0',
    });
    return handleFor(pool, 'postgres', async () => {});
  }
  const embedded = await startEmbeddedPostgres(target.dataDir, options);
  // PGlite has one session: a pool of one serialises statements and keeps each
  // transaction on its own connection, exactly as on a real server.
  const pool = new pg.Pool({ host: embedded.socketDir, user: 'postgres', database: 'postgres', max: 1 });
  return { ...handleFor(pool, 'pglite', () => embedded.stop()), dumpTo: (path) => embedded.dumpTo(path) };
}

function handleFor(pool: pg.Pool, engine: Engine, stopEngine: () => Promise<void>): DatabaseHandle {
  // An idle client losing its connection must not crash the process; the pool
  // replaces it and the next query reports the problem.
  pool.on('error', () => {});
  let closed: Promise<void> | undefined;
  return {
    db: drizzle({ client: pool, schema, casing: 'snake_case' }),
    pool,
    engine,
    async ping() {
      await pool.query('select 1');
    },
    close() {
      closed ??= pool.end().then(stopEngine);
      return closed;
    },
  };
}
