import { describe, expect, it, vi } from 'vitest';
import { guardRouteModuleReloads, isChunkLoadError, mayReload, RELOAD_KEY, reloadOnce } from './chunk-reload.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it('recognises the browsers’ messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});

describe('reload guard', () => {
  it('allows a reload the first time and after a minute', () => {
    expect(mayReload(null, 1_000_000)).toBe(true);
    expect(mayReload('1000000', 1_060_000)).toBe(true);
    expect(mayReload('garbage', 5)).toBe(true);
  });

  it('refuses a second reload within a minute', () => {
    expect(mayReload('1000000', 1_059_999)).toBe(false);
  });

  it('reloads once, then not again within the minute', () => {
    const store = memoryStore();
    const reload = vi.fn();
    expect(reloadOnce(store, reload, 1_000_000)).toBe(true);
    expect(store.getItem(RELOAD_KEY)).toBe('1000000');
    expect(reloadOnce(store, reload, 1_030_000)).toBe(false);
    expect(reloadOnce(store, reload, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage is unavailable', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(reloadOnce(broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the guard in front of React Router’s own reload', () => {
  const failure = 'Error loading route module `/assets/faq-abc.js`, reloading page...';

  it('lets the first failure reload and stops a second one within the minute', () => {
    const logged: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void logged.push(args) };
    const store = memoryStore();
    let now = 1_000_000;
    let gaveUp = 0;
    guardRouteModuleReloads(
      target,
      () => reloadOnce(store, () => {}, now),
      () => gaveUp++,
    );
    expect(() => target.error(failure)).not.toThrow();
    now += 30_000;
    expect(() => target.error(failure)).toThrow(expect.objectContaining({ name: 'ChunkLoadError' }));
    now += 60_000;
    expect(() => target.error(failure)).not.toThrow();
    expect(logged).toHaveLength(3);
    expect(gaveUp).toBe(1);
  });

  it('passes every other console error through untouched', () => {
    const logged: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void logged.push(args) };
    guardRouteModuleReloads(
      target,
      () => false,
      () => {},
    );
    expect(() => target.error('Something else', 42)).not.toThrow();
    expect(() => target.error(new Error('Error loading route module `x`'))).not.toThrow();
    expect(logged).toEqual([['Something else', 42], [new Error('Error loading route module `x`')]]);
  });

  it('names the error so the error page recognises it', () => {
    const target = { error: (..._args: unknown[]) => {} };
    guardRouteModuleReloads(
      target,
      () => false,
      () => {},
    );
    let thrown: unknown;
    try {
      target.error(failure);
    } catch (error) {
      thrown = error;
    }
    expect(isChunkLoadError(thrown)).toBe(true);
  });
});
