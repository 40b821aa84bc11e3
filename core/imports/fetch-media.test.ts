// Fetching feed photos by URL: private and reserved addresses are refused (also behind a
// name or a redirect), as are other schemes, credentials, oversized bodies, slow servers
// and endless redirects; a public-like (here: allowed local) server's file arrives whole.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchMedia, isPrivateAddress, MediaFetchError } from './fetch-media.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    switch (request.url) {
      case '/photo.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(1000, 7));
        return;
      case '/moved':
        response.writeHead(302, { location: '/photo.jpg' }).end();
        return;
      case '/loop':
        response.writeHead(302, { location: '/loop' }).end();
        return;
      case '/big':
        response.writeHead(200, { 'content-length': String(5000) }).end(Buffer.alloc(5000));
        return;
      case '/chunked-big':
        response.writeHead(200);
        for (let index = 0; index < 10; index += 1) response.write(Buffer.alloc(1000));
        response.end();
        return;
      case '/slow':
        setTimeout(() => response.end('late'), 2000);
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaFetchError);
  return (error as Error).message;
};

describe('fetching media for an import', () => {
  it('tells private and reserved addresses from public ones', () => {
    for (const address of [
      '10.1.2.3',
      '127.0.0.1',
      '169.254.169.254',
      '172.20.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'fd00::1',
      'fe80::1',
      'not-an-ip',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '151.101.1.69', '::ffff:8.8.8.8', '2a00:1450:4009:80b::200e']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses private addresses, also behind a name, and other schemes and credentials', async () => {
    expect(await refusal(fetchMedia(`${base}/photo.jpg`))).toMatch(/private or reserved/);
    expect(await refusal(fetchMedia(`http://localhost:${new URL(base).port}/photo.jpg`))).toMatch(
      /private or reserved/,
    );
    expect(await refusal(fetchMedia('http://169.254.169.254/latest/meta-data/'))).toMatch(/private or reserved/);
    expect(await refusal(fetchMedia('http://[::1]/x'))).toMatch(/private or reserved/);
    expect(await refusal(fetchMedia('file:///etc/passwd'))).toMatch(/only http and https/);
    expect(await refusal(fetchMedia('https://user:secret@example.com/a.jpg'))).toMatch(/credentials/);
    expect(await refusal(fetchMedia('not a url'))).toMatch(/not a web address/);
  });

  it('fetches a file whole, following a redirect, when the host is allowed', async () => {
    const allowed = { allowPrivateHosts: true };
    expect((await fetchMedia(`${base}/photo.jpg`, allowed)).length).toBe(1000);
    expect((await fetchMedia(`${base}/moved`, allowed)).length).toBe(1000);
  });

  it('stops endless redirects, oversized bodies, slow servers and failures', async () => {
    const allowed = { allowPrivateHosts: true };
    expect(await refusal(fetchMedia(`${base}/loop`, allowed))).toMatch(/too many redirects/);
    expect(await refusal(fetchMedia(`${base}/big`, { ...allowed, maxBytes: 4096 }))).toMatch(/too large/);
    expect(await refusal(fetchMedia(`${base}/chunked-big`, { ...allowed, maxBytes: 4096 }))).toMatch(/too large/);
    await refusal(fetchMedia(`${base}/slow`, { ...allowed, timeoutMs: 200 }));
    expect(await refusal(fetchMedia(`${base}/missing.jpg`, allowed))).toMatch(/answered 404/);
  });
});
