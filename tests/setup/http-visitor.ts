// Real HTTP against a listening app, for tests that need true concurrency (app.inject
// runs one request at a time through the router, a socket does not). Each visitor has
// its own session, CSRF token and client address (sent as X-Forwarded-For, so the app
// must trust the proxy header: createTestApp({ TRUST_PROXY: 'true' })), listening through listen() of http.ts.

export type HttpVisitor = {
  address: string;
  post(path: string, body: unknown): Promise<Response>;
};

/** A visitor with a fresh session from GET /api/sanctum/csrf-cookie, as a browser client starts. */
export async function httpVisitor(baseUrl: string, address: string): Promise<HttpVisitor> {
  const started = await fetch(`${baseUrl}/api/sanctum/csrf-cookie`, { headers: { 'x-forwarded-for': address } });
  if (started.status !== 204) throw new Error(`csrf-cookie answered ${started.status}`);
  const cookies = new Map(
    started.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
  const csrfToken = decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '');
  const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    address,
    post: (path, body) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          cookie,
          'content-type': 'application/json',
          'x-xsrf-token': csrfToken,
          'x-forwarded-for': address,
        },
        body: JSON.stringify(body),
      }),
  };
}
