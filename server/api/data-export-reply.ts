// A person's data export as a download: a zip, never cached, never rendered by the browser.
import type { FastifyReply } from 'fastify';
import type { DataExport } from '#core/accounts/data-export.ts';

export function sendDataExport(reply: FastifyReply, { fileName, zip }: DataExport): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('application/zip')
    .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
}
