// A CSV file as a download: UTF-8, named, never cached (every CSV we serve is someone's own data).
import type { FastifyReply } from 'fastify';

export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
