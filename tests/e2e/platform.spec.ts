// What the server does around the pages: headers, caching, compression, the API
// reference, the service worker file.
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support.ts';

test('pages carry a nonce-based CSP and the security headers', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-request-id']).toBeTruthy();
  const nonce = headers['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1];
  const html = await response.text();
  // Every inline script carries this response's nonce (no other nonce appears), or is
  // allowed by its hash in the policy.
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes = '', text = ''] of scripts) {
    if (attributes.includes('nonce=')) expect(attributes).toContain(`nonce="${nonce}"`);
    else
      expect(headers['content-security-policy']).toContain(
        `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
      );
  }
});

test('hashed assets are cached for a year and served compressed', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src], link[rel="modulepreload"]').first();
  const href = (await script.getAttribute('src')) ?? (await script.getAttribute('href'));
  expect(href).toMatch(/^\/assets\/.+\.js$/);
  const asset = await request.get(String(href), { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
  const html = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(html.headers()['cache-control']).toBe('no-cache');
});

test('the service worker is served for the whole site', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['service-worker-allowed']).toBe('/');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
});

test('the API reference page renders offline, without CSP errors', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  // A deep link to the search operations: Swagger UI lays out the operations as the page
  // scrolls, and those of the tags above (offers has many) push search out of the first screen.
  await page.goto('/api/docs#/search');
  await expect(page.getByRole('heading', { name: /Dazu API/ })).toBeVisible();
  await expect(page.getByText('/api/search', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  expect(errors.list).toEqual([]);
  const document = await (await request.get('/api/openapi.json')).json();
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/search', '/api/offers/{id}']));
});
