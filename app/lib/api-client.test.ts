import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, errorAction, errorMessage, firstFieldErrors, readApiError } from './api-client.ts';

const error = (status: number, body: unknown = {}) => readApiError(status, body);
const on = (pathname: string, handled?: number[]) => ({ pathname, handled });

describe('how the API client maps error answers', () => {
  it('500 and network failures: the general problem message', () => {
    expect(errorAction(error(500, { message: 'boom' }), on('/'))).toEqual({
      toast: 'There was a problem, please try again',
    });
    expect(errorAction(error(0), on('/')).toast).toBe('There was a problem, please try again');
  });

  it("401: the server's text or 'Log in to access this page', token reset, home unless on /auth", () => {
    expect(errorAction(error(401, { message: 'Session expired' }), on('/settings'))).toEqual({
      toast: 'Session expired',
      resetToken: true,
      navigateTo: '/',
    });
    expect(errorAction(error(401), on('/settings')).toast).toBe('Log in to access this page');
    expect(errorAction(error(401), on('/auth'))).toEqual({ toast: 'Log in to access this page', resetToken: true });
  });

  it("400: the server's text, the e-mail-taken code in the spec's words", () => {
    expect(errorAction(error(400, { message: 'Wrong current password' }), on('/')).toast).toBe(
      'Wrong current password',
    );
    expect(errorAction(error(400, { message: 'taken', code: 'email_already_exist' }), on('/')).toast).toBe(
      'This email address is already in use by another account',
    );
    expect(errorAction(error(400), on('/')).toast).toBe('There was a problem, please try again');
  });

  it('404 goes to /404 with no message', () => {
    expect(errorAction(error(404, { message: 'Not found' }), on('/'))).toEqual({ navigateTo: '/404' });
  });

  it("422 outside a form: the problem message and home, unless on /auth; 429 and 419: the server's text", () => {
    expect(errorAction(error(422, { errors: { name: ['x'] } }), on('/settings'))).toEqual({
      toast: 'There was a problem, please try again',
      navigateTo: '/',
    });
    expect(errorAction(error(422), on('/auth'))).toEqual({ toast: 'There was a problem, please try again' });
    // A form that shows the refusal beside its fields keeps the visitor where they are.
    expect(errorAction(error(422), { pathname: '/settings', handled: [422] })).toEqual({});
    expect(errorAction(error(429, { message: 'Too many attempts. Try again in 5 minutes.' }), on('/')).toast).toBe(
      'Too many attempts. Try again in 5 minutes.',
    );
    expect(errorAction(error(419, { message: 'Your session has expired.' }), on('/')).toast).toBe(
      'Your session has expired.',
    );
  });

  it('does nothing for statuses the caller handles', () => {
    expect(errorAction(error(422), on('/', [422]))).toEqual({});
    expect(errorAction(error(404), on('/complete-registration', [404]))).toEqual({});
  });

  it('reads field errors and messages defensively', () => {
    expect(firstFieldErrors({ email: ['Email is required', 'other'], name: 'Plain', bad: [1], empty: [] })).toEqual({
      email: 'Email is required',
      name: 'Plain',
    });
    expect(firstFieldErrors(null)).toEqual({});
    expect(readApiError(500, 'not an object')).toEqual({
      status: 500,
      message: undefined,
      code: undefined,
      errors: {},
      fieldMessages: {},
    });
    expect(readApiError(422, { errors: { file: ['Line 3: The file ends before #END#', 'Second'], x: 'One' } })).toEqual(
      expect.objectContaining({
        errors: { file: 'Line 3: The file ends before #END#', x: 'One' },
        fieldMessages: { file: ['Line 3: The file ends before #END#', 'Second'], x: ['One'] },
      }),
    );
    expect(errorMessage(error(400, { code: 'email_already_exist', message: 'x' }))).toBe(
      'This email address is already in use by another account',
    );
  });
});

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  type Call = { url: string; init: RequestInit | undefined };

  function stub(responses: Array<() => Response>, cookie: { value: string }) {
    const calls: Call[] = [];
    vi.stubGlobal('document', {
      get cookie() {
        return cookie.value;
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        if (url === '/api/sanctum/csrf-cookie') {
          cookie.value = 'XSRF-TOKEN=fresh%3Dtoken';
          return new Response(null, { status: 204 });
        }
        const next = responses.shift();
        if (!next) throw new Error(`unexpected call ${url}`);
        return next();
      }),
    );
    return calls;
  }

  const header = (call: Call | undefined) =>
    (call?.init?.headers as Record<string, string> | undefined)?.['X-XSRF-TOKEN'];

  it('fetches the CSRF cookie when there is none, then sends the token decoded', async () => {
    const cookie = { value: '' };
    const calls = stub([() => new Response(null, { status: 204 })], cookie);
    const result = await apiRequest('/api/auth/logout', { method: 'POST' });
    expect(result).toEqual({ ok: true, status: 204, data: undefined });
    expect(calls.map((c) => c.url)).toEqual(['/api/sanctum/csrf-cookie', '/api/auth/logout']);
    expect(header(calls[1])).toBe('fresh=token');
    expect(calls[1]?.init?.credentials).toBe('same-origin');
  });

  it('reads the cookie at request time and skips the header on GET', async () => {
    const cookie = { value: 'XSRF-TOKEN=one' };
    const calls = stub([() => Response.json(true), () => new Response(null, { status: 204 })], cookie);
    await apiRequest('/api/auth/check');
    cookie.value = 'XSRF-TOKEN=two';
    await apiRequest('/api/user/notifications/deactivate', { method: 'PATCH' });
    expect(header(calls[0])).toBeUndefined();
    expect(header(calls[1])).toBe('two');
  });

  it('asks for a fresh cookie first when told to (login, register)', async () => {
    const cookie = { value: 'XSRF-TOKEN=old' };
    const calls = stub([() => Response.json({ id: 1 })], cookie);
    await apiRequest('/api/auth/login', { method: 'POST', json: { email: 'a@b.co', password: 'x' }, freshCsrf: true });
    expect(calls[0]?.url).toBe('/api/sanctum/csrf-cookie');
    expect(header(calls[1])).toBe('fresh=token');
    expect(calls[1]?.init?.body).toBe('{"email":"a@b.co","password":"x"}');
  });

  it('retries once after a 419 with a new token', async () => {
    const cookie = { value: 'XSRF-TOKEN=stale' };
    const calls = stub(
      [
        () => Response.json({ message: 'CSRF token mismatch' }, { status: 419 }),
        () => Response.json({ newsletter: true }),
      ],
      cookie,
    );
    const result = await apiRequest('/api/user/profile/newsletter', { method: 'PATCH' });
    expect(result).toEqual({ ok: true, status: 200, data: { newsletter: true } });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/user/profile/newsletter',
      '/api/sanctum/csrf-cookie',
      '/api/user/profile/newsletter',
    ]);
  });

  it('returns error bodies and network failures as results', async () => {
    const cookie = { value: 'XSRF-TOKEN=t' };
    stub(
      [
        () => Response.json({ message: 'Invalid', errors: { email: ['Incorrect email address'] } }, { status: 422 }),
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
      cookie,
    );
    expect(await apiRequest('/api/auth/register', { method: 'POST', json: {} })).toEqual({
      ok: false,
      error: {
        status: 422,
        message: 'Invalid',
        code: undefined,
        errors: { email: 'Incorrect email address' },
        fieldMessages: { email: ['Incorrect email address'] },
      },
    });
    expect(await apiRequest('/api/user')).toEqual({
      ok: false,
      error: { status: 0, message: undefined, code: undefined, errors: {}, fieldMessages: {} },
    });
  });
});
