// Real HTTP against a listening test app, for tests whose requests must truly be in
// flight at the same time: app.inject runs one request at a time through the router, a
// socket does not. Requests go as a TestClient would send them (its cookies and CSRF
// header), from a real connection each time.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TestClient } from './client.ts';

/** Listens on a free loopback port; returns the base URL (the app's close() stops it). */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One request over a socket with the client's cookies, and its CSRF header on a state-changing method. */
async function send(
  baseUrl: string,
  client: TestClient,
  method: Method,
  path: string,
  json?: unknown,
): Promise<{ status: number; text: string }> {
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
  return { status: response.status, text: await response.text() };
}

export type HttpAnswer = { status: number; body: Record<string, unknown> };

/** The client's requests over HTTP; an empty body reads as {}. */
export function overHttp(baseUrl: string, client: TestClient) {
  return async (method: 'GET' | 'POST' | 'PATCH', path: string, json?: unknown): Promise<HttpAnswer> => {
    const { status, text } = await send(baseUrl, client, method, path, json);
    return { status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
}

/** One of the client's requests over HTTP; an empty body reads as null. */
export async function httpRequest(
  baseUrl: string,
  client: TestClient,
  method: Method,
  path: string,
  json?: unknown,
): Promise<{ status: number; body: unknown }> {
  const { status, text } = await send(baseUrl, client, method, path, json);
  return { status, body: text ? JSON.parse(text) : null };
}
