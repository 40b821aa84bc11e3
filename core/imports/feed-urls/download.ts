// Fetching a feed by its URL by the outbound rules of media fetches (fetch-media.ts: http(s)
// only, public addresses unless allowed, redirects limited and each checked, a deadline,
// a size cap enforced while reading), as a conditional request: the validators of the
// last file read are sent back, so a feed that did not change costs a 304 and no parsing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchChecked, MediaFetchError } from '../fetch-media.ts';

export const FEED_FETCH_LIMITS = { timeoutMs: 60_000, maxBytes: 100 * 1024 * 1024 } as const;

export type Validators = { etag: string | null; lastModified: string | null };

export type Downloaded =
  | { changed: false; status: 304 }
  | { changed: true; status: 200; path: string; fileName: string; validators: Validators; cleanUp: () => Promise<void> }
  | { changed: null; status: number | null; reason: string };

/** The file's name for the import's history and for a format told by its extension: the URL's last segment. */
function fileNameOf(url: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '').slice(-200);
  return last || 'feed';
}

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

export async function downloadFeed(
  url: string,
  known: Validators,
  options: { allowPrivateHosts: boolean; signal?: AbortSignal },
): Promise<Downloaded> {
  const headers: Record<string, string> = { accept: '*/*' };
  if (known.etag) headers['if-none-match'] = known.etag;
  if (known.lastModified) headers['if-modified-since'] = known.lastModified;
  // Written to disk as it arrives: a feed of up to 100 MB never sits in memory whole.
  const dir = await mkdtemp(join(tmpdir(), 'dazu-feed-'));
  const path = join(dir, 'feed');
  const cleanUp = () => rm(dir, { recursive: true, force: true });
  let answer: Awaited<ReturnType<typeof fetchChecked>>;
  try {
    answer = await fetchChecked(url, { ...options, ...FEED_FETCH_LIMITS, headers, saveTo: path });
  } catch (error) {
    await cleanUp();
    if (!(error instanceof MediaFetchError)) throw error;
    return { changed: null, status: error.status, reason: `The feed could not be fetched: ${error.message}` };
  }
  if (answer.status === 304) {
    await cleanUp();
    return { changed: false, status: 304 };
  }
  return {
    changed: true,
    status: 200,
    path,
    fileName: fileNameOf(url),
    validators: { etag: header(answer.headers.etag), lastModified: header(answer.headers['last-modified']) },
    cleanUp,
  };
}
