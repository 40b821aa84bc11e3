// The one way the pages talk to /api: same-origin credentials, the CSRF header on
// every state-changing request, JSON errors read into one shape, and the site-wide
// handling of error statuses decided here as data, applied by useApi().
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { readCookie } from './cookies.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_PATH = '/api/sanctum/csrf-cookie';
export const EMAIL_TAKEN_CODE = 'email_already_exist';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiError = {
  /** 0 when the request never got an answer (offline, aborted). */
  status: number;
  message: string | undefined;
  code: string | undefined;
  /** Field errors of a 422: the first message of each field. */
  errors: Record<string, string>;
  /** Field errors of a 422: every message of each field, for forms that show them all. */
  fieldMessages: Record<string, string[]>;
};

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiError };

export type RequestOptions = {
  method?: HttpMethod;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (file uploads). */
  form?: FormData;
  /** Fetch a fresh CSRF cookie first (before login and register, which start a new session). */
  freshCsrf?: boolean;
  signal?: AbortSignal;
};

const unsafe = (method: HttpMethod) => method !== 'GET';

/** Reads the CSRF cookie at request time: the server rotates it at login. */
function csrfToken(): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, CSRF_COOKIE);
}

async function fetchCsrfCookie(signal?: AbortSignal): Promise<void> {
  await fetch(CSRF_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal });
}

/** The first message of each field of a `{ errors: { field: [messages] } }` body. */
export function firstFieldErrors(errors: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof errors !== 'object' || errors === null) return result;
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (typeof first === 'string' && first) result[field] = first;
  }
  return result;
}

/** Every message of each field of a `{ errors: { field: [messages] } }` body; a lone string is one message. */
export function allFieldErrors(errors: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  if (typeof errors !== 'object' || errors === null) return result;
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message !== '',
    );
    if (list.length > 0) result[field] = list;
  }
  return result;
}

/** The error shape of a failed response body (which may be anything, or nothing). */
export function readApiError(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  return {
    status,
    message: text(record.message),
    code: text(record.code),
    errors: firstFieldErrors(record.errors),
    fieldMessages: allFieldErrors(record.errors),
  };
}

async function bodyOf(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function send(path: string, method: HttpMethod, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (unsafe(method)) {
    const token = csrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }
  return fetch(path, { method, headers, body, credentials: 'same-origin', signal: options.signal });
}

/** One API call. Never throws: a network failure is `{ ok: false, error: { status: 0 } }`. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const method = options.method ?? 'GET';
  try {
    if (unsafe(method) && (options.freshCsrf || !csrfToken())) await fetchCsrfCookie(options.signal);
    let response = await send(path, method, options);
    // 419: the CSRF token went stale (an expired session): get a new one and try once more.
    if (response.status === 419 && unsafe(method)) {
      await fetchCsrfCookie(options.signal);
      response = await send(path, method, options);
    }
    const body = await bodyOf(response);
    if (response.ok) return { ok: true, status: response.status, data: body as T };
    return { ok: false, error: readApiError(response.status, body) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, error: { status: 0, message: undefined, code: undefined, errors: {}, fieldMessages: {} } };
  }
}

/** What the page does about a failed call. */
export type ErrorAction = {
  toast?: string;
  /** Token reset: the session is gone (401). */
  resetToken?: boolean;
  navigateTo?: string;
};

export type ErrorContext = {
  /** The current page's path, for "unless on /auth". */
  pathname: string;
  /** Statuses the caller shows itself (a form's 422, a token page's 404). */
  handled?: readonly number[];
};

const isAuthPage = (pathname: string): boolean => pathname === '/auth' || pathname.startsWith('/auth/');

/** The site-wide handling of an error status, unless the caller handles it itself. */
export function errorAction(error: ApiError, context: ErrorContext): ErrorAction {
  if (context.handled?.includes(error.status)) return {};
  // A refusal the page cannot show beside a field sends the visitor home, except from the
  // login page, where they are already where they can put it right.
  const homeUnlessOnAuth = isAuthPage(context.pathname) ? {} : { navigateTo: '/' };
  switch (error.status) {
    case 401:
      return { toast: error.message ?? SPEC_MESSAGES.loginToAccess, resetToken: true, ...homeUnlessOnAuth };
    case 422:
      // Invalid input outside a form that shows it field by field.
      return { toast: SPEC_MESSAGES.problem, ...homeUnlessOnAuth };
    case 400:
      return {
        toast: error.code === EMAIL_TAKEN_CODE ? SPEC_MESSAGES.emailTaken : (error.message ?? SPEC_MESSAGES.problem),
      };
    case 404:
      return { navigateTo: '/404' };
    case 419:
    case 429:
      return { toast: error.message ?? SPEC_MESSAGES.problem };
    default:
      // 500, other statuses and network failures.
      return { toast: SPEC_MESSAGES.problem };
  }
}

/** The message a page shows for an error it handles itself. */
export function errorMessage(error: ApiError): string {
  if (error.code === EMAIL_TAKEN_CODE) return SPEC_MESSAGES.emailTaken;
  return error.message ?? SPEC_MESSAGES.problem;
}
