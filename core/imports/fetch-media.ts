// Fetching a feed's photos by URL without becoming a way into our network (SSRF): http(s)
// only, no credentials in the URL, public unicast addresses only (core/net/outbound-address.ts:
// literal addresses in the URL and every address a name resolves to), the connection made
// to the checked address itself on a socket of its own (no second lookup to rebind),
// redirects followed by hand (3 at most, each checked again), a deadline, and a size
// limit enforced while reading.
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { checkedLookup, isPublicAddress, type Resolve } from '#core/net/outbound-address.ts';

export const MEDIA_FETCH_LIMITS = { timeoutMs: 15_000, maxBytes: 20 * 1024 * 1024, redirects: 3 } as const;

export class MediaFetchError extends Error {
  override name = 'MediaFetchError';
  /** The HTTP status the server answered, when it answered one we do not take. */
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.status = status;
  }
}

export type MediaFetchOptions = {
  allowPrivateHosts?: boolean;
  /** Request headers beyond the user agent (a feed's conditional request). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  maxBytes?: number;
  signal?: AbortSignal;
  /** How names are resolved (the system's resolver by default; tests stand in a rebinding one). */
  resolve?: Resolve;
  /** Write the body to this file as it arrives (a feed), rather than holding it in memory; the answer's body is then empty. */
  saveTo?: string;
};

function checkUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new MediaFetchError('not a web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new MediaFetchError('only http and https');
  if (url.username || url.password) throw new MediaFetchError('addresses with credentials are refused');
  // The URL parser has already turned 2130706433, 0x7f.1 or full-width digits into 127.0.0.1.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowPrivate && !isPublicAddress(host)) {
    throw new MediaFetchError(`${host} is a private or reserved address`);
  }
  return url;
}

/** The body of a media URL, or a MediaFetchError saying why not. */
export async function fetchMedia(raw: string, options: MediaFetchOptions = {}): Promise<Buffer> {
  const answer = await fetchChecked(raw, { ...options, headers: { accept: 'image/*', ...options.headers } });
  if (answer.status !== 200) throw new MediaFetchError(`the server answered ${answer.status}`);
  return answer.body;
}

/** What a checked fetch answered: 200 with its body, or 304 (a conditional request: not changed). */
export type CheckedAnswer = { status: 200 | 304; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * GET by the rules above, for media and for feeds by URL (core/imports/feed-urls/): any
 * other status than 200 and 304 is a MediaFetchError.
 */
export async function fetchChecked(raw: string, options: MediaFetchOptions = {}): Promise<CheckedAnswer> {
  const allowPrivate = options.allowPrivateHosts ?? false;
  const lookup = checkedLookup({ allowPrivate, ...(options.resolve ? { resolve: options.resolve } : {}) });
  const maxBytes = options.maxBytes ?? MEDIA_FETCH_LIMITS.maxBytes;
  const deadline = AbortSignal.timeout(options.timeoutMs ?? MEDIA_FETCH_LIMITS.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const headers = { 'user-agent': 'Dazu feed import', ...options.headers };
  let url = checkUrl(raw, allowPrivate);
  for (let hop = 0; hop <= MEDIA_FETCH_LIMITS.redirects; hop += 1) {
    const result = await getOnce(url, { lookup, maxBytes, signal, headers, saveTo: options.saveTo });
    if (result.redirect === undefined) return result.answer;
    url = checkUrl(new URL(result.redirect, url).toString(), allowPrivate);
  }
  throw new MediaFetchError('too many redirects');
}

type Hop = { redirect: string; answer?: undefined } | { redirect?: undefined; answer: CheckedAnswer };

function getOnce(
  url: URL,
  options: {
    lookup: ReturnType<typeof checkedLookup>;
    maxBytes: number;
    signal: AbortSignal;
    headers: Record<string, string>;
    saveTo?: string | undefined;
  },
): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: options.lookup,
        // A connection of its own: a pooled socket would skip the lookup, and with it the check.
        agent: false,
        signal: options.signal,
        headers: options.headers,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status === 304) {
          response.resume();
          resolve({ answer: { status, headers: response.headers, body: Buffer.alloc(0) } });
        } else if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: response.headers.location });
        } else if (status !== 200) {
          response.resume();
          reject(new MediaFetchError(`the server answered ${status}`, status));
        } else {
          receiveBody(response, options.maxBytes, options.saveTo).then(
            (body) => resolve({ answer: { status: 200, headers: response.headers, body } }),
            (error) => reject(asFetchError(error)),
          );
        }
      },
    );
    request.on('error', (error) => reject(asFetchError(error)));
  });
}

const asFetchError = (error: Error): MediaFetchError =>
  error instanceof MediaFetchError ? error : new MediaFetchError(error.message || 'the fetch failed');

/**
 * The body, refused as soon as it (or what it declares) passes `maxBytes`: in memory, or
 * written to `saveTo` as it arrives (then the answer's body is empty).
 */
async function receiveBody(response: http.IncomingMessage, maxBytes: number, saveTo?: string): Promise<Buffer> {
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw new MediaFetchError('the file is too large');
  }
  let size = 0;
  async function* capped(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) throw new MediaFetchError('the file is too large');
      yield chunk;
    }
  }
  if (saveTo) {
    await pipeline(response, capped, createWriteStream(saveTo));
    return Buffer.alloc(0);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of capped(response)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
