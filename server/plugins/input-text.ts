// Text the database can store. PostgreSQL's text cannot hold the NUL character (U+0000):
// a value with one fails its statement. A path, query or body carrying it (%00, "\u0000"
// in JSON) is refused here with a 400 naming where it was, before any route or page sees
// it; text read by a route itself (multipart fields and file names) that still reaches
// the database with one gets the same 400 from the error handler (errors.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '#core/errors.ts';

export const NUL_REFUSED = 'Text must not contain the NUL character';

/** Where in `value` (strings, arrays, objects and their keys) a NUL character is, or undefined. */
function findNul(value: unknown, where: string): string | undefined {
  // A loop, not recursion: a body may nest thousands of levels deep.
  const pending: [unknown, string][] = [[value, where]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return path;
        pending.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

export const inputTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const where = findNul(request.params, 'path') ?? findNul(request.query, 'query') ?? findNul(request.body, 'body');
      if (where) throw new HttpError(400, `${NUL_REFUSED} (${where})`, { code: 'invalid_character' });
    });
  },
  { name: 'input-text', dependencies: ['errors'] },
);
