// Pages have a per-client budget too (everything React Router serves: documents and
// their data requests), smaller for known robots, counted in the database's shared
// counters in a bucket of their own (not the API's). Over it: 429 with Retry-After and
// a small HTML page. Stored files and React Router's route manifest are not counted.
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildAppOn, testAppForFile, withTestApp } from '#tests/setup/app.ts';
import { stubSite } from '#tests/setup/site.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PEOPLE = 6;
const ROBOTS = 2;

const t = testAppForFile(
  { PAGE_RATE_LIMIT_PER_MINUTE: String(PEOPLE), PAGE_RATE_LIMIT_ROBOTS_PER_MINUTE: String(ROBOTS) },
  { site: stubSite() },
);

let nextAddress = 1;
/** A client address no other test has used, so each test starts with a full budget. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const page = (address: string, url = '/offers/a-flat', userAgent = BROWSER, app = t.app) =>
  app.inject({ url, remoteAddress: address, headers: { 'user-agent': userAgent } });

describe('the page budget of a client', () => {
  it('lets a person through up to the limit, documents and data requests alike, then answers 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < PEOPLE; i += 1) {
      const url = i % 2 === 0 ? '/offers/a-flat' : '/search.data?type=rent';
      expect((await page(address, url)).statusCode, `request ${i + 1}`).toBe(200);
    }
    const refused = await page(address);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain('<h1>Too many requests</h1>');
    expect(refused.body).toContain(`Please wait ${retryAfter} second`);
    expect(refused.body).not.toMatch(/<script|style=|at \w+ \(/);
    expect((await page(address, '/search.data?type=sell')).statusCode).toBe(429);
    // Another client is not affected.
    expect((await page(freshAddress())).statusCode).toBe(200);
  });

  it('is smaller for a known robot', async () => {
    const address = freshAddress();
    for (let i = 0; i < ROBOTS; i += 1) expect((await page(address, '/', GOOGLEBOT)).statusCode).toBe(200);
    const refused = await page(address, '/', GOOGLEBOT);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // A script that says nothing about itself is treated as a robot too.
    const silent = freshAddress();
    for (let i = 0; i < ROBOTS; i += 1) expect((await page(silent, '/', '')).statusCode).toBe(200);
    expect((await page(silent, '/', '')).statusCode).toBe(429);
  });

  it('does not count stored files, the route manifest or the API, and the API does not count pages', async () => {
    const address = freshAddress();
    for (let i = 0; i < PEOPLE * 2; i += 1) {
      expect((await page(address, '/storage/photos/missing.webp')).statusCode).toBe(404);
      await page(address, '/__manifest?p=/offers/a-flat&version=stub');
      expect((await page(address, '/api/categories')).statusCode).toBe(200);
    }
    for (let i = 0; i < PEOPLE; i += 1) expect((await page(address)).statusCode).toBe(200);
    expect((await page(address)).statusCode).toBe(429);
    expect((await page(address, '/api/categories')).statusCode).toBe(200);
  });
});

describe('a burst of page requests at once, over the network', () => {
  it('lets exactly the budget through and refuses the rest', async () => {
    const env = { PAGE_RATE_LIMIT_PER_MINUTE: String(PEOPLE), PAGE_RATE_LIMIT_ROBOTS_PER_MINUTE: String(ROBOTS) };
    await withTestApp({ env, site: stubSite() }, async (server) => {
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = server.app.server.address() as AddressInfo;
      const answers = await Promise.all(
        Array.from({ length: PEOPLE * 4 }, (_, index) =>
          fetch(`http://127.0.0.1:${port}/offers/flat-${index}`, { headers: { 'user-agent': BROWSER } }).then(
            async (response) => {
              await response.arrayBuffer();
              return response.status;
            },
          ),
        ),
      );
      expect(answers.filter((status) => status === 200)).toHaveLength(PEOPLE);
      expect(answers.filter((status) => status === 429)).toHaveLength(PEOPLE * 3);
    });
  }, 90_000); // an app of its own, started and stopped: slow on a busy machine
});

describe('two app processes on one database', () => {
  it('share a client’s page count, because the counters live in the database', async () => {
    const second = await buildAppOn(t.database, t.config, { site: stubSite() });
    try {
      const address = freshAddress();
      expect((await page(address)).statusCode).toBe(200);
      // The second process starts from the first one's count: one request fewer for it.
      for (let i = 1; i < PEOPLE; i += 1) {
        expect((await page(address, '/offers/a-flat', BROWSER, second)).statusCode, `request ${i + 1}`).toBe(200);
      }
      expect((await page(address, '/offers/a-flat', BROWSER, second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
