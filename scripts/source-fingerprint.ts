// A fingerprint of everything that goes into the browser and SSR bundles, so
// `npm start` can tell whether the build on disk is out of date.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_STAMP = 'build/.source-fingerprint';
const INPUTS = ['app', 'contract', 'public', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts'];

export function sourceFingerprint(): string {
  const hash = createHash('sha256');
  const visit = (path: string): void => {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) visit(join(path, name));
      return;
    }
    hash.update(path).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const input of INPUTS) visit(input);
  return hash.digest('hex');
}
