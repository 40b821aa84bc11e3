// What reaches React Router: the server hands pages their request body unread (so
// actions read their forms), so it bounds that body itself: form encodings only, a
// length given and under the app's body limit, no compression. Whatever it refuses
// for a page gets a small HTML page, not JSON and not the app.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '#tests/setup/app.ts';
import { stubSite, stubSiteWhoseRenderFails } from '#tests/setup/site.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const FORM = 'application/x-www-form-urlencoded';

const t = testAppForFile({}, { site: stubSite() });

const post = (headers: Record<string, string>, payload: string | Buffer | Readable, url = '/alerts/unsubscribe') =>
  t.app.inject({ method: 'POST', url, headers: { 'user-agent': BROWSER, ...headers }, payload });

const expectPlainPage = (response: Awaited<ReturnType<typeof post>>, status: number, text: string) => {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toContain(text);
  expect(response.body).not.toMatch(/<script|style=/);
};

describe('a form posted to a page', () => {
  it('reaches the page when it is a form of a sensible size', async () => {
    expect((await post({ 'content-type': FORM }, 'token=abc')).statusCode).toBe(200);
    const multipart = '--b\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc\r\n--b--\r\n';
    expect((await post({ 'content-type': 'multipart/form-data; boundary=b' }, multipart)).statusCode).toBe(200);
  });

  it('is refused when it is not a form: JSON, text or compressed', async () => {
    expectPlainPage(await post({ 'content-type': 'application/json' }, '{}'), 415, 'Send the form as a web form');
    expectPlainPage(await post({ 'content-type': 'text/plain' }, 'token=abc'), 415, 'Send the form as a web form');
    expectPlainPage(await post({}, 'token=abc'), 415, 'Send the form as a web form');
    expectPlainPage(
      await post({ 'content-type': FORM, 'content-encoding': 'gzip' }, Buffer.from('not gzip')),
      415,
      'Send the form as a web form',
    );
  });

  it('is refused over the body limit, or without a length', async () => {
    const big = `token=${'x'.repeat(1_100_000)}`;
    expectPlainPage(await post({ 'content-type': FORM }, big), 413, 'The form is too large');
    expectPlainPage(await post({ 'content-type': FORM }, Readable.from(['token=abc'])), 411, 'length');
  });
});

describe('a page address', () => {
  it('with a NUL character gets a 400 page, before any loader queries with it', async () => {
    const response = await t.app.inject({ url: '/offers/a%00b', headers: { 'user-agent': BROWSER } });
    expectPlainPage(response, 400, 'NUL character');
    const query = await t.app.inject({ url: '/search?q=a%00b', headers: { 'user-agent': BROWSER } });
    expectPlainPage(query, 400, 'NUL character');
  });
});

describe('a page whose error page fails too', () => {
  const broken = testAppForFile({}, { site: stubSiteWhoseRenderFails() });

  it('answers 500 with a small page saying the error page failed, not a bare line of text', async () => {
    const response = await broken.app.inject({ url: '/about', headers: { 'user-agent': BROWSER } });
    expectPlainPage(response, 500, 'An error occurred while showing the error page');
    expect(response.body).toContain('There was a problem, please try again');
  });
});

describe('the OpenAPI document of a site', () => {
  it('leaves the pages out: they are not part of the API', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual(['/healthz', '/readyz']);
  });
});
