// Every route, sent what a careless or hostile client sends: methods the path does not
// take, bodies of the wrong type or encoding, bodies over the limit, broken path
// parameters and query strings; once as a visitor and once signed in (an agency that is
// also an operator, so company and admin routes get past their guards) with the CSRF
// token. Bad input gets a 4xx that names the problem: not one answer may be a 5xx.
// Routes come from the OpenAPI document (every public route) plus the hidden ones.
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { createClient, signedInClient } from '#tests/setup/client.ts';
import { stubSite } from '#tests/setup/site.ts';

const PASSWORD = 'Fuzz-Street-9';
const EMAIL = 'fuzz@robust.example';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const UUID = '0b8f2c1e-6a57-4c1d-9e7a-3f2b1c0d9e8a';
/** Over the app's body limit of 1 MiB. */
const HUGE = `{"a":"${'x'.repeat(1_200_000)}"}`;

type Operation = { method: string; path: string; parameters: Parameter[]; hasBody: boolean };
type Parameter = { name: string; in: string; schema?: Schema };
type Schema = { type?: string | string[]; format?: string; enum?: unknown[]; $ref?: string; minimum?: number };
type Probe = { what: string; method: string; url: string; headers?: Record<string, string>; payload?: string | Buffer };

let operations: Operation[];

const t = testAppForFile(
  { RATE_LIMIT_PER_MINUTE: '1000000', LOGIN_ATTEMPTS_PER_ADDRESS: '1000000' },
  { site: stubSite() },
);

beforeAll(async () => {
  await createUser(t.database.db, {
    email: EMAIL,
    password: PASSWORD,
    accountType: 'agency',
    companyName: 'Fuzz Estates',
    roles: ['company', 'owner'],
  });
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
  operations = operationsOf(document);
});

describe('every route under hostile input', () => {
  // The whole cross product (about 10,800 requests) takes 20 to 30 s.
  it('answers no 5xx', { timeout: 90_000 }, async () => {
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    const oversized: string[] = [];
    const visitor = { label: 'visitor', headers: async () => ({}) };
    const signedIn = { label: 'signed in', headers: signedInHeaders() };
    for (const [index, operation] of [...operations, ...HIDDEN_ROUTES].entries()) {
      // An address per route, so that one route's own attempt limit does not hide the next route.
      const remoteAddress = `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      for (const caller of [visitor, signedIn]) {
        const base = await caller.headers();
        for (const probe of probesFor(operation)) {
          const response = await t.app.inject({
            method: probe.method as 'GET',
            url: probe.url,
            remoteAddress,
            headers: { 'user-agent': BROWSER, ...base, ...probe.headers },
            ...(probe.payload === undefined ? {} : { payload: probe.payload }),
          });
          sent += 1;
          // Refused unread: too large, or of a type the route does not take (pages take forms),
          // or over a route's own attempt limit, which is counted before the body is read, or
          // (the back office) asked by a visitor, who is refused before anything is read.
          const unread = caller === visitor ? [401, 413, 415, 429] : [413, 415, 429];
          if (probe.payload === HUGE && !unread.includes(response.statusCode)) {
            oversized.push(`${caller.label}: ${probe.method} ${probe.url} -> ${response.statusCode}`);
          }
          if (response.statusCode >= 500) {
            failures.push(
              `${caller.label}: ${probe.what}: ${probe.method} ${probe.url.slice(0, 120)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // A body over the limit is never read, wherever a body is taken, pages included.
    expect(oversized).toEqual([]);
    expect(sent).toBeGreaterThan(10_000);
  });
});

/** Routes the document leaves out: the pages (through the stand-in build), stored files, the document itself. */
const HIDDEN_ROUTES: Operation[] = [
  { method: 'GET', path: '/', parameters: [], hasBody: false },
  { method: 'POST', path: '/offers/{slug}', parameters: [{ name: 'slug', in: 'path' }], hasBody: true },
  { method: 'POST', path: '/search.data', parameters: [], hasBody: true },
  { method: 'GET', path: '/storage/{key}', parameters: [{ name: 'key', in: 'path' }], hasBody: false },
  { method: 'GET', path: '/api/openapi.json', parameters: [], hasBody: false },
];

/** The session of the signed-in caller, made again whenever a probe ended it (logout, say). */
function signedInHeaders(): () => Promise<Record<string, string>> {
  let client = createClient(t.app);
  let loggedIn = false;
  return async () => {
    if (!loggedIn || (await client.get('/api/user')).statusCode !== 200) {
      client = await signedInClient(t.app, EMAIL, PASSWORD);
      loggedIn = true;
    }
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { cookie, 'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? '') };
  };
}

function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      hasBody: operation.requestBody !== undefined || ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase()),
    })),
  );
}

/** A value the parameter's schema accepts, so that the other parts of the request are what is tested. */
function validValue(parameter: Parameter): string {
  const schema = parameter.schema ?? {};
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'uuid' || schema.$ref?.endsWith('/Uuid') || parameter.name === 'id') return UUID;
  const type = [schema.type].flat()[0];
  if (type === 'integer' || type === 'number') return String(Math.max(1, schema.minimum ?? 1));
  return 'a-flat-in-leeds';
}

function pathWith(operation: Operation, value: (parameter: Parameter) => string): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name) ?? { name, in: 'path' };
    return value(parameter);
  });
}

const BAD_PATH_VALUES = [
  'a%00b',
  'x'.repeat(260),
  '%E0%A4%A',
  '%ff%fe',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20or%20'1'='1",
  '-1',
  '1e309',
  '%00',
];

