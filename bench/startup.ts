// Start-up time of the production server: `npm run bench:startup`.
// First start on an empty data folder (migrations, gazetteer, demo seed), then a
// second start on the same folder: time until /readyz answers and until the home
// page renders. Needs a build (`npm run build`).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'dazu-startup-'));
const port = 3000 + Math.floor(Math.random() * 1000) + 3000;

async function timeStart(label: string): Promise<void> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const ready = await firstOk(`http://127.0.0.1:${port}/readyz`, child);
  const readyMs = performance.now() - started;
  await firstOk(`http://127.0.0.1:${port}/`, child);
  const pageMs = performance.now() - started;
  console.log(
    `${label}: /readyz after ${(readyMs / 1000).toFixed(2)} s, home page after ${(pageMs / 1000).toFixed(2)} s`,
  );
  if (!ready) throw new Error('server did not start');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function firstOk(url: string, child: ChildProcess): Promise<boolean> {
  for (;;) {
    if (child.exitCode !== null) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

try {
  await timeStart('first start (empty data folder, demo seed)');
  await timeStart('second start (existing data folder)');
  await timeStart('third start (existing data folder)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
