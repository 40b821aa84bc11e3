// A browser-like API client for tests: keeps cookies between calls and sends the
// X-XSRF-TOKEN header from the XSRF-TOKEN cookie, as the site's pages do.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { findUserByEmail } from '#core/accounts/users.ts';
import { unusedTotpCode } from '#tests/fixtures/two-factor.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Options = { headers?: Record<string, string>; csrf?: boolean; remoteAddress?: string };

export type TestClient = {
  cookies: Map<string, string>;
  request(method: Method, url: string, payload?: unknown, options?: Options): Promise<LightMyRequestResponse>;
  get(url: string, options?: Options): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, options?: Options): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown, options?: Options): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: unknown, options?: Options): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: unknown, options?: Options): Promise<LightMyRequestResponse>;
  /** GET /api/sanctum/csrf-cookie, as the site's pages do before login and register. */
  csrf(): Promise<void>;
  /** csrf() then POST /api/auth/login; throws unless it succeeds. */
  login(email: string, password: string): Promise<LightMyRequestResponse>;
};

export function createClient(app: FastifyInstance, defaults: { remoteAddress?: string } = {}): TestClient {
  const cookies = new Map<string, string>();
  const remember = (response: LightMyRequestResponse): void => {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0) || isPast(cookie.expires)) {
        cookies.delete(cookie.name);
      } else {
        cookies.set(cookie.name, cookie.value);
      }
    }
  };
  const request: TestClient['request'] = async (method, url, payload, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = cookies.get('XSRF-TOKEN');
    // As the site sends it: on every state-changing method, and on a GET only when asked (csrf: true).
    if ((options.csrf ?? method !== 'GET') && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    const injection: InjectOptions = { method, url, headers };
    const remoteAddress = options.remoteAddress ?? defaults.remoteAddress;
    if (remoteAddress) injection.remoteAddress = remoteAddress;
    if (payload !== undefined) injection.payload = payload as InjectOptions['payload'];
    const response = await app.inject(injection);
    remember(response);
    return response;
  };
  const client: TestClient = {
    cookies,
    request,
    get: (url, options) => request('GET', url, undefined, options),
    post: (url, payload, options) => request('POST', url, payload, options),
    put: (url, payload, options) => request('PUT', url, payload, options),
    patch: (url, payload, options) => request('PATCH', url, payload, options),
    delete: (url, payload, options) => request('DELETE', url, payload, options),
    async csrf() {
      const response = await request('GET', '/api/sanctum/csrf-cookie');
      if (response.statusCode !== 204) throw new Error(`csrf-cookie answered ${response.statusCode}`);
    },
    async login(email, password) {
      await client.csrf();
      let response = await request('POST', '/api/auth/login', { email, password });
      // An account with two-factor sign-in: its app's code, as the person would type it.
      if (response.statusCode === 202) {
        const user = await findUserByEmail(app.database.db, email);
        if (!user) throw new Error(`no account ${email}`);
        response = await request('POST', '/api/auth/two-factor-challenge', {
          code: await unusedTotpCode(app.database.db, user.id),
        });
      }
      if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
      return response;
    },
  };
  return client;
}

function isPast(expires: Date | string | undefined): boolean {
  return expires !== undefined && new Date(expires).getTime() < Date.now();
}

/** A client from `remoteAddress` (if given), logged in as `email`: login throws unless it succeeds. */
export async function signedInClient(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
): Promise<TestClient> {
  const client = createClient(app, remoteAddress ? { remoteAddress } : {});
  await client.login(email, password);
  return client;
}

/** A visitor who is not logged in, with a session and its CSRF token, as a page makes before posting. */
export async function guestClient(app: FastifyInstance, remoteAddress?: string): Promise<TestClient> {
  const client = createClient(app, remoteAddress ? { remoteAddress } : {});
  await client.csrf();
  return client;
}
