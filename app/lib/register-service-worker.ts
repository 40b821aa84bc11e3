// A service worker at /sw.js with scope /, so it covers the whole site. Production builds only (in
// development it would cache files Vite rewrites on every change), and after the
// page has loaded so it never competes with the page's own requests.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a service worker the site works the same, only without the asset cache.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
