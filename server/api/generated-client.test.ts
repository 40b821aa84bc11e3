// A client generated from the published OpenAPI document (orval, fetch client) must
// compile under the project's strict settings and work against a live server: it
// searches, logs in and posts an offer (tests/api-client/journey.ts). The client is
// generated afresh from the current document, so a change to the API that breaks
// generated clients fails here.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { generate } from 'orval';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';

const t = testAppForFile();
const CLIENT_SOURCES = resolve(import.meta.dirname, '../../tests/api-client');
let workDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'dazu-api-client-'));
  writeFileSync(join(workDir, 'openapi.json'), (await t.app.inject({ url: '/api/openapi.json' })).body);
  for (const file of ['http.ts', 'journey.ts']) copyFileSync(join(CLIENT_SOURCES, file), join(workDir, file));
  writeFileSync(join(workDir, 'package.json'), JSON.stringify({ type: 'module' }));
  // The generator cheers on the console when it is done; the test has nothing to say.
  const cheer = vi.spyOn(console, 'log').mockImplementation(() => {});
  await generate({
    input: { target: join(workDir, 'openapi.json') },
    output: {
      target: join(workDir, 'dazu-api.ts'),
      client: 'fetch',
      mode: 'single',
      override: { mutator: { path: join(workDir, 'http.ts'), name: 'customFetch' } },
    },
  });
  cheer.mockRestore();
  // Imports under NodeNext name their file with its extension.
  const client = join(workDir, 'dazu-api.ts');
  writeFileSync(client, readFileSync(client, 'utf8').replace("from './http';", "from './http.ts';"));
}, 120_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('a client generated from the OpenAPI document', () => {
  it('compiles under the project’s strict TypeScript settings', async () => {
    const config = {
      extends: resolve(import.meta.dirname, '../../tsconfig.json'),
      include: ['*.ts'],
      compilerOptions: { types: ['node'], typeRoots: [resolve(import.meta.dirname, '../../node_modules/@types')] },
    };
    writeFileSync(join(workDir, 'tsconfig.json'), JSON.stringify(config));
    const tsc = resolve(import.meta.dirname, '../../node_modules/typescript/bin/tsc');
    const run = promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', workDir]);
    await expect(
      run.then(
        () => 'compiles',
        (error) => String(error.stdout).slice(0, 3000),
      ),
    ).resolves.toBe('compiles');
  }, 60_000);

  it('logs in, posts an offer and finds it by searching against a live server', async () => {
    await createUser(t.database.db, { email: 'generated@client.example', password: 'Generated-Client-42' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { journey } = await import(join(workDir, 'journey.ts'));
    const result = await journey(`http://127.0.0.1:${port}`, 'generated@client.example', 'Generated-Client-42');
    expect(result.loggedInAs).toBe('generated@client.example');
    expect(result.foundOfferIds).toEqual([result.postedOffer.id]);
    expect(result.postedOffer).toMatchObject({
      title: 'Two bed flat by the canal, from a generated client',
      status: 'active',
    });
  });
});
