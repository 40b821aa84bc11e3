// A parameter an endpoint does not know is ignored: links carry tracking tags, and
// older clients send extras. The parameters it knows are still checked.
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '#tests/setup/app.ts';

const t = testAppForFile();

describe('query strings', () => {
  it('ignore parameters an endpoint does not know', async () => {
    for (const url of [
      '/api/blog?page=1&utm_source=newsletter',
      '/api/prices?fbclid=abc123',
      '/api/advertisers?type=agencies&gclid=xyz',
      '/api/footers?utm_campaign=autumn',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('still check the parameters an endpoint knows', async () => {
    const response = await t.app.inject({ url: '/api/blog?page=0&utm_source=newsletter' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['page']);
  });
});
