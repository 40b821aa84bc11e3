// The API's per-client request counters without a database write per request
// (docs/decisions/0015). The counters stay in the database, shared by every app
// process; each process adds its own counts to them in batches:
// - the first request of a client's window here reads and bumps the shared counter,
//   so a process always starts from what the others have counted (requests arriving
//   meanwhile wait for it, then count locally);
// - later ones count locally and answer with the shared count plus the local one;
// - every FLUSH_MS the local counts are added to the database, and the answer
//   (which includes the other processes' counts) becomes the new shared count.
// A client spreading requests over several processes can get at most what those
// processes accept in one flush interval beyond its limit; the limits that guard
// against abuse of single actions (logins, messages, contact) keep one write each.
import type { Database } from '#db/client.ts';
import { type Count, incrementCounter } from './counters.ts';

const FLUSH_MS = 250;

type Entry = {
  /** The database's count at the last exchange, with this process's counts until then. */
  shared: number;
  /** Counted here since then, not yet in the database. */
  pending: number;
  /** Counted here and on their way to the database: a flush under way. */
  flushing: number;
  /** When the window ends (ms since the epoch, by this process's clock). */
  resetAt: number;
  windowMs: number;
};

export class BufferedCounters {
  readonly #db: Database;
  readonly #entries = new Map<string, Entry>();
  /** The first request of a client's window, while it reads and bumps the shared count. */
  readonly #opening = new Map<string, Promise<Count>>();
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | undefined;

  constructor(db: Database, onError: (error: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
  }

  async increment(key: string, windowMs: number): Promise<Count> {
    const now = Date.now();
    const entry = this.#entries.get(key);
    if (!entry || entry.resetAt <= now) {
      // Requests arriving while the first of the window is at the database wait for it
      // and then count here: one write, exact counts, and no count of theirs overwritten.
      const opening = this.#opening.get(key);
      if (opening) {
        await opening.catch(() => undefined);
        return this.increment(key, windowMs);
      }
      const read = incrementCounter(this.#db, key, windowMs)
        .then((count) => {
          this.#entries.set(key, {
            shared: count.current,
            pending: 0,
            flushing: 0,
            resetAt: now + count.ttl,
            windowMs,
          });
          return count;
        })
        .finally(() => this.#opening.delete(key));
      this.#opening.set(key, read);
      return read;
    }
    entry.pending += 1;
    this.#timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
    return { current: entry.shared + entry.flushing + entry.pending, ttl: entry.resetAt - now };
  }

  /** Adds the local counts to the database (also on shutdown). */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#flushing ??= this.#flushAll().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  async #flushAll(): Promise<void> {
    const now = Date.now();
    for (const [key, entry] of this.#entries) {
      if (entry.pending === 0) {
        if (entry.resetAt <= now) this.#entries.delete(key);
        continue;
      }
      // The counts on their way still count until the database's answer includes them,
      // or a burst arriving during the write would be let through past the limit.
      const by = entry.pending;
      entry.pending = 0;
      entry.flushing += by;
      try {
        const count = await incrementCounter(this.#db, key, entry.windowMs, by);
        // Requests counted while the write was under way stay pending.
        entry.shared = count.current;
        entry.resetAt = Date.now() + count.ttl;
      } catch (error) {
        entry.pending += by;
        this.#onError(error);
      } finally {
        entry.flushing -= by;
      }
    }
    if ([...this.#entries.values()].some((entry) => entry.pending > 0))
      this.#timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }
}
