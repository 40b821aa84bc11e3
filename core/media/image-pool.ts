// Decoding a picture is the costliest thing the server does: a large photo takes a few
// hundred megabytes and a core for a moment; reading a large PDF (in its worker thread,
// pdf-worker-client.ts) takes a core for a second or two. Every decode and every PDF
// check goes through one pool per process, so a burst of uploads can exhaust neither
// memory nor the cores: at most `concurrency` run at once (sharp decodes on libuv's
// threads, so a queue of promises is enough for pictures), at most `maxWaiting` requests
// wait their turn, and the next request is told at once that the server is busy (503
// with Retry-After) rather than piling up. Work that no person is waiting for (imports,
// the demo seed) waits however long the line, behind requests: it has no one to answer
// and its callers are few and sequential.
import { availableParallelism } from 'node:os';
import PQueue from 'p-queue';
import { ImagesBusyError } from './errors.ts';

export type ImagePoolLimits = { concurrency: number; maxWaiting: number };

export type ImagePool = {
  run<T>(job: () => Promise<T>, options?: { background?: boolean }): Promise<T>;
  /** Jobs decoding now. */
  readonly running: number;
  /** Jobs waiting for a slot. */
  readonly waiting: number;
};

const REQUEST = 1;
const BACKGROUND = 0;

/** Two decodes at once (one on a single core), and a line of 32 requests: about 10 s of work. */
export const IMAGE_POOL_LIMITS: ImagePoolLimits = {
  concurrency: Math.min(2, availableParallelism()),
  maxWaiting: 32,
};

export function createImagePool(limits: ImagePoolLimits): ImagePool {
  const queue = new PQueue({ concurrency: limits.concurrency });
  return {
    run(job, options = {}) {
      const priority = options.background ? BACKGROUND : REQUEST;
      if (priority === REQUEST && queue.sizeBy({ priority: REQUEST }) >= limits.maxWaiting) {
        return Promise.reject(new ImagesBusyError());
      }
      return queue.add(job, { priority });
    },
    get running() {
      return queue.pending;
    },
    get waiting() {
      return queue.size;
    },
  };
}

/** The process's pool, used by every upload and import. */
export const imagePool = createImagePool(IMAGE_POOL_LIMITS);
