// `npm run test:e2e`: builds when the build is stale, then runs Playwright with the
// arguments given (e.g. `npm run test:e2e -- --reporter=list tests/e2e/home.spec.ts`).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_STAMP, sourceFingerprint } from './source-fingerprint.ts';

if (!(existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, 'utf8') === sourceFingerprint())) {
  execFileSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
}
const dataDir = join(tmpdir(), `dazu-e2e-${process.pid}`);
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_DIR: dataDir, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
