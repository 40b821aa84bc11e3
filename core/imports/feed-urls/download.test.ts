// A feed is written to disk as it arrives, never held whole in memory: the file on disk is
// what the server sent, a 304 leaves nothing behind, and a feed past the size limit is
// refused while it streams, even when the server does not say its length beforehand.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadFeed, FEED_FETCH_LIMITS } from './download.ts';

const FEED = '#HEADER#\nVersion : 3\n#DEFINITION#\nAGENT_REF^EOR\n#DATA#\n#END#\n';
const CHUNK = Buffer.alloc(1024 * 1024, 0x41);
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/huge.blm') {
      // Chunked, no Content-Length: the limit can only be kept while reading.
      let sent = 0;
      const more = () => {
        while (sent <= FEED_FETCH_LIMITS.maxBytes && !response.destroyed) {
          sent += CHUNK.length;
          if (!response.write(CHUNK)) return void response.once('drain', more);
        }
        response.end();
      };
      more();
      return;
    }
    if (request.headers['if-none-match'] === '"v1"') return void response.writeHead(304).end();
    response.writeHead(200, { etag: '"v1"', 'last-modified': 'Wed, 25 Nov 2026 10:00:00 GMT' }).end(FEED);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = { allowPrivateHosts: true };

describe('downloading a feed', () => {
  it('writes the file to disk as sent, with its validators, and cleans it up', async () => {
    const got = await downloadFeed(`${base}/feed.blm`, { etag: null, lastModified: null }, options);
    if (got.changed !== true) throw new Error(`expected a file, got ${JSON.stringify(got)}`);
    expect(await readFile(got.path, 'utf8')).toBe(FEED);
    expect(got).toMatchObject({
      fileName: 'feed.blm',
      validators: { etag: '"v1"', lastModified: 'Wed, 25 Nov 2026 10:00:00 GMT' },
    });
    await got.cleanUp();
    await expect(stat(got.path)).rejects.toThrow(/ENOENT/);
  });

  it('answers not changed to a 304', async () => {
    const got = await downloadFeed(`${base}/feed.blm`, { etag: '"v1"', lastModified: null }, options);
    expect(got).toEqual({ changed: false, status: 304 });
  });

  it('refuses a feed past the size limit while it streams', async () => {
    const got = await downloadFeed(`${base}/huge.blm`, { etag: null, lastModified: null }, options);
    expect(got).toEqual({
      changed: null,
      status: null,
      reason: 'The feed could not be fetched: the file is too large',
    });
  });
});
