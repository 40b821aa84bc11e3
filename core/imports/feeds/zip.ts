// An agency's upload as a zip: one feed file (.blm, .xml or .csv) and the photos, plans
// and documents it names. The zip is untrusted, so every entry is checked before anything
// is read (names that could escape a folder, passwords, sizes), and every read is counted
// against the size the zip declares, so a lying entry or a zip bomb stops at the limit.
import { posix } from 'node:path';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { FeedError } from './feed-error.ts';

const MB = 1024 * 1024;

export type FeedZipLimits = {
  maxEntries: number;
  /** All entries together, uncompressed. */
  maxTotalBytes: number;
  maxFeedBytes: number;
  maxMediaBytes: number;
};

export const FEED_ZIP_LIMITS: FeedZipLimits = {
  maxEntries: 5_000,
  maxTotalBytes: 2 * 1024 * MB,
  maxFeedBytes: 200 * MB,
  maxMediaBytes: 25 * MB,
};

export type FeedZip = {
  /** The feed file's path inside the zip. */
  feedName: string;
  /** Every other file's path inside the zip, in zip order. */
  mediaNames: string[];
  /** The feed file's bytes, streamed. */
  readFeed(): AsyncIterable<Uint8Array>;
  /**
   * A media file by name: feeds list bare file names, so the match is on the base name,
   * ignoring case. `count` sees each chunk's size as it is read; throwing from it stops
   * reading there (a budget for what a zip may unpack to, counted, not declared).
   */
  readMedia(name: string, count?: (bytes: number) => void): Promise<Buffer>;
  close(): void;
};

const FEED_EXTENSIONS = /\.(blm|xml|csv)$/i;

const sizeInMb = (bytes: number) =>
  bytes < MB ? `${Math.ceil(bytes / 1024)} KB` : `${Math.round((bytes / MB) * 10) / 10} MB`;

/** Why a name in the zip is unsafe to use, or null: the checks that stop a 'zip slip'. */
function unsafeName(name: string): string | null {
  if (name.includes('\0')) return 'it contains a NUL character';
  if (name.includes('\\')) return 'it contains a backslash';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'it is an absolute path';
  if (name.split('/').includes('..')) return 'it climbs out of its folder with ..';
  return null;
}

/** Files that zip tools add beside the real ones (macOS resource forks and folder settings). */
const isClutter = (name: string) =>
  name.startsWith('__MACOSX/') || posix.basename(name).startsWith('._') || posix.basename(name) === '.DS_Store';

const mediaKey = (name: string) => posix.basename(name).toLowerCase();

async function openZip(path: string): Promise<ZipFile> {
  try {
    return await yauzl.openPromise(path, {
      autoClose: false,
      // Names are decoded and checked here, with messages for the agency.
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw new FeedError('The file is not a zip archive, or it is damaged', null, { cause: error });
  }
}

/** Lists the zip's entries, refusing the whole zip on the first unsafe one. */
async function entriesOf(zip: ZipFile, limits: FeedZipLimits): Promise<Array<{ name: string; entry: Entry }>> {
  if (zip.entryCount > limits.maxEntries) {
    throw new FeedError(`The zip file has ${zip.entryCount} files: at most ${limits.maxEntries} are allowed`);
  }
  const entries: Array<{ name: string; entry: Entry }> = [];
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
      const unsafe = unsafeName(name);
      if (unsafe) throw new FeedError(`The zip file has an unsafe file name, ${JSON.stringify(name)}: ${unsafe}`);
      if (entry.isEncrypted()) throw new FeedError(`${name} in the zip is encrypted: the zip must have no password`);
      if (name.endsWith('/') || isClutter(name)) continue;
      if (!entry.canDecodeFileData()) {
        throw new FeedError(`${name} in the zip is compressed in a way we cannot read: use ordinary zip compression`);
      }
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) {
        throw new FeedError(`The zip file unpacks to more than ${sizeInMb(limits.maxTotalBytes)}`);
      }
      entries.push({ name, entry });
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new FeedError(`The zip file is damaged: ${reason}`, null, { cause: error });
  }
  return entries;
}

/** One entry's bytes, never more than it declared nor more than `limit`. */
async function* readEntry(zip: ZipFile, name: string, entry: Entry, limit: number): AsyncGenerator<Buffer> {
  if (entry.uncompressedSize > limit) {
    throw new FeedError(`${name} in the zip is larger than ${sizeInMb(limit)}`);
  }
  let read = 0;
  try {
    const stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      read += chunk.length;
      if (read > entry.uncompressedSize) {
        stream.destroy();
        throw new FeedError(`${name} in the zip holds more than the zip says it does: the zip is damaged`);
      }
      yield chunk;
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new FeedError(`${name} could not be read from the zip: ${reason}`, null, { cause: error });
  }
}

/**
 * Opens a feed upload. The zip must hold exactly one feed file, at its top level or in one
 * folder; anything unsafe or over the limits refuses the whole zip with a FeedError.
 */
export async function openFeedZip(path: string, limits: Partial<FeedZipLimits> = {}): Promise<FeedZip> {
  const limit = { ...FEED_ZIP_LIMITS, ...limits };
  const zip = await openZip(path);
  try {
    const entries = await entriesOf(zip, limit);
    const feeds = entries.filter(({ name }) => FEED_EXTENSIONS.test(name) && name.split('/').length <= 2);
    if (feeds.length === 0) {
      throw new FeedError('The zip file has no feed file: it needs one .blm, .xml or .csv file');
    }
    if (feeds.length > 1) {
      throw new FeedError(
        `The zip file has ${feeds.length} feed files (${feeds.map(({ name }) => name).join(', ')}): it must have exactly one`,
      );
    }
    const [feed] = feeds as [(typeof feeds)[number]];
    if (feed.entry.uncompressedSize > limit.maxFeedBytes) {
      throw new FeedError(`${feed.name} in the zip is larger than ${sizeInMb(limit.maxFeedBytes)}`);
    }
    const media = entries.filter((item) => item !== feed);
    return {
      feedName: feed.name,
      mediaNames: media.map(({ name }) => name),
      readFeed: () => readEntry(zip, feed.name, feed.entry, limit.maxFeedBytes),
      async readMedia(name, count) {
        const matches = media.filter((item) => mediaKey(item.name) === mediaKey(name));
        if (matches.length === 0) throw new FeedError(`${name} is not in the zip`);
        if (matches.length > 1) throw new FeedError(`Several files in the zip are called ${posix.basename(name)}`);
        const [match] = matches as [(typeof matches)[number]];
        const chunks: Buffer[] = [];
        for await (const chunk of readEntry(zip, match.name, match.entry, limit.maxMediaBytes)) {
          count?.(chunk.length);
          chunks.push(chunk);
        }
        return Buffer.concat(chunks);
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
