// Fetching a feed's photos by URL without becoming a way into our network (SSRF): http(s)
// only, no credentials in the URL, every address a name resolves to checked against
// private, loopback, link-local and reserved ranges, the connection made to the checked
// address itself (no second lookup to rebind), redirects followed by hand (3 at most, each
// checked again), a deadline, and a size limit enforced while reading.
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export const MEDIA_FETCH_LIMITS = { timeoutMs: 15_000, maxBytes: 20 * 1024 * 1024, redirects: 3 } as const;

export class MediaFetchError extends Error {
  override name = 'MediaFetchError';
}

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is one a public URL may not lead to. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = family === 6 ? mappedIpv4(address) : undefined;
  if (mapped) return isPrivateAddress(mapped);
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:127.0.0.1 or ::ffff:7f00:1). */
function mappedIpv4(address: string): string | undefined {
  const match = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/i.exec(address.startsWith('::') ? address : '');
  const tail = match?.[1];
  if (!tail) return undefined;
  if (tail.includes('.')) return tail;
  const [high, low] = tail.split(':').map((part) => Number.parseInt(part, 16));
  if (high === undefined || low === undefined || Number.isNaN(high) || Number.isNaN(low)) return undefined;
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export type MediaFetchOptions = {
  allowPrivateHosts?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  signal?: AbortSignal;
};

/** A lookup for http(s).get that refuses private addresses and pins the one it checked. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true })
      .then((addresses) => {
        const usable = addresses.filter((entry) => allowPrivate || !isPrivateAddress(entry.address));
        const chosen = usable[0];
        if (!chosen || usable.length !== addresses.length) {
          throw new MediaFetchError(`${hostname} leads to a private or reserved address`);
        }
        if ((options as { all?: boolean }).all) callback(null, [chosen]);
        else callback(null, chosen.address, chosen.family);
      })
      .catch((error: Error) => callback(error as NodeJS.ErrnoException, '', 0));
  };
}

function checkUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new MediaFetchError('not a web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new MediaFetchError('only http and https');
  if (url.username || url.password) throw new MediaFetchError('addresses with credentials are refused');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowPrivate && isPrivateAddress(host)) {
    throw new MediaFetchError(`${host} is a private or reserved address`);
  }
  return url;
}

/** The body of a media URL, or a MediaFetchError saying why not. */
export async function fetchMedia(raw: string, options: MediaFetchOptions = {}): Promise<Buffer> {
  const allowPrivate = options.allowPrivateHosts ?? false;
  const maxBytes = options.maxBytes ?? MEDIA_FETCH_LIMITS.maxBytes;
  const deadline = AbortSignal.timeout(options.timeoutMs ?? MEDIA_FETCH_LIMITS.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  let url = checkUrl(raw, allowPrivate);
  for (let hop = 0; hop <= MEDIA_FETCH_LIMITS.redirects; hop += 1) {
    const result = await getOnce(url, { allowPrivate, maxBytes, signal });
    if (result.redirect === undefined) return result.body;
    url = checkUrl(new URL(result.redirect, url).toString(), allowPrivate);
  }
  throw new MediaFetchError('too many redirects');
}

function getOnce(
  url: URL,
  options: { allowPrivate: boolean; maxBytes: number; signal: AbortSignal },
): Promise<{ redirect?: string; body: Buffer }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: checkedLookup(options.allowPrivate),
        signal: options.signal,
        headers: { 'user-agent': 'Dazu feed import', accept: 'image/*' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: response.headers.location, body: Buffer.alloc(0) });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new MediaFetchError(`the server answered ${status}`));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          response.destroy();
          reject(new MediaFetchError('the file is too large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy(new MediaFetchError('the file is too large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(error instanceof MediaFetchError ? error : new MediaFetchError(error.message || 'the fetch failed')),
    );
  });
}
