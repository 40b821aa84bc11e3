import { useSyncExternalStore } from 'react';
import { type ConnectionInfo, prefetchAllowed } from '#app/lib/prefetch.ts';

type NetworkInformation = ConnectionInfo & EventTarget;

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

function subscribe(onChange: () => void): () => void {
  const info = connection();
  info?.addEventListener('change', onChange);
  return () => info?.removeEventListener('change', onChange);
}

/** 'intent' normally; 'none' on 2g or with data saving, where prefetching would waste data. */
export function usePrefetchMode(): 'intent' | 'none' {
  return useSyncExternalStore(
    subscribe,
    () => (prefetchAllowed(connection()) ? 'intent' : 'none'),
    () => 'intent',
  );
}
