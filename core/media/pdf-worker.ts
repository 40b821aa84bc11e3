// The worker thread that inspects PDFs (pdf-inspection.ts) for pdf-worker-client.ts, one
// file at a time in the order they arrive, so the client knows which file is being read
// when one runs too long. A file whose inspection throws is unreadable.
import { parentPort } from 'node:worker_threads';
import { inspectPdf, type PdfVerdict } from './pdf-inspection.ts';

export type PdfRequest = { id: number; bytes: Uint8Array };
export type PdfReply = { id: number; verdict: PdfVerdict };

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread');
let queue: Promise<void> = Promise.resolve();
port.on('message', ({ id, bytes }: PdfRequest) => {
  queue = queue.then(async () => {
    const verdict: PdfVerdict = await inspectPdf(bytes).catch(() => ({ kind: 'unreadable' }) as const);
    port.postMessage({ id, verdict } satisfies PdfReply);
  });
});
