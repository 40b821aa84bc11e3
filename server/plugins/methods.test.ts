// A method a path does not take answers 405 with the methods it does take in Allow,
// whatever the method (TRACE, CONNECT, WebDAV's, OPTIONS...) and whatever the path
// (an API route, a page, a stored file); never a 500, never a 404 for a path that exists.

import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testAppForFile, withTestApp } from '#tests/setup/app.ts';
import { stubSite } from '#tests/setup/site.ts';

const t = testAppForFile({}, { site: stubSite() });

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const UNSUPPORTED = ['TRACE', 'CONNECT', 'PROPFIND', 'MKCOL', 'SEARCH', 'OPTIONS'] as const;

const send = (method: string, url: string) =>
  t.app.inject({ method: method as 'GET', url, headers: { 'user-agent': BROWSER } });

describe('methods a path does not take', () => {
  it('answer 405 on an API route, with the methods of its routes in Allow', async () => {
    for (const method of [...UNSUPPORTED, 'DELETE', 'POST']) {
      const response = await send(method, '/api/categories');
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        message: `${method} is not allowed here: use GET or HEAD`,
        code: 'method_not_allowed',
      });
    }
    // Several routes on one path: every method of each.
    const account = await send('TRACE', '/api/user');
    expect(account.statusCode).toBe(405);
    expect(account.headers.allow).toBe('GET, HEAD, DELETE');
    const savedSearch = await send('GET', '/api/saved-searches/12');
    expect(savedSearch.statusCode).toBe(405);
    expect(savedSearch.headers.allow).toBe('PATCH, DELETE');
    const login = await send('GET', '/api/auth/login');
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
  });

  it('answer 404 on an API path that does not exist, whatever the method', async () => {
    for (const method of [...UNSUPPORTED, 'GET', 'POST']) {
      const response = await send(method, '/api/no-such-thing');
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ message: `No API endpoint ${method} /api/no-such-thing` });
    }
  });

  it('answer 405 on a page, which takes GET, HEAD and POST, in a small HTML page', async () => {
    for (const method of [...UNSUPPORTED, 'PUT', 'PATCH', 'DELETE']) {
      for (const url of ['/', '/offers/a-flat', '/search.data?q=x']) {
        const response = await send(method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD, POST');
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.body).toContain(`${method} is not allowed here: use GET, HEAD or POST`);
        expect(response.body).not.toMatch(/<script|style=/);
      }
    }
    expect((await send('GET', '/')).statusCode).toBe(200);
    const form = await t.app.inject({
      method: 'POST',
      url: '/offers/a-flat',
      headers: { 'user-agent': BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(200);
  });

  it('answer 405 on stored files and platform paths, which are read only', async () => {
    for (const url of ['/storage/photos/x.webp', '/healthz']) {
      for (const method of ['TRACE', 'PROPFIND', 'POST', 'DELETE']) {
        const response = await send(method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
      }
    }
  });

  it('over the network too: TRACE gets 405, a method HTTP does not know gets 400, never 500', async () => {
    await withTestApp({ site: stubSite() }, async (server) => {
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = server.app.server.address() as AddressInfo;
      expect(await rawStatus(port, 'TRACE / HTTP/1.1')).toBe(405);
      expect(await rawStatus(port, 'PROPFIND /api/categories HTTP/1.1')).toBe(405);
      expect(await rawStatus(port, 'BREW /coffee HTTP/1.1')).toBe(400);
    });
  });
});

/** The status code of one request written by hand (fetch refuses TRACE and unknown methods). */
function rawStatus(port: number, requestLine: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nUser-Agent: ${BROWSER}\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status) resolve(Number(status));
      else reject(new Error(`no status line in ${JSON.stringify(answer.slice(0, 200))}`));
    });
    socket.on('error', reject);
  });
}
