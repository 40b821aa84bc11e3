// Starts PGlite in a child process (db/embedded/pglite-process.ts) and returns the
// folder of its unix socket, for node-postgres to connect to.
import { type ChildProcess, fork } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EmbeddedMessage, EmbeddedRequest } from './pglite-process.ts';

const processEntry = join(dirname(fileURLToPath(import.meta.url)), 'pglite-process.ts');
/** How long the child may take to start, or to write a dump. */
const CHILD_TIMEOUT_MS = 120_000;

export type EmbeddedPostgres = {
  /** Folder holding the socket `.s.PGSQL.5432`: node-postgres takes it as `host`. */
  socketDir: string;
  /** Writes the whole database to a tarball that `loadDataDir` can start from. */
  dumpTo(path: string): Promise<void>;
  stop(): Promise<void>;
};

export async function startEmbeddedPostgres(
  dataDir: string,
  options: { loadDataDir?: string } = {},
): Promise<EmbeddedPostgres> {
  const releaseLock = dataDir === 'memory://' ? () => {} : lockDataDir(dataDir);
  const socketDir = mkdtempSync(join(tmpdir(), 'dazu-pglite-'));
  const request: EmbeddedRequest = {
    dataDir,
    socketPath: join(socketDir, '.s.PGSQL.5432'),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  const child = fork(processEntry, [], {
    env: { ...process.env, DAZU_EMBEDDED: JSON.stringify(request) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const cleanup = (): void => {
    rmSync(socketDir, { recursive: true, force: true });
    releaseLock();
  };
  try {
    await waitUntilReady(child);
  } catch (error) {
    child.kill('SIGKILL');
    cleanup();
    throw error;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    socketDir,
    dumpTo: (path) => requestDump(child, path),
    async stop() {
      if (child.exitCode === null && child.connected) child.send('shutdown');
      await exited;
      cleanup();
    },
  };
}

/** Asks the child for a dump; fails rather than waits for ever when the child reports an error, exits or goes quiet. */
function requestDump(child: ChildProcess, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (error?: Error): void => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (message: EmbeddedMessage): void => {
      if (message.type === 'dumped') finish();
      else if (message.type === 'error')
        finish(new Error(`Embedded PostgreSQL (PGlite) could not write its dump: ${message.message}`));
    };
    const onExit = (code: number | null): void =>
      finish(new Error(`Embedded PostgreSQL (PGlite) exited while writing its dump (code ${code})`));
    const timer = setTimeout(
      () => finish(new Error('Embedded PostgreSQL (PGlite) did not write its dump in time')),
      CHILD_TIMEOUT_MS,
    );
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send({ dumpTo: path });
  });
}

function waitUntilReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('Embedded PostgreSQL (PGlite) did not start in time')),
      CHILD_TIMEOUT_MS,
    );
    child.once('message', (message: EmbeddedMessage) => {
      clearTimeout(timer);
      if (message.type === 'ready') resolve();
      else if (message.type === 'error')
        reject(new Error(`Embedded PostgreSQL (PGlite) failed to start: ${message.message}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Embedded PostgreSQL (PGlite) exited during start-up with code ${code}`));
    });
  });
}

/**
 * PGlite is single-process: a second server opening the same folder would corrupt it.
 * A lock file with our pid refuses that, and is taken over when its owner is gone.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database ${dataDir} is in use by process ${owner}. Stop it first, or point DATA_DIR elsewhere.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database folder ${dataDir}`);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
