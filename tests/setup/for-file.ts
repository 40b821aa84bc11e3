// Something a test file starts once for all of its tests (an app, a database, an SMTP
// peer, a stand-in server): started in beforeAll and closed in afterAll of the describe
// block (or file) that asks for it. What this returns stands for the started thing from
// the top of the file on, so tests read `t.app` as if `t` were the thing itself; reading
// it before beforeAll has run (at import time) throws, as there is nothing yet to read.
// It only forwards reads: spreading it ({ ...t }) copies nothing.
import { afterAll, beforeAll } from 'vitest';

type Closable = { close(): Promise<void> };

export function startForFile<T extends Closable>(what: string, start: () => Promise<T>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = (): T => {
    if (!current) throw new Error(`${what} starts in beforeAll: use it in hooks and tests, not at import time`);
    return current;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const target = started();
      const value: unknown = Reflect.get(target, key);
      // Methods keep their object, as they would when called on it directly.
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_, key) => key in started(),
  });
}
