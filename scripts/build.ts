// Production build: React Router (client and server bundles), then pre-compressed
// copies of the hashed assets so they are served without compressing per request.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BUILD_STAMP, sourceFingerprint } from './source-fingerprint.ts';

execFileSync(process.execPath, ['node_modules/@react-router/dev/bin.cjs', 'build'], { stdio: 'inherit' });

const assets = 'build/client/assets';
// A route module whose component imports server code (core/, db/) drags Node built-ins
// into the browser bundle; it then fails only when the route loads. Refuse the build.
const SERVER_ONLY = /\bcreateRequire\b|["'`]node:[a-z_/]+["'`]/;
const leaking = readdirSync(assets).filter(
  (name) => name.endsWith('.js') && SERVER_ONLY.test(readFileSync(join(assets, name), 'utf8')),
);
if (leaking.length > 0) {
  console.error(
    `build: server-only code in browser assets: ${leaking.join(', ')}. Move what the component needs to contract/ or app/lib/.`,
  );
  process.exit(1);
}

let count = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(m?js|css|svg|json)$/.test(name)) continue;
  const path = join(assets, name);
  if (statSync(path).size < 1024) continue;
  const bytes = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
}
writeFileSync(BUILD_STAMP, sourceFingerprint());
console.log(`build: ${count} assets pre-compressed`);
