// The built browser files. Names under /assets carry a content hash, so they are
// cached for a year and never revalidated; everything else is revalidated.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function staticFiles(app: FastifyInstance, options: { clientDir: string }): Promise<void> {
  if (!existsSync(options.clientDir)) throw new Error(`No browser build in ${options.clientDir}: run npm run build`);
  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders(reply, path) {
      const hashed = path.startsWith(join(options.clientDir, 'assets'));
      reply.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=0, must-revalidate');
      // The service worker's scope is the whole site (/sw.js with scope /).
      if (path.endsWith('/sw.js')) reply.header('service-worker-allowed', '/');
    },
  });
}
