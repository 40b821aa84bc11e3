// Checking one listing's photos by their web addresses before confirming: each address
// fetched through the safe fetch, at most a few at once, and what is missing said in words.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '#core/storage/storage.ts';
import type { FeedMedia } from './feeds/feed-listing.ts';
import { fetchMedia } from './fetch-media.ts';
import { checkListingMedia, limiter } from './media-check.ts';

let server: Server;
let base: string;
let running = 0;
let most = 0;

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c05080' } })
    .jpeg()
    .toBuffer();
  server = createServer((request, response) => {
    running += 1;
    most = Math.max(most, running);
    setTimeout(() => {
      running -= 1;
      if (request.url === '/3.jpg') response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    }, 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('checkListingMedia', () => {
  it('names the photo that could not be fetched, and what the listing will be published with, two files at a time', async () => {
    const media: FeedMedia[] = Array.from({ length: 8 }, (_, index) => ({
      kind: 'photo',
      source: `${base}/${index + 1}.jpg`,
      caption: null,
    }));
    const source = {
      storage: {} as Storage,
      importId: '00000000-0000-4000-8000-000000000000',
      fetchUrl: (url: string) => fetchMedia(url, { allowPrivateHosts: true }),
    };
    const check = await checkListingMedia(source, media, { gate: limiter(2), deadline: Date.now() + 60_000 });
    expect(check).toEqual({
      photos: { listed: 8, usable: 7 },
      floor_plans: { listed: 0, usable: 0 },
      problems: [`Photo 3 (${base}/3.jpg) could not be fetched: the server answered 404`],
      outcome: 'The listing will be published with 7 of 8 photos',
    });
    // Two at a time, as the gate allows: a feed's server is never sent all its photos at once.
    expect(most).toBe(2);
  });
});
