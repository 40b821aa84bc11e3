// The fetch the generated client calls (its "mutator"): as a browser would, it keeps
// the cookies the API sets and sends the XSRF-TOKEN cookie back as X-XSRF-TOKEN on
// state-changing requests. Answers are { data, status, headers }, the shape the
// generated functions declare, whatever the status.
const cookies = new Map<string, string>();
let baseUrl = '';

/** Where the API runs, and a fresh cookie jar. */
export function connectTo(url: string): void {
  baseUrl = url;
  cookies.clear();
}

export async function customFetch<T>(url: string, init: RequestInit): Promise<T> {
  const headers = new Headers(init.headers);
  if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
  const xsrf = cookies.get('XSRF-TOKEN');
  if (xsrf && init.method !== 'GET') headers.set('x-xsrf-token', decodeURIComponent(xsrf));
  // An operation that takes JSON or multipart leaves the type to the caller: a string body is JSON.
  if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = await fetch(`${baseUrl}${url}`, { ...init, headers });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (value === '') cookies.delete(name);
    else cookies.set(name, value);
  }
  const isJson = response.headers.get('content-type')?.startsWith('application/json');
  const data = response.status === 204 ? undefined : isJson ? await response.json() : await response.text();
  return { data, status: response.status, headers: response.headers } as T;
}
