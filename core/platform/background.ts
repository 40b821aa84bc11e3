// Work a request starts but does not wait for (counting views and search appearances).
// The process keeps track of it so that closing the app waits for it to finish before
// the database goes, and a failure is logged instead of surfacing anywhere.
export type BackgroundWork = {
  run(work: () => Promise<unknown>): void;
  /** Resolves once everything started so far has settled. */
  drain(): Promise<void>;
};

export function createBackgroundWork(onError: (error: unknown) => void): BackgroundWork {
  const pending = new Set<Promise<unknown>>();
  return {
    run(work) {
      const task = work()
        .catch(onError)
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
