import type { FastifyInstance } from 'fastify';
import { isValidKey, STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { IMMUTABLE } from './static-files.ts';

/** Stored files at /storage/{key}. Keys are content-addressed, so caching is forever. */
export async function storageRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${STORAGE_URL_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isValidKey(key) ? await app.storage.get(key) : null;
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', IMMUTABLE).type(file.contentType).send(file.bytes);
  });
}
