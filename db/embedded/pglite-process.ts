// Child-process entry: PGlite runs queries synchronously on its thread, so it lives
// here, off the app's event loop, and speaks the PostgreSQL wire protocol on a unix
// socket. The app talks to it with the same node-postgres driver it uses for a real
// server (see db/embedded/start.ts and docs/decisions/0004-database.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type EmbeddedRequest = {
  dataDir: string;
  socketPath: string;
  /** A tarball made by dumpDataDir(), to start from (tests start from a migrated template). */
  loadDataDir?: string;
};
export type EmbeddedMessage = { type: 'ready' } | { type: 'error'; message: string } | { type: 'dumped'; path: string };

const send = (message: EmbeddedMessage): void => {
  process.send?.(message);
};

async function main(): Promise<void> {
  const request = JSON.parse(process.env.DAZU_EMBEDDED ?? '{}') as EmbeddedRequest;
  const db = await PGlite.create(request.dataDir, {
    extensions: { pg_trgm, cube, earthdistance, unaccent, btree_gist },
    relaxedDurability: false,
    ...(request.loadDataDir ? { loadDataDir: new Blob([readFileSync(request.loadDataDir)]) } : {}),
  });
  // Every connection shares PGlite's one session, and the app's pool holds one at a
  // time; but the pool drops a connection whose query failed and opens a new one at
  // once, so a few must be accepted while old ones are still closing (with one, the
  // statement after any failed one was refused: ECONNRESET).
  const server = new PGLiteSocketServer({ db, path: request.socketPath, maxConnections: 8 });
  await server.start();

  let closing = false;
  const shutdown = async (): Promise<void> => {
    if (closing) return;
    closing = true;
    await server.stop();
    await db.close();
    process.exit(0);
  };
  // The parent asks us to stop, or disappears (its IPC channel closes): either way
  // close PGlite cleanly so the data folder is consistent on the next start.
  process.on('message', (message: unknown) => {
    if (message === 'shutdown') void shutdown();
    if (typeof message === 'object' && message !== null && 'dumpTo' in message) {
      dump(db, String(message.dumpTo)).catch((error: unknown) =>
        send({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    }
  });
  process.on('disconnect', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  send({ type: 'ready' });
}

async function dump(db: PGlite, path: string): Promise<void> {
  const file = await db.dumpDataDir('none');
  writeFileSync(path, Buffer.from(await file.arrayBuffer()));
  send({ type: 'dumped', path });
}

main().catch((error: unknown) => {
  send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
