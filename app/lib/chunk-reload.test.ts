import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, mayReload, RELOAD_KEY, reloadOnce } from './chunk-reload.ts';

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
