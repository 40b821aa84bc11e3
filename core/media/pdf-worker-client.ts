// One PDF worker thread per process, started on first use and not keeping the process
// alive. The requests that reach it have passed the media pool (image-pool.ts), so only
// a few files wait here. The worker reads them in turn, so the oldest unanswered file is
// the one being read: when it takes longer than the time limit, or the worker dies (past
// its memory limit), that file is unreadable, the worker is ended and a new one takes
// the files that were waiting behind it.
import { Worker } from 'node:worker_threads';
import type { PdfVerdict } from './pdf-inspection.ts';
import type { PdfReply, PdfRequest } from './pdf-worker.ts';

/** A 10 MB document takes about two seconds; nothing acceptable comes near these. */
export const PDF_WORKER_LIMITS = { timeoutMs: 20_000, memoryMb: 512 } as const;

type Pending = { bytes: Uint8Array; timeoutMs: number; resolve: (verdict: PdfVerdict) => void };

let worker: Worker | undefined;
let nextId = 0;
/** In the order sent, which is the order the worker reads them. */
const pending = new Map<number, Pending>();
let timer: NodeJS.Timeout | undefined;

function settle(id: number, verdict: PdfVerdict): void {
  const entry = pending.get(id);
  if (!entry) return;
  pending.delete(id);
  entry.resolve(verdict);
  watchOldest();
}

/** The time limit runs for the file being read, from when its turn came. */
function watchOldest(): void {
  clearTimeout(timer);
  const oldest = pending.entries().next();
  if (oldest.done) return;
  const [id, entry] = oldest.value;
  timer = setTimeout(() => giveUp(id), entry.timeoutMs);
  timer.unref();
}

function giveUp(id: number): void {
  const ended = worker;
  worker = undefined;
  void ended?.terminate();
  settle(id, { kind: 'unreadable' });
  for (const [waitingId, entry] of pending) started().postMessage({ id: waitingId, bytes: entry.bytes });
}

function started(): Worker {
  if (worker) return worker;
  const thread = new Worker(new URL('./pdf-worker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: PDF_WORKER_LIMITS.memoryMb },
  });
  thread.unref();
  thread.on('message', ({ id, verdict }: PdfReply) => settle(id, verdict));
  const died = () => {
    const oldest = pending.keys().next();
    if (worker === thread && !oldest.done) giveUp(oldest.value);
    else if (worker === thread) worker = undefined;
  };
  thread.on('error', died);
  thread.on('exit', died);
  worker = thread;
  return thread;
}

export function inspectPdfInWorker(
  bytes: Uint8Array,
  timeoutMs: number = PDF_WORKER_LIMITS.timeoutMs,
): Promise<PdfVerdict> {
  const id = ++nextId;
  return new Promise((resolve) => {
    pending.set(id, { bytes, timeoutMs, resolve });
    started().postMessage({ id, bytes } satisfies PdfRequest);
    if (pending.size === 1) watchOldest();
  });
}
