// Dazu service worker (spec 4: /sw.js, scope /). It does one thing: keeps the built,
// content-hashed files under /assets/ in a cache and serves them from it. Those files
// never change under the same name, so cache-first is safe. Pages, /api and /storage
// are never touched: every other request goes to the network exactly as without it.
const CACHE = 'dazu-assets-v1';
const MAX_ENTRIES = 150;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('dazu-') && name !== CACHE).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

function isHashedAsset(request) {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
}

/** Keeps the cache from growing without end: old builds' files go first. */
async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((key) => cache.delete(key)));
}

self.addEventListener('fetch', (event) => {
  if (!isHashedAsset(event.request)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const cached = await cache.match(event.request);
      if (cached) return cached;
      const response = await fetch(event.request);
      if (response.ok && response.type === 'basic') {
        event.waitUntil(cache.put(event.request, response.clone()).then(() => trim(cache)));
      }
      return response;
    })(),
  );
});
