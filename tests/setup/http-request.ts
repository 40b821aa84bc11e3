// Requests over a real socket to a listening test app, carrying a test client's cookies
// and CSRF header: for tests whose requests must truly be in flight at the same time
// (app.inject hands each one to the app directly, without connections of its own).
import type { FastifyInstance } from 'fastify';
import type { TestClient } from './client.ts';

/** Starts the app on a free loopback port; returns its base URL (the app's close() stops it). */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

export async function httpRequest(
  base: string,
  client: TestClient,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  json?: unknown,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
  const xsrf = client.cookies.get('XSRF-TOKEN');
  if (xsrf && method !== 'GET') headers['x-xsrf-token'] = decodeURIComponent(xsrf);
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
