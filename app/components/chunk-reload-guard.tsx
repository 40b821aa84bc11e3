import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { CODE_NOT_LOADED_EVENT, reloadOnce } from '#app/lib/chunk-reload.ts';
import { CodeNotLoadedContent } from './error-content.tsx';

/** Reloads the page unless that happened within the last minute; says whether it did. */
export function reloadAfterChunkError(reload: () => void = () => window.location.reload()): boolean {
  let store: Storage;
  try {
    store = window.sessionStorage;
  } catch {
    return false;
  }
  return reloadOnce(store, reload);
}

/**
 * Vite reports a code file it could not preload (typically an old file after a
 * deploy) with a 'vite:preloadError' event; reload once to get the new files.
 */
function useReloadOnPreloadError(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadAfterChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}

/**
 * The path whose code failed to arrive a second time within the minute (the guard in
 * entry.client stopped the reload). React Router then shows an empty page for a page
 * without a loader, so the message is shown here, in the page's place, until the
 * visitor goes elsewhere. Errors that reach an error boundary are handled there (root.tsx).
 */
function useCodeNotLoadedPath(): string | null {
  const navigation = useNavigation();
  const location = useLocation();
  const goingTo = useRef<string>(location.pathname);
  goingTo.current = navigation.location?.pathname ?? location.pathname;
  const [failedPath, setFailedPath] = useState<string | null>(null);
  useEffect(() => {
    const onGiveUp = () => setFailedPath(goingTo.current);
    window.addEventListener(CODE_NOT_LOADED_EVENT, onGiveUp);
    return () => window.removeEventListener(CODE_NOT_LOADED_EVENT, onGiveUp);
  }, []);
  return failedPath;
}

/** The page, or the message that its code could not be loaded. */
export function ChunkReloadGuard({ children }: { children: ReactNode }) {
  useReloadOnPreloadError();
  const failedPath = useCodeNotLoadedPath();
  const { pathname } = useLocation();
  return failedPath === pathname ? <CodeNotLoadedContent /> : children;
}
