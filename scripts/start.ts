// `npm start`: production mode. Builds first when the build is missing or older than
// the sources, so `npm install && npm start` works on a fresh clone.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { BUILD_STAMP, sourceFingerprint } from './source-fingerprint.ts';

const current = existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, 'utf8') === sourceFingerprint();
if (!current) {
  console.log('Building the site (first start, or the sources changed)...');
  execFileSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
await import('../server/index.ts');
