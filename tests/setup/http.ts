// Real HTTP against a listening test app, for concurrency tests: app.inject runs one
// request at a time through the router, a socket does not. `overHttp` sends as a
// TestClient would (its cookies and CSRF header), from a real connection each time.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TestClient } from './client.ts';

/** Listens on a free loopback port; returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export type HttpAnswer = { status: number; body: Record<string, unknown> };

export function overHttp(baseUrl: string, client: TestClient) {
  return async (method: 'GET' | 'POST' | 'PATCH', path: string, json?: unknown): Promise<HttpAnswer> => {
    const headers: Record<string, string> = {
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    const xsrf = client.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
}
