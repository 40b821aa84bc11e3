// Reads a Server-Sent Events response over real HTTP (app.inject cannot stream):
// the test waits for the next event, or for the stream to end.
import http from 'node:http';

export type StreamEvent = { id?: string; event?: string; data?: string; retry?: string; comments: string[] };
export type OpenStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next event (a block ending in a blank line); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  body: string;
  close(): void;
};

export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      let body = '';
      const queue: StreamEvent[] = [];
      const waiting: Array<(event: StreamEvent) => void> = [];
      const ended = new Promise<void>((done) => response.once('close', () => done()));
      response.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const event = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          const taker = waiting.shift();
          if (taker) taker(event);
          else queue.push(event);
        }
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        get body() {
          return body;
        },
        ended,
        next(timeoutMs = 5_000) {
          const queued = queue.shift();
          if (queued) return Promise.resolve(queued);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(taker), 1);
              fail(new Error(`no event within ${timeoutMs} ms`));
            }, timeoutMs);
            const taker = (event: StreamEvent) => {
              clearTimeout(timer);
              done(event);
            };
            waiting.push(taker);
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

function parseBlock(block: string): StreamEvent {
  const event: StreamEvent = { comments: [] };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.comments.push(line.slice(1).trim());
    const match = /^(id|event|data|retry): ?(.*)$/.exec(line);
    if (match?.[1]) event[match[1] as 'id'] = match[2] ?? '';
  }
  return event;
}
