// RFC 8058 one-click unsubscribe, as saved-search alerts and the newsletter offer it:
// the mail client POSTs List-Unsubscribe=One-Click from outside any session.
import type { FastifyInstance } from 'fastify';

/** The one-click POST carries List-Unsubscribe=One-Click, form-encoded or multipart. */
export function isOneClickBody(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  if (new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click') return true;
  return /name="?List-Unsubscribe"?[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/.test(body);
}

/** Reads form bodies as small strings, in the calling plugin's scope only. */
export function acceptOneClickBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
}
