// Fetching feed photos by URL: private and reserved addresses are refused (also behind a
// name or a redirect), as are other schemes, credentials, oversized bodies, slow servers
// and endless redirects; a public-like (here: allowed local) server's file arrives whole.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolve } from '#core/net/outbound-address.ts';
import { fetchMedia, MediaFetchError } from './fetch-media.ts';

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
      case '/to-metadata':
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
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
  it('refuses every spelling of a private or reserved address in the URL itself, before any lookup', async () => {
    for (const host of [
      '2130706433',
      '0x7f000001',
      '0177.0.0.1',
      '127.1',
      '0x7f.0.0.1',
      '127.0.0.1.',
      '\uff11\uff12\uff17.\uff10.\uff10.\uff11',
      '0',
      '[::]',
      '[::1]',
      '[::127.0.0.1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[0:0:0:0:0:ffff:127.0.0.1]',
      '[64:ff9b::127.0.0.1]',
      '[64:ff9b:1::a00:1]',
      '[2002:7f00:1::]',
      '[fec0::1]',
      '[fe80::1]',
      '[fd00::1]',
      '169.254.169.254',
      '100.64.0.1',
    ]) {
      expect(await refusal(fetchMedia(`http://${host}/photo.jpg`)), host).toMatch(/private or reserved/);
    }
  });

  it('connects to the address it checked: a name that rebinds after the check cannot move the connection', async () => {
    // Two servers on one port: the checked address (127.0.0.1) and the one the name
    // rebinds to (127.0.0.2). Private hosts are allowed here only so that both are local.
    const port = Number(new URL(base).port);
    const inside = createServer((_request, response) => {
      insideHits += 1;
      response.end('inside');
    });
    let insideHits = 0;
    await new Promise<void>((resolve) => inside.listen(port, '127.0.0.2', resolve));
    try {
      const answers = ['127.0.0.1', '127.0.0.2'];
      let calls = 0;
      const resolve: Resolve = async () => [{ address: answers[calls++] ?? '127.0.0.2', family: 4 }];
      const body = await fetchMedia(`http://rebind.example:${port}/photo.jpg`, { allowPrivateHosts: true, resolve });
      expect(body.length).toBe(1000);
      expect(calls).toBe(1);
      expect(insideHits).toBe(0);
    } finally {
      inside.closeAllConnections();
      await new Promise((resolve) => inside.close(resolve));
    }
  });

  it('refuses a name whose answers include a private address, without connecting', async () => {
    const resolve: Resolve = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect(await refusal(fetchMedia('http://mixed.example/photo.jpg', { resolve }))).toMatch(
      /mixed\.example leads to a private or reserved address/,
    );
    const redirected = await refusal(
      fetchMedia(`${base}/to-metadata`, {
        allowPrivateHosts: false,
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      }),
    );
    expect(redirected).toMatch(/private or reserved/);
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
