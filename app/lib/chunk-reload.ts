// After a deploy, an open tab may ask for a code file that no longer exists. The
// cure is a full reload (the new HTML names the new files), but only once a minute
// (at most once in 60 s), so a file that is really missing can't loop forever.
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_KEY = 'dazu:chunk-reload-at';

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
}

/** Whether a reload may happen now, given when the last one happened (ms since epoch as text, or null). */
export function mayReload(lastReloadAt: string | null, now: number): boolean {
  const last = Number(lastReloadAt);
  if (lastReloadAt === null || !Number.isFinite(last)) return true;
  return now - last >= RELOAD_GUARD_MS || last > now;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Reloads the page unless it was reloaded for this reason within the last minute. Says whether it did. */
export function reloadOnce(store: Store, reload: () => void, now = Date.now()): boolean {
  let last: string | null = null;
  try {
    last = store.getItem(RELOAD_KEY);
  } catch {
    // Storage can be switched off; without it the guard can't hold, so don't reload.
    return false;
  }
  if (!mayReload(last, now)) return false;
  try {
    store.setItem(RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** React Router's console line just before it reloads for a route's code file that failed to load. */
const ROUTE_MODULE_FAILED = /^Error loading route module `/;

/** Sent on window when the guard below stops a reload: the page shows why in its place. */
export const CODE_NOT_LOADED_EVENT = 'dazu:code-not-loaded';

/** A code file could not be loaded again soon after a reload: the error pages recognise it by name. */
export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/**
 * React Router reloads the page whenever a route's code file fails to load, every time:
 * a file that is really missing would turn each click into a silent reload, a page that
 * looks dead. It logs a line on the console first, so that call is where the same
 * once-a-minute guard goes: the first failure lets the reload happen; a second within
 * the minute throws instead, which stops the reload, and calls `giveUp` so the page
 * can say what happened.
 */
export function guardRouteModuleReloads(
  target: Pick<Console, 'error'>,
  mayReloadNow: () => boolean,
  giveUp: () => void,
): void {
  const log = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    log(...args);
    const line = args[0];
    if (typeof line === 'string' && ROUTE_MODULE_FAILED.test(line) && !mayReloadNow()) {
      giveUp();
      throw new ChunkLoadError(line);
    }
  };
}