const BAD_QUERIES = (names: string[]) => {
  const each = (value: (name: string) => string) => names.map(value).join('&');
  return [
    each((name) => `${name}=%ff%fe`),
    each((name) => `${name}[]=a&${name}[x]=b&${name}=c`),
    each((name) => `${name}=${'9'.repeat(400)}`),
    each((name) => `${name}=-1e309`),
    each((name) => `${name}=`),
    each((name) => `${name}=a%00b`),
    `__proto__[admin]=1&constructor[prototype][admin]=1&q=${'x'.repeat(9000)}`,
    '%&=&&=%zz',
  ];
};

const JSON_TYPE = { 'content-type': 'application/json' };

/** Bodies of every wrong kind, for a route that reads one. */
function badBodies(): Omit<Probe, 'method' | 'url'>[] {
  const multipart = (body: string, boundary = 'fuzzboundary') => ({
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  return [
    ...['[]', '"text"', '42', 'null', 'true', '[{"a":1}]'].map((payload) => ({
      what: `JSON ${payload}`,
      headers: JSON_TYPE,
      payload,
    })),
    { what: 'truncated JSON', headers: JSON_TYPE, payload: '{"offers": [1, 2' },
    { what: 'empty JSON', headers: JSON_TYPE, payload: '' },
    { what: 'deeply nested JSON', headers: JSON_TYPE, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { what: 'deeply nested object', headers: JSON_TYPE, payload: `${'{"title":'.repeat(5000)}1${'}'.repeat(5000)}` },
    {
      what: 'prototype keys',
      headers: JSON_TYPE,
      payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
    },
    {
      what: 'invalid UTF-8',
      headers: JSON_TYPE,
      payload: Buffer.from([0x7b, 0x22, 0x61, 0xff, 0xfe, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    },
    { what: 'plain text', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    { what: 'unknown type', headers: { 'content-type': 'application/x-fuzz' }, payload: 'hello' },
    { what: 'broken content type', headers: { 'content-type': 'application/json; charset=nope; ;;' }, payload: '{}' },
    {
      what: 'form-encoded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&b=%ff&c[]=2',
    },
    { what: 'multipart with no parts', ...multipart('--fuzzboundary--\r\n') },
    { what: 'multipart without a boundary', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
    {
      what: 'truncated multipart',
      ...multipart('--fuzzboundary\r\nContent-Disposition: form-data; name="offer"\r\n\r\n{"title": "a'),
    },
    {
      what: 'truncated multipart file',
      ...multipart(
        '--fuzzboundary\r\nContent-Disposition: form-data; name="offer"\r\n\r\n{}\r\n--fuzzboundary\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff',
      ),
    },
    { what: 'multipart with an empty boundary', ...multipart('--\r\n', '') },
    { what: 'multipart with a boundary too long', ...multipart('--x--\r\n', 'b'.repeat(300)) },
    {
      what: 'NUL in a multipart file name',
      ...multipart(
        '--fuzzboundary\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.csv"\r\nContent-Type: text/csv\r\n\r\na,b\r\n--fuzzboundary--\r\n',
      ),
    },
    {
      what: 'NUL in JSON text',
      headers: JSON_TYPE,
      payload: '{"title":"a\\u0000b","name":"x\\u0000","email":"a\\u0000@b.c"}',
    },
    {
      what: 'multipart file where a field belongs',
      ...multipart(
        '--fuzzboundary\r\nContent-Disposition: form-data; name="offer"; filename="x.json"\r\nContent-Type: application/json\r\n\r\n{}\r\n--fuzzboundary--\r\n',
      ),
    },
    {
      what: 'gzip with garbage',
      headers: { ...JSON_TYPE, 'content-encoding': 'gzip' },
      payload: Buffer.from('this is not gzip at all'),
    },
    {
      what: 'gzip of garbage JSON',
      headers: { ...JSON_TYPE, 'content-encoding': 'gzip' },
      payload: gzipSync('{"a":'),
    },
    { what: 'unknown encoding', headers: { ...JSON_TYPE, 'content-encoding': 'x-fuzz' }, payload: '{}' },
    { what: 'Content-Length too long', headers: { ...JSON_TYPE, 'content-length': '50' }, payload: '{}' },
    { what: 'Content-Length not a number', headers: { ...JSON_TYPE, 'content-length': 'abc' }, payload: '{}' },
    { what: 'a body over the limit', headers: JSON_TYPE, payload: HUGE },
  ];
}

function probesFor(operation: Operation): Probe[] {
  const url = pathWith(operation, validValue);
  const probes: Probe[] = ['TRACE', 'PROPFIND', 'OPTIONS', 'CONNECT', 'SEARCH'].map((method) => ({
    what: 'unknown method',
    method,
    url,
  }));
  if (operation.hasBody) {
    for (const body of badBodies()) probes.push({ ...body, method: operation.method, url });
  }
  if (operation.parameters.some((parameter) => parameter.in === 'path')) {
    for (const bad of BAD_PATH_VALUES) {
      probes.push({ what: 'bad path parameter', method: operation.method, url: pathWith(operation, () => bad) });
    }
  }
  // The notification stream stays open for a good request: only its broken ones are sent.
  if (operation.path === '/api/user/notifications/stream') return probes;
  const queryNames = operation.parameters.filter((parameter) => parameter.in === 'query').map((p) => p.name);
  for (const query of BAD_QUERIES(queryNames.length ? queryNames : ['page'])) {
    probes.push({ what: 'bad query', method: operation.method, url: `${url}?${query}` });
  }
  return probes;
}
