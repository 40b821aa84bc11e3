// The small HTML page the server answers itself, before React Router runs, when it
// refuses a page request (a method a page does not take, too many pages in a minute):
// a heading and a few lines, no script, no style, nothing that needs the app.
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '#emails/layout.ts';

export function sendPlainPage(
  reply: FastifyReply,
  status: number,
  page: { title: string; lines: readonly string[] },
): FastifyReply {
  const html = [
    '<!doctype html>',
    '<html lang="en-GB">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title></head>`,
    `<body><h1>${escapeHtml(page.title)}</h1>`,
    ...page.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p><a href="/">Back to the home page</a></p></body>',
    '</html>',
  ].join('\n');
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
