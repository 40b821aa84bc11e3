// The optional integrations: with a captcha configured, registration and the contact
// form need an answer its provider confirms (asked with the secret key, here a stand-in
// on loopback); the content security policy names the captcha's and the analytics'
// hosts only when they are configured.
import { describe, expect, it } from 'vitest';
import { CAPTCHA_MESSAGES } from '#contract/integrations.ts';
import { startFakeCaptchaVerifier } from '#tests/fixtures/fake-captcha-verifier.ts';
import { testAppForFile, withTestApp } from '#tests/setup/app.ts';
import { guestClient } from '#tests/setup/client.ts';
import { startForFile } from '#tests/setup/for-file.ts';

const verifier = startForFile('The captcha verifier stand-in', () => startFakeCaptchaVerifier('secret-key-1'));
const captchaEnv = () => ({
  CAPTCHA_SITE_KEY: 'site-key-1',
  CAPTCHA_SECRET_KEY: 'secret-key-1',
  CAPTCHA_VERIFY_URL: verifier.url,
  ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.js',
});
const t = testAppForFile(captchaEnv);

const registration = (email: string, captcha?: string) => ({
  email,
  password: 'Kettle-Harbour-42',
  name: 'Nadia Okafor',
  type: 'user',
  ...(captcha === undefined ? {} : { captcha }),
});
const contact = (captcha?: string) => ({
  name: 'Priya Shah',
  email: 'priya.shah@example.co.uk',
  topic: 'ad_question',
  message: 'Is the flat on Mill Road still available to view this Saturday?',
  ...(captcha === undefined ? {} : { captcha }),
});

describe('with a captcha configured', () => {
  it('refuses a registration without an answer, or with one the provider does not confirm', async () => {
    const client = await guestClient(t.app, '203.0.113.150');
    for (const answer of [undefined, 'bad']) {
      const response = await client.post('/api/auth/register', registration('nadia@example.co.uk', answer));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ captcha: [CAPTCHA_MESSAGES.failed] });
    }
  });

  it('registers with a confirmed answer, asking the provider with the secret key and the client address', async () => {
    const client = await guestClient(t.app, '203.0.113.151');
    const response = await client.post('/api/auth/register', registration('nadia.ok@example.co.uk', 'good'));
    expect(response.statusCode).toBe(204);
    expect(verifier.asked.at(-1)).toEqual({ secret: 'secret-key-1', response: 'good', remoteip: '203.0.113.151' });
  });

  it('checks the contact form the same way', async () => {
    const client = await guestClient(t.app, '203.0.113.152');
    expect((await client.post('/api/contact', contact())).statusCode).toBe(422);
    expect((await client.post('/api/contact', contact('bad'))).statusCode).toBe(422);
    expect((await client.post('/api/contact', contact('good'))).statusCode).toBe(202);
  });

  it('answers 503, not a pass, when the provider cannot be reached', async () => {
    await withTestApp(
      { env: { ...captchaEnv(), CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' } },
      async (other) => {
        const client = await guestClient(other.app, '203.0.113.153');
        const response = await client.post('/api/contact', contact('good'));
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ message: CAPTCHA_MESSAGES.unavailable, code: 'captcha_unavailable' });
      },
    );
  });

  it('lets the captcha and the analytics hosts into the content security policy', async () => {
    const csp = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com[^;]*https:\/\/stats\.example\.org/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/stats\.example\.org/);
  });
});

describe('without integrations (the default)', () => {
  it('registers without any answer, and the policy names no other host', async () => {
    await withTestApp({}, async (plain) => {
      const client = await guestClient(plain.app, '203.0.113.154');
      const response = await client.post('/api/auth/register', registration('plain@example.co.uk'));
      expect(response.statusCode).toBe(204);
      const csp = String((await plain.app.inject({ url: '/api/health' })).headers['content-security-policy']);
      expect(csp).not.toMatch(/cloudflare|stats\.example/);
    });
  });
});
