import { useEffect } from 'react';
import { reloadOnce } from '#app/lib/chunk-reload.ts';

/** Reloads the page unless that happened within the last minute; says whether it did. */
export function reloadAfterChunkError(): boolean {
  let store: Storage;
  try {
    store = window.sessionStorage;
  } catch {
    return false;
  }
  return reloadOnce(store, () => window.location.reload());
}

/**
 * Vite reports a code file it could not preload (typically an old file after a
 * deploy) with a 'vite:preloadError' event; reload once to get the new files. Errors
 * that reach an error boundary are handled there (see root.tsx).
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadAfterChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return null;
}
