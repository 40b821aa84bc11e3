// The embedded database's child process: a dump it cannot write fails the caller
// instead of leaving it waiting (the test suite's template is such a dump).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './start.ts';

let embedded: EmbeddedPostgres;
const folder = mkdtempSync(join(tmpdir(), 'dazu-dump-test-'));

beforeAll(async () => {
  embedded = await startEmbeddedPostgres('memory://');
});
afterAll(async () => {
  await embedded?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('embedded PostgreSQL dumps', () => {
  it('writes a dump, and reports one it cannot write', async () => {
    const written = join(folder, 'template.tar');
    await embedded.dumpTo(written);
    expect(existsSync(written)).toBe(true);
    await expect(embedded.dumpTo(join(folder, 'no-such-folder', 'template.tar'))).rejects.toThrow(
      /could not write its dump: .*ENOENT/,
    );
  });
});
