import type { FastifyInstance } from 'fastify';
import { isValidKey, PRIVATE_PREFIX, STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { IMMUTABLE } from './static-files.ts';

/** Stored files at /storage/{key}. Keys are content-addressed, so caching is forever. PDFs are attachments. */
export async function storageRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${STORAGE_URL_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Private files (invoices) are served by their own routes, to their owners only.
    const file = isValidKey(key) && !key.startsWith(PRIVATE_PREFIX) ? await app.storage.get(key) : null;
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (file.contentType === 'application/pdf') {
      // Documents are downloaded, never shown inside our origin: a PDF viewer runs scripts.
      reply
        .header('content-disposition', 'attachment; filename="energy-certificate.pdf"')
        .header('content-security-policy', 'sandbox');
    }
    return reply.header('cache-control', IMMUTABLE).type(file.contentType).send(file.bytes);
  });
}
