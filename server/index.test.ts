// The real entry point as a process: configuration errors, readiness, a graceful
// SIGTERM and a second start on the same data folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'dazu-boot-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready:\n${started.output()}`);
}

describe('server/index.ts', () => {
  it('refuses a wrong configuration value, naming the variable', async () => {
    const started = start({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('Invalid configuration');
    expect(started.output()).toContain('PORT');
  });

  it('starts, serves the API, shuts down cleanly on SIGTERM and starts again on the same data', async () => {
    // The API alone: `npm test` must not need a build of the site.
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', HOST: '127.0.0.1', SERVE_SITE: 'false' };
    const port = await freePort();
    const first = start({ ...env, PORT: String(port) });
    await waitUntilReady(port, first);
    const footers = await fetch(`http://127.0.0.1:${port}/api/footers`);
    expect(footers.status).toBe(200);
    expect(footers.headers.get('x-request-id')).toBeTruthy();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shut down cleanly');
    // Every line is structured JSON carrying the request id when it is about a request.
    const requestLines = first
      .output()
      .split('\n')
      .filter((line) => line.includes('"url":"/api/footers"'));
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(JSON.parse(line).request_id).toBeTruthy();

    const secondPort = await freePort();
    const second = start({ ...env, PORT: String(secondPort) });
    await waitUntilReady(secondPort, second);
    const terms = await fetch(`http://127.0.0.1:${secondPort}/api/footers/17`);
    expect(terms.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
