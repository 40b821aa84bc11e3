import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type AppContext, appContext } from '../context.ts';
import { action, LANGUAGE_UNKNOWN } from './language.tsx';

function post(fields: Record<string, string>, publicUrl = 'http://localhost:3000') {
  const context = new RouterContextProvider();
  context.set(appContext, { config: { publicUrl } } as unknown as AppContext);
  const request = new Request('http://localhost/language', { method: 'POST', body: new URLSearchParams(fields) });
  return action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);
}

async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (thrown) {
    return thrown as { init?: { status?: number }; data?: unknown };
  }
  throw new Error('the post was not refused');
}

describe('the language switch', () => {
  it('keeps the language in a cookie and goes back to the page, query and all', async () => {
    const response = await post({ lang: 'pl', next: '/search?q=garden#results' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/search?q=garden#results');
    expect(response.headers.get('Set-Cookie')).toBe('lang=pl; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('sets a secure cookie on an https site', async () => {
    const response = await post({ lang: 'en', next: '/' }, 'https://dazu.example');
    expect(response.headers.get('Set-Cookie')).toMatch(/^lang=en;.*; Secure$/);
  });

  it('never sends anyone to another site: a foreign or missing page goes home', async () => {
    expect((await post({ lang: 'pl', next: '//evil.example/' })).headers.get('Location')).toBe('/');
    expect((await post({ lang: 'pl', next: 'https://evil.example/' })).headers.get('Location')).toBe('/');
    expect((await post({ lang: 'pl' })).headers.get('Location')).toBe('/');
  });

  it('refuses a language the site does not offer, saying which it does', async () => {
    const thrown = await refusal(() => post({ lang: 'de', next: '/' }));
    expect(thrown.init?.status).toBe(422);
    expect(thrown.data).toBe(LANGUAGE_UNKNOWN);
  });
});
