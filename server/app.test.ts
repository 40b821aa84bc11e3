import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZOD_JITLESS_SCRIPT } from '#contract/zod-jitless.ts';
import { buildAppOn, testAppForFile } from '#tests/setup/app.ts';

const t = testAppForFile();

describe('platform endpoints', () => {
  it('answers /healthz and /readyz', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api path with a JSON 404 naming it, and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'No API endpoint GET /api/no-such-thing' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed request id from the caller and replaces a malformed one', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(kept.headers['x-request-id']).toBe('edge-1234abcd');
    const replaced = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Besides the nonce, the one fixed inline script that turns zod's eval probe off, by its hash.
    const hash = createHash('sha256').update(ZOD_JITLESS_SCRIPT).digest('base64');
    expect(directive(csp, 'script-src')).toContain(`'sha256-${hash}'`);
    // No inline style either: injected markup cannot restyle the page or read it out through CSS.
    expect(directive(csp, 'style-src')).toEqual(["'self'"]);
    expect(directive(csp, 'style-src-attr')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('publishes an OpenAPI 3.1 document of the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/readyz');
    expect(Object.keys(document.paths).some((path) => path === '/*' || path === '/api/*')).toBe(false);
    // Shared schemas are components, referred to with $ref rather than copied into every operation.
    const schemas = document.components.schemas;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['ErrorBody', 'OfferInput', 'OfferCard', 'Uuid']));
    expect(schemas.ErrorBody.properties).toHaveProperty('message');
    expect(schemas.OfferInput.properties).toHaveProperty('category_id');
    const offers = document.paths['/api/offers'];
    expect(offers.post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/OfferInput',
    });
    // Error answers are named once, as responses, and carry the error body.
    expect(offers.post.responses['422']).toEqual({ $ref: '#/components/responses/Error422' });
    expect(document.components.responses.Error422.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    // Every $ref is local and resolves; every component is referred to.
    const refs = localRefs(document);
    for (const ref of refs) expect(resolvePointer(document, ref), ref).toBeDefined();
    for (const name of Object.keys(schemas)) expect(refs).toContain(`#/components/schemas/${name}`);
    // With every shared schema inlined the document was 447,821 bytes (118 paths), the error
    // body alone 467 copies. With components it is about 261 KB (129 paths); what remains is
    // per operation (its parameters, and a response object for each status). Documenting every
    // search parameter (catalogue attributes included) added about 4 KB to each search route,
    // about 300 KB in all. Each error answer is now a reference to a shared response.
    // The push API for agency software (its envelope, request and answer as components), the
    // push credentials, the import map and leaving a row out brought it to about 323 KB.
    // Two-factor sign-in (seven routes) brought it to about 357 KB, and the back office
    // (about forty routes: dashboard, moderation, reports, orders, refunds, prices, imports,
    // newsletter, accounts' data) to about 423 KB. 480,000 leaves room for the auctions and
    // swaps to come and still catches a shared schema slipping back inline (the error body
    // alone would add 120 KB).
    expect(JSON.stringify(document).length).toBeLessThan(480_000);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
    // The reference page and its files have the same strict policy: no inline style or script.
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    for (const response of [docs, page]) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).not.toContain('unsafe-inline');
      expect(directive(csp, 'style-src')).toEqual(["'self'"]);
      expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    }
  });

  it('counts API requests against a per-client limit kept in the database', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const second = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const remaining = (r: typeof first) => Number(r.headers['x-ratelimit-remaining']);
    expect(remaining(second)).toBe(remaining(first) - 1);
    const { rows } = await t.database.pool.query('select hits from rate_limits');
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('two app processes on one database', () => {
  it('share the rate-limit window, because the counters live in the database', async () => {
    const second = await buildAppOn(t.database, t.config);
    try {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      const first = await t.app.inject({
        method: 'GET',
        url: '/api/categories',
        remoteAddress: '203.0.113.9',
        headers,
      });
      const other = await second.inject({
        method: 'GET',
        url: '/api/categories',
        remoteAddress: '203.0.113.9',
        headers,
      });
      expect(Number(other.headers['x-ratelimit-remaining'])).toBe(Number(first.headers['x-ratelimit-remaining']) - 1);
    } finally {
      await second.close();
    }
  });
});

describe('logs', () => {
  it('never write the tokens of e-mail links', async () => {
    const { redactUrl } = await import('#server/app.ts');
    expect(redactUrl('/set-password?token=abc123&next=/x')).toBe('/set-password?token=[redacted]&next=/x');
    expect(redactUrl('/api/saved-searches/unsubscribe?token=s3cret')).toBe(
      '/api/saved-searches/unsubscribe?token=[redacted]',
    );
    expect(redactUrl('/search?q=token')).toBe('/search?q=token');
  });
});

/** The sources of one directive of a Content-Security-Policy header. */
function directive(csp: string, name: string): string[] | undefined {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

/** Every `$ref` in a document; each must be local (`#/...`). */
function localRefs(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) localRefs(item, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        expect(value).toMatch(/^#\//);
        found.add(value);
      } else {
        localRefs(value, found);
      }
    }
  }
  return found;
}

/** What a local JSON pointer (`#/components/schemas/X`) points at, or undefined. */
function resolvePointer(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' && Object.hasOwn(node, part)
          ? (node as Record<string, unknown>)[part]
          : undefined,
      document,
    );
}
