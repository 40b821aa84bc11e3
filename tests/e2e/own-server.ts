// A second app server that a browser test starts itself, from the same production build
// but with its own settings and data folder (the suite's server keeps the defaults).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { createStorage } from '#core/storage/create-storage.ts';
import { type Database, openDatabase } from '#db/client.ts';
import { prepareDatabase } from '#server/boot.ts';
import { loadConfig } from '#server/config.ts';
import { UNREACHABLE_TILE_ORIGIN } from './offline-tiles.ts';

export type OwnServer = { baseURL: string; stop: () => Promise<void> };

/**
 * Starts `node server/index.ts` on 127.0.0.1:`port`, on a new data folder without the demo
 * data, with `env` on top of the suite's test settings (a variable set to undefined is left
 * out), and waits until it is ready. `prepare` first writes what the test needs into the
 * database, migrated as a start would. stop() ends the server and removes the data folder.
 */
export async function startOwnServer(options: {
  port: number;
  env: Record<string, string | undefined>;
  prepare?: (db: Database) => Promise<void>;
}): Promise<OwnServer> {
  const { port, env } = options;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'dazu-e2e-own-'));
  try {
    await prepareData(dataDir, options.prepare);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const settings: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_ATTEMPTS_PER_ADDRESS: '100000',
    // Like the suite's own server, its maps never ask a tile server on the internet.
    MAP_TILE_URL: `${UNREACHABLE_TILE_ORIGIN}/tiles/{z}/{x}/{y}.png`,
    ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
    ...env,
  };
  const server = spawn(process.execPath, ['server/index.ts'], {
    stdio: 'ignore',
    env: Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(async () => (await fetch(`${baseURL}/readyz`).catch(() => undefined))?.status, { timeout: 90_000 })
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}

async function prepareData(dataDir: string, prepare: ((db: Database) => Promise<void>) | undefined): Promise<void> {
  if (!prepare) return;
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  const database = await openDatabase(config.database);
  try {
    const quiet = { info: () => undefined, warn: () => undefined };
    await prepareDatabase(database, { config, storage: createStorage(config, database.db), log: quiet });
    await prepare(database.db);
  } finally {
    await database.close();
  }
}
