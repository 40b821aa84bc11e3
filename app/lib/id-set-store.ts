// A set of ids of the logged-in user's (favourite offers, followed advertisers) shared by
// every button on the page: read once per user from the API (so public pages stay
// cacheable and carry no personal state), then kept in step with each button's change.
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from './api-client.ts';

export type IdSetStore = {
  /** Marks one id in or out (after the server said so). */
  set(id: string, member: boolean): void;
  /** The ids of `userId` (empty for visitors), loaded the first time they are needed. */
  useIds(userId: string | null): ReadonlySet<string>;
  /**
   * Whether `id` is one of `userId`'s, once this page knows: the list has been read, or
   * the id was changed since. Undefined before that, when the page may show what the
   * server drew it with. Read it in a component that calls useIds, which re-renders it.
   */
  knows(userId: string | null, id: string): boolean | undefined;
};

export function createIdSetStore(path: string): IdSetStore {
  let ids: ReadonlySet<string> = new Set();
  let loadedFor: string | null = null;
  // Whose list `ids` holds once it has been read (null: a visitor's, empty); undefined before.
  let readFor: string | null | undefined;
  // Changes made while the list was loading (an action finished right after logging in):
  // the loaded list, read before them, must not undo them.
  let changes = new Map<string, boolean>();
  const listeners = new Set<() => void>();
  const publish = (next: ReadonlySet<string>) => {
    ids = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    set(id, member) {
      changes.set(id, member);
      const next = new Set(ids);
      if (member) next.add(id);
      else next.delete(id);
      publish(next);
    },
    useIds(userId) {
      // biome-ignore lint/correctness/useExhaustiveDependencies: loadedFor is the store's own memory, not React state
      useEffect(() => {
        if (userId === loadedFor) return;
        loadedFor = userId;
        changes = new Map();
        readFor = undefined;
        if (!userId) {
          readFor = null;
          publish(new Set());
          return;
        }
        void apiRequest<string[]>(path).then((result) => {
          if (!result.ok || loadedFor !== userId) return;
          const loaded = new Set(result.data);
          for (const [id, member] of changes) {
            if (member) loaded.add(id);
            else loaded.delete(id);
          }
          readFor = userId;
          publish(loaded);
        });
      }, [userId]);
      return useSyncExternalStore(
        subscribe,
        () => ids,
        () => ids,
      );
    },
    knows(userId, id) {
      return readFor === userId || (loadedFor === userId && changes.has(id)) ? ids.has(id) : undefined;
    },
  };
}
