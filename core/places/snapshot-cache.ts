// A copy of database rows kept in this process's memory, one per database handle, for
// lookups on every key press. Each process loads its own copy from the database, so
// nothing is shared or lost between processes. A copy older than its age limit is
// reloaded in the background (one reload at a time) while the old one keeps answering;
// a failed first load is forgotten, so the next request tries again.
import type { Database } from '#db/client.ts';

type Snapshot<T> = { value: T; loadedAt: number };
type Entry<T> = { current: Promise<Snapshot<T>>; reloading: boolean };

export type SnapshotCache<T> = {
  /** The copy, loading it first when there is none. */
  get(db: Database): Promise<T>;
  /** Loads a fresh copy now and answers it (tests, and after a change this process made). */
  refresh(db: Database): Promise<T>;
};

export function snapshotCache<T>(load: (db: Database) => Promise<T>, maxAgeMs: number): SnapshotCache<T> {
  const entries = new WeakMap<Database, Entry<T>>();
  const timed = async (db: Database): Promise<Snapshot<T>> => {
    const loadedAt = Date.now();
    return { value: await load(db), loadedAt };
  };

  return {
    async get(db) {
      let entry = entries.get(db);
      if (!entry) {
        const created: Entry<T> = { current: timed(db), reloading: false };
        created.current.catch(() => {
          if (entries.get(db) === created) entries.delete(db);
        });
        entries.set(db, created);
        entry = created;
      }
      const snapshot = await entry.current;
      if (Date.now() - snapshot.loadedAt > maxAgeMs && !entry.reloading) {
        const stale = entry;
        stale.reloading = true;
        const next = timed(db);
        next.then(
          () => {
            stale.current = next;
            stale.reloading = false;
          },
          () => {
            stale.reloading = false;
          },
        );
      }
      return snapshot.value;
    },
    async refresh(db) {
      const next = timed(db);
      const snapshot = await next;
      entries.set(db, { current: next, reloading: false });
      return snapshot.value;
    },
  };
}
